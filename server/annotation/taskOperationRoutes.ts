import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, refuse, route } from "../http";
import { ANNOTATION_CODES, TASK_VALIDATION } from "../../src/contracts/annotation";
import { ActivateBody, AssignBody, NewTask, ScoreBody, TaskBody } from "../../src/contracts/annotationBodies";
import type { Platform } from "../platform";
import { applyTaskEvent, type TaskEvent } from "../../src/machines/annotationTask.machine";
import { descriptionOf, nameOf, ownedTable } from "./common";
import { DatasetStore } from "../platform/datasetStore";
import { KINDS, loadTask, type Kind, PATHS } from "./taskKinds";
import { ReviewStore } from "./reviewStore";
import { planOperation } from "./shareOperations";
import { stateOf, TaskStore, type TaskRow } from "./taskStore";
import { TeamStore } from "./teamStore";

const TASK = anyOf(ANNOTATION_CODES.task);
/** The operations sent as `POST {base}/{operation}/{id}` (the contract's names). */
type PathOperation = "start" | "submit" | "commitReviewOf" | "sendBack" | "handOver" | "finish" | "cancel";
const taskIdOf = (body: { id?: number; annotationTaskId?: number }) =>
  body.id ?? body.annotationTaskId ?? refuse(400, TASK_VALIDATION.taskMissing);

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
  const reviews = new ReviewStore(db, platform.now);
  const teams = new TeamStore(db, platform.now);
  const ownedTeams = ownedTable(db, "teams", {
    notFound: TASK_VALIDATION.teamNotFound,
    forbidden: TASK_VALIDATION.teamForbidden,
  });
  const ownedGroups = ownedTable(db, "label_groups", {
    notFound: TASK_VALIDATION.groupNotFound,
    forbidden: TASK_VALIDATION.groupForbidden,
  });

  const load = (kind: Kind, id: number) => loadTask(tasks, kind, id);

  /**
   * The rows an operation changes, each with its next state: the task itself; on a task with shares a
   * member's step goes to their own share and a leader's share-wide step to every open share
   * (annotationTaskShares). 403 unless the user holds the role, 409 (naming the share) unless the machine
   * allows the event on every row.
   */
  const plan = (task: TaskRow, userId: number, event: (row: TaskRow) => TaskEvent) =>
    planOperation(tasks, task, userId, event);

  const check = (task: TaskRow, userId: number, event: TaskEvent) => plan(task, userId, () => event);

  const apply = (task: TaskRow, userId: number, event: (row: TaskRow) => TaskEvent) => {
    for (const step of plan(task, userId, event)) {
      tasks.store(step.row.id, step.next);
      // A submitted correction answers every flag: the next review or acceptance judges the items again.
      if (step.event.type === "SUBMIT_CORRECTION") reviews.unflagAll(step.row.id);
      if (step.row.parent_id !== null) tasks.refreshFromShares(step.row.parent_id);
    }
    return tasks.task(task.id);
  };

  /**
   * An operation on a task: 403 unless the user holds the role, 409 unless the machine allows the event
   * now, then `validate` (checks that depend on the task or the clock), then the event (`real`, when the
   * checked one stood in for it) is applied.
   */
  const operation = (
    kind: Kind,
    id: number,
    userId: number,
    event: (task: TaskRow) => TaskEvent,
    validate?: (task: TaskRow) => void,
    real?: (task: TaskRow) => TaskEvent,
  ) => {
    const task = load(kind, id);
    plan(task, userId, event);
    validate?.(task);
    const updated = db.transaction(() => apply(task, userId, real ?? event))();
    return tasks.view(updated, userId);
  };

  /** `POST {base}/{operation}/{id}`: a plain operation on the task the path names. */
  const pathOperation = (kind: Kind, path: PathOperation, event: (task: TaskRow) => TaskEvent) =>
    route(app, {
      method: "POST",
      url: PATHS[kind][path],
      access: TASK,
      schema: { params: IdParams("任务") },
      handler: ({ user, params, reply }) => sendOk(reply, operation(kind, params.id, user.id, event)),
    });

  const teamOwned = (teamId: number, userId: number) => ownedTeams.owned(teamId, userId);

  // ---- create (main tasks only) ----
  route(app, {
    method: "POST",
    url: PATHS.task.create,
    access: TASK,
    schema: { body: NewTask },
    handler: ({ user, body, reply }) => {
      const name = nameOf(body.taskName, TASK_VALIDATION.name);
      const description = descriptionOf(body.description);
      const dataset = datasets.owned(body.dataSetId, user.id);
      const version = datasets.version(body.versionId, dataset.id);
      ownedGroups.owned(body.labelGroupId, user.id);
      const teamId = body.teamId ?? null;
      if (teamId) teamOwned(teamId, user.id);
      const task = tasks.create({
        userId: user.id,
        name,
        description,
        datasetId: dataset.id,
        versionId: version.id,
        labelGroupId: body.labelGroupId,
        teamId,
      });
      return sendOk(reply, tasks.view(task, user.id));
    },
  });

  for (const kind of KINDS) {
    const paths = PATHS[kind];

    // ACTIVATE is checked with a far deadline first (409 before 400), then applied with the real one.
    route(app, {
      method: "POST",
      url: paths.active,
      access: TASK,
      schema: { body: ActivateBody },
      handler: ({ user, body, reply }) => {
        const deadline = body.deadlineTime;
        const now = platform.now();
        const view = operation(
          kind,
          taskIdOf(body),
          user.id,
          () => ({ type: "ACTIVATE", deadline: Number.MAX_SAFE_INTEGER, now }),
          () => {
            if (deadline === undefined || deadline <= now) refuse(400, TASK_VALIDATION.deadline);
          },
          () => ({ type: "ACTIVATE", deadline: deadline!, now }),
        );
        return sendOk(reply, view);
      },
    });

    route(app, {
      method: "POST",
      url: paths.assign,
      access: TASK,
      schema: { body: AssignBody },
      handler: ({ user, body, reply }) => {
        if (kind === "sub")
          return sendOk(
            reply,
            operation(kind, taskIdOf(body), user.id, () => ({ type: "ASSIGN" })),
          );
        const task = tasks.main(taskIdOf(body));
        check(task, user.id, { type: "ASSIGN" });
        const teamId = body.teamId ?? task.team_id ?? refuse(400, TASK_VALIDATION.teamMissing);
        teamOwned(teamId, user.id);
        const list = body.assignments ?? [];
        if (!list.length) refuse(400, TASK_VALIDATION.assignEmpty);
        const members = teams.memberIds(teamId);
        const seen = new Set<number>();
        const shares = list.map((entry) => {
          const member = members.find(
            (candidate) =>
              candidate.memberId === entry.memberId ||
              (entry.memberId == null && candidate.userId === entry.userId),
          );
          if (!member || (entry.userId != null && entry.userId !== member.userId))
            return refuse(400, TASK_VALIDATION.memberNotInTeam);
          if (seen.has(member.userId)) refuse(400, TASK_VALIDATION.memberTwice);
          seen.add(member.userId);
          return { memberId: member.memberId, userId: member.userId, assignNum: entry.assignNum };
        });
        const count = tasks.itemIds(task).length;
        const sum = shares.reduce((total, share) => total + share.assignNum, 0);
        if (sum !== count) refuse(400, TASK_VALIDATION.assignSum(count));
        const updated = db.transaction(() => {
          const assigned = apply(task, user.id, () => ({ type: "ASSIGN" }));
          tasks.assign(assigned, teamId, shares);
          return tasks.task(task.id);
        })();
        return sendOk(reply, tasks.view(updated, user.id));
      },
    });

    pathOperation(kind, "start", () => ({ type: "START" }));
    pathOperation(kind, "submit", (task) =>
      applyTaskEvent(stateOf(task), { type: "SUBMIT_CORRECTION" })
        ? { type: "SUBMIT_CORRECTION" }
        : { type: "SUBMIT" },
    );
    pathOperation(kind, "commitReviewOf", () => ({ type: "COMMIT_REVIEW" }));
    pathOperation(kind, "sendBack", () => ({ type: "SEND_BACK" }));
    pathOperation(kind, "handOver", () => ({ type: "HAND_OVER" }));
    pathOperation(kind, "finish", () => ({ type: "FINISH" }));
    pathOperation(kind, "cancel", () => ({ type: "CANCEL" }));

    route(app, {
      method: "POST",
      url: paths.commitReview,
      access: TASK,
      schema: { body: TaskBody },
      handler: ({ user, body, reply }) =>
        sendOk(
          reply,
          operation(kind, taskIdOf(body), user.id, () => ({ type: "COMMIT_REVIEW" })),
        ),
    });

    route(app, {
      method: "POST",
      url: paths.score,
      access: TASK,
      schema: { body: ScoreBody },
      handler: ({ user, body, reply }) =>
        sendOk(
          reply,
          operation(kind, taskIdOf(body), user.id, () => ({ type: "SCORE", score: body.score })),
        ),
    });
  }
}
