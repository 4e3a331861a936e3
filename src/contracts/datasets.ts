import { Type as T, type Static } from "@sinclair/typebox";
import { ANNOTATION_API_BASE } from "./annotation";
import { Name } from "./names";

/**
 * 数据集管理 (ai-domain §2, §7 data-set, data-set-history, data-set-item): datasets, their versions and
 * their images. Imported by src/plugins/datasets/api.ts and server/annotation (datasetRoutes.ts,
 * datasetItemRoutes.ts, publicDatasetRoutes.ts); the pages read the shapes DatasetStore answers.
 * docs/annotation-api.md describes the calls.
 */
const DATA_SET = `${ANNOTATION_API_BASE}/data-set`;
const HISTORY = `${ANNOTATION_API_BASE}/data-set-history`;
const ITEM = `${ANNOTATION_API_BASE}/data-set-item`;

export const DATASETS_API = {
  /** GET ?pageNum&pageSize&dataSetName: the user's own datasets, newest first. */
  page: `${DATA_SET}/page-info`,
  /** GET: the public datasets (数据集概览's 公开数据集). */
  publicPage: `${DATA_SET}/public-page`,
  /** GET: the user's own and granted datasets as choices `{ id, dataSetName }`. */
  list: `${DATA_SET}/list`,
  /** POST a new dataset, PUT its fields. */
  data: `${DATA_SET}/data`,
  /** GET one, DELETE one. */
  one: `${DATA_SET}/data/:id`,
  /** PUT `{ id, isPublic }`. */
  updatePublic: `${DATA_SET}/updatePublic`,
  /** POST `{ tickets }` (the shared chunk upload's) or a multipart `file`: images into a version. */
  upload: `${DATA_SET}/data-set-upload/simple/:dataSetId/:versionId`,
  /** GET ?dataSetId: every version, oldest first. */
  versions: `${HISTORY}/list`,
  /** GET ?dataSetId&pageNum&pageSize: a page of them. */
  versionPage: `${HISTORY}/page`,
  /** POST `{ dataSetId, versionId }`: a new version holding a copy of that one's images. */
  versionCopy: `${HISTORY}/copy`,
  /** DELETE a version. */
  version: `${HISTORY}/:dataSetId/:versionId`,
  /** GET ?keyword: the portal's global search over public datasets, no sign-in. */
  portalSearch: `${HISTORY}/portal-search-result`,
  /** GET ?dataSetId&versionId (or ?taskId)&pageNum&pageSize: a version's or a task's images. */
  items: `${ITEM}/page`,
  /** GET: an image's bytes. */
  itemFile: `${ITEM}/file/:id`,
  /** DELETE an image. */
  item: `${ITEM}/:id`,
} as const;

/** What a visitor may read of a public dataset without a sign-in (the portal's read-only page). */
export const PUBLIC_DATASET_API = {
  one: `${DATA_SET}/public/:id`,
  /** GET ?dataSetId. */
  versions: `${HISTORY}/public-list`,
  /** GET ?dataSetId&versionId&pageNum&pageSize. */
  items: `${ITEM}/public-page`,
  file: `${ITEM}/public-file/:id`,
} as const;

/** 数据集管理's codes (ai-domain §6), kept in a module without TypeBox: the plugin's manifest reads them. */
export { DATASET_CODES } from "./datasetCodes";

/** The dataset texts shared by the dataset routes, the format engine and the training engine. */
export const DATASET_TEXT = {
  name: "数据集名称",
  exists: "数据集名称已存在",
  notFound: "数据集不存在",
  versionNotFound: "版本不存在",
  itemNotFound: "数据不存在",
  inUse: "数据集已被标注任务使用，无法删除",
  versionInUse: "版本已被标注任务使用，无法删除",
  lastVersion: "数据集至少保留一个版本，无法删除",
  itemInUse: "数据已被标注任务使用，无法删除",
  dataType: "只支持图片数据集（dataType: image）",
} as const;

