/**
 * Every permission code of the spec (shell spec §6, ai-domain §6), each spelled here and nowhere else:
 * the features' contracts (`*Codes.ts`), their plugins' menus and manifests, the server's routes and
 * the demo roles it seeds all read `CODE`. The key is the code with its dashes dropped (calcM-A01 →
 * calcMA01). `tests/contracts/permissionCodes.test.ts` fails when a code is spelled anywhere else.
 */
export const CODE = {
  businessHall: "business-hall",
  operation: "operation",
  backstage: "backstage",
  organChange: "organ-change",
  personLook: "person-look",
  feedbackMLook: "feedbackM-look",
  home: "home",
  aiServe: "aiServe",
  dataManage: "dataManage",
  dataM: "dataM",
  dataIll: "data-ill",
  dataMA01: "dataM-A01",
  dataMA02: "dataM-A02",
  dataMA03: "dataM-A03",
  dataLabel: "data-label",
  labelM: "labelM",
  label: "label",
  taskM: "taskM",
  taskIll: "task-ill",
  taskMy: "task-my",
  modelManage: "modelManage",
  modelIll: "model-ill",
  calcM: "calcM",
  calcMA01: "calcM-A01",
  calcMA02: "calcM-A02",
  calcMA03: "calcM-A03",
  tiTask: "tiTask",
  modelM: "modelM",
  modelMA01: "modelM-A01",
  modelMA02: "modelM-A02",
  modelMA03: "modelM-A03",
  serveM: "serveM",
  serveIll: "serve-ill",
  serve: "serve",
  storageMLook: "storageM-look",
  professorManage: "professor-manage",
  hpcManage: "hpc-manage",
  userManage: "user-manage",
  roleManage: "role-manage",
  classifyM: "classifyM",
  portalTemp: "portal-temp",
  systemManage: "system-manage",
  fileTransfer: "file-transfer",
  workorderManage: "workorder-manage",
  sharing: "sharing",
  sharingA02: "sharing-A02",
  sharingA03: "sharing-A03",
  chargingStrategy: "charging-strategy",
  accountResource: "account-resource",
  usageStatistics: "usage-statistics",
  resourceManage: "resource-manage",
  resourceSpec: "resource-spec",
  resourceUsage: "resource-usage",
  billingStatistics: "billing-statistics",
  storageMAdd: "storageM-add",
  storageMDel: "storageM-del",
  storageMPut: "storageM-put",
  storageMDownload: "storageM-download",
  storageMShare: "storageM-share",
  userMAdd: "userM-add",
  userMImport: "userM-import",
  userMDel: "userM-del",
} as const;

export type PermissionCode = (typeof CODE)[keyof typeof CODE];

export const AREA_CODES: string[] = [
  CODE.businessHall,
  CODE.operation,
  CODE.backstage,
  CODE.organChange,
  CODE.personLook,
  CODE.feedbackMLook,
];

/** The codes of the three workspace areas (开发平台, 运营管理, 后台管理): entering one needs its code. */
export const WORKSPACE_AREA_CODES = [CODE.businessHall, CODE.operation, CODE.backstage] as const;

export const DATA_MANAGE_CODES: string[] = [
  CODE.dataManage,
  CODE.dataM,
  CODE.dataIll,
  CODE.dataMA01,
  CODE.dataMA02,
  CODE.dataMA03,
  CODE.dataLabel,
  CODE.labelM,
  CODE.label,
  CODE.taskM,
  CODE.taskIll,
  CODE.taskMy,
];

export const MODEL_MANAGE_CODES: string[] = [
  CODE.modelManage,
  CODE.modelIll,
  CODE.calcM,
  CODE.calcMA01,
  CODE.calcMA02,
  CODE.calcMA03,
  CODE.tiTask,
  CODE.modelM,
  CODE.modelMA01,
  CODE.modelMA02,
  CODE.modelMA03,
];

export const SERVE_CODES: string[] = [CODE.serveM, CODE.serveIll, CODE.serve];

export const FRONT_DESK_CODES: string[] = [
  CODE.home,
  CODE.aiServe,
  ...DATA_MANAGE_CODES,
  ...MODEL_MANAGE_CODES,
  ...SERVE_CODES,
  CODE.storageMLook,
];

export const BACK_OFFICE_CODES: string[] = [
  CODE.professorManage,
  CODE.hpcManage,
  CODE.userManage,
  CODE.roleManage,
  CODE.classifyM,
  CODE.portalTemp,
  CODE.systemManage,
  CODE.fileTransfer,
];

export const OPERATION_CODES: string[] = [
  CODE.workorderManage,
  CODE.sharing,
  CODE.sharingA02,
  CODE.sharingA03,
  CODE.chargingStrategy,
  CODE.accountResource,
  CODE.usageStatistics,
  CODE.resourceManage,
  CODE.resourceSpec,
  CODE.resourceUsage,
  CODE.billingStatistics,
];

/** The storage manager's button codes (action suffixes of spec §6: add, del, put, download, share). */
export const STORAGE_BUTTON_CODES: string[] = [
  CODE.storageMAdd,
  CODE.storageMDel,
  CODE.storageMPut,
  CODE.storageMDownload,
  CODE.storageMShare,
];

/** The user list's button codes: add, import and delete on lists (spec §6). */
export const USER_LIST_BUTTON_CODES: string[] = [CODE.userMAdd, CODE.userMImport, CODE.userMDel];

/** Button codes: add, import and delete on lists, plus the action suffixes of spec §6. */
export const BUTTON_CODES: string[] = [...STORAGE_BUTTON_CODES, ...USER_LIST_BUTTON_CODES];

export const ALL_CODES: string[] = [
  ...AREA_CODES,
  ...FRONT_DESK_CODES,
  ...BACK_OFFICE_CODES,
  ...OPERATION_CODES,
  ...BUTTON_CODES,
];

/** The dev demo account: development-platform codes only (design §4), with their action codes. */
export const DEV_CODES: string[] = [
  CODE.businessHall,
  // AI服务 (in the front desk's codes): the guided flow from an annotated dataset to a published
  // service is for developers too.
  ...FRONT_DESK_CODES,
  ...STORAGE_BUTTON_CODES,
];
