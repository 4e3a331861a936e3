import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, refuse, route, T } from "../http";
import { AnnotationStore } from "./annotationStore";
import { checkBoxes } from "./boxCheck";
import { ANNOTATION_API, ANNOTATION_CODES, ANNOTATION_TEXT } from "../../src/contracts/annotation";
import { SaveBoxesBody, TaskItem } from "../../src/contracts/annotationBodies";
import { TaskStore, type TaskRow } from "./taskStore";
import { WorkAccess } from "./workAccess";
import type { DbClock } from "../lib/db";

export { ANNOTATION_TEXT };

/** Boxes of a task's items (`data-set-item-annotation`): saved by the task's members while they may submit. */
export async function annotationRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const access = new WorkAccess(new TaskStore(db, platform.now));
  const annotations = new AnnotationStore(db, platform.now);
  /**
   * 403 when the item holds boxes of another member who still works on the task: one member cannot
   * overwrite or clear another's work (a task handed over passes its boxes to the new member).
   */
  const refuseOthersBoxes = (task: TaskRow, itemId: number, userId: number) => {
    const owners = annotations.otherOwners(task.id, itemId, userId);
    if (owners.some((owner) => access.tasks.roles(task, owner).member))
      refuse(403, ANNOTATION_TEXT.othersBoxes);
  };

  const boxes = (task: TaskRow, itemId: number) => annotations.boxes(access.tasks.familyIds(task), itemId);

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
      annotations.replace(task.id, itemId, user.id, body.annotations);
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
      annotations.clear(task.id, itemId);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: PATHS.one,
    access: TASK,
    schema: { params: IdParams("标注") },
    handler: ({ user, params, reply }) => {
      const row = annotations.placeOf(params.id);
      if (!row) return refuse(404, ANNOTATION_TEXT.notFound);
      // A box in another member's share, asked by a member of the same task: say why.
      const holder = access.tasks.task(row.taskId);
      if (holder.parent_id !== null && holder.member_user_id !== user.id)
        if (access.tasks.roles(access.tasks.task(holder.parent_id), user.id).member)
          refuse(403, ANNOTATION_TEXT.othersBoxes);
      const task = access.task(row.taskId, user.id, "member");
      access.editable(task);
      refuseOthersBoxes(task, row.itemId, user.id);
      annotations.remove(params.id);
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
      const counts = annotations.countsByItem(access.tasks.familyIds(task));
      return sendOk(
        reply,
        access.tasks.itemIds(task).map((itemId) => ({ itemId, count: counts.get(itemId) ?? 0 })),
      );
    },
  });
}
