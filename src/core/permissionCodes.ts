/**
 * The permission codes the spec names (shell spec §6, ai-domain §6). The reference server seeds its
 * demo accounts from these lists; the menus of src/plugins refer to the same strings.
 */

export const AREA_CODES = [
  "business-hall",
  "operation",
  "backstage",
  "organ-change",
  "person-look",
  "feedbackM-look",
];

export const DATA_MANAGE_CODES = [
  "dataManage",
  "dataM",
  "data-ill",
  "dataM-A01",
  "dataM-A02",
  "dataM-A03",
  "data-label",
  "labelM",
  "label",
  "taskM",
  "task-ill",
  "task-my",
];

export const MODEL_MANAGE_CODES = [
  "modelManage",
  "model-ill",
  "calcM",
  "calcM-A01",
  "calcM-A02",
  "calcM-A03",
  "tiTask",
  "modelM",
  "modelM-A01",
  "modelM-A02",
  "modelM-A03",
];

export const SERVE_CODES = ["serveM", "serve-ill", "serve"];

export const FRONT_DESK_CODES = [
  "home",
  "aiServe",
  ...DATA_MANAGE_CODES,
  ...MODEL_MANAGE_CODES,
  ...SERVE_CODES,
  "storageM-look",
];

export const BACK_OFFICE_CODES = [
  "professor-manage",
  "hpc-manage",
  "user-manage",
  "role-manage",
  "classifyM",
  "portal-temp",
  "system-manage",
  "file-transfer",
];

export const OPERATION_CODES = [
  "workorder-manage",
  "sharing",
  "sharing-A02",
  "sharing-A03",
  "charging-strategy",
  "account-resource",
  "usage-statistics",
  "resource-manage",
  "resource-spec",
  "resource-usage",
  "billing-statistics",
];

/** The storage manager's button codes (action suffixes of spec §6: add, del, put, download, share). */
export const STORAGE_BUTTON_CODES = [
  "storageM-add",
  "storageM-del",
  "storageM-put",
  "storageM-download",
  "storageM-share",
];

/** The user list's button codes: add, import and delete on lists (spec §6). */
export const USER_LIST_BUTTON_CODES = ["userM-add", "userM-import", "userM-del"];

/** Button codes: add, import and delete on lists, plus the action suffixes of spec §6. */
export const BUTTON_CODES = [...STORAGE_BUTTON_CODES, ...USER_LIST_BUTTON_CODES];

export const ALL_CODES = [
  ...AREA_CODES,
  ...FRONT_DESK_CODES,
  ...BACK_OFFICE_CODES,
  ...OPERATION_CODES,
  ...BUTTON_CODES,
];

/** The dev demo account: development-platform codes only (design §4), with their action codes. */
export const DEV_CODES = [
  "business-hall",
  "home",
  // AI服务: the guided flow from an annotated dataset to a published service is for developers too.
  "aiServe",
  ...DATA_MANAGE_CODES,
  ...MODEL_MANAGE_CODES,
  ...SERVE_CODES,
  "storageM-look",
  ...STORAGE_BUTTON_CODES,
];
