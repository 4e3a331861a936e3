import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import {
  applyTaskEvent,
  OPERATION_ROLE,
  type TaskEvent,
  type TaskOperation,
} from "../../src/machines/annotationTask.machine";
import {
  answer,
  body,
  CODES,
  descriptionOf,
  guarded,
  idOf,
  nameOf,
  optionalId,
  params,
  refuse,
  withCode,
} from "./common";
import { DatasetStore } from "./datasetStore";
import { BASE, KINDS, loadTask, type Kind } from "./taskKinds";
import { stateOf, TASK_TEXT, TaskStore, type TaskRow } from "./taskStore";

export const TASK_VALIDATION = {
  name: "任务名称",
  deadline: "截止时间须晚于当前时间",
  score: "评分须为 0 到 100 之间的数字",
  assignEmpty: "分配成员不能为空",
  assignNum: "分配数量须为正整数",
  assignSum: (count: number) => `分配数量之和须等于数据总数（${count}）`,
  memberNotInTeam: "成员不属于该团队",
  memberTwice: "同一成员只能分配一次",
  groupNotFound: "标签组不存在",
  teamNotFound: "团队不存在",
} as const;

/**
 * Creating annotation tasks and operating on tasks and sub-tasks (docs/annotation-api.md): every operation loads the stored task, settles
 * its deadline, checks the role the machine names for the operation (OPERATION_ROLE) and asks the machine
 * (`applyTaskEvent`) for the next status: null answers 409. The server keeps no transition list of its own.
 */
