import type { AxiosInstance } from "axios";
import type { ModelFormat } from "../../contracts/modelManifest";
import { createRequest } from "../../core/request";
import type { Page } from "../../contracts/paging";

/** The reference server's modules: server/models/routes.ts, versionRoutes.ts, overviewRoutes.ts. */
const MODEL_MANAGE = "/api/aimanager/v1/model-manage";
const MODEL_HISTORY = "/api/aimanager/v1/model-history";
const MODEL_GENERAL_VIEW = "/api/aimanager/v1/model-general-view";
/** The algorithms a version may relate to (server/algorithms): the user's own and the public ones. */
const ALGORITHM_MANAGE = "/api/aimanager/v1/tb-algorithm-manage";

export interface ModelRow {
  id: number;
  name: string;
  description: string;
  category: string;
  isPublic: 0 | 1;
  hasImage: boolean;
  versionCount: number;
  userId: number;
  ownerName: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  updateTime: string;
}

/** What the model form edits. */
export interface ModelFields extends Record<string, unknown> {
  name: string;
  category: string;
  description: string;
}

export interface ModelQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  category: string;
}

export type { Page };

export interface ResourceCost {
  id: number;
  versions: number;
  trainings: number;
  coreHours: number;
}

export interface ModelVersionRow {
  id: number;
  modelId: number;
  version: string;
  description: string;
  source: "run" | "storage" | "copy";
  runId: number | null;
  algorithmVersionId: number | null;
  /** The algorithm version it relates to (relation-algorithm_version): "" when none. */
  algorithmName: string;
  algorithmVersion: string;
  trainer: string;
  labels: string[];
  /** onnx or checkpoint; an ONNX model's input size ("32×32×3"), "" for a checkpoint. */
  format: ModelFormat;
  inputSize: string;
  accuracy: number | null;
  sourcePath: string;
  fileSize: number;
  status: 0 | 1;
  statusText: string;
  isPublic: 0 | 1;
  createTime: string;
}

/** A finished training run of the user, for the registration drop-list. */
export interface FinishedRun {
  id: number;
  name: string;
  trainer: string;
  algorithmVersionId: number | null;
  accuracy: number | null;
  endTime: number | null;
  remoteCheckpointPath: string;
  format: ModelFormat;
  coreHours: number;
}

/** An algorithm the user may relate a version to (tb-algorithm-manage/list: own and public). */
export interface AlgorithmChoice {
  id: number;
  name: string;
  userId: number;
  userName: string;
}

/** An algorithm with the versions the user may read (tb-algorithm-manage/alg-info). */
export interface AlgorithmInfo extends AlgorithmChoice {
  versions: { id: number; version: string; trainerTitle: string }[];
}

export interface NameCount {
  name: string;
  count: number;
}

export interface Overview {
  algorithms: number;
  tasks: number;
  trainings: number;
  models: number;
  algorithmTypes: NameCount[];
  taskTypes: NameCount[];
  categories: NameCount[];
  ranking: { id: number; name: string; hours: number }[];
  /** Training runs per algorithm package (get-training-package). */
  packages: NameCount[];
}

/** The calls of 我的模型 and its versions; failures have shown their tip (a 400's reason is the form's). */
export function modelsApi(http: AxiosInstance) {
  const manage = createRequest(http, MODEL_MANAGE);
  const history = createRequest(http, MODEL_HISTORY);
  const algorithms = createRequest(http, ALGORITHM_MANAGE);
  return {
    page: (query: ModelQuery) => manage.get<Page<ModelRow>>("models", { params: query }),
    publicPage: (query: ModelQuery) => manage.get<Page<ModelRow>>("public-page", { params: query }),
    categories: () => manage.get<string[]>("list"),
    create: (fields: ModelFields) => manage.post<ModelRow>("models", fields),
    update: (id: number, fields: ModelFields) => manage.put<ModelRow>("models", { id, ...fields }),
    remove: (id: number) => manage.del(`models/${id}`),
    setPublic: (id: number, isPublic: boolean) =>
      manage.put("updatePublic", { id, isPublic: isPublic ? 1 : 0 }),
    resourceCost: (id: number) => manage.get<ResourceCost>("model-resource-cost", { params: { id } }),
    uploadImage: (id: number, data: string) => manage.post<ModelRow>(`models/${id}/image`, { data }),
    exampleImage: (id: number) => manage.blob("download-example-image", { params: { id } }),
    /** Own models and granted ones (`own: false`, read-only). */
    dropList: () => manage.get<{ id: number; name: string; own: boolean }[]>("droplist"),

    versions: (modelId: number, query: { pageNum: number; pageSize: number }) =>
      history.get<Page<ModelVersionRow>>("page", { params: { ...query, modelId } }),
    finishedRuns: () => history.get<FinishedRun[]>("finished-runs"),
    registerFromRun: (modelId: number, runId: number, description: string) =>
      history.post<ModelVersionRow>("models-versions/v2", { modelId, runId, description }),
    /** `algorithmVersionId` 0: the version relates to no algorithm version. */
    registerFromStorage: (modelId: number, path: string, description: string, algorithmVersionId = 0) => {
      const volume = path.split("/")[1] ?? "";
      return history.post<ModelVersionRow>(
        `models-versions/remote/v3/${modelId}/${algorithmVersionId}/${encodeURIComponent(volume)}`,
        { path, description },
      );
    },
    updateVersion: (id: number, description: string) =>
      history.put<ModelVersionRow>("models-versions", { id, description }),
    // The choice is optional: without 算法管理's codes the lists are empty rather than a tip.
    algorithms: () => algorithms.get<AlgorithmChoice[]>("list", { hideTip: true }),
    algorithmInfo: (id: number) =>
      algorithms.get<AlgorithmInfo>("alg-info", { params: { id }, hideTip: true }),
    copyVersion: (id: number) => history.post<ModelVersionRow>("copy", { id }),
    setVersionStatus: (id: number, open: boolean) =>
      history.put<ModelVersionRow>("models-versions/close", { id, status: open ? 1 : 0 }),
    setVersionPublic: (id: number, isPublic: boolean) =>
      history.put<ModelVersionRow>("updatePublic", { id, isPublic: isPublic ? 1 : 0 }),
    removeVersion: (id: number) => history.del(`models-versions/${id}`),
    downloadVersion: (id: number) => history.blob(`models-download/${id}`),
  };
}

/** The numbers of 模型概览 (model-general-view), asked together. */
export async function readOverview(http: AxiosInstance): Promise<Overview> {
  const view = createRequest(http, MODEL_GENERAL_VIEW);
  const [algorithms, tasks, trainings, models, algorithmTypes, taskTypes, categories, ranking, packages] =
    await Promise.all([
      view.get<number>("get-algorithm-number"),
      view.get<number>("get-task-number"),
      view.get<number>("get-training-number"),
      view.get<number>("get-model-number"),
      view.get<NameCount[]>("get-algorithm-type"),
      view.get<NameCount[]>("get-task-type"),
      view.get<NameCount[]>("get-classification-type"),
      view.get<Overview["ranking"]>("get-model-time-ranking"),
      view.get<NameCount[]>("get-training-package"),
    ]);
  return { algorithms, tasks, trainings, models, algorithmTypes, taskTypes, categories, ranking, packages };
}
