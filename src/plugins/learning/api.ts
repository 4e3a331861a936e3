import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";

/** The reference server's module for AI服务: server/learning/routes.ts. */
export const LEARNING_API = "/api/aimanager/v1/learning-project";
/** The other pages' calls the flow makes (训练任务, 算法管理, 服务管理); nothing of theirs is duplicated. */
const AIMANAGER = "/api/aimanager/v1";

export type TaskType = "classification" | "detection";
export type RunStatus =
  "queued" | "starting" | "running" | "succeeded" | "failed" | "terminating" | "terminated";

export interface ProjectSettings {
  datasetVersionId: number | null;
  taskType: TaskType | null;
  algorithmVersionId: number | null;
  epochs: number | null;
  hours: number | null;
  cores: number | null;
}

export interface Project extends ProjectSettings {
  id: number;
  name: string;
  description: string;
  trainingTaskId: number | null;
  serviceId: number | null;
  runCount: number;
  lastRunStatus: RunStatus | null;
  lastRunStatusText: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  updateTime: string;
}

/** What the project form edits. */
export interface ProjectFields extends Record<string, unknown> {
  name: string;
  description: string;
}

export interface ProjectQuery {
  pageNum: number;
  pageSize: number;
  /** Projects whose name contains it ("" for all). */
  name: string;
  /** The one project. */
  id?: number;
}

export interface Page<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** 任务设置: the settings chosen so far (null: not yet), and the training task once started. */
export interface SettingsBody {
  datasetVersionId: number;
  taskType: TaskType | null;
  algorithmVersionId: number | null;
  epochs: number | null;
  hours: number | null;
  cores: number | null;
  trainingTaskId: number | null;
}

/** 训练任务's choices: what the user may train on. */
export interface Choices {
  algorithms: {
    id: number;
    name: string;
    versions: {
      id: number;
      version: string;
      trainer: string;
      trainerTitle: string;
      params: Record<string, number>;
    }[];
  }[];
  datasetVersions: {
    id: number;
    datasetName: string;
    version: string;
    itemCount: number;
    annotationCount: number;
  }[];
}

export interface Trainer {
  id: string;
  title: string;
  parameters: { name: string; type: "int" | "float"; default: number; min: number; max: number }[];
}

export interface Run {
  id: number;
  name: string;
  status: RunStatus;
  statusText: string;
  reason: string;
  queuePosition: number | null;
  durationMs: number;
  createdAt: number;
}

export interface Metrics {
  evaluatedOn: "validation" | "train";
  accuracy: number;
  loss: number;
  lossCurve: { epoch: number; loss: number; accuracy: number; validationAccuracy: number | null }[];
}

/** The published service (16 A's PublicService). */
export interface Service {
  id: number;
  name: string;
  status: number;
  isPublic?: number | boolean;
}

/** The calls of AI服务; failures have shown their tip (a 400's reason is the form's). */
export function learningApi(http: AxiosInstance) {
  const request = createRequest(http, LEARNING_API);
  const other = createRequest(http, AIMANAGER);
  return {
    page: (query: ProjectQuery) => request.get<Page<Project>>("page", { params: query }),
    create: (fields: ProjectFields) => request.post<Project>("", fields),
    update: (id: number, fields: ProjectFields & { serviceId?: number | null }) =>
      request.put<Project>(`${id}`, fields),
    remove: (id: number) => request.del(`${id}`),
    saveSettings: (id: number, body: SettingsBody) =>
      request.post<Project>(`${id}/task-setting`, body, { hideSuccessTip: true }),

    choices: () => other.get<Choices>("tb-task-manage/choices"),
    trainers: () => other.get<Trainer[]>("tb-algorithm-version/trainers"),
    createTask: (body: {
      name: string;
      algorithmVersionId: number;
      datasetVersionId: number;
      labelGroupId: null;
      params: Record<string, number>;
      cores: number;
      hours: number;
      description: string;
    }) => other.post<{ id: number }>("tb-task-manage/task", body, { hideSuccessTip: true }),
    startRun: (taskId: number) => other.post<Run>("train/job-version", { taskId }),
    runs: (taskId: number) =>
      other.get<Page<Run>>("train/list-page", { params: { taskId, pageNum: 1, pageSize: 100 } }),
    metrics: (runId: number) =>
      other.get<Metrics | null>("train/evaluation-results", { params: { id: runId } }),
    terminate: (runId: number) => other.post<Run>(`train/train/terminate/${runId}`),
    service: (id: number) => other.get<Service>(`publish-manage/publishs/${id}`),
    publish: (body: {
      runId: number;
      name: string;
      description: string;
      instances: number;
      learningProjectId: number;
    }) => other.post<Service>("publish-manage/learning-project-publishs", body),
  };
}

/** A token of a service (服务管理's publish-history). */
export interface ServiceToken {
  id: number;
  name: string;
  status: number;
  expired: boolean;
}

/** 服务管理's token calls the test call uses: the service's tokens, a new one, and its URL. */
export function tokenApi(http: AxiosInstance) {
  const request = createRequest(http, `${AIMANAGER}/publish-history`);
  return {
    tokens: (serviceId: number) => request.get<ServiceToken[]>("publish-token", { params: { serviceId } }),
    create: (serviceId: number, name: string) =>
      request.post<ServiceToken>("publish-token", { serviceId, name }, { hideSuccessTip: true }),
    url: (tokenId: number) =>
      request.get<{ path: string; token: string }>("publish-url", { params: { tokenId } }),
  };
}
