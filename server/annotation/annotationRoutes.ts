import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, refuse, route, T } from "../http";
import { ANNOTATION_API, ANNOTATION_CODES, ANNOTATION_TEXT } from "../../src/contracts/annotation";
import { type Annotation } from "../../src/contracts/annotationShapes";
import { SaveBoxesBody, TaskItem } from "../../src/contracts/annotationBodies";
import { checkBoxes } from "./boxCheck";
import { TaskStore, type TaskRow } from "./taskStore";
import { WorkAccess } from "./workAccess";
import type { DbClock } from "../lib/db";

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
export async function annotationRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const access = new WorkAccess(new TaskStore(db, platform.now));
  /**
   * 403 when the item holds boxes of another member who still works on the task: one member cannot
   * overwrite or clear another's work (a task handed over passes its boxes to the new member).
   */
  const refuseOthersBoxes = (task: TaskRow, itemId: number, userId: number) => {
    const owners = db
      .prepare("SELECT DISTINCT user_id FROM annotations WHERE task_id = ? AND item_id = ? AND user_id != ?")
      .all(task.id, itemId, userId) as { user_id: number }[];
    if (owners.some((owner) => access.tasks.roles(task, owner.user_id).member))
      refuse(403, ANNOTATION_TEXT.othersBoxes);
  };

  const boxes = (task: TaskRow, itemId: number): Annotation[] => {
    const family = access.family(task);
    return (
      db
        .prepare(
          `SELECT a.*, l.name AS labelName, l.color AS color FROM annotations a JOIN labels l ON l.id = a.label_id
           WHERE a.${family.sql} AND a.item_id = ? ORDER BY a.id`,
        )
        .all(...family.args, itemId) as AnnotationRow[]
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
  };

  const TASK = anyOf(ANNOTATION_CODES.task);
  const PATHS = ANNOTATION_API.boxes;
  route(app, {
    method: "GET",
    url: PATHS.list,
    access: TASK,
    schema: { querystring: TaskItem },
    handler: ({ user, query, reply }) => {
      const task = access.task(query.taskId, user.id);
      return sendOk(reply, boxes(access.work(task, query.itemId), query.itemId));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.batchSave,
    access: TASK,
    schema: { body: SaveBoxesBody },
    handler: ({ user, body, reply }) => {
      // On a task with shares the boxes are saved on the member's own share.
      const task = access.work(access.task(body.taskId, user.id, "member"), body.itemId, user.id);
      const itemId = body.itemId;
      access.editable(task);
      refuseOthersBoxes(task, itemId, user.id);
      checkBoxes(db, { itemId, labelGroupId: task.label_group_id, boxes: body.annotations });
      db.transaction(() => {
        db.prepare("DELETE FROM annotations WHERE task_id = ? AND item_id = ?").run(task.id, itemId);
        const insert = db.prepare(
          `INSERT INTO annotations (task_id, item_id, label_id, x, y, width, height, user_id, saved_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const box of body.annotations)
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
      return sendOk(reply, boxes(task, itemId));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.clear,
    access: TASK,
    schema: { body: TaskItem },
    handler: ({ user, body, reply }) => {
      const task = access.work(access.task(body.taskId, user.id, "member"), body.itemId, user.id);
      const itemId = body.itemId;
      access.editable(task);
      refuseOthersBoxes(task, itemId, user.id);
      db.prepare("DELETE FROM annotations WHERE task_id = ? AND item_id = ?").run(task.id, itemId);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: PATHS.one,
    access: TASK,
    schema: { params: IdParams("标注") },
    handler: ({ user, params, reply }) => {
      const row = db.prepare("SELECT task_id, item_id FROM annotations WHERE id = ?").get(params.id) as
        { task_id: number; item_id: number } | undefined;
      if (!row) return refuse(404, ANNOTATION_TEXT.notFound);
      // A box in another member's share, asked by a member of the same task: say why.
      const holder = access.tasks.task(row.task_id);
      if (holder.parent_id !== null && holder.member_user_id !== user.id)
        if (access.tasks.roles(access.tasks.task(holder.parent_id), user.id).member)
          refuse(403, ANNOTATION_TEXT.othersBoxes);
      const task = access.task(row.task_id, user.id, "member");
      access.editable(task);
      refuseOthersBoxes(task, row.item_id, user.id);
      db.prepare("DELETE FROM annotations WHERE id = ?").run(params.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.stat,
    access: TASK,
    schema: { querystring: T.Object({ taskId: Id("任务") }) },
    handler: ({ user, query, reply }) => {
      const task = access.task(query.taskId, user.id);
      const family = access.family(task);
      const counts = new Map(
        (
          db
            .prepare(
              `SELECT item_id, COUNT(*) AS count FROM annotations WHERE ${family.sql} GROUP BY item_id`,
            )
            .all(...family.args) as { item_id: number; count: number }[]
        ).map((row) => [row.item_id, row.count]),
      );
      return sendOk(
        reply,
        access.tasks.itemIds(task).map((itemId) => ({ itemId, count: counts.get(itemId) ?? 0 })),
      );
    },
  });
}
