import { CODE } from "./permissionCodes";
/*
 * The models plugin's codes, apart from the model contract's paths (contracts/models.ts re-exports
 * them): the plugin's manifest is part of the sign-in page's bundle and needs only these (design §6).
 */

/**
 * Button codes of 我的模型 (ai-domain §6 lists modelM-A01..A03): A01 add, A02 edit, A03 delete, as for
 * dataM and calcM; a model's versions follow the same codes. The page and the server check these.
 */
export const MODEL_CODES = {
  page: [CODE.modelManage, CODE.modelM],
  add: CODE.modelMA01,
  edit: CODE.modelMA02,
  remove: CODE.modelMA03,
} as const;

/** 模型概览's codes (its menu chain). */
export const OVERVIEW_CODES = [CODE.modelManage, CODE.modelIll] as const;
