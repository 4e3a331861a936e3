import type { TaskOperation, TaskStatus } from "../../machines/annotationTask.machine";
import { TASK_STATUS_TEXT } from "../../machines/annotationTaskText";
import { annotationTaskText, type TaskMessageKey } from "./taskMessages";

/**
 * The task page's buttons, derived from the operations the machine allows (the server's
 * `allowedOperations` for the asking user). The review and acceptance outcomes are not buttons:
 * 审核 opens the review view, 抽样验收 the sample acceptance view.
 */
export type ButtonId =
  Exclude<TaskOperation, "REVIEW_PASS" | "REVIEW_FAIL" | "ACCEPT_PASS" | "ACCEPT_FAIL"> | "REVIEW" | "ACCEPT";

const VIEW_OF: Partial<Record<TaskOperation, ButtonId>> = {
  REVIEW_PASS: "REVIEW",
  REVIEW_FAIL: "REVIEW",
  ACCEPT_PASS: "ACCEPT",
  ACCEPT_FAIL: "ACCEPT",
};

/** One button per allowed operation, in the machine's order; the review and acceptance pairs as one each. */
export function operationButtons(allowed: readonly TaskOperation[]): ButtonId[] {
  const buttons: ButtonId[] = [];
  for (const operation of allowed) {
    const id = VIEW_OF[operation] ?? (operation as ButtonId);
    if (!buttons.includes(id)) buttons.push(id);
  }
  return buttons;
}

export const buttonLabel = (id: ButtonId) => annotationTaskText(`op.${id}` as TaskMessageKey);

export const statusText = (status: TaskStatus) => TASK_STATUS_TEXT[status] ?? status;

/** Boxes may change while this user may submit them (the server's rule: SUBMIT or SUBMIT_CORRECTION offered). */
export const canEditBoxes = (allowed: readonly TaskOperation[]) =>
  allowed.includes("SUBMIT") || allowed.includes("SUBMIT_CORRECTION");

/** The leader may review now (REVIEW_PASS / REVIEW_FAIL offered) or accept a sample (ACCEPT_*). */
export const canReview = (allowed: readonly TaskOperation[]) =>
  allowed.includes("REVIEW_PASS") || allowed.includes("REVIEW_FAIL");
export const canAccept = (allowed: readonly TaskOperation[]) =>
  allowed.includes("ACCEPT_PASS") || allowed.includes("ACCEPT_FAIL");
