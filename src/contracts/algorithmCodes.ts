import { CODE } from "./permissionCodes";
/**
 * 算法管理's codes (ai-domain §6), without TypeBox: the algorithms plugin's manifest is part of the
 * sign-in page's bundle (design §6) and reads them. The page's chain (modelManage, calcM) and its
 * button codes, as for dataM and modelM: A01 add (an algorithm, a type, a version, a copied version),
 * A02 edit (an algorithm's or a type's fields, the public flags, an example image, a version's
 * package), A03 delete. The page hides the buttons and server/algorithms/access.ts demands the same.
 */
export const ALGORITHM_CODES = {
  page: [CODE.modelManage, CODE.calcM],
  add: CODE.calcMA01,
  edit: CODE.calcMA02,
  remove: CODE.calcMA03,
} as const;
