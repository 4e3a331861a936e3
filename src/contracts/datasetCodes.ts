import { CODE } from "./permissionCodes";
/**
 * 数据集管理's permission codes (ai-domain §6), kept in a module without TypeBox: the datasets plugin's
 * manifest and pages read them, and so does server/annotation (the routes' `access`).
 */
export const DATASET_CODES = {
  /** The 数据管理 menu every datasets page sits under. */
  menu: CODE.dataManage,
  /** 数据集概览. */
  overview: CODE.dataIll,
  /** 我的数据集, its detail and 版本对比: every dataset call. */
  dataset: CODE.dataM,
  /**
   * The dataset buttons. ai-domain §6 lists dataM-A01/A02/A03 among the front-desk codes and says add,
   * import and delete on lists each have a code; our reading, as for calcM and modelM: A01 add (a
   * dataset, a copied version, images uploaded into a version), A02 edit (a dataset's fields, its public
   * flag), A03 delete (a dataset, a version, an image). Labels and teams have no button codes in the
   * spec: their buttons follow the page's code.
   */
  add: CODE.dataMA01,
  edit: CODE.dataMA02,
  remove: CODE.dataMA03,
  /** 标签组管理: label groups, labels and their spreadsheets. */
  label: CODE.labelM,
  /** 标注团队管理 (the teams' calls are the annotation contract's). */
  team: CODE.label,
} as const;
