import { Type as T, type Static } from "@sinclair/typebox";
import { LIMITS } from "../core/config";
import { Name } from "./names";

/**
 * Dataset versions, sharing, introductions and label spreadsheets: the calls of ai-domain §7
 * (data-set, data-set-history, label-manage, introduce) whose shapes the spec leaves out, fixed once
 * here for the server (server/annotation/version*Routes.ts, shareRoutes.ts, introduceRoutes.ts,
 * labelManageRoutes.ts) and the datasets plugin. Scores and sub-task pages: src/contracts/annotation.ts.
 * Paths are under ANNOTATION_API_BASE (`/api/aimanager/v1`); `:name` marks a path parameter.
 * docs/server-routes.md describes them.
 */
export const DATASET_VERSION_PATHS = {
  newVersion: "data-set/data-set-new-version",
  compare: "data-set/data-set-compare",
  copy: "data-set/data-set-copy",
  recover: "data-set/data-set-recover",
  publish: "data-set/data-set-publish",
  count: "data-set/count-data-set",
  countByAlgorithmType: "data-set/count-data-set-algorithm-type",
  droplist: "data-set/droplist/page",
  publicVersions: "data-set-history/public-page",
  versionPublic: "data-set-history/updatePublic",
  /** Each version's publication state and public flag (not in the spec: the versions list shows them). */
  states: "data-set-history/states",
  fileInfo: "data-set-history/data-set-file-info/:dataSetId/:versionId",
  /** GET: the version's share links; POST: a new one. */
  share: "data-set-history/data-set-share/:dataSetId/:versionId",
  shareRevoke: "data-set-history/data-set-share/:id",
  /** What a visitor of /home/sharePage?token= reads, without a sign-in. */
  shared: "data-set-history/shared/:token",
  sharedItems: "data-set-history/shared/:token/items",
  sharedFile: "data-set-history/shared/:token/file/:itemId",
  labels: "label-manage/labels",
  uploadExcel: "label-manage/upload-excel/:id",
  introduce: "introduce",
  introduceList: "introduce/:type/:resourceId",
  introducePage: "introduce/:type/:resourceId/page",
  introduceAll: "introduce/:type/:resourceId/all",
  introduceRemove: "introduce/:id",
} as const;

/** A path with its parameters filled: `fillPath(DATASET_VERSION_PATHS.share, { dataSetId: 1, versionId: 2 })`. */
export { fillPath } from "./paths";

/** The refusals and notices of these calls (ai-domain §5 gives the spreadsheet ones). */
export const VERSION_TEXT = {
  sameVersion: "请选择两个不同的版本进行对比",
  published: "该版本已发布，不能修改",
  alreadyPublished: "该版本已发布",
  recoverNewest: "所选版本已是最新版本，无需恢复",
  newestInUse: "最新版本已被标注任务使用，无法恢复",
  copyName: "新数据集名称",
  shareNotFound: "分享链接不存在",
  shareRevoked: "分享链接已被撤销",
  shareExpired: "分享链接已过期",
  shareExpiry: "有效期须晚于当前时间，且不超过一年",
  shareForbidden: "无权操作该分享",
  /** ai-domain §5: the spreadsheet check's formats and size. */
  excelFormat: "文件格式错误！",
  excelTooLarge: (name: string, megabytes: number) => `文件 ${name} 太大, 不能超过 ${megabytes}M!`,
  excelEmpty: "表格中没有标签名称",
  introduceType: "只支持数据集的介绍（type 为 1）",
  introduceTitle: "标题",
  introduceNotFound: "介绍不存在",
  introduceTooLarge: "介绍内容过大",
} as const;

/** Spreadsheets of labels: ai-domain §5 and §9 (xls, xlsx, 2048 KB). */
export const LABEL_SHEET = {
  extensions: ["xls", "xlsx"] as const,
  maxKb: LIMITS.spreadsheetMaxKb,
  /** A first row whose first cell is this is a header, not a label. */
  header: "标签名称",
  maxRows: 1000,
} as const;

/** The kinds of thing an introduction belongs to (`{type}` of the introduce paths): datasets only. */
export const INTRODUCE_TYPE = { dataset: 1 } as const;
/** Introduction content: HTML from the editor, images embedded (ai-domain §9: each under 524288 bytes). */
export const INTRODUCE_MAX_CHARS = 3_000_000;

/** Share expiry: at most a year ahead; `null` never expires. */
export const SHARE_MAX_MS = 365 * 24 * 3_600_000;

const said = (message: string) => ({ "x-message": message });
const Id = (label: string) =>
  T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...said(`${label}不能为空`) });
const Paging = {
  pageNum: T.Integer({ minimum: 1, maximum: 1_000_000, default: LIMITS.defaultPageNum }),
  pageSize: T.Integer({ minimum: 1, maximum: 1000, default: LIMITS.defaultPageSize }),
};

// ---- requests ----
export const CompareQuery = T.Object({
  dataSetId: Id("数据集"),
  baseVersionId: Id("对比版本"),
  targetVersionId: Id("目标版本"),
  labelGroupId: T.Optional(Id("标签组")),
  /** How many entries of each list come back (the totals count them all). */
  limit: T.Integer({ minimum: 1, maximum: 1000, default: 200 }),
});
export type CompareQuery = Static<typeof CompareQuery>;

