import { Type as T, type Static } from "@sinclair/typebox";
import { LIMITS } from "../core/config";
import { ANNOTATION_API_BASE } from "./annotation";
import { Id, PageQuery, said } from "./fields";
import { Name } from "./names";

const V1 = ANNOTATION_API_BASE;

/**
 * Dataset versions, sharing, introductions and label spreadsheets: the calls of ai-domain §7
 * (data-set, data-set-history, label-manage, introduce) whose shapes the spec leaves out, fixed once
 * here for the server (server/annotation/version*Routes.ts, shareRoutes.ts, introduceRoutes.ts,
 * labelManageRoutes.ts) and the datasets plugin. Scores and sub-task pages: src/contracts/annotation.ts.
 * Paths are full (under ANNOTATION_API_BASE, `/api/aimanager/v1`); `:name` marks a path parameter.
 * docs/server-routes.md describes them.
 */
export const DATASET_VERSION_PATHS = {
  newVersion: `${V1}/data-set/data-set-new-version`,
  compare: `${V1}/data-set/data-set-compare`,
  copy: `${V1}/data-set/data-set-copy`,
  recover: `${V1}/data-set/data-set-recover`,
  publish: `${V1}/data-set/data-set-publish`,
  count: `${V1}/data-set/count-data-set`,
  countByAlgorithmType: `${V1}/data-set/count-data-set-algorithm-type`,
  droplist: `${V1}/data-set/droplist/page`,
  publicVersions: `${V1}/data-set-history/public-page`,
  versionPublic: `${V1}/data-set-history/updatePublic`,
  /** Each version's publication state and public flag (not in the spec: the versions list shows them). */
  states: `${V1}/data-set-history/states`,
  fileInfo: `${V1}/data-set-history/data-set-file-info/:dataSetId/:versionId`,
  /** GET: the version's share links; POST: a new one. */
  share: `${V1}/data-set-history/data-set-share/:dataSetId/:versionId`,
  shareRevoke: `${V1}/data-set-history/data-set-share/:id`,
  /** What a visitor of /home/sharePage?token= reads, without a sign-in. */
  shared: `${V1}/data-set-history/shared/:token`,
  sharedItems: `${V1}/data-set-history/shared/:token/items`,
  sharedFile: `${V1}/data-set-history/shared/:token/file/:itemId`,
  labels: `${V1}/label-manage/labels`,
  uploadExcel: `${V1}/label-manage/upload-excel/:id`,
  introduce: `${V1}/introduce`,
  introduceList: `${V1}/introduce/:type/:resourceId`,
  introducePage: `${V1}/introduce/:type/:resourceId/page`,
  introduceAll: `${V1}/introduce/:type/:resourceId/all`,
  introduceRemove: `${V1}/introduce/:id`,
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

const Paging = PageQuery;

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

// ---- answers (datasetVersionViews.ts) ----
export * from "./datasetVersionViews";