/** The refusals of the dataset and item calls (ai-domain §7). */
export const DATASET_ROUTE_TEXT = {
  isPublic: "isPublic 只能为 0 或 1",
  forbidden: "无权查看该数据集",
  itemForbidden: "无权查看该数据",
  taskForbidden: "无权查看该任务",
  datasetMissing: "数据集不能为空",
} as const;

/** The refusals of an upload into a version. */
export const UPLOAD_TEXT = {
  empty: "请选择要上传的图片",
  ticket: "文件不存在",
  notYours: "无权使用该文件",
} as const;

/** A dataset as every list and the detail page show it. */
export const DatasetView = T.Object({
  id: T.Integer(),
  dataSetName: T.String(),
  description: T.String(),
  dataType: T.String(),
  isPublic: T.Union([T.Literal(0), T.Literal(1)]),
  userId: T.Integer(),
  /** The owner's display name. */
  userName: T.String(),
  versionCount: T.Integer(),
  /** Images in the newest version. */
  itemCount: T.Integer(),
  newestVersionId: T.Union([T.Integer(), T.Null()]),
  createTime: T.String(),
  updateTime: T.String(),
});
export type DatasetView = Static<typeof DatasetView>;

/** A dataset as a choice (`data-set/list`). */
export const DatasetOption = T.Object({ id: T.Integer(), dataSetName: T.String() });
export type DatasetOption = Static<typeof DatasetOption>;

/** A version: `V{n}`, its images and how many of them carry a box. */
export const VersionView = T.Object({
  id: T.Integer(),
  dataSetId: T.Integer(),
  version: T.String(),
  itemCount: T.Integer(),
  annotatedCount: T.Integer(),
  createTime: T.String(),
});
export type VersionView = Static<typeof VersionView>;

/** An image of a version; its boxes and correction flag counted over a task's rows when one is named. */
export const ItemView = T.Object({
  id: T.Integer(),
  dataSetId: T.Integer(),
  versionId: T.Integer(),
  fileName: T.String(),
  fileSize: T.Integer(),
  width: T.Integer(),
  height: T.Integer(),
  annotationCount: T.Integer(),
  needsCorrection: T.Boolean(),
  createTime: T.String(),
});
export type ItemView = Static<typeof ItemView>;

// ---- requests (the server validates them with these schemas; the plugin's calls send their types) ----
const said = (message: string) => ({ "x-message": message });
/** A positive integer id in a body or a query; missing or malformed answers `{label}不能为空`. */
export const BodyId = (label: string) =>
  T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...said(`${label}不能为空`) });
/**
 * A name field: text without control characters or direction marks (names.ts); the other rules
 * (trimmed, not empty, at most 50 characters, unique) are the handler's, with the screens' own texts.
 */
export const NameField = (label: string) => T.Optional(Name(1000, label));
export const DescriptionField = T.Optional(T.String({ maxLength: 10_000 }));

export const DatasetCreateBody = T.Object({
  dataSetName: NameField(DATASET_TEXT.name),
  description: DescriptionField,
  /** Only `image`. */
  dataType: T.Optional(T.String({ maxLength: 20 })),
});
export type DatasetCreateBody = Static<typeof DatasetCreateBody>;

export const DatasetEditBody = T.Object({
  id: BodyId("数据集"),
  dataSetName: NameField(DATASET_TEXT.name),
  description: DescriptionField,
});
export type DatasetEditBody = Static<typeof DatasetEditBody>;

export const DatasetPublicBody = T.Object({
  id: BodyId("数据集"),
  isPublic: T.Union([T.Literal(0), T.Literal(1)], said(DATASET_ROUTE_TEXT.isPublic)),
});
export type DatasetPublicBody = Static<typeof DatasetPublicBody>;

/** The shared chunk upload's tickets; a multipart upload has no JSON body (null). */
export const UploadBody = T.Union([
  T.Null(),
  T.Object({
    tickets: T.Array(T.String({ maxLength: 200 }), { maxItems: 1000, ...said(UPLOAD_TEXT.empty) }),
  }),
]);
export type UploadBody = Static<typeof UploadBody>;