export const VersionBody = T.Object({ dataSetId: Id("数据集"), versionId: Id("版本") });
export type VersionBody = Static<typeof VersionBody>;

export const CopyBody = T.Object({
  dataSetId: Id("数据集"),
  versionId: Id("版本"),
  dataSetName: Name(1000, "数据集名称"),
});
export type CopyBody = Static<typeof CopyBody>;

export const VersionPublicBody = T.Object({
  dataSetId: Id("数据集"),
  versionId: Id("版本"),
  isPublic: T.Union([T.Literal(0), T.Literal(1)], said("isPublic 只能为 0 或 1")),
});

export const DroplistQuery = T.Object({ ...Paging, dataSetName: T.Optional(T.String({ maxLength: 200 })) });

export const ShareBody = T.Object({
  /** Epoch milliseconds, or null: never expires. */
  expireAt: T.Union(
    [T.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }), T.Null()],
    said(VERSION_TEXT.shareExpiry),
  ),
});
export type ShareBody = Static<typeof ShareBody>;

export const IntroduceCreateBody = T.Object({
  type: T.Integer({ minimum: 1, maximum: 99, ...said(VERSION_TEXT.introduceType) }),
  resourceId: Id("数据集"),
  title: Name(1000, "标题"),
  content: T.String({ maxLength: INTRODUCE_MAX_CHARS, ...said(VERSION_TEXT.introduceTooLarge) }),
});
export type IntroduceCreateBody = Static<typeof IntroduceCreateBody>;
export const IntroduceUpdateBody = T.Object({
  id: Id("介绍"),
  title: Name(1000, "标题"),
  content: T.String({ maxLength: INTRODUCE_MAX_CHARS, ...said(VERSION_TEXT.introduceTooLarge) }),
});
export type IntroduceUpdateBody = Static<typeof IntroduceUpdateBody>;

// ---- answers ----
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface ImageRef {
  itemId: number;
  fileName: string;
  width: number;
  height: number;
}
export interface BoxRef extends Rect {
  itemId: number;
  fileName: string;
  labelId: number;
  labelName: string;
  color: string;
}
export interface BoxMove {
  fileName: string;
  baseItemId: number;
  targetItemId: number;
  labelId: number;
  labelName: string;
  color: string;
  from: Rect;
  to: Rect;
}
export interface LabelCount {
  labelId: number;
  labelName: string;
  color: string;
  base: number;
  target: number;
  delta: number;
}
export interface CompareSide {
  id: number;
  version: string;
  itemCount: number;
  boxCount: number;
}
/** An image in both versions whose boxes differ. */
export interface ChangedImage {
  fileName: string;
  baseItemId: number;
  targetItemId: number;
  width: number;
  height: number;
  added: number;
  removed: number;
  moved: number;
}
/** data-set-compare: images are the same in both versions when file name and size agree. */
export interface VersionComparison {
  base: CompareSide;
  target: CompareSide;
  images: { added: ImageRef[]; removed: ImageRef[]; addedTotal: number; removedTotal: number; kept: number };
  boxes: {
    added: BoxRef[];
    removed: BoxRef[];
    moved: BoxMove[];
    addedTotal: number;
    removedTotal: number;
    movedTotal: number;
    unchanged: number;
  };
  changedImages: ChangedImage[];
  changedImagesTotal: number;
  labels: LabelCount[];
}

export interface VersionState {
  versionId: number;
  /** 1 once published (frozen: no more uploads, deletions or box edits). */
  published: 0 | 1;
  publishTime: string | null;
  isPublic: 0 | 1;
}

export interface NewVersionInfo {
  newest: { id: number; version: string } | null;
  /** The name the next version will take (V{n+1}). */
  nextVersion: string;
}

export interface DatasetCounts {
  mine: number;
  publicCount: number;
  granted: number;
  versions: number;
  items: number;
  publishedVersions: number;
}

export interface AlgorithmTypeCount {
  algorithmTypeId: number;
  algorithmType: string;
  dataSetCount: number;
}

export interface DroplistEntry {
  id: number;
  dataSetName: string;
  versions: { id: number; version: string }[];
}

export interface PublicVersion {
  id: number;
  dataSetId: number;
  dataSetName: string;
  version: string;
  itemCount: number;
  userName: string;
  publishTime: string | null;
  createTime: string;
}

export interface FileInfo {
  dataSetId: number;
  versionId: number;
  version: string;
  itemCount: number;
  totalBytes: number;
  byType: { ext: string; count: number; bytes: number }[];
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  annotatedCount: number;
  boxCount: number;
}

export interface ShareLink {
  id: number;
  token: string;
  dataSetId: number;
  versionId: number;
  version: string;
  expireTime: string | null;
  createTime: string;
  revoked: boolean;
  expired: boolean;
}

export interface SharedVersion {
  dataSetName: string;
  description: string;
  version: string;
  itemCount: number;
  userName: string;
  expireTime: string | null;
}

export interface SharedItem extends ImageRef {
  boxes: (Rect & { labelName: string; color: string })[];
}

export interface ManagedLabel {
  id: number;
  labelName: string;
  color: string;
  groupId: number;
  groupName: string;
}

export interface LabelSheetResult {
  added: number;
  skipped: string[];
}

export interface IntroduceEntry {
  id: number;
  type: number;
  resourceId: number;
  title: string;
  sort: number;
  updateTime: string;
}
export interface IntroducePage extends IntroduceEntry {
  content: string;
}
