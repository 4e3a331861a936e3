import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, refuse, route, T } from "../http";
import { ANNOTATION_API, ANNOTATION_CODES, TASK_TEXT } from "../../src/contracts/annotation";
import { type ScoreEntry } from "../../src/contracts/annotationShapes";
import { SubTaskPageBody } from "../../src/contracts/annotationBodies";
import { shareTitle } from "./shareOperations";
import { TaskLists } from "./taskLists";
import { TaskStore, type TaskRow } from "./taskStore";
import type { DbClock } from "../lib/db";
import { pageOffset } from "../lib/paging";

const TASK = anyOf(ANNOTATION_CODES.task);

/**
 * `tb-score/list-score` and the sub-tasks' `list-page` and `page` (ai-domain §7). Scores: with `taskId`,
 * the task and its members' shares (the leader sees every share, a member their own); without, the
 * user's own shares and the tasks they lead. The sub-task pages (POST, filters in the body): `page` the
 * shares of the tasks the user leads, `list-page` the user's own shares; `taskId` keeps one task's.
 */
export async function scoreRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);
  const lists = new TaskLists(tasks);

  const memberName = (row: TaskRow) => {
    const member = tasks.members(row)[0];
    return member ? member.displayName || member.userName : "";
  };
  const scoreOf = (row: TaskRow): ScoreEntry => ({
    taskId: row.id,
    parentId: row.parent_id,
    taskName: row.parent_id === null ? row.name : shareTitle(tasks, row),
    memberName: row.parent_id === null ? "" : memberName(row),
    status: row.status,
    score: row.score,
  });

  route(app, {
    method: "GET",
    url: ANNOTATION_API.score.list,
    access: TASK,
    schema: { querystring: T.Object({ taskId: T.Optional(Id("任务")) }) },
    handler: ({ user, query, reply }) => {
      if (query.taskId) {
        const task = tasks.main(query.taskId);
        const roles = tasks.roles(task, user.id);
        if (!roles.leader && !roles.member) refuse(403, TASK_TEXT.forbidden);
        const shares = tasks
          .subTasks(task.id)
          .filter((share) => roles.leader || share.member_user_id === user.id);
        return sendOk(reply, [task, ...shares].map(scoreOf));
      }
      const rows = lists.ledOrWorked(user.id);
      return sendOk(reply, rows.map(scoreOf));
    },
  });

  const subPage = (url: string, own: boolean) =>
    route(app, {
      method: "POST",
      url,
      access: TASK,
      log: false,
      openToUnaudited: true,
      schema: { body: SubTaskPageBody },
      handler: ({ user, body, reply }) => {
        const name = body.taskName?.trim() ?? "";
        const rows = lists
          .shares(user.id, own, body.taskId)
          .filter((row) => !name || row.name.includes(name));
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
  subPage(ANNOTATION_API.sub.page, false);
  subPage(ANNOTATION_API.sub.listPage, true);
}
