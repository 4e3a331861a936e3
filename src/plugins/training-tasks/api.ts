import type { AxiosInstance } from "axios";
import type { PackageManifest } from "../../contracts/algorithmPackages";
import { platformConfig } from "../../core/config";
import type { ComparedRun, StepsPage } from "../../contracts/runSteps";
import { createRequest, type RequestOptions } from "../../core/request";
import type { RunStatus } from "../../machines/trainingRun.machine";
import type { Page } from "../../contracts/paging";

/** The reference server's module: server/training-tasks (tasks, runs, the log socket). */
export const TRAINING_API = "/api/aimanager/v1";

export interface TrainingTask {
  id: number;
  name: string;
  algorithmId: number;
  algorithmName: string;
  algorithmVersionId: number;
  algorithmVersion: string;
  trainer: string;
  datasetId: number;
  datasetName: string;
  datasetVersionId: number;
  datasetVersion: string;
  labelGroupId: number | null;
  labelGroupName: string;
  params: Record<string, number>;
  cores: number;
  memoryGb: number;
  hours: number;
  description: string;
  createTime: string;
  runCount: number;
  lastRunStatus: RunStatus | null;
  lastRunStatusText: string;
}

export interface TaskBody {
  name: string;
  algorithmVersionId: number;
  datasetVersionId: number;
  labelGroupId: number | null;
  params: Record<string, number | string>;
  cores: number | string;
  /** Absent: the server's default. */
  memoryGb?: number | string;
  hours: number | string;
  description: string;
}

export interface VersionChoice {
  id: number;
  version: string;
  trainer: string;
  trainerTitle: string;
  params: Record<string, number>;
  /** A version running its own algorithm package: its manifest (hyper-parameters with titles). */
  manifest?: PackageManifest | null;
}

export interface TaskChoices {
  algorithms: { id: number; name: string; versions: VersionChoice[] }[];
  datasetVersions: {
    id: number;
    datasetName: string;
    version: string;
    itemCount: number;
    annotationCount: number;
  }[];
  labelGroups: { id: number; name: string }[];
}

export interface HyperParameter {
  name: string;
  type: "int" | "float";
  default: number;
  min: number;
  max: number;
  description: string;
}

export interface Run {
  id: number;
  name: string;
  taskId: number | null;
  trainer: string;
  params: Record<string, number>;
  resources: { cores: number; memoryGb: number; hours: number };
  status: RunStatus;
  statusText: string;
  reason: string;
  queuePosition: number | null;
  runner: string;
  sampleCount: number;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  durationMs: number;
  coreHours: number;
  remoteDir: string;
  remoteLogPath: string;
  remoteCheckpointPath: string | null;
}

export interface Metrics {
  evaluatedOn: "validation" | "train";
  counts: { images: number; skippedImages: number; train: number; validation: number; background: number };
  accuracy: number;
  loss: number;
  perLabel: {
    labelId: number;
    name: string;
    precision: number | null;
    recall: number | null;
    support: number;
  }[];
  lossCurve: { epoch: number; loss: number; accuracy: number; validationAccuracy: number | null }[];
}

export interface LogLine {
  n: number;
  text: string;
}

export type { Page };

/** One message of the run's log socket (server/training-tasks/trainRoutes.ts). */
export type RunSocketMessage =
  { kind: "line"; n: number; text: string } | { kind: "run"; run: Run } | { kind: "end" };

/** The calls of 训练任务; failures have shown their tip (a 400's reason is the form's). */
export function trainingApi(http: AxiosInstance) {
  const request = createRequest(http, TRAINING_API);
  return {
    page: (query: { pageNum: number; pageSize: number; name: string }) =>
      request.get<Page<TrainingTask>>("tb-task-manage/list-page", {
        params: {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.name ? { name: query.name } : {}),
        },
      }),
    choices: () => request.get<TaskChoices>("tb-task-manage/choices"),
    trainers: () =>
      request.get<{ id: string; title: string; parameters: HyperParameter[] }[]>(
        "tb-algorithm-version/trainers",
      ),
    create: (body: TaskBody, options?: RequestOptions) =>
      request.post<TrainingTask>("tb-task-manage/task", body, options),
    update: (id: number, body: TaskBody) => request.put<TrainingTask>("tb-task-manage/task", { id, ...body }),
    remove: (id: number) => request.del(`tb-task-manage/task/${id}`),
    start: (taskId: number) => request.post<Run>("train/job-version", { taskId }),
    runs: (taskId: number, pageNum = 1, pageSize = 10) =>
      request.get<Page<Run>>("train/list-page", { params: { taskId, pageNum, pageSize } }),
    run: (id: number) => request.get<Run>("train/status", { params: { id }, hideTip: true }),
    logs: (id: number, fromLine: number, limit = 1000) =>
      request.get<{ lines: LogLine[]; nextLine: number; complete: boolean }>("train/logs", {
        params: { id, fromLine, limit },
      }),
    metrics: (id: number) => request.get<Metrics | null>("train/evaluation-results", { params: { id } }),
    terminate: (id: number) => request.post<Run>(`train/train/terminate/${id}`),
    removeRun: (id: number) => request.del(`train/train/${id}`),
    steps: (id: number, offset: number) =>
      request.get<StepsPage>("train/steps", { params: { id, offset }, hideTip: true }),
    compare: (ids: readonly number[]) =>
      request.get<ComparedRun[]>("train/compare", { params: { ids: ids.join(",") } }),
    socketToken: () =>
      request.get<{ token: string; expiresIn: number }>("train/socket-token", { hideTip: true }),
  };
}

export type TrainingApi = ReturnType<typeof trainingApi>;

/** The run's log socket; `from` is the first line wanted (the last one held + 1). */
export function runSocketUrl(runId: number, token: string, from: number): string {
  const base = platformConfig.apiBaseUrl || `${window.location.protocol}//${window.location.host}`;
  const url = new URL(`${TRAINING_API}/train/logs/v2`, base.endsWith("/") ? base : `${base}/`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("id", String(runId));
  url.searchParams.set("from", String(from));
  url.searchParams.set("token", token);
  return url.toString();
}
