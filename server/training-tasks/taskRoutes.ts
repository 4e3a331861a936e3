import type { FastifyInstance } from "fastify";
import { checkedParams, readable } from "../platform/ai/algorithmAccess";
import type { AlgorithmStore } from "../platform/ai/algorithmStore";
import type { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { resolveResources } from "../training/resources";
import { isActive } from "../training/runStore";
import { EngineRefusal } from "../training/text";
import type { TaskChoices } from "./choices";
import {
  TASK_DESCRIPTION_MAX,
  TASK_NAME_MAX,
  TASK_TEXT,
  TRAINING_TASKS_API,
  TaskBody,
  type TaskView,
} from "../../src/contracts/trainingTasks";
import { TRAINING_TASK_CODES } from "../../src/contracts/trainingTaskCodes";
import type { TaskStore } from "../platform/ai/trainingTaskStore";

export const TRAINING_ACCESS = allOf(...TRAINING_TASK_CODES);
const LOG = { module: "训练任务" };

import type { LoadedPackage } from "../training/packages/registry";

export interface TaskDeps {
  platform: Platform;
  tasks: TaskStore;
  algorithms: AlgorithmStore;
  versions: AlgorithmVersionStore;
  choices: TaskChoices;
  /** An algorithm version's own package (its hyper-parameters come from its manifest). */
  ownPackage?: (versionId: number) => LoadedPackage | undefined;
}

/** An engine refusal answered as the route's own (status and the engine's text). */
export function engine<R>(work: () => R): R {
  try {
    return work();
  } catch (error) {
    if (error instanceof EngineRefusal) refuse(error.status, error.message);
    throw error;
  }
}

/** The user's own task; 404 otherwise. */
export function ownTask(tasks: TaskStore, userId: number, id: number): TaskView {
  const task = tasks.get(id) ?? refuse(404, TASK_TEXT.notFound);
  if (task.userId !== userId) refuse(404, TASK_TEXT.notFound);
  return task;
}

/** tb-task-manage: training tasks (algorithm version, dataset version, label group, hyper-parameters, resources). */
export function taskRoutes(app: FastifyInstance, deps: TaskDeps) {
  const { platform, tasks, algorithms, versions, choices } = deps;

  const fieldsOf = (userId: number, body: TaskBody, exceptId = 0) => {
    const name = body.name.trim();
    const description = (body.description ?? "").trim();
    if (!name) refuse(400, TASK_TEXT.nameEmpty);
    if ([...name].length > TASK_NAME_MAX) refuse(400, TASK_TEXT.nameTooLong);
    if ([...description].length > TASK_DESCRIPTION_MAX) refuse(400, TASK_TEXT.descriptionTooLong);
    if (tasks.taken(userId, name, exceptId)) refuse(400, TASK_TEXT.nameTaken(name));
    const version = versions.get(body.algorithmVersionId) ?? refuse(404, TASK_TEXT.versionNotFound);
    // Another user's algorithm only when a sharing order granted it, and only its public versions.
    const algorithm = readable(algorithms, userId, version.algorithmId);
    if (algorithm.userId !== userId && !(algorithms.granted(userId, algorithm.id) && version.isPublic))
      refuse(404, TASK_TEXT.versionNotFound);
    if (!choices.datasetVersionReadable(userId, body.datasetVersionId))
      refuse(404, TASK_TEXT.datasetVersionNotFound);
    const labelGroupId = body.labelGroupId ?? null;
    if (labelGroupId !== null && !choices.labelGroupOwned(userId, labelGroupId))
      refuse(404, TASK_TEXT.labelGroupNotFound);
    // Only what differs from the version's defaults is the task's own; every value is checked.
    const params = checkedParams(
      version.trainer,
      { ...version.params, ...(body.params ?? {}) },
      version.trainer === "package" ? deps.ownPackage?.(version.id) : undefined,
    );
    const resources = engine(() =>
      resolveResources({ cores: body.cores, memoryGb: body.memoryGb, hours: body.hours }),
    );
    return {
      name,
      description,
      algorithmVersionId: version.id,
      datasetVersionId: body.datasetVersionId,
      labelGroupId,
      params,
      ...resources,
    };
  };

  const withRuns = (task: TaskView) => {
    const runs = platform.training.list({ userId: task.userId, taskId: task.id });
    return {
      ...task,
      runCount: runs.length,
      lastRunStatus: runs[0]?.status ?? null,
      lastRunStatusText: runs[0]?.statusText ?? "",
    };
  };

  const Filter = { name: T.Optional(Text(200)), algorithmTypeId: T.Optional(Id("算法类型")) };

  route(app, {
    method: "GET",
    url: TRAINING_TASKS_API.listPage,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, ...Filter }) },
    handler: ({ user, query, reply }) => {
      const page = tasks.page(user.id, query);
      return sendOk(reply, { ...page, list: page.list.map(withRuns) });
    },
  });

  route(app, {
    method: "GET",
    url: TRAINING_TASKS_API.list,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ algorithmTypeId: T.Optional(Id("算法类型")) }) },
    handler: ({ user, query, reply }) => sendOk(reply, tasks.list(user.id, query)),
  });

  route(app, {
    method: "GET",
    url: TRAINING_TASKS_API.choices,
    access: TRAINING_ACCESS,
    handler: ({ user, reply }) =>
      sendOk(reply, {
        algorithms: algorithms.list(user.id).map((algorithm) => ({
          id: algorithm.id,
          name: algorithm.name,
          versions: versions
            .list(algorithm.id)
            .filter((version) => algorithm.userId === user.id || version.isPublic),
        })),
        datasetVersions: choices.datasetVersions(user.id),
        labelGroups: choices.labelGroups(user.id),
      }),
  });

  route(app, {
    method: "GET",
    url: TRAINING_TASKS_API.taskStatus,
    access: TRAINING_ACCESS,
    schema: { params: IdParams("训练任务") },
    handler: ({ user, params, reply }) => {
      const task = ownTask(tasks, user.id, params.id);
      const [last] = platform.training.list({ userId: user.id, taskId: task.id });
      return sendOk(
        reply,
        last ? { status: last.status, statusText: last.statusText, runId: last.id } : null,
      );
    },
  });

  route(app, {
    method: "POST",
    url: TRAINING_TASKS_API.task,
    access: TRAINING_ACCESS,
    log: { name: "新增训练任务", ...LOG },
    schema: { body: TaskBody },
    handler: ({ user, body, reply }) => sendOk(reply, withRuns(tasks.add(user.id, fieldsOf(user.id, body)))),
  });

  route(app, {
    method: "PUT",
    url: TRAINING_TASKS_API.task,
    access: TRAINING_ACCESS,
    log: { name: "编辑训练任务", ...LOG },
    schema: { body: T.Object({ id: Id("训练任务"), ...TaskBody.properties }) },
    handler: ({ user, body, reply }) => {
      const task = ownTask(tasks, user.id, body.id);
      return sendOk(reply, withRuns(tasks.update(task.id, fieldsOf(user.id, body, task.id))));
    },
  });

  route(app, {
    method: "DELETE",
    url: TRAINING_TASKS_API.taskOne,
    access: TRAINING_ACCESS,
    log: { name: "删除训练任务", ...LOG },
    schema: { params: IdParams("训练任务") },
    handler: ({ user, params, reply }) => {
      const task = ownTask(tasks, user.id, params.id);
      const runs = platform.training.list({ userId: user.id, taskId: task.id });
      if (runs.some((run) => isActive(run.status))) refuse(400, TASK_TEXT.hasActiveRuns);
      for (const run of runs) platform.training.remove(run.id);
      tasks.remove(task.id);
      return sendOk(reply, null);
    },
  });
}
