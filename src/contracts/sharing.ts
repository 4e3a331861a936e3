import { Type as T, type Static } from "@sinclair/typebox";
import { Name } from "./names";
import { PUBLIC_CASE_PATHS, PublicCase } from "./portalCases";
import { Id, Int, OneOf, Text } from "./fields";

/**
 * 共享管理 (ai-domain §2 operations, §7 apply-order and share-case): sharing work orders (a developer
 * applies for another user's public resource, operations accept, pass, reject or price it) and the
 * portal's cases. Imported by src/plugins/sharing/api.ts and server/sharing.
 */
export const APPLY_ORDER_BASE = "/api/aimanager/v1/apply-order";
export const SHARE_CASE_BASE = "/api/aimanager/v1/share-case";

export const SHARING_API = {
  orderCreate: `${APPLY_ORDER_BASE}/create`,
  /** Operations' list of every order. */
  orderPage: `${APPLY_ORDER_BASE}/page`,
  /** The applicant's own orders. */
  myOrderPage: `${APPLY_ORDER_BASE}/my-page`,
  /** The applicant's passed orders of one resource type: what they may use already. */
  passList: `${APPLY_ORDER_BASE}/pass-list`,
  orderStat: `${APPLY_ORDER_BASE}/manage-stat`,
  /** PUT `{ status, rejectReason? }`: accept (1), pass (2) or reject (3). */
  approve: `${APPLY_ORDER_BASE}/approve/:id`,
  updatePrice: `${APPLY_ORDER_BASE}/update-price`,

  /** The portal's public reads (no sign-in). */
  publicCasePage: PUBLIC_CASE_PATHS.page,
  publicCase: `${PUBLIC_CASE_PATHS.one}/:id`,
  casePage: `${SHARE_CASE_BASE}/page`,
  caseInfo: `${SHARE_CASE_BASE}/info/:id`,
  /** POST a new case, PUT its fields. */
  cases: SHARE_CASE_BASE,
  /** PUT `{ id, status }`: publish (1) or withdraw (0). */
  casePublish: `${SHARE_CASE_BASE}/publish`,
  /** DELETE one. */
  case: `${SHARE_CASE_BASE}/:id`,
} as const;

export { SHARING_CODES } from "./sharingCodes";

/** The resources a sharing order is about (ai-domain §7 apply-order): 1 dataset, 2 algorithm, 3 model. */
export const SHARE_RESOURCE = { dataset: 1, algorithm: 2, model: 3 } as const;
export type ShareResourceType = (typeof SHARE_RESOURCE)[keyof typeof SHARE_RESOURCE];
/** 0 待受理, 1 已受理, 2 已通过, 3 已驳回. */
export const ORDER_STATUS = { submitted: 0, accepted: 1, passed: 2, rejected: 3 } as const;

/** The records' and fields' names the refusals say; the sharing plugin's catalogue spreads them in. */
export const SHARING_LABELS = {
  case: "案例",
  caseTitle: "案例标题",
  classify: "行业分类",
  order: "工单",
  resource: "资源",
} as const;

/** The refusals of a sharing work order. */
export const ORDER_TEXT = {
  resourceType: "资源类型无效",
  notFound: "资源不存在",
  notPublic: "该资源未公开，无法申请共享",
  own: "不能申请自己的资源",
  pending: "已申请该资源，请等待审核",
  granted: "已获得该资源的使用权限",
  reason: "申请理由不能为空",
  reasonMax: "申请理由最多输入200个字符",
  orderNotFound: "工单不存在",
  state: "工单当前状态不能执行该操作",
  action: "操作无效",
  rejectReason: "驳回原因不能为空",
  rejectReasonMax: "驳回原因最多输入200个字符",
  price: "价格须为不小于0的整数（分）",
  ownOrder: "不能处理自己提交的共享申请",
} as const;

/** The most characters of an application's reason and a rejection's (the dialogs' rules, the server's checks). */
export const ORDER_LIMITS = { reason: 200, rejectReason: 200 } as const;

/** Cents of the largest price accepted (10 000 000 yuan). */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** The refusals of a case. */
export const CASE_TEXT = {
  title: "案例标题不能为空",
  titleMax: "案例标题最多输入50个字符",
  titleTaken: "案例标题已存在",
  summary: "案例简介不能为空",
  summaryMax: "案例简介最多输入200个字符",
  content: "案例内容不能为空",
  contentMax: "案例内容过大",
  cover: "封面只能是png、jpg或jpeg图片",
  coverSize: "文件大小限制：500kb",
  classify: "行业分类不存在",
  notFound: "案例不存在",
  status: "状态无效",
} as const;

