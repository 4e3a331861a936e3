import { Type as T, type Static } from "@sinclair/typebox";
import { Text } from "./fields";
import { Name } from "./names";

/**
 * 模型管理 (ai-domain §2, §6, §7 model-manage, model-history, model-general-view): 我的模型, a model's
 * versions and 模型概览. Imported by src/plugins/models (and 服务管理's model choice) and server/models.
 */
export const MODEL_MANAGE = "/api/aimanager/v1/model-manage";
export const MODEL_HISTORY = "/api/aimanager/v1/model-history";
export const MODEL_GENERAL_VIEW = "/api/aimanager/v1/model-general-view";

export const MODELS_API = {
  /** GET the user's page, POST a model, PUT its fields. */
  models: `${MODEL_MANAGE}/models`,
  model: `${MODEL_MANAGE}/models/:id`,
  publicPage: `${MODEL_MANAGE}/public-page`,
  publicModel: `${MODEL_MANAGE}/public/:id`,
  /** Own models and granted ones (`own: false`, read-only). */
  droplist: `${MODEL_MANAGE}/droplist`,
  /** The categories a model may have. */
  categories: `${MODEL_MANAGE}/list`,
  resourceCost: `${MODEL_MANAGE}/model-resource-cost`,
  setPublic: `${MODEL_MANAGE}/updatePublic`,
  image: `${MODEL_MANAGE}/models/:id/image`,
  exampleImage: `${MODEL_MANAGE}/download-example-image`,
  /** A model's versions. */
  versionPage: `${MODEL_HISTORY}/page`,
  versionPublicList: `${MODEL_HISTORY}/public-list`,
  versionSearch: `${MODEL_HISTORY}/portal-search-result`,
  finishedRuns: `${MODEL_HISTORY}/finished-runs`,
  /** GET the whole list, PUT a version's description. */
  versions: `${MODEL_HISTORY}/models-versions`,
  version: `${MODEL_HISTORY}/models-versions/:id`,
  registerFromRun: `${MODEL_HISTORY}/models-versions/v2`,
  registerFromStorage: `${MODEL_HISTORY}/models-versions/remote/v3/:modelId/:algorithmVersionId/:volume`,
  versionClose: `${MODEL_HISTORY}/models-versions/close`,
  versionSetPublic: `${MODEL_HISTORY}/updatePublic`,
  copy: `${MODEL_HISTORY}/copy`,
  relationAlgorithmVersion: `${MODEL_HISTORY}/relation-algorithm_version`,
  url: `${MODEL_HISTORY}/models-url`,
  download: `${MODEL_HISTORY}/models-download/:id`,
  versionStatus: `${MODEL_HISTORY}/model/:id/status`,
} as const;

/** 模型概览's numbers, one GET each under model-general-view (code model-ill). */
export const MODEL_OVERVIEW_API = {
  algorithms: `${MODEL_GENERAL_VIEW}/get-algorithm-number`,
  tasks: `${MODEL_GENERAL_VIEW}/get-task-number`,
  trainings: `${MODEL_GENERAL_VIEW}/get-training-number`,
  models: `${MODEL_GENERAL_VIEW}/get-model-number`,
  algorithmTypes: `${MODEL_GENERAL_VIEW}/get-algorithm-type`,
  taskTypes: `${MODEL_GENERAL_VIEW}/get-task-type`,
  categories: `${MODEL_GENERAL_VIEW}/get-classification-type`,
  ranking: `${MODEL_GENERAL_VIEW}/get-model-time-ranking`,
  packages: `${MODEL_GENERAL_VIEW}/get-training-package`,
} as const;

/** 我的模型's and 模型概览's codes, in a module of their own: the plugin's manifest reads them. */
export { MODEL_CODES, OVERVIEW_CODES } from "./modelCodes";

/**
 * 新增/编辑模型's body: text of any length here; the route trims it and answers the screen's texts
 * (required, at most …) itself.
 */
export const ModelBody = T.Object({
  name: Name(1000, "模型名称"),
  description: T.Optional(Text(10_000)),
  category: Text(100),
});
/** What the form edits and the store saves (trimmed and checked). */
export type ModelFields = Required<Static<typeof ModelBody>>;

/** The model lists' filters, beside pageNum and pageSize. */
export const ModelFilters = T.Object({ name: T.Optional(Text(200)), category: T.Optional(Text(100)) });
export type ModelQuery = Static<typeof ModelFilters> & { pageNum: number; pageSize: number };

/** A label and how many (我的模型's overview: algorithm types, task types, categories, packages). */
export const NameCount = T.Object({ name: T.String(), count: T.Integer() });
export type NameCount = Static<typeof NameCount>;

/** A model of the overview's ranking. */
export const RankedModel = T.Object({
  id: T.Integer(),
  name: T.String(),
  /** Hours the runs of its versions trained, rounded to 4 decimals. */
  hours: T.Number(),
});
export type RankedModel = Static<typeof RankedModel>;
