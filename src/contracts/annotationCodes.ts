/**
 * 团队任务管理 and 数据标注's permission codes (ai-domain §6), kept in a module without TypeBox: the
 * annotation plugin's manifest reads them, and so does server/annotation (the routes' `access`).
 */
export const ANNOTATION_CODES = {
  /** The 数据管理 menu every team-task page sits under. */
  dataManage: "dataManage",
  /** 团队任务管理: every task call and page. */
  task: "taskM",
  /** 任务概览. */
  overview: "task-ill",
  /** 我的任务; a user holding it may be offered as a team member. */
  myTask: "task-my",
  /** 团队管理: teams and their members. */
  team: "label",
  /** 数据标注: a dataset owner's own boxes on a version, without a task. */
  annotate: "data-label",
} as const;
