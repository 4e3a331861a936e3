import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import { body, CODES, guarded, idOf, params, query, refuse } from "./common";
import { TaskStore } from "./taskStore";
import { WorkAccess } from "./workAccess";

export const ANNOTATION_TEXT = {
  outside: "标注框超出图片范围",
  label: "标签不属于该任务的标签组",
  notFound: "标注不存在",
  list: "标注数据格式错误",
} as const;

interface AnnotationRow {
  id: number;
  task_id: number;
  item_id: number;
  label_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  labelName: string;
  color: string;
}

/** Boxes of a task's items (`data-set-item-annotation`): saved by the task's members while they may submit. */
export async function annotationRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const access = new WorkAccess(new TaskStore(db, platform.now));

  const boxes = (taskId: number, itemId: number) =>
    (
      db
        .prepare(
          `SELECT a.*, l.name AS labelName, l.color AS color FROM annotations a JOIN labels l ON l.id = a.label_id
           WHERE a.task_id = ? AND a.item_id = ? ORDER BY a.id`,
        )
        .all(taskId, itemId) as AnnotationRow[]
    ).map((row) => ({
      id: row.id,
      taskId: row.task_id,
      itemId: row.item_id,
      labelId: row.label_id,
      labelName: row.labelName,
      color: row.color,
      x: row.x,
      y: row.y,
      width: row.width,
      height: row.height,
    }));

  app.get(
    "/data-set-item-annotation/list",
    guarded(platform, [CODES.task], (user, request, reply) => {
      const q = query(request);
      const task = access.task(q.taskId, user.id);
      return sendOk(reply, boxes(task.id, access.item(task, q.itemId)));
    }),
  );

  app.post(
    "/data-set-item-annotation/batch/save",
    guarded(platform, [CODES.task], (user, request, reply) => {
      const b = body(request);
      const task = access.task(b.taskId, user.id, "member");
      const itemId = access.item(task, b.itemId);
      access.editable(task);
      if (!Array.isArray(b.annotations)) refuse(400, ANNOTATION_TEXT.list);
      const item = db.prepare("SELECT width, height FROM dataset_items WHERE id = ?").get(itemId) as {
        width: number;
        height: number;
      };
      const labels = new Set(
        (
          db.prepare("SELECT id FROM labels WHERE group_id = ?").all(task.label_group_id) as { id: number }[]
        ).map((row) => row.id),
      );
      const list = (b.annotations as Record<string, unknown>[]).map((entry) => {
        const [x, y, width, height] = ["x", "y", "width", "height"].map((key) => Number(entry?.[key]));
        if (![x, y, width, height].every(Number.isFinite)) refuse(400, ANNOTATION_TEXT.list);
        if (!labels.has(Number(entry?.labelId))) refuse(400, ANNOTATION_TEXT.label);
        if (
          width! <= 0 ||
          height! <= 0 ||
          x! < 0 ||
          y! < 0 ||
          x! + width! > item.width ||
          y! + height! > item.height
        )
          refuse(400, ANNOTATION_TEXT.outside);
        return { labelId: Number(entry.labelId), x: x!, y: y!, width: width!, height: height! };
      });
      db.transaction(() => {
        db.prepare("DELETE FROM annotations WHERE task_id = ? AND item_id = ?").run(task.id, itemId);
        const insert = db.prepare(
          `INSERT INTO annotations (task_id, item_id, label_id, x, y, width, height, user_id, saved_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const box of list)
          insert.run(
            task.id,
            itemId,
            box.labelId,
            box.x,
            box.y,
            box.width,
            box.height,
            user.id,
            platform.now(),
          );
      })();
      return sendOk(reply, boxes(task.id, itemId));
    }),
  );

  app.post(
    "/data-set-item-annotation/annotation-clear",
    guarded(platform, [CODES.task], (user, request, reply) => {
      const b = body(request);
      const task = access.task(b.taskId, user.id, "member");
      const itemId = access.item(task, b.itemId);
      access.editable(task);
      db.prepare("DELETE FROM annotations WHERE task_id = ? AND item_id = ?").run(task.id, itemId);
      return sendOk(reply, null);
    }),
  );

  app.delete(
    "/data-set-item-annotation/:id",
    guarded(platform, [CODES.task], (user, request, reply) => {
      const row = db
        .prepare("SELECT task_id FROM annotations WHERE id = ?")
        .get(idOf(params(request).id, "标注")) as { task_id: number } | undefined;
      if (!row) return refuse(404, ANNOTATION_TEXT.notFound);
      const task = access.task(row.task_id, user.id, "member");
      access.editable(task);
      db.prepare("DELETE FROM annotations WHERE id = ?").run(Number(params(request).id));
      return sendOk(reply, null);
    }),
  );

  app.get(
    "/data-set-item-annotation/annotation-stat",
    guarded(platform, [CODES.task], (user, request, reply) => {
      const task = access.task(query(request).taskId, user.id);
      const counts = new Map(
        (
          db
            .prepare("SELECT item_id, COUNT(*) AS count FROM annotations WHERE task_id = ? GROUP BY item_id")
            .all(task.id) as {
            item_id: number;
            count: number;
          }[]
        ).map((row) => [row.item_id, row.count]),
      );
      return sendOk(
        reply,
        access.tasks.itemIds(task).map((itemId) => ({ itemId, count: counts.get(itemId) ?? 0 })),
      );
    }),
  );
}
