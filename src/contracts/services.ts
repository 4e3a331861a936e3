import { Type as T, type Static } from "@sinclair/typebox";
import { tooLongText } from "./names";

/**
 * 能力发布 (ai-domain §2, §6, §7 publish-manage, publish-history): published services, their tokens,
 * their call figures and the inference endpoint. Imported by src/plugins/services/api.ts and
 * server/services; the page reads the same shapes the server's stores answer.
 */
export const PUBLISH_MANAGE = "/api/aimanager/v1/publish-manage";
export const PUBLISH_HISTORY = "/api/aimanager/v1/publish-history";
/** The inference endpoint of every service: `${SERVICE_ENDPOINT}/{id}/predict`. */
export const SERVICE_ENDPOINT = "/api/aimanager/v1/services";

export const SERVICES_API = {
  /** GET a page, POST a new service, PUT its fields. */
  publishs: `${PUBLISH_MANAGE}/publishs`,
  /** GET one, DELETE one. */
  publish: `${PUBLISH_MANAGE}/publishs/:id`,
  publishStatus: `${PUBLISH_MANAGE}/publishs-status`,
  publishStatusOf: `${PUBLISH_MANAGE}/publish/:id/status`,
  learningPublish: `${PUBLISH_MANAGE}/learning-project-publishs`,
  board: `${PUBLISH_MANAGE}/board`,
  countType: `${PUBLISH_MANAGE}/count-type`,
  top: `${PUBLISH_MANAGE}/top`,
  countMonitor: `${PUBLISH_MANAGE}/count-monitor`,
  pageMonitor: `${PUBLISH_MANAGE}/page-monitor`,
  dailyCalls: `${PUBLISH_MANAGE}/service-call-msg`,
  /** The portal's public calls and the public inference demo. */
  publicPage: `${PUBLISH_MANAGE}/public-page`,
  publicOne: `${PUBLISH_MANAGE}/public/:id`,
  portalSearch: `${PUBLISH_MANAGE}/portal-search-result`,
  demo: `${PUBLISH_MANAGE}/demo/:id`,
  /** GET a service's tokens, POST a new one, PUT its name and validity. */
  tokens: `${PUBLISH_HISTORY}/publish-token`,
  token: `${PUBLISH_HISTORY}/publish-token/:id`,
  tokenStatus: `${PUBLISH_HISTORY}/publish-token-status/:id/:status`,
  url: `${PUBLISH_HISTORY}/publish-url`,
  predict: `${SERVICE_ENDPOINT}/:id/predict`,
} as const;

/** 能力发布's codes (ai-domain §6), kept in a module without TypeBox: the plugin's manifest reads them. */
export { SERVICE_CODES } from "./serviceCodes";

/** What a service does, as the overview names it. */
export const TASK_TYPE_TEXT = { classification: "图像分类", detection: "目标检测" } as const;
export type TaskType = keyof typeof TASK_TYPE_TEXT;
/** A service's status and the words a user sees for it. */
export const SERVICE_STATUS_TEXT = { 1: "运行中", 0: "已停止" } as const;
/** Why a service's version cannot serve (the service list shows it beside the status). */
export const VERSION_PROBLEM_TEXT = { closed: "模型版本已关闭", gone: "模型版本已删除" } as const;
/** A token's status. */
export const TOKEN_STATUS_TEXT = { 1: "启用", 0: "禁用" } as const;

/** The refusals (the screens and the curl users see them as the answer's message). */
export const SERVICE_TEXT = {
  nameEmpty: "服务名称不能为空",
  nameTooLong: tooLongText("服务名称", 50),
  nameTaken: "服务名称已存在，请换一个名称",
  descriptionTooLong: tooLongText("服务描述", 500),
  notFound: "服务不存在",
  serviceIdEmpty: "服务不能为空",
  serviceIdInvalid: "服务ID不正确",
  versionNotFound: "模型版本不存在",
  versionClosed: "模型版本已关闭，无法发布",
  versionNoFile: "该模型版本没有模型文件，无法发布",
  classifyNotFound: "行业分类不存在",
  deleteRunning: "服务运行中，请先停止服务再删除",
  tokenNameEmpty: "令牌名称不能为空",
  tokenNameTooLong: tooLongText("令牌名称", 50),
  tokenNotFound: "令牌不存在",
  expiryPast: "到期时间必须晚于当前时间",
  expiryInvalid: "到期时间格式不正确",
  // The inference endpoint's refusals (4xx, shown to whoever calls the service URL).
  tokenMissing: "缺少服务令牌，请在请求头 Authorization 中携带 Bearer <服务令牌>",
  tokenUnknown: "服务令牌无效",
  tokenDisabled: "服务令牌已禁用",
  tokenExpired: "服务令牌已过期",
  tokenForeign: "该令牌不属于此服务",
  stopped: "服务已停止，无法调用",
  versionClosedServing: "服务的模型版本已关闭，无法调用（请在模型管理中开启该版本）",
  versionGone: "服务的模型版本已删除，无法调用",
  busy: "服务繁忙：排队的调用已满，请稍后再试或增加实例数",
  notPublic: "该服务未公开或已停止，无法体验",
  contentType:
    "请求内容类型不正确：请以 multipart/form-data（字段 file）或 image/png、image/jpeg 请求体上传图片",
  contentTypeDemo: "请求内容类型不正确：请以 multipart/form-data（字段 file）上传图片",
  noImage: "请上传图片（multipart 字段 file）",
  imageTooLarge: "图片文件过大（最大 4 MB）",
  tooManyCalls: "调用过于频繁，请稍后再试",
} as const;

