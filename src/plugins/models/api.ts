import type { AxiosInstance } from "axios";
import type { ModelFormat } from "../../contracts/modelManifest";
import { ALGORITHM_CHOICE_API } from "../../contracts/algorithms";
import {
  MODEL_OVERVIEW_API,
  MODELS_API,
  type ModelFields,
  type ModelQuery,
  type NameCount,
  type RankedModel,
} from "../../contracts/models";
import { fillPath } from "../../contracts/paths";
import { createRequest } from "../../core/request";
import type { Page } from "../../contracts/paging";

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

export type { ModelFields, ModelQuery, Page };

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

export type { NameCount };

export interface Overview {
  algorithms: number;
  tasks: number;
  trainings: number;
  models: number;
  algorithmTypes: NameCount[];
  taskTypes: NameCount[];
  categories: NameCount[];
  ranking: RankedModel[];
  /** Training runs per algorithm package (get-training-package). */
  packages: NameCount[];
}

/** The calls of 我的模型 and its versions; failures have shown their tip (a 400's reason is the form's). */
export function modelsApi(http: AxiosInstance) {
  const api = createRequest(http);
  const at = (path: string, id: number) => fillPath(path, { id });
  return {
    page: (query: ModelQuery) => api.get<Page<ModelRow>>(MODELS_API.models, { params: query }),
    publicPage: (query: ModelQuery) => api.get<Page<ModelRow>>(MODELS_API.publicPage, { params: query }),
    categories: () => api.get<string[]>(MODELS_API.categories),
    create: (fields: ModelFields) => api.post<ModelRow>(MODELS_API.models, fields),
    update: (id: number, fields: ModelFields) => api.put<ModelRow>(MODELS_API.models, { id, ...fields }),
    remove: (id: number) => api.del(at(MODELS_API.model, id)),
    setPublic: (id: number, isPublic: boolean) =>
      api.put(MODELS_API.setPublic, { id, isPublic: isPublic ? 1 : 0 }),
    resourceCost: (id: number) => api.get<ResourceCost>(MODELS_API.resourceCost, { params: { id } }),
    uploadImage: (id: number, data: string) => api.post<ModelRow>(at(MODELS_API.image, id), { data }),
    exampleImage: (id: number) => api.blob(MODELS_API.exampleImage, { params: { id } }),
    /** Own models and granted ones (`own: false`, read-only). */
    dropList: () => api.get<{ id: number; name: string; own: boolean }[]>(MODELS_API.droplist),

    versions: (modelId: number, query: { pageNum: number; pageSize: number }) =>
      api.get<Page<ModelVersionRow>>(MODELS_API.versionPage, { params: { ...query, modelId } }),
    finishedRuns: () => api.get<FinishedRun[]>(MODELS_API.finishedRuns),
    registerFromRun: (modelId: number, runId: number, description: string) =>
      api.post<ModelVersionRow>(MODELS_API.registerFromRun, { modelId, runId, description }),
    /** `algorithmVersionId` 0: the version relates to no algorithm version. */
    registerFromStorage: (modelId: number, path: string, description: string, algorithmVersionId = 0) => {
      const volume = path.split("/")[1] ?? "";
      return api.post<ModelVersionRow>(
        fillPath(MODELS_API.registerFromStorage, { modelId, algorithmVersionId, volume }),
        { path, description },
      );
    },
    updateVersion: (id: number, description: string) =>
      api.put<ModelVersionRow>(MODELS_API.versions, { id, description }),
    // The choice is optional: without 算法管理's codes the lists are empty rather than a tip.
    algorithms: () => api.get<AlgorithmChoice[]>(ALGORITHM_CHOICE_API.list, { hideTip: true }),
    algorithmInfo: (id: number) =>
      api.get<AlgorithmInfo>(ALGORITHM_CHOICE_API.info, { params: { id }, hideTip: true }),
    copyVersion: (id: number) => api.post<ModelVersionRow>(MODELS_API.copy, { id }),
    setVersionStatus: (id: number, open: boolean) =>
      api.put<ModelVersionRow>(MODELS_API.versionClose, { id, status: open ? 1 : 0 }),
    setVersionPublic: (id: number, isPublic: boolean) =>
      api.put<ModelVersionRow>(MODELS_API.versionSetPublic, { id, isPublic: isPublic ? 1 : 0 }),
    removeVersion: (id: number) => api.del(at(MODELS_API.version, id)),
    downloadVersion: (id: number) => api.blob(at(MODELS_API.download, id)),
  };
}

/** The numbers of 模型概览 (model-general-view), asked together. */
export async function readOverview(http: AxiosInstance): Promise<Overview> {
  const view = createRequest(http);
  const [algorithms, tasks, trainings, models, algorithmTypes, taskTypes, categories, ranking, packages] =
    await Promise.all([
      view.get<number>(MODEL_OVERVIEW_API.algorithms),
      view.get<number>(MODEL_OVERVIEW_API.tasks),
      view.get<number>(MODEL_OVERVIEW_API.trainings),
      view.get<number>(MODEL_OVERVIEW_API.models),
      view.get<NameCount[]>(MODEL_OVERVIEW_API.algorithmTypes),
      view.get<NameCount[]>(MODEL_OVERVIEW_API.taskTypes),
      view.get<NameCount[]>(MODEL_OVERVIEW_API.categories),
      view.get<Overview["ranking"]>(MODEL_OVERVIEW_API.ranking),
      view.get<NameCount[]>(MODEL_OVERVIEW_API.packages),
    ]);
  return { algorithms, tasks, trainings, models, algorithmTypes, taskTypes, categories, ranking, packages };
}
