import {
  applyTaskEvent,
  OPERATION_ROLE,
  TASK_OPERATIONS,
  type TaskEvent,
  type TaskOperation,
  type TaskState,
  type TaskStatus,
} from "./annotationTask.machine";

/**
 * A task with shares (issue 19). Each member's share (sub-task) runs LIFECYCLE_TABLE on its own; the task's
 * status is derived from its shares by the one rule below, written here beside the table. Pure.
 *
 * THE RULE (first match wins; cancelled shares are left out unless every share is cancelled):
 *   1. every share in the same status            → the task has that status;
 *   2. some share UNFINISH (its deadline passed)  → UNFINISH;
 *   3. every share committed for review or beyond (待审核, 审核通过, 待验收, 已验收, 已完成)
 *                                                → the least advanced of them (under review while any share
 *                                                  waits for review; accepted only when every share is);
 *   4. otherwise (some share is still being annotated, submitted, sent back or corrected, or not yet started
 *      while another is)                          → INPROGRESS (标注中).
 *
 * Task-level operations: a member's step on the task is their own share's step. A leader's step on the task
 * (review, send back, hand over, accept, finish, cancel, re-activate) goes to every open share and is allowed
 * only when every open share allows it; the server answers 409 naming the first share that does not.
 * ACTIVATE from 待下发, ASSIGN and SCORE are the task's own (its own machine, on the derived status).
 */

/** Review and beyond, in order: the task is the least advanced of these when every share is among them. */
export const COMMITTED_ORDER = [
  "UNREVIEW",
  "REVIEW_ACCEPTED",
  "UNACCEPTED",
  "ACCEPTED",
  "FINISHED",
] as const satisfies readonly TaskStatus[];

const committedRank = (status: TaskStatus) => (COMMITTED_ORDER as readonly TaskStatus[]).indexOf(status);

/** The task's status from its shares' statuses (THE RULE above); null without shares. */
export function deriveTaskStatus(shares: readonly TaskStatus[]): TaskStatus | null {
  if (!shares.length) return null;
  const live: readonly TaskStatus[] = shares.every((status) => status === "CANCEL")
    ? shares
    : shares.filter((status) => status !== "CANCEL");
  const first = live[0]!;
  if (live.every((status): boolean => status === first)) return first;
  if (live.includes("UNFINISH")) return "UNFINISH";
  const ranks = live.map(committedRank);
  if (ranks.every((rank) => rank >= 0)) return COMMITTED_ORDER[Math.min(...ranks)]!;
  return "INPROGRESS";
}

/** The task's own operations even when it has shares. */
const OWN_OPERATIONS: readonly TaskOperation[] = ["ASSIGN", "SCORE"];

/** A share is open while it can still change (not 已完成 or 已撤销). */
export const isOpenShare = (share: TaskState) => share.status !== "FINISHED" && share.status !== "CANCEL";

/** A representative event, to ask the machine whether an operation exists in a state. */
export function probeEvent(operation: TaskOperation): TaskEvent {
  if (operation === "ACTIVATE") return { type: "ACTIVATE", deadline: Number.MAX_SAFE_INTEGER, now: 0 };
  if (operation === "SCORE") return { type: "SCORE", score: 0 };
  return { type: operation } as TaskEvent;
}

/** Whether `operation` goes to the shares (a leader's share-wide step) rather than the task's own machine. */
export function goesToShares(task: TaskState, operation: TaskOperation): boolean {
  if (OWN_OPERATIONS.includes(operation)) return false;
  if (operation === "ACTIVATE") return task.status !== "UNISSUE";
  return true;
}

/** The index of the first open share that does not allow `event`, or -1 when every open share does (and one exists). */
export function blockingShare(shares: readonly TaskState[], event: TaskEvent): number {
  const open = shares.filter(isOpenShare);
  if (!open.length) return shares.length ? 0 : -1;
  return shares.findIndex((share) => isOpenShare(share) && applyTaskEvent(share, event) === null);
}

/** The leader's operations on a task with shares: its own (by its machine) and the share-wide ones every open share allows. */
export function leaderOperationsWithShares(task: TaskState, shares: readonly TaskState[]): TaskOperation[] {
  return TASK_OPERATIONS.filter((operation) => {
    if (OPERATION_ROLE[operation] !== "leader") return false;
    const event = probeEvent(operation);
    if (!goesToShares(task, operation)) return applyTaskEvent(task, event) !== null;
    return shares.some(isOpenShare) && blockingShare(shares, event) === -1;
  });
}
