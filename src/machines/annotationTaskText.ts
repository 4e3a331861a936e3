import type { TaskStatus } from "./annotationTask.machine";

/** The Chinese text of each annotation task status (server messages and screens share it). */
export const TASK_STATUS_TEXT: Record<TaskStatus, string> = {
  UNISSUE: "待下发",
  UNASSIGNED: "待分配",
  UNANNOTATION: "待标注",
  INPROGRESS: "标注中",
  UNCOMMIT: "待提交",
  UNREVIEW: "待审核",
  REVIEW_REJECT: "审核驳回",
  REVIEW_ACCEPTED: "审核通过",
  UNCORRECT: "待修正",
  UNACCEPTED: "待验收",
  ACCEPTED_REJECT: "验收驳回",
  ACCEPTED: "已验收",
  UNFINISH: "未完成",
  FINISHED: "已完成",
  CANCEL: "已撤销",
};
