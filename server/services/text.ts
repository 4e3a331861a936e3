import { HTTP_TEXT } from "../lib/messages";

/** The services module's texts (the screens and the curl users see them as the refusal's message). */
export const SERVICE_TEXT = {
  nameEmpty: "服务名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("服务名称", 50),
  nameTaken: "服务名称已存在，请换一个名称",
  descriptionTooLong: HTTP_TEXT.tooLong("服务描述", 500),
  notFound: "服务不存在",
  serviceIdEmpty: "服务不能为空",
  serviceIdInvalid: "服务ID不正确",
  versionNotFound: "模型版本不存在",
  versionClosed: "模型版本已关闭，无法发布",
  versionNoFile: "该模型版本没有模型文件，无法发布",
  classifyNotFound: "行业分类不存在",
  deleteRunning: "服务运行中，请先停止服务再删除",
  tokenNameEmpty: "令牌名称不能为空",
  tokenNameTooLong: HTTP_TEXT.tooLong("令牌名称", 50),
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

/** A service's status and the words a user sees for it. */
export const SERVICE_STATUS_TEXT = { 1: "运行中", 0: "已停止" } as const;
/** Why a service's version cannot serve (the service list shows it beside the status). */
export const VERSION_PROBLEM_TEXT = { closed: "模型版本已关闭", gone: "模型版本已删除" } as const;
/** A token's status. */
export const TOKEN_STATUS_TEXT = { 1: "启用", 0: "禁用" } as const;
/** What a service does, as the overview names it. */
export const TASK_TYPE_TEXT = { classification: "图像分类", detection: "目标检测" } as const;