export async function taskOperationRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  const { platform } = options;
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);
  const datasets = new DatasetStore(db, options.dataDir, platform.now);

  const load = (kind: Kind, id: number) => loadTask(tasks, kind, id);

  /** 403 unless the user holds the role the operation needs; 409 unless the machine allows the event now. */
  const check = (task: TaskRow, userId: number, event: TaskEvent) => {
    const roles = tasks.roles(task, userId);
    if (!roles[OPERATION_ROLE[event.type as TaskOperation]]) refuse(403, TASK_TEXT.forbidden);
    const next = applyTaskEvent(stateOf(task), event);
    return next ?? refuse(409, TASK_TEXT.refused(task.status));
  };

  const apply = (task: TaskRow, userId: number, event: TaskEvent) => {
    const next = check(task, userId, event);
    tasks.store(task.id, next);
    // A submitted correction answers every flag: the next review or acceptance judges the items again.
    if (event.type === "SUBMIT_CORRECTION")
      db.prepare("DELETE FROM correction_flags WHERE task_id = ?").run(task.id);
    return tasks.task(task.id);
  };

  /** A plain operation on `{id}` from the path or the body. */
  const operation = (
    kind: Kind,
    request: FastifyRequest,
    reply: FastifyReply,
    event: (task: TaskRow) => TaskEvent,
    validate?: (task: TaskRow) => void,
    real?: (task: TaskRow) => TaskEvent,
  ) => {
    const user = withCode(platform, request, reply, CODES.task);
    if (!user) return reply;
    return answer(reply, () => {
      const id = idOf(params(request).id ?? body(request).id ?? body(request).annotationTaskId, "任务");
      const task = load(kind, id);
      const chosen = event(task);
      check(task, user.id, chosen);
      validate?.(task);
      const updated = db.transaction(() => apply(task, user.id, real ? real(task) : chosen))();
      return sendOk(reply, tasks.view(updated, user.id));
    });
  };

  const teamOwned = (teamId: number, userId: number) => {
    const team = db.prepare("SELECT user_id FROM teams WHERE id = ?").get(teamId) as
      { user_id: number } | undefined;
    if (!team) refuse(404, TASK_VALIDATION.teamNotFound);
    if (team!.user_id !== userId) refuse(403, "无权使用该团队");
  };

  // ---- create (main tasks only) ----
  app.post(
    BASE.task,
    guarded(platform, [CODES.task], (user, request, reply) => {
      const b = body(request);
      const name = nameOf(b.taskName, TASK_VALIDATION.name);
      const description = descriptionOf(b.description);
      const dataset = datasets.owned(idOf(b.dataSetId, "数据集"), user.id);
      const version = datasets.version(idOf(b.versionId, "版本"), dataset.id);
      const group = db
        .prepare("SELECT user_id FROM label_groups WHERE id = ?")
        .get(idOf(b.labelGroupId, "标签组")) as { user_id: number } | undefined;
      if (!group) refuse(404, TASK_VALIDATION.groupNotFound);
      if (group!.user_id !== user.id) refuse(403, "无权使用该标签组");
      const teamId = optionalId(b.teamId);
      if (teamId) teamOwned(teamId, user.id);
      const task = tasks.create({
        userId: user.id,
        name,
        description,
        datasetId: dataset.id,
        versionId: version.id,
        labelGroupId: Number(b.labelGroupId),
        teamId,
      });
      return sendOk(reply, tasks.view(task, user.id));
    }),
  );

  for (const kind of KINDS) {
    const base = BASE[kind];

    // ACTIVATE is checked with a far deadline first (409 before 400), then applied with the real one.
    app.post(`${base}/active`, async (request, reply) => {
      const deadline = Number(body(request).deadlineTime);
      const now = platform.now();
      return operation(
        kind,
        request,
        reply,
        () => ({ type: "ACTIVATE", deadline: Number.MAX_SAFE_INTEGER, now }),
        () => {
          if (!Number.isFinite(deadline) || deadline <= now) refuse(400, TASK_VALIDATION.deadline);
        },
        () => ({ type: "ACTIVATE", deadline, now }),
      );
    });

    app.post(`${base}/assign`, async (request, reply) => {
      if (kind === "sub") return operation(kind, request, reply, () => ({ type: "ASSIGN" }));
      const user = withCode(platform, request, reply, CODES.task);
      if (!user) return reply;
      return answer(reply, () => {
        const b = body(request);
        const task = tasks.main(idOf(b.annotationTaskId ?? b.id, "任务"));
        check(task, user.id, { type: "ASSIGN" });
        const teamId = idOf(b.teamId ?? task.team_id, "团队");
        teamOwned(teamId, user.id);
        const list = Array.isArray(b.assignments) ? (b.assignments as Record<string, unknown>[]) : [];
        if (!list.length) refuse(400, TASK_VALIDATION.assignEmpty);
        const members = db.prepare("SELECT id, user_id FROM team_members WHERE team_id = ?").all(teamId) as {
          id: number;
          user_id: number;
        }[];
        const seen = new Set<number>();
        const shares = list.map((entry) => {
          const assignNum = Number(entry?.assignNum);
          if (!Number.isInteger(assignNum) || assignNum <= 0) refuse(400, TASK_VALIDATION.assignNum);
          const member = members.find(
            (candidate) =>
              candidate.id === Number(entry?.memberId) ||
              (entry?.memberId == null && candidate.user_id === Number(entry?.userId)),
          );
          if (!member || (entry?.userId != null && Number(entry.userId) !== member.user_id))
            refuse(400, TASK_VALIDATION.memberNotInTeam);
          if (seen.has(member!.user_id)) refuse(400, TASK_VALIDATION.memberTwice);
          seen.add(member!.user_id);
          return { memberId: member!.id, userId: member!.user_id, assignNum };
        });
        const count = tasks.itemIds(task).length;
        const sum = shares.reduce((total, share) => total + share.assignNum, 0);
        if (sum !== count) refuse(400, TASK_VALIDATION.assignSum(count));
        const updated = db.transaction(() => {
          tasks.assign(task, teamId, shares);
          return apply(task, user.id, { type: "ASSIGN" });
        })();
        return sendOk(reply, tasks.view(updated, user.id));
      });
    });

    app.post(`${base}/start/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "START" })),
    );

    app.post(`${base}/submit/:id`, async (request, reply) =>
      operation(kind, request, reply, (task) =>
        applyTaskEvent(stateOf(task), { type: "SUBMIT_CORRECTION" })
          ? { type: "SUBMIT_CORRECTION" }
          : { type: "SUBMIT" },
      ),
    );

    app.post(`${base}/commit-review`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "COMMIT_REVIEW" })),
    );
    app.post(`${base}/commit-review/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "COMMIT_REVIEW" })),
    );
    app.post(`${base}/send-back/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "SEND_BACK" })),
    );
    app.post(`${base}/hand-over/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "HAND_OVER" })),
    );
    app.post(`${base}/finish/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "FINISH" })),
    );
    app.post(`${base}/cancel/:id`, async (request, reply) =>
      operation(kind, request, reply, () => ({ type: "CANCEL" })),
    );

    app.post(`${base}/score`, async (request, reply) => {
      const score = Number(body(request).score);
      return operation(
        kind,
        request,
        reply,
        () => ({ type: "SCORE", score: Number.isFinite(score) ? score : 0 }),
        () => {
          const raw = body(request).score;
          if (
            raw === undefined ||
            raw === null ||
            raw === "" ||
            !Number.isFinite(score) ||
            score < 0 ||
            score > 100
          )
            refuse(400, TASK_VALIDATION.score);
        },
      );
    });
  }
}
