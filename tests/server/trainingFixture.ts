import fs from "node:fs";
import path from "node:path";
import { openDatabase, type Db } from "../../server/lib/db";
import { seededRandom } from "../../server/training/random";
import { shapePng, type Rgb, type Shape } from "../support/shapeImage";
import { tempDir } from "./helpers";

export const BACKGROUND: Rgb = [200, 200, 200];
export const RED: Rgb = [220, 40, 40];
export const BLUE: Rgb = [40, 60, 220];

/** The labels of the shapes dataset: a red square, a blue disc and a red disc (same colour, other shape). */
export const SHAPES = {
  redSquare: { name: "红方块", kind: "square", rgb: RED },
  blueDisc: { name: "蓝圆", kind: "disc", rgb: BLUE },
  redDisc: { name: "红圆", kind: "disc", rgb: RED },
} as const;
export type ShapeName = keyof typeof SHAPES;

export interface TrainingFixture {
  db: Db;
  dataDir: string;
  storageRoot: string;
  userId: number;
  datasetId: number;
  versionId: number;
  labelGroupId: number;
  labelIds: Record<ShapeName, number>;
  /** Stores an image item in the version and returns its id. */
  addItem: (bytes: Buffer, fileName: string, width: number, height: number, ext?: string) => number;
  /** An annotation task on the version (the boxes' owner). */
  addTask: () => number;
  /** Saves boxes of an item in a task, at `savedAt`. */
  annotate: (
    taskId: number,
    itemId: number,
    boxes: { label: ShapeName; shape: Shape }[],
    savedAt?: number,
  ) => void;
  /** Saves the dataset owner's own boxes of an item (数据标注, no task) in the fixture's label group. */
  annotateOwn: (itemId: number, boxes: { label: ShapeName; shape: Shape }[], savedAt?: number) => void;
}

/** A database and data folder like the server's, with a user, a dataset version and a label group. */
export function trainingFixture(): TrainingFixture {
  const dataDir = tempDir("training-");
  const db = openDatabase(dataDir);
  const now = Date.UTC(2025, 0, 6, 9, 0, 0);
  const insert = (sql: string, ...values: unknown[]) =>
    Number(db.prepare(sql).run(...values).lastInsertRowid);
  const userId = insert(
    "INSERT INTO users (user_name, display_name, password_hash) VALUES (?, ?, ?)",
    "trainer1",
    "训练者",
    "x",
  );
  const datasetId = insert(
    "INSERT INTO datasets (user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
    userId,
    "形状",
    now,
    now,
  );
  const versionId = insert(
    "INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, 1, ?)",
    datasetId,
    now,
  );
  const labelGroupId = insert(
    "INSERT INTO label_groups (user_id, name, created_at) VALUES (?, ?, ?)",
    userId,
    "形状标签",
    now,
  );
  const labelIds = Object.fromEntries(
    (Object.keys(SHAPES) as ShapeName[]).map((key) => [
      key,
      insert(
        "INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)",
        labelGroupId,
        SHAPES[key].name,
        `#${SHAPES[key].rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`,
        now,
      ),
    ]),
  ) as Record<ShapeName, number>;

  const addItem: TrainingFixture["addItem"] = (bytes, fileName, width, height, ext = "png") => {
    const id = insert(
      `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      datasetId,
      versionId,
      fileName,
      ext,
      bytes.length,
      width,
      height,
      now,
    );
    const dir = path.join(dataDir, "datasets", String(datasetId), String(versionId));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${id}.${ext}`), bytes);
    return id;
  };
  const addTask = () =>
    insert(
      `INSERT INTO annotation_tasks (user_id, name, dataset_id, version_id, label_group_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, 'INPROGRESS', ?)`,
      userId,
      "标注形状",
      datasetId,
      versionId,
      labelGroupId,
      now,
    );
  const annotate: TrainingFixture["annotate"] = (taskId, itemId, boxes, savedAt = now) => {
    for (const { label, shape } of boxes)
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
        userId,
        savedAt,
      );
  };
  const annotateOwn: TrainingFixture["annotateOwn"] = (itemId, boxes, savedAt = now) => {
    for (const { label, shape } of boxes)
      insert(
        `INSERT INTO version_annotations
           (version_id, item_id, label_group_id, label_id, x, y, width, height, user_id, saved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        versionId,
        itemId,
        labelGroupId,
        labelIds[label],
        shape.x,
        shape.y,
        shape.size,
        shape.size,
        userId,
        savedAt,
      );
  };
  return {
    db,
    dataDir,
    storageRoot: path.join(dataDir, "storage"),
    userId,
    datasetId,
    versionId,
    labelGroupId,
    labelIds,
    addItem,
    addTask,
    annotate,
    annotateOwn,
  };
}

export const IMAGE_SIZE = 48;

/** A shape of this label at a random place and size (12–18 px) inside a 48 × 48 picture. */
export function randomShape(label: ShapeName, random: () => number): Shape {
  const size = 12 + Math.floor(random() * 7);
  return {
    kind: SHAPES[label].kind,
    rgb: SHAPES[label].rgb,
    size,
    x: Math.floor(random() * (IMAGE_SIZE - size)),
    y: Math.floor(random() * (IMAGE_SIZE - size)),
  };
}

/** `perLabel` annotated pictures of each shape (one shape a picture), saved by one task. */
export function seedShapes(
  fixture: TrainingFixture,
  perLabel: number,
  seed = 7,
  labels = Object.keys(SHAPES) as ShapeName[],
) {
  const random = seededRandom(seed);
  const taskId = fixture.addTask();
  for (let n = 0; n < perLabel; n += 1)
    for (const label of labels) {
      const shape = randomShape(label, random);
      const itemId = fixture.addItem(
        shapePng(IMAGE_SIZE, IMAGE_SIZE, BACKGROUND, [shape]),
        `${label}-${n}.png`,
        IMAGE_SIZE,
        IMAGE_SIZE,
      );
      fixture.annotate(taskId, itemId, [{ label, shape }]);
    }
  return taskId;
}
