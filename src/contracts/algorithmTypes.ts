import { Type as T, type Static } from "@sinclair/typebox";
import { Id, Int } from "./fields";
import { Name } from "./names";

/**
 * The algorithm type tree's contract (ai-domain §7 algorithm-type): root types are the platform's,
 * changed only in the back office (code `backstage`); a sub-type belongs to the user who created it.
 */
export const BACK_OFFICE_CODE = "backstage";

export const ALGORITHM_TYPE = "/api/aimanager/v1/algorithm-type";

export const ALGORITHM_TYPES_API = {
  parents: `${ALGORITHM_TYPE}/parents`,
  /** A root type's sub-types (`?parentId=`). */
  children: `${ALGORITHM_TYPE}/childrens`,
  page: `${ALGORITHM_TYPE}/page`,
  learningUsage: `${ALGORITHM_TYPE}/learning-usage`,
  /** POST a new type, PUT its name. */
  types: ALGORITHM_TYPE,
  /** DELETE one. */
  type: `${ALGORITHM_TYPE}/:id`,
} as const;

export const ALGORITHM_TYPE_TEXT = {
  rootIsPlatforms: "一级类型由平台维护，只有后台管理员可以修改",
  notYourType: "只能修改自己创建的子类型",
} as const;

/** One type as the tree's calls answer it. */
export const AlgorithmTypeView = T.Object({
  id: T.Integer(),
  parentId: T.Union([T.Integer(), T.Null()]),
  name: T.String(),
  sort: T.Integer(),
  createTime: T.String(),
  /** Algorithms of this type (all users). */
  algorithmCount: T.Integer(),
  childCount: T.Integer(),
  /** Who created it (null: the platform's, seeded or made in the back office). */
  createdBy: T.Union([T.Integer(), T.Null()]),
  /** Whether the caller may rename or delete it. */
  editable: T.Boolean(),
});
export type AlgorithmTypeView = Static<typeof AlgorithmTypeView>;

/** A type's fields (PUT adds `id`; POST adds `parentId`, null for a root type). Checked after trimming. */
export const TypeFields = {
  name: Name(200, "类型名称"),
  sort: T.Optional(Int(0, 9999, "排序必须是 0 ~ 9999 的整数")),
};
export const NewTypeBody = T.Object({
  ...TypeFields,
  parentId: T.Optional(T.Union([Id("上级类型"), T.Null()])),
});
export type NewTypeBody = Static<typeof NewTypeBody>;
export const TypeBody = T.Object({ id: Id("算法类型"), ...TypeFields });
export type TypeBody = Static<typeof TypeBody>;