export const CASE_LIMITS = {
  title: 50,
  summary: 200,
  /** Characters of sanitised HTML (images are embedded as base64, each under 524288 bytes). */
  content: 4_000_000,
  /** Bytes of the cover image (spec: avatar and editor images, 500 kb). */
  coverBytes: 512_000,
} as const;

/** A sharing work order. `status`: 0 待受理, 1 已受理, 2 已通过, 3 已驳回. */
export const ApplyOrder = T.Object({
  id: T.Integer(),
  applicantId: T.Integer(),
  applicantName: T.String(),
  ownerName: T.String(),
  /** 1 dataset, 2 algorithm, 3 model. */
  resourceType: T.Integer(),
  resourceId: T.Integer(),
  resourceName: T.String(),
  reason: T.String(),
  status: T.Integer(),
  /** The custom price in integer cents (0 while none is set). */
  price: T.Integer(),
  /** Operations set a custom price (update-price): the applicant is charged it, not the share price. */
  priceSet: T.Boolean(),
  rejectReason: T.String(),
  handlerName: T.String(),
  createTime: T.String(),
  /** "" while no one handled it. */
  handleTime: T.String(),
});
export type ApplyOrder = Static<typeof ApplyOrder>;

/** Orders by status (manage-stat). */
export const OrderStat = T.Object({
  total: T.Integer(),
  submitted: T.Integer(),
  accepted: T.Integer(),
  passed: T.Integer(),
  rejected: T.Integer(),
});
export type OrderStat = Static<typeof OrderStat>;

/** A case as operations manage it. `status`: 0 draft, 1 published. */
export const ShareCase = T.Composite([
  PublicCase,
  T.Object({ status: T.Integer(), createTime: T.String(), updateTime: T.String() }),
]);
export type ShareCase = Static<typeof ShareCase>;

/** What operations give a case (the editor's fields; the server sanitises the content). */
export type CaseFields = Pick<ShareCase, "title" | "summary" | "content" | "cover" | "classifyId">;

// ---- requests (the server trims each text and holds it to the form's limits) ----
const RESOURCE_TYPES = Object.values(SHARE_RESOURCE);

/** 申请共享: another user's public resource, with a reason. */
export const OrderCreateBody = T.Object({
  resourceType: OneOf(RESOURCE_TYPES, ORDER_TEXT.resourceType),
  resourceId: Id(SHARING_LABELS.resource),
  reason: Text(10_000, ORDER_TEXT.reason),
});
export type OrderCreateBody = Static<typeof OrderCreateBody>;

/** Accept, pass or reject (a rejection gives its reason). */
export const ApproveBody = T.Object({
  status: OneOf([ORDER_STATUS.accepted, ORDER_STATUS.passed, ORDER_STATUS.rejected], ORDER_TEXT.action),
  rejectReason: T.Optional(Text(10_000)),
});
export type ApproveBody = Static<typeof ApproveBody>;

export const PriceBody = T.Object({
  id: Id(SHARING_LABELS.order),
  price: Int(0, MAX_PRICE_CENTS, ORDER_TEXT.price),
});
export type PriceBody = Static<typeof PriceBody>;

const CaseFieldsSchema = {
  title: Name(1000, SHARING_LABELS.caseTitle, CASE_TEXT.title),
  summary: Text(10_000, CASE_TEXT.summary),
  content: Text(6_000_000, CASE_TEXT.content),
  cover: T.Optional(Text(1_000_000, CASE_TEXT.cover)),
  classifyId: T.Optional(T.Union([Id(SHARING_LABELS.classify), T.Null()])),
};
export const CaseBody = T.Object(CaseFieldsSchema);
export type CaseBody = Static<typeof CaseBody>;
export const CaseUpdateBody = T.Object({ id: Id(SHARING_LABELS.case), ...CaseFieldsSchema });
export const CasePublishBody = T.Object({
  id: Id(SHARING_LABELS.case),
  status: OneOf([0, 1], CASE_TEXT.status),
});
export type CasePublishBody = Static<typeof CasePublishBody>;
