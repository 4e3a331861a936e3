import type { AxiosInstance } from "axios";
import {
  LEARNING_API,
  type Project,
  type ProjectFields as ProjectRequest,
  type SettingsBody,
} from "../../contracts/learning";
import type { Page } from "../../contracts/paging";
import { fillPath } from "../../contracts/paths";
import { createRequest } from "../../core/request";
import type { RunStatus } from "../../machines/trainingRun.machine";

/*
 * The reference server's module for AI服务: server/learning/routes.ts, through the contract
 * (contracts/learning.ts). The other pages' calls the flow makes come from their plugins' services
 * (TRAINING_RUNS, SERVICE_PUBLISHING); none is copied here.
 */

export type {
  TrainingChoices as Choices,
  TrainerInfo as Trainer,
  TrainingRun as Run,
  TrainingRunMetrics as Metrics,
} from "../shared/trainingRuns";

export type { RunStatus };
export type {
  LearningTaskType as TaskType,
  Project,
  ProjectSettings,
  SettingsBody,
} from "../../contracts/learning";

/** What the project form edits (the contract's body, every field present). */
export type ProjectFields = Required<ProjectRequest> & Record<string, unknown>;

export interface ProjectQuery {
  pageNum: number;
  pageSize: number;
  /** Projects whose name contains it ("" for all). */
  name: string;
  /** The one project. */
  id?: number;
}

export type { Page };

/** The calls of AI服务; failures have shown their tip (a 400's reason is the form's). */
export function learningApi(http: AxiosInstance) {
  const request = createRequest(http);
  return {
    page: (query: ProjectQuery) => request.get<Page<Project>>(LEARNING_API.page, { params: query }),
    create: (fields: ProjectFields) => request.post<Project>(LEARNING_API.projects, fields),
    update: (id: number, fields: ProjectFields) =>
      request.put<Project>(fillPath(LEARNING_API.project, { id }), fields),
    remove: (id: number) => request.del(fillPath(LEARNING_API.project, { id })),
    saveSettings: (id: number, body: SettingsBody) =>
      request.post<Project>(fillPath(LEARNING_API.taskSetting, { id }), body, { hideSuccessTip: true }),
  };
}
