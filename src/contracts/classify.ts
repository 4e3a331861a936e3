import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The back office's industry classification and types (ai-domain §7 classify, classify-type): its tree
 * is read by 服务管理 (the industry a service serves), 资源共享 and the portal's app store. Imported by
 * those plugins, the orgs plugin's 行业分类 and 类型管理 pages, and server/orgs/classifyRoutes.ts.
 */
export const CLASSIFY_BASE = "/api/aimanager/v1/classify";
export const CLASSIFY_TYPE_BASE = "/api/aimanager/v1/classify-type";

export const CLASSIFY_API = {
  /** The whole tree: industries and their applications (leaves); public (the portal's app store). */
  tree: `${CLASSIFY_BASE}/tree`,
  /** One node with its parent and children (`?id=`). */
  info: `${CLASSIFY_BASE}/info`,
  /** POST a new node, PUT its parent and name. */
  nodes: CLASSIFY_BASE,
  /** DELETE one. */
  node: `${CLASSIFY_BASE}/:id`,
  /** PUT `{ direction: -1 | 1 }`: one place up or down among its siblings. */
  move: `${CLASSIFY_BASE}/:id/move`,
  typePage: `${CLASSIFY_TYPE_BASE}/page`,
  /** POST a new type, PUT its fields. */
  types: CLASSIFY_TYPE_BASE,
  /** DELETE one. */
  type: `${CLASSIFY_TYPE_BASE}/:id`,
} as const;

/** The refusals of 行业分类 and 类型管理. */
export const CLASSIFY_TEXT = {
  notFound: "分类不存在",
  parentNotFound: "上级分类不存在",
  parentCycle: "上级分类不能是自身或其下级分类",
  taken: "同一上级下已有同名分类",
  cannotMove: "已经在最前或最后，不能再移动",
  /** `uses`: 下级分类 a、b；服务 c；共享案例 d (what files under the node). */
  inUse: (name: string, uses: string[]) => `分类“${name}”正在使用中，不能删除：${uses.join("；")}`,
  typeNotFound: "类型不存在",
  typeNameTaken: "类型名称已存在",
  typeCodeTaken: "类型编码已存在",
  typeCodeInvalid: "类型编码只能包含字母、数字、-和_",
} as const;

/** A node of the industry tree: an industry, or (a leaf) an application. */
export const ClassifyNode = T.Recursive((Node) =>
  T.Object({
    id: T.Integer(),
    parentId: T.Union([T.Integer(), T.Null()]),
    name: T.String(),
    sort: T.Integer(),
    createTime: T.String(),
    children: T.Array(Node),
  }),
);
export type ClassifyNode = Static<typeof ClassifyNode>;

/** One node as the edit form reads it: its parent's name and its children's names. */
export const ClassifyInfo = T.Object({
  id: T.Integer(),
  parentId: T.Union([T.Integer(), T.Null()]),
  parentName: T.String(),
  name: T.String(),
  sort: T.Integer(),
  children: T.Array(T.String()),
  createTime: T.String(),
});
export type ClassifyInfo = Static<typeof ClassifyInfo>;

/** A type of 类型管理. */
export const ClassifyType = T.Object({
  id: T.Integer(),
  name: T.String(),
  code: T.String(),
  description: T.String(),
  createTime: T.String(),
});
export type ClassifyType = Static<typeof ClassifyType>;

/** What a user gives a type. */
export type TypeFields = Omit<ClassifyType, "id" | "createTime">;
