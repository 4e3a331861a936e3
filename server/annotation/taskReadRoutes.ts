import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { TASK_STATUSES, type TaskStatus } from "../../src/machines/annotationTask.machine";
import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import { anyOf, Id, IdParams, refuse, route, T } from "../http";
import { AnnotationStore } from "./annotationStore";
import { ReviewStore } from "./reviewStore";
import { KINDS, loadTask, type Kind, PATHS } from "./taskKinds";
import { TaskStore, type TaskRow } from "./taskStore";
import { ANNOTATION_CODES, TASK_TEXT } from "../../src/contracts/annotation";
import { type PersonProgress, type StatusCount } from "../../src/contracts/annotationShapes";
import { TaskQuery as TaskPageBody } from "../../src/contracts/annotationBodies";
import type { DbClock } from "../lib/db";
import { pageOffset } from "../lib/paging";

/**
 * The reads of annotation tasks and sub-tasks (docs/annotation-api.md): the list pages, the board and status
 * counts, the progress of a task and its members, the sub-tasks of a task and one task. Any role on a task reads it.
 */
export async function taskReadRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);
  const reviews = new ReviewStore(db, platform.now);
  const annotations = new AnnotationStore(db, platform.now);

  const load = (kind: Kind, id: number) => loadTask(tasks, kind, id);

  const viewable = (task: TaskRow, userId: number) => {
    if (!tasks.roleOf(task, userId)) refuse(403, TASK_TEXT.forbidden);
    return task;
  };

  const TASK = anyOf(ANNOTATION_CODES.task);
  const Scope = TaskPageBody.properties.scope;

  // ---- lists (main tasks) ----
  /** The statuses asked for (unknown ones are dropped); null when none: every status. */
  const statusFilter = (value: string | string[] | undefined): TaskStatus[] | null => {
    const list = Array.isArray(value) ? value : value ? [value] : [];
    const statuses = list.filter((status): status is TaskStatus =>
      TASK_STATUSES.includes(status as TaskStatus),
    );
    return statuses.length ? statuses : null;
  };

  const listPage = (url: string, defaultScope: "lead" | "mine") =>
    route(app, {
      method: "POST",
      url,
      // A read sent as POST (its filters in the body): nothing changes.
      log: false,
      access: TASK,
      // A search sent as POST: a read.
      openToUnaudited: true,
      schema: { body: TaskPageBody },
      handler: ({ user, body, reply }) => {
        const { where, args } = tasks.scopeWhere(body.scope ?? defaultScope, user.id);
        const statuses = statusFilter(body.status);
        const name = body.taskName?.trim() ?? "";
        const rows = tasks
          .rows(where, args)
          .filter(
            (row) => (!statuses || statuses.includes(row.status)) && (!name || row.name.includes(name)),
          );
        const { pageNum, pageSize } = body;
        return sendOk(reply, {
          list: rows
            .slice(pageOffset(pageNum, pageSize), pageNum * pageSize)
            .map((row) => tasks.view(row, user.id)),
          total: rows.length,
          pageNum,
          pageSize,
        });
      },
    });

  listPage(PATHS.task.page, "lead");
  listPage(PATHS.task.listPage, "mine");

  route(app, {
    method: "GET",
    url: PATHS.task.board,
    access: TASK,
    schema: { querystring: T.Object({ scope: Scope }) },
    handler: ({ user, query, reply }) => {
      const { where, args } = tasks.scopeWhere(query.scope ?? "lead", user.id);
      const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as unknown[]]));
      for (const row of tasks.rows(where, args)) columns[row.status]!.push(tasks.view(row, user.id));
      return sendOk(reply, columns);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.task.statusStat,
    access: TASK,
    schema: { querystring: T.Object({ scope: Scope }) },
    handler: ({ user, query, reply }) => {
      const { where, args } = tasks.scopeWhere(query.scope ?? "lead", user.id);
      const rows = tasks.rows(where, args);
      return sendOk(
        reply,
        TASK_STATUSES.map((status): StatusCount => ({
          status,
          statusText: TASK_STATUS_TEXT[status],
          count: rows.filter((row) => row.status === status).length,
        })),
      );
    },
  });

  // ---- progress ----
  const TaskQuery = T.Object({ id: Id("任务") });
  for (const kind of KINDS) {
    route(app, {
      method: "GET",
      url: PATHS[kind].statusProgress,
      access: TASK,
      schema: { querystring: TaskQuery },
      handler: ({ user, query, reply }) => {
        const task = viewable(load(kind, query.id), user.id);
        const itemIds = tasks.itemIds(task);
        const family = tasks.familyIds(task);
        const count = (ids: Set<number>) => itemIds.filter((id) => ids.has(id)).length;
        return sendOk(reply, {
          itemCount: itemIds.length,
          annotatedCount: tasks.annotatedCount(task, itemIds),
          reviewedCount: count(reviews.reviewedItems(family)),
          rejectedCount: count(reviews.flaggedItems(family)),
        });
      },
    });

    route(app, {
      method: "GET",
      url: PATHS[kind].personProgress,
      access: TASK,
      schema: { querystring: TaskQuery },
      handler: ({ user, query, reply }) => {
        const task = viewable(load(kind, query.id), user.id);
        const all = tasks.itemIds(task.parent_id === null ? task : tasks.task(task.parent_id));
        const subs = task.parent_id === null ? tasks.subTasks(task.id) : [task];
        const annotatedIn = (taskIds: number[]) =>
          new Set(taskIds.flatMap((id) => annotations.annotatedItems(id)));
        return sendOk(
          reply,
          subs.map((sub): PersonProgress => {
            const share = all.slice(sub.item_offset ?? 0, (sub.item_offset ?? 0) + (sub.assign_num ?? 0));
            const done = annotatedIn(tasks.familyIds(sub));
            const member = tasks.members(sub)[0];
            return {
              userId: sub.member_user_id,
              // the table shows people by display name; `account` is the sign-in name
              userName: member?.displayName || member?.userName || "",
              account: member?.userName ?? "",
              assignNum: sub.assign_num ?? 0,
              annotatedCount: share.filter((id) => done.has(id)).length,
              subTaskId: sub.id,
              status: sub.status,
              statusText: TASK_STATUS_TEXT[sub.status],
            };
          }),
        );
      },
    });
  }

  // ---- reads ----
  route(app, {
    method: "GET",
    url: PATHS.sub.list,
    access: TASK,
    schema: { querystring: T.Object({ taskId: Id("任务") }) },
    handler: ({ user, query, reply }) => {
      const parent = viewable(tasks.main(query.taskId), user.id);
      return sendOk(
        reply,
        tasks.subTasks(parent.id).map((sub) => tasks.view(sub, user.id)),
      );
    },
  });

  for (const kind of KINDS) {
    route(app, {
      method: "GET",
      url: PATHS[kind].one,
      access: TASK,
      schema: { params: IdParams("任务") },
      handler: ({ user, params, reply }) => {
        const task = load(kind, params.id);
        const roles = tasks.roles(task, user.id);
        // The leader of a sub-task's parent and its member see it; a main task's leader and members see it.
        if (!roles.leader && !roles.member) refuse(403, TASK_TEXT.forbidden);
        return sendOk(reply, tasks.view(task, user.id));
      },
    });
  }
}
