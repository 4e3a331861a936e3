import type { FastifyInstance } from "fastify";
import { filter } from "rxjs";
import { sendOk } from "../lib/envelope";
import { WALLET_TEXT } from "../../src/contracts/walletPolicy";
import { IdParams, PageQuery, refuse, route, signedIn, T, Id, Int } from "../http";
import type { Platform } from "../platform";
import { isActive } from "../training/runStore";
import { runAnswer, type RunView } from "../training/runView";
import { TASK_TEXT, TRAIN, TRAIN_API } from "../../src/contracts/trainingTasks";
import type { RunSocketMessage } from "../../src/contracts/trainingRuns";
import { engine, ownTask, TRAINING_ACCESS } from "./taskRoutes";
import type { TaskStore } from "../platform/ai/trainingTaskStore";
import type { LoadedPackage } from "../training/packages/registry";
import { pageOffset } from "../lib/paging";

/** The train calls' root (tests build their calls on it). */
export const TRAIN_BASE = TRAIN;
const LOG = { module: "训练任务" };
/** Lines a page of `logs` answers at most. */
const LOG_PAGE_MAX = 5000;

/** train: runs of a task (start, status, logs, the live log socket, evaluation, terminate, delete). */
export function trainRoutes(
  app: FastifyInstance,
  {
    platform,
    tasks,
    ownPackage,
  }: { platform: Platform; tasks: TaskStore; ownPackage?: (versionId: number) => LoadedPackage | undefined },
) {
  const training = platform.training;

  /** The user's own run; 404 otherwise (another user's run is not theirs to know about). */
  const ownRun = (userId: number, id: number): RunView => {
    const run = engine(() => training.get(id));
    if (run.userId !== userId) refuse(404, TASK_TEXT.runNotFound);
    return run;
  };

  route(app, {
    method: "GET",
    url: TRAIN_API.runs,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, taskId: Id("训练任务") }) },
    handler: ({ user, query, reply }) => {
      const task = ownTask(tasks, user.id, query.taskId);
      const runs = training.list({ userId: user.id, taskId: task.id });
      const start = pageOffset(query.pageNum, query.pageSize);
      return sendOk(reply, {
        list: runs.slice(start, start + query.pageSize).map(runAnswer),
        total: runs.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  });

  route(app, {
    method: "POST",
    url: TRAIN_API.start,
    access: TRAINING_ACCESS,
    log: { name: "开始训练", ...LOG },
    schema: { body: T.Object({ taskId: Id("训练任务") }) },
    handler: async ({ user, body, reply }) => {
      // The balance rule (src/contracts/walletPolicy.ts): an owing account starts no new run.
      platform.wallets.assertMayUse(user.id, WALLET_TEXT.trainRefused);
      const task = ownTask(tasks, user.id, body.taskId);
      const account = platform.users.hpcAccounts(user).length > 0 ? user.user_name : null;
      const runs = training.list({ userId: user.id, taskId: task.id });
      try {
        const run = await training.submit({
          userId: user.id,
          account,
          datasetVersionId: task.datasetVersionId,
          labelGroupId: task.labelGroupId,
          trainer: task.trainer,
          params: task.params,
          resources: { cores: task.cores, memoryGb: task.memoryGb, hours: task.hours },
          name: `${task.name}-${runs.length + 1}`,
          taskId: task.id,
          algorithmVersionId: task.algorithmVersionId,
          package: task.trainer === "package" ? ownPackage?.(task.algorithmVersionId) : undefined,
        });
        return sendOk(reply, runAnswer(run));
      } catch (error) {
        return engine(() => {
          throw error;
        });
      }
    },
  });

  route(app, {
    method: "GET",
    url: TRAIN_API.status,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ id: Id("训练") }) },
    handler: ({ user, query, reply }) => sendOk(reply, runAnswer(ownRun(user.id, query.id))),
  });

  route(app, {
    method: "GET",
    url: TRAIN_API.logs,
    access: TRAINING_ACCESS,
    schema: {
      querystring: T.Object({
        id: Id("训练"),
        fromLine: T.Optional(Int(1, Number.MAX_SAFE_INTEGER)),
        limit: T.Optional(Int(1, LOG_PAGE_MAX)),
      }),
    },
    handler: ({ user, query, reply }) => {
      const run = ownRun(user.id, query.id);
      return sendOk(reply, training.logs(run.id, query.fromLine ?? 1, query.limit ?? 1000));
    },
  });

  route(app, {
    method: "GET",
    url: TRAIN_API.metrics,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ id: Id("训练") }) },
    handler: ({ user, query, reply }) => sendOk(reply, training.metrics(ownRun(user.id, query.id).id)),
  });

  route(app, {
    method: "POST",
    url: TRAIN_API.terminate,
    access: TRAINING_ACCESS,
    log: { name: "终止训练", ...LOG },
    schema: { params: IdParams("训练") },
    handler: async ({ user, params, reply }) => {
      const run = ownRun(user.id, params.id);
      try {
        return sendOk(reply, runAnswer(await training.terminate(run.id)));
      } catch (error) {
        return engine(() => {
          throw error;
        });
      }
    },
  });

  route(app, {
    method: "DELETE",
    url: TRAIN_API.run,
    access: TRAINING_ACCESS,
    log: { name: "删除训练记录", ...LOG },
    schema: { params: IdParams("训练") },
    handler: ({ user, params, reply }) => {
      const run = ownRun(user.id, params.id);
      engine(() => training.remove(run.id));
      return sendOk(reply, null);
    },
  });

  /** A short-lived token for the log socket's address (a websocket carries no header). */
  route(app, {
    method: "GET",
    url: TRAIN_API.socketToken,
    access: TRAINING_ACCESS,
    handler: ({ request, reply }) => sendOk(reply, platform.storageTokens.issue(signedIn(request).token)),
  });

  /**
   * logs/v2: the run's log as it is written, over a websocket. `?from=n` starts at line n (a client that
   * reconnects asks for its last line + 1: nothing is lost or repeated). Messages are RunSocketMessage
   * JSON: the run's status first and on each change, each line, then `end` when the run is over.
   */
  route(app, {
    method: "GET",
    url: TRAIN_API.logSocket,
    access: TRAINING_ACCESS,
    tokenInQuery: true,
    schema: {
      querystring: T.Object({
        id: Id("训练"),
        from: T.Optional(Int(1, Number.MAX_SAFE_INTEGER)),
        token: T.Optional(T.String({ maxLength: 200 })),
      }),
    },
    handler: () => refuse(404),
    wsHandler: (socket, request) => {
      const query = request.query as { id: number; from?: number };
      const run = training.store.get(query.id);
      if (!run || run.user_id !== signedIn(request).user.id) {
        socket.close(4404, "run not found");
        return;
      }
      const send = (message: RunSocketMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      send({ kind: "run", run: runAnswer(training.get(run.id)) });
      let linesDone = false;
      const finishIfOver = (current: RunView) => {
        if (!linesDone || isActive(current.status)) return;
        send({ kind: "end" });
        socket.close(1000, "end");
      };
      const changes = training.runChanges
        .pipe(filter((changed) => changed.id === run.id))
        .subscribe((changed) => {
          send({ kind: "run", run: runAnswer(changed) });
          finishIfOver(changed);
        });
      // Lines complete when the run is over; its last status change may come just after.
      const lines = training.lines(run.id, query.from ?? 1).subscribe({
        next: (line) => send({ kind: "line", n: line.n, text: line.text }),
        error: () => socket.close(1011, "log unavailable"),
        complete: () => {
          linesDone = true;
          const current = training.get(run.id);
          send({ kind: "run", run: runAnswer(current) });
          finishIfOver(current);
        },
      });
      socket.on("close", () => {
        changes.unsubscribe();
        lines.unsubscribe();
      });
    },
  });
}
