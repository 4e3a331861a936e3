/**
 * Button codes of 我的模型 (ai-domain §6 lists modelM-A01..A03): A01 add, A02 edit, A03 delete, as for
 * dataM and calcM; a model's versions follow the same codes. The server checks the same ones.
 */
export const MODEL_CODES = {
  page: ["modelManage", "modelM"],
  add: "modelM-A01",
  edit: "modelM-A02",
  remove: "modelM-A03",
} as const;

/** 模型概览's codes (its menu chain). */
export const OVERVIEW_CODES = ["modelManage", "model-ill"];
