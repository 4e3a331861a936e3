import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type { RunStatus } from "../../machines/trainingRun.machine";
import type { Page } from "../../contracts/paging";

/**
 * The reference server's module for AI服务: server/learning/routes.ts. The other pages' calls the flow
 * makes come from their plugins' services (TRAINING_RUNS, SERVICE_PUBLISHING); none is copied here.
 */
export const LEARNING_API = "/api/aimanager/v1/learning-project";

export type {
  TrainingChoices as Choices,
  TrainerInfo as Trainer,
  TrainingRun as Run,
  TrainingRunMetrics as Metrics,
} from "../shared/trainingRuns";

export type { RunStatus };
export type TaskType = "classification" | "detection";

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

export type { Page };

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

/** The calls of AI服务; failures have shown their tip (a 400's reason is the form's). */
export function learningApi(http: AxiosInstance) {
  const request = createRequest(http, LEARNING_API);
  return {
    page: (query: ProjectQuery) => request.get<Page<Project>>("page", { params: query }),
    create: (fields: ProjectFields) => request.post<Project>("", fields),
    update: (id: number, fields: ProjectFields) => request.put<Project>(`${id}`, fields),
    remove: (id: number) => request.del(`${id}`),
    saveSettings: (id: number, body: SettingsBody) =>
      request.post<Project>(`${id}/task-setting`, body, { hideSuccessTip: true }),
  };
}
