import { allOf } from "../platform/access";
import { ALGORITHM_CODES } from "../../src/contracts/algorithmCodes";

/** 算法管理's access (the contract's codes: the page's chain, then A01 add, A02 edit, A03 delete). */
export const ALGORITHM_ACCESS = {
  read: allOf(...ALGORITHM_CODES.page),
  add: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.add),
  edit: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.edit),
  remove: allOf(...ALGORITHM_CODES.page, ALGORITHM_CODES.remove),
};
