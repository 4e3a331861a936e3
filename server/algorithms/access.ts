import { allOf } from "../platform/access";

/**
 * 算法管理's codes: the page's chain (modelManage, calcM) and its button codes, as for dataM and
 * modelM: A01 add (an algorithm, a type, a version, a copied version), A02 edit (an algorithm's or a
 * type's fields, the public flags, an example image, a version's package), A03 delete. The screen
 * (src/plugins/algorithms/permissions.ts) hides the same buttons.
 */
export const ALGORITHM_CODES = {
  page: ["modelManage", "calcM"],
  add: "calcM-A01",
  edit: "calcM-A02",
  remove: "calcM-A03",
} as const;

export const ALGORITHM_ACCESS = {
  read: allOf(...ALGORITHM_CODES.page),
  add: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.add),
  edit: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.edit),
  remove: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.remove),
};
