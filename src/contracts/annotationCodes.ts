import { CODE } from "./permissionCodes";
/**
 * 团队任务管理 and 数据标注's permission codes (ai-domain §6), kept in a module without TypeBox: the
 * annotation plugin's manifest reads them, and so does server/annotation (the routes' `access`).
 */
export const ANNOTATION_CODES = {
  /** The 数据管理 menu every team-task page sits under. */
  dataManage: CODE.dataManage,
  /** 团队任务管理: every task call and page. */
  task: CODE.taskM,
  /** 任务概览. */
  overview: CODE.taskIll,
  /** 我的任务; a user holding it may be offered as a team member. */
  myTask: CODE.taskMy,
  /** 团队管理: teams and their members. */
  team: CODE.label,
  /** 数据标注: a dataset owner's own boxes on a version, without a task. */
  annotate: CODE.dataLabel,
} as const;
