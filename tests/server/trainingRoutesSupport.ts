import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { seededRandom } from "../../server/training/random";
import { shapePng } from "../support/shapeImage";
import { BACKGROUND, IMAGE_SIZE, randomShape, SHAPES, type ShapeName } from "./trainingFixture";

/** A server's training settings for tests: fast following, no pause between the trainer's lines. */
export const FAST_TRAINING = { TRAINING_POLL_MS: "50", TRAINING_STEP_DELAY_MS: "0" };

/** One call as `token`; `data` typed by the caller. */
export async function callAs<Data = unknown>(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `/api/aimanager/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message?: string; data: Data },
  };
}

/**
 * A dataset of the user with two versions: `annotated` (perLabel pictures of each shape, boxed by an
 * annotation task) and `empty` (pictures, no boxes); and the label group of the boxes.
 */
export function seedShapesDataset(app: FastifyInstance, dataDir: string, userName: string, perLabel = 3) {
  const db = app.platform.db;
  const user = db.prepare("SELECT id FROM users WHERE user_name = ?").get(userName) as { id: number };
  const now = Date.now();
  const insert = (sql: string, ...values: unknown[]) =>
    Number(db.prepare(sql).run(...values).lastInsertRowid);
  const datasetId = insert(
    "INSERT INTO datasets (user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
    user.id,
    `形状-${now}`,
    now,
    now,
  );
  const version = (number: number) =>
    insert(
      "INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, ?, ?)",
      datasetId,
      number,
      now,
    );
  const annotated = version(1);
  const empty = version(2);
  const labelGroupId = insert(
    "INSERT INTO label_groups (user_id, name, created_at) VALUES (?, ?, ?)",
    user.id,
    `形状标签-${now}`,
    now,
  );
  const labelIds = Object.fromEntries(
    (Object.keys(SHAPES) as ShapeName[]).map((key) => [
      key,
      insert(
        "INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)",
        labelGroupId,
        SHAPES[key].name,
        "#dc2828",
        now,
      ),
    ]),
  ) as Record<ShapeName, number>;
  const taskId = insert(
    `INSERT INTO annotation_tasks (user_id, name, dataset_id, version_id, label_group_id, status, created_at)
     VALUES (?, ?, ?, ?, ?, 'INPROGRESS', ?)`,
    user.id,
    "标注形状",
    datasetId,
    annotated,
    labelGroupId,
    now,
  );
  const random = seededRandom(7);
  for (const versionId of [annotated, empty])
    for (let n = 0; n < perLabel; n += 1)
      for (const label of Object.keys(SHAPES) as ShapeName[]) {
        const shape = randomShape(label, random);
        const bytes = shapePng(IMAGE_SIZE, IMAGE_SIZE, BACKGROUND, [shape]);
        const itemId = insert(
          `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at)
           VALUES (?, ?, ?, 'png', ?, ?, ?, ?)`,
          datasetId,
          versionId,
          `${label}-${n}.png`,
          bytes.length,
          IMAGE_SIZE,
          IMAGE_SIZE,
          now,
        );
        const dir = path.join(dataDir, "datasets", String(datasetId), String(versionId));
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `${itemId}.png`), bytes);
        if (versionId === annotated)
          insert(
            `INSERT INTO annotations (task_id, item_id, label_id, x, y, width, height, user_id, saved_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            taskId,
            itemId,
            labelIds[label],
            shape.x,
            shape.y,
            shape.size,
            shape.size,
            user.id,
            now,
          );
      }
  return { datasetId, annotated, empty, labelGroupId };
}
