/**
 * The algorithm type tree's contract (ai-domain §7 algorithm-type): root types are the platform's,
 * changed only in the back office (code `backstage`); a sub-type belongs to the user who created it.
 */
export const BACK_OFFICE_CODE = "backstage";

export const ALGORITHM_TYPE_TEXT = {
  rootIsPlatforms: "一级类型由平台维护，只有后台管理员可以修改",
  notYourType: "只能修改自己创建的子类型",
} as const;

/** One type as the tree's calls answer it. */
export interface AlgorithmTypeView {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  createTime: string;
  /** Algorithms of this type (all users). */
  algorithmCount: number;
  childCount: number;
  /** Who created it (null: the platform's, seeded or made in the back office). */
  createdBy: number | null;
  /** Whether the caller may rename or delete it. */
  editable: boolean;
}