const Status = T.Union([T.Literal(0), T.Literal(1)]);
const TaskTypeSchema = T.Union([T.Literal("classification"), T.Literal("detection")]);

/** A published service as every page (and the portal's contract, PublicService) reads it. */
export const ServiceView = T.Object({
  id: T.Integer(),
  name: T.String(),
  description: T.String(),
  taskType: TaskTypeSchema,
  taskTypeText: T.String(),
  modelId: T.Integer(),
  modelName: T.String(),
  modelVersionId: T.Integer(),
  modelVersion: T.String(),
  ownerName: T.String(),
  classifyId: T.Union([T.Integer(), T.Null()]),
  classifyName: T.String(),
  instances: T.Integer(),
  /** Calls answered 200 (token and demo). */
  callCount: T.Integer(),
  status: Status,
  statusText: T.String(),
  /** Why the service cannot answer although it may be running: its version closed or deleted; "" when fine. */
  versionProblem: T.String(),
  isPublic: Status,
  createTime: T.String(),
  updateTime: T.String(),
});
export type ServiceView = Static<typeof ServiceView>;

/** A public service as the portal (the app store, the search, a service's page) and the inference demo read it, without a sign-in (publicPage, publicOne). */
export const PublicService = T.Pick(ServiceView, [
  "id",
  "name",
  "description",
  "taskType",
  "modelName",
  "modelVersion",
  "ownerName",
  "classifyId",
  "classifyName",
  "callCount",
  "status",
  "isPublic",
  "createTime",
]);
export type PublicService = Static<typeof PublicService>;

/** A service token as the tokens tab shows it (the owner copies the token into the curl example). */
export const TokenView = T.Object({
  id: T.Integer(),
  serviceId: T.Integer(),
  name: T.String(),
  token: T.String(),
  status: Status,
  statusText: T.String(),
  /** "" when the token never expires. */
  expireTime: T.String(),
  expired: T.Boolean(),
  createTime: T.String(),
});
export type TokenView = Static<typeof TokenView>;

/** How to call a service with one token (publish-url). */
export const ServiceUrl = T.Object({
  url: T.String(),
  path: T.String(),
  token: T.String(),
  curl: T.String(),
});
export type ServiceUrl = Static<typeof ServiceUrl>;

/** One row of the paged call log (page-monitor). */
export const CallView = T.Object({
  id: T.Integer(),
  callTime: T.String(),
  /** null: the call named no token the service knows (or came from the demo). */
  tokenId: T.Union([T.Integer(), T.Null()]),
  tokenName: T.String(),
  source: T.String(),
  statusCode: T.Integer(),
  success: T.Boolean(),
  latencyMs: T.Number(),
  error: T.String(),
});
export type CallView = Static<typeof CallView>;

/** Call figures of one service or all of a user's services (count-monitor). */
export const CallFigures = T.Object({
  total: T.Integer(),
  success: T.Integer(),
  failed: T.Integer(),
  /** Share of calls answered 200, 0..1 with 4 decimals; 0 without calls. */
  successRate: T.Number(),
  /** Latencies of the calls answered 200 only: a refusal's few milliseconds would flatter them. */
  avgLatencyMs: T.Number(),
  p95LatencyMs: T.Number(),
  todayTotal: T.Integer(),
});
export type CallFigures = Static<typeof CallFigures>;

/** Calls of one day (service-call-msg). */
export const DayFigures = T.Object({
  date: T.String(),
  total: T.Integer(),
  success: T.Integer(),
  failed: T.Integer(),
  /** Of the calls answered 200; null on a day without one (no call, no latency to plot). */
  p95LatencyMs: T.Union([T.Number(), T.Null()]),
});
export type DayFigures = Static<typeof DayFigures>;

/** The overview's board. */
export const Board = T.Object({
  total: T.Integer(),
  running: T.Integer(),
  stopped: T.Integer(),
  callTotal: T.Integer(),
  callToday: T.Integer(),
  successRate: T.Number(),
  /** Of the calls answered 200. */
  p95LatencyMs: T.Number(),
});
export type Board = Static<typeof Board>;

/** Services per task type (count-type) and the most called ones (top). */
export const TypeCount = T.Object({ taskType: TaskTypeSchema, name: T.String(), count: T.Integer() });
export type TypeCount = Static<typeof TypeCount>;
export const TopService = T.Object({ id: T.Integer(), name: T.String(), callCount: T.Integer() });
export type TopService = Static<typeof TopService>;

/** The answer of a service URL and of the demo: the labels (classification) or boxes (detection) it computed. */
export const InferenceAnswer = T.Object({
  labels: T.Array(T.Object({ label: T.String(), color: T.String(), score: T.Number() })),
  boxes: T.Array(
    T.Object({
      label: T.String(),
      color: T.String(),
      score: T.Number(),
      x: T.Number(),
      y: T.Number(),
      width: T.Number(),
      height: T.Number(),
    }),
  ),
  width: T.Integer(),
  height: T.Integer(),
  latencyMs: T.Number(),
});
export type InferenceAnswer = Static<typeof InferenceAnswer>;
