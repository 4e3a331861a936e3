import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import { TASK_STATUSES, type TaskStatus } from "../../src/machines/annotationTask.machine";
import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import { body, CODES, guarded, idOf, pageParams, params, query, refuse } from "./common";
import { BASE, KINDS, loadTask, type Kind } from "./taskKinds";
import { TASK_TEXT, TaskStore, type TaskRow } from "./taskStore";

/**
 * The reads of annotation tasks and sub-tasks (docs/annotation-api.md): the list pages, the board and status
 * counts, the progress of a task and its members, the sub-tasks of a task and one task. Any role on a task reads it.
 */
export async function taskReadRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);

  const load = (kind: Kind, id: number) => loadTask(tasks, kind, id);

  const viewable = (task: TaskRow, userId: number) => {
    if (!tasks.roleOf(task, userId)) refuse(403, TASK_TEXT.forbidden);
    return task;
  };

  // ---- lists (main tasks) ----
  const statusFilter = (value: unknown): TaskStatus[] | null => {
    const list = Array.isArray(value)
      ? value
      : value === undefined || value === null || value === ""
        ? []
        : [value];
    const statuses = list.filter((status): status is TaskStatus =>
      TASK_STATUSES.includes(status as TaskStatus),
    );
    return statuses.length ? statuses : null;
  };

  const listPage = (defaultScope: string) =>
    guarded(platform, [CODES.task], (user, request, reply) => {
      const b = { ...query(request), ...body(request) } as Record<string, unknown>;
      const scope = typeof b.scope === "string" ? b.scope : defaultScope;
      const { where, args } = tasks.scopeWhere(scope, user.id);
      const statuses = statusFilter(b.status);
      const name = typeof b.taskName === "string" ? b.taskName.trim() : "";
      const rows = tasks
        .rows(where, args)
        .filter((row) => (!statuses || statuses.includes(row.status)) && (!name || row.name.includes(name)));
      const { pageNum, pageSize } = pageParams({
        pageNum: String(b.pageNum ?? ""),
        pageSize: String(b.pageSize ?? ""),
      });
      return sendOk(reply, {
        list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((row) => tasks.view(row, user.id)),
        total: rows.length,
        pageNum,
        pageSize,
      });
    });

  app.post(`${BASE.task}/page`, listPage("lead"));
  app.post(`${BASE.task}/list-page`, listPage("mine"));

  app.get(
    `${BASE.task}/board`,
    guarded(platform, [CODES.task], (user, request, reply) => {
      const { where, args } = tasks.scopeWhere(query(request).scope ?? "lead", user.id);
      const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as unknown[]]));
      for (const row of tasks.rows(where, args)) columns[row.status]!.push(tasks.view(row, user.id));
      return sendOk(reply, columns);
    }),
  );

  app.get(
    `${BASE.task}/status-stat`,
    guarded(platform, [CODES.task], (user, request, reply) => {
      const { where, args } = tasks.scopeWhere(query(request).scope ?? "lead", user.id);
      const rows = tasks.rows(where, args);
      return sendOk(
        reply,
        TASK_STATUSES.map((status) => ({
          status,
          statusText: TASK_STATUS_TEXT[status],
          count: rows.filter((row) => row.status === status).length,
        })),
      );
    }),
  );

  // ---- progress ----
  for (const kind of KINDS) {
    app.get(
      `${BASE[kind]}/status-progress`,
      guarded(platform, [CODES.task], (user, request, reply) => {
        const task = viewable(load(kind, idOf(query(request).id, "任务")), user.id);
        const itemIds = tasks.itemIds(task);
        const count = (sql: string) => {
          const ids = new Set(
            (db.prepare(sql).all(task.id) as { item_id: number }[]).map((row) => row.item_id),
          );
          return itemIds.filter((id) => ids.has(id)).length;
        };
        return sendOk(reply, {
          itemCount: itemIds.length,
          annotatedCount: tasks.annotatedCount(task, itemIds),
          reviewedCount: count(
            "SELECT DISTINCT item_id FROM annotation_reviews WHERE task_id = ? AND type = 'review'",
          ),
          rejectedCount: count("SELECT item_id FROM correction_flags WHERE task_id = ?"),
        });
      }),
    );

    app.get(
      `${BASE[kind]}/person-progress`,
      guarded(platform, [CODES.task], (user, request, reply) => {
        const task = viewable(load(kind, idOf(query(request).id, "任务")), user.id);
        const all = tasks.itemIds(task.parent_id === null ? task : tasks.task(task.parent_id));
        const subs = task.parent_id === null ? tasks.subTasks(task.id) : [task];
        const annotatedIn = (taskIds: number[]) =>
          new Set(
            taskIds.flatMap((id) =>
              (
                db.prepare("SELECT DISTINCT item_id FROM annotations WHERE task_id = ?").all(id) as {
                  item_id: number;
                }[]
              ).map((row) => row.item_id),
            ),
          );
        return sendOk(
          reply,
          subs.map((sub) => {
            const share = all.slice(sub.item_offset ?? 0, (sub.item_offset ?? 0) + (sub.assign_num ?? 0));
            const done = annotatedIn([sub.id, sub.parent_id ?? sub.id]);
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
      }),
    );
  }

  // ---- reads ----
  app.get(
    `${BASE.sub}/list`,
    guarded(platform, [CODES.task], (user, request, reply) => {
      const parent = viewable(tasks.main(idOf(query(request).taskId, "任务")), user.id);
      return sendOk(
        reply,
        tasks.subTasks(parent.id).map((sub) => tasks.view(sub, user.id)),
      );
    }),
  );

  for (const kind of KINDS) {
    app.get(
      `${BASE[kind]}/:id`,
      guarded(platform, [CODES.task], (user, request, reply) => {
        const task = load(kind, idOf(params(request).id, "任务"));
        const roles = tasks.roles(task, user.id);
        // The leader of a sub-task's parent and its member see it; a main task's leader and members see it.
        if (!roles.leader && !roles.member) refuse(403, TASK_TEXT.forbidden);
        return sendOk(reply, tasks.view(task, user.id));
      }),
    );
  }
}
