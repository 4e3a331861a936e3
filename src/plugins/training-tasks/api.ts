import type { AxiosInstance } from "axios";
import type { TrainerView } from "../../contracts/algorithms";
import { ALGORITHM_VERSIONS_API } from "../../contracts/algorithms";
import type { Page } from "../../contracts/paging";
import { fillPath } from "../../contracts/paths";
import type { ComparedRun, StepsPage } from "../../contracts/runSteps";
import type { RunMetrics, RunView } from "../../contracts/trainingRuns";
import {
  TRAIN_API,
  TRAINING_TASKS_API,
  type LogPage,
  type SocketToken,
  type TaskBody as TaskRequest,
  type TaskChoices,
  type TaskWithRuns,
} from "../../contracts/trainingTasks";
import { platformConfig } from "../../core/config";
import { createRequest, type RequestOptions } from "../../core/request";

/** The contract's shapes (contracts/trainingTasks.ts, trainingRuns.ts), as the pages name them. */
export type { HyperParameter } from "../../contracts/algorithms";
export type { LogLine, TaskChoices } from "../../contracts/trainingTasks";
export type { RunMetrics as Metrics, RunSocketMessage } from "../../contracts/trainingRuns";
export type TrainingTask = TaskWithRuns;
export type Run = RunView;
/** A version of the task form's choices (a package's manifest carries its hyper-parameters' titles). */
export type VersionChoice = TaskChoices["algorithms"][number]["versions"][number];

/** What the task form sends: the contract's body, with the form's numbers still as typed. */
export type TaskBody = Omit<TaskRequest, "labelGroupId" | "params" | "description" | "cores" | "hours"> & {
  labelGroupId: number | null;
  params: Record<string, number | string>;
  cores: number | string;
  /** Absent: the server's default. */
  memoryGb?: number | string;
  hours: number | string;
  description: string;
};

export type { Page };

/** The calls of 训练任务; failures have shown their tip (a 400's reason is the form's). */
export function trainingApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    page: (query: { pageNum: number; pageSize: number; name: string }) =>
      request.get<Page<TrainingTask>>(TRAINING_TASKS_API.listPage, {
        params: {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.name ? { name: query.name } : {}),
        },
      }),
    choices: () => request.get<TaskChoices>(TRAINING_TASKS_API.choices),
    trainers: () => request.get<TrainerView[]>(ALGORITHM_VERSIONS_API.trainers),
    create: (body: TaskBody, options?: RequestOptions) =>
      request.post<TrainingTask>(TRAINING_TASKS_API.task, body, options),
    update: (id: number, body: TaskBody) =>
      request.put<TrainingTask>(TRAINING_TASKS_API.task, { id, ...body }),
    remove: (id: number) => request.del(fillPath(TRAINING_TASKS_API.taskOne, { id })),
    start: (taskId: number) => request.post<Run>(TRAIN_API.start, { taskId }),
    runs: (taskId: number, pageNum = 1, pageSize = 10) =>
      request.get<Page<Run>>(TRAIN_API.runs, { params: { taskId, pageNum, pageSize } }),
    run: (id: number) => request.get<Run>(TRAIN_API.status, { params: { id }, hideTip: true }),
    logs: (id: number, fromLine: number, limit = 1000) =>
      request.get<LogPage>(TRAIN_API.logs, { params: { id, fromLine, limit } }),
    metrics: (id: number) => request.get<RunMetrics | null>(TRAIN_API.metrics, { params: { id } }),
    terminate: (id: number) => request.post<Run>(fillPath(TRAIN_API.terminate, { id })),
    removeRun: (id: number) => request.del(fillPath(TRAIN_API.run, { id })),
    steps: (id: number, offset: number) =>
      request.get<StepsPage>(TRAIN_API.steps, { params: { id, offset }, hideTip: true }),
    compare: (ids: readonly number[]) =>
      request.get<ComparedRun[]>(TRAIN_API.compare, { params: { ids: ids.join(",") } }),
    socketToken: () => request.get<SocketToken>(TRAIN_API.socketToken, { hideTip: true }),
  };
}

export type TrainingApi = ReturnType<typeof trainingApi>;

/** The run's log socket; `from` is the first line wanted (the last one held + 1). */
export function runSocketUrl(runId: number, token: string, from: number): string {
  const base = platformConfig.apiBaseUrl || `${window.location.protocol}//${window.location.host}`;
  const url = new URL(TRAIN_API.logSocket, base.endsWith("/") ? base : `${base}/`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("id", String(runId));
  url.searchParams.set("from", String(from));
  url.searchParams.set("token", token);
  return url.toString();
}
