import { Type as T, type Static } from "@sinclair/typebox";
import { PageOf } from "./paging";

/**
 * 用户反馈 (shell spec §3, §5, §7 feedback): the portal's floating form and the user menu's form send
 * a feedback (visitors too), the user reads their own record, operations list, count and handle them.
 * Imported by src/plugins/feedback/api.ts and server/feedback.
 */
export const FEEDBACK_BASE = "/api/ai-cloud-platform/v1/feedback";

export const FEEDBACK_API = {
  /** POST a new feedback (public); PUT its handling (status and reply). */
  info: `${FEEDBACK_BASE}/info`,
  /** The signed-in user's own feedback, newest first. */
  mine: `${FEEDBACK_BASE}/mine`,
  list: `${FEEDBACK_BASE}/list`,
  summary: `${FEEDBACK_BASE}/summary`,
} as const;

export { FEEDBACK_CODES } from "./feedbackCodes";

/** The texts of shell spec §5 (feedback form) and of the operations page. */
export const FEEDBACK_TEXT = {
  user: "联系人不能为空",
  phoneEmpty: "请输入手机号",
  phoneInvalid: "手机号格式不正确",
  emailEmpty: "请输入邮箱",
  emailInvalid: "邮箱格式不正确",
  type: "请选择反馈类型",
  content: "反馈内容不能为空",
  contentMax: "反馈内容最多输入500个字符",
  companyMax: "单位名称最多输入100个字符",
  userMax: "联系人最多输入50个字符",
  status: "处理状态无效",
  reply: "请输入回复内容",
  replyMax: "回复内容最多输入500个字符",
  notFound: "反馈不存在",
  tooMany: "提交过于频繁，请稍后再试",
  mailSubject: "您的反馈已处理",
} as const;

export const FEEDBACK_LIMITS = { content: 500, company: 100, user: 50, reply: 500 } as const;
/** A visitor's address may send this many feedbacks per window (the form is public). */
export const FEEDBACK_THROTTLE = { count: 10, windowMs: 10 * 60 * 1000 } as const;

/** Shell spec §3: 1 合作交流, 2 意见反馈, 3 投诉; the type defaults to 1 (shell spec §5). */
export const FEEDBACK_TYPES = [1, 2, 3] as const;
export const DEFAULT_FEEDBACK_TYPE = 1;
/** 0 待处理, 1 处理中, 2 已处理. */
export const FEEDBACK_STATUSES = [0, 1, 2] as const;

const said = (message?: string) => (message ? { "x-message": message } : {});
const Text = (max: number, message?: string) => T.String({ maxLength: max, ...said(message) });
const OneOf = (values: readonly number[], message: string) =>
  T.Union(
    values.map((value) => T.Literal(value)),
    said(message),
  );

/** What the form sends (POST info); the server trims and checks lengths, phone and e-mail. */
export const FeedbackBody = T.Object({
  feedbackUser: Text(1000, FEEDBACK_TEXT.user),
  feedbackCompany: T.Optional(Text(1000)),
  feedbackContactNumber: Text(100, FEEDBACK_TEXT.phoneEmpty),
  feedbackEmail: Text(200, FEEDBACK_TEXT.emailEmpty),
  /** 1 合作交流 (the spec's default when none is sent), 2 意见反馈, 3 投诉. */
  feedbackType: T.Optional(OneOf(FEEDBACK_TYPES, FEEDBACK_TEXT.type)),
  feedbackContent: Text(10_000, FEEDBACK_TEXT.content),
  feedbackRelationPageId: T.Optional(Text(200)),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** Operations' handling (PUT info): the status, and the reply mailed to the feedback's address. */
export const HandleBody = T.Object({
  id: T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, "x-message": "反馈不能为空" }),
  status: OneOf(FEEDBACK_STATUSES, FEEDBACK_TEXT.status),
  reply: T.Optional(Text(10_000)),
});
export type HandleBody = Static<typeof HandleBody>;

/** Operations' list filters (GET list, beside the paging); times are milliseconds since the epoch. */
export const FeedbackFilters = T.Object({
  feedbackType: T.Optional(OneOf(FEEDBACK_TYPES, FEEDBACK_TEXT.type)),
  status: T.Optional(OneOf(FEEDBACK_STATUSES, FEEDBACK_TEXT.status)),
  startTime: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  endTime: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  keyword: T.Optional(Text(200)),
});
export type FeedbackFilters = Static<typeof FeedbackFilters>;

/** The fields a feedback is saved with (the form's, trimmed). */
export const FeedbackFields = T.Object({
  feedbackUser: T.String(),
  feedbackCompany: T.String(),
  feedbackContactNumber: T.String(),
  feedbackEmail: T.String(),
  feedbackType: T.Integer(),
  feedbackContent: T.String(),
  feedbackRelationPageId: T.String(),
});
export type FeedbackFields = Static<typeof FeedbackFields>;

/** A feedback as every call answers it. */
export const Feedback = T.Composite([
  FeedbackFields,
  T.Object({
    id: T.Integer(),
    /** null: sent by a visitor without a session. */
    userId: T.Union([T.Integer(), T.Null()]),
    status: T.Integer(),
    reply: T.String(),
    /** "" before a reply. */
    replyTime: T.String(),
    handlerName: T.String(),
    createTime: T.String(),
  }),
]);
export type Feedback = Static<typeof Feedback>;

export const FeedbackPage = PageOf(Feedback);
export type FeedbackPage = Static<typeof FeedbackPage>;

/** Counts by type and by status, every type and status present (0 when none). */
export const FeedbackSummary = T.Object({
  total: T.Integer(),
  byType: T.Record(T.String(), T.Integer()),
  byStatus: T.Record(T.String(), T.Integer()),
});
export type FeedbackSummary = Static<typeof FeedbackSummary>;
