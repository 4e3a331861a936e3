import {
  ACTIVE_STATUSES,
  applyTaskEvent,
  OPERATION_ROLE,
  settleDeadline,
  TASK_OPERATIONS,
  type TaskEvent,
  type TaskOperation,
  type TaskState,
  type ActiveStatus,
  type TaskStatus,
} from "./annotationTask.machine";

/**
 * A task with shares (ai-domain §4). Each member's share (sub-task) runs LIFECYCLE_TABLE on its own; the task's
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
 * THE DEADLINE: each share settles on its own deadline (an overdue share becomes UNFINISH); a task with shares
 * never settles on its own: its status is the rule over its settled shares, its deadline the latest of theirs,
 * and while it is UNFINISH the status it returns to is the rule over its shares as they would resume.
 *
 * Task-level operations: a member's step on the task is their own share's step. A leader's step on the task
 * (review, send back, hand over, accept, finish, cancel) goes to every open share and is allowed only when
 * every open share allows it; the server answers 409 naming the first share that does not. Re-activation
 * goes to the unfinished (UNFINISH) shares only: the others keep their status.
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

/** Whether a share-wide `operation` goes to this share: every open share, but re-activation only to unfinished ones. */
export function reachesShare(operation: TaskOperation, share: TaskState): boolean {
  if (!isOpenShare(share)) return false;
  return operation !== "ACTIVATE" || share.status === "UNFINISH";
}

/** The index of the first targeted share that does not allow `event`, or -1 when every one does (and one exists). */
export function blockingShare(shares: readonly TaskState[], event: TaskEvent): number {
  const targeted = (share: TaskState) => reachesShare(event.type as TaskOperation, share);
  if (!shares.some(targeted)) return shares.length ? 0 : -1;
  return shares.findIndex((share) => targeted(share) && applyTaskEvent(share, event) === null);
}

/** The leader's operations on a task with shares: its own (by its machine) and the share-wide ones every open share allows. */
export function leaderOperationsWithShares(task: TaskState, shares: readonly TaskState[]): TaskOperation[] {
  return TASK_OPERATIONS.filter((operation) => {
    if (OPERATION_ROLE[operation] !== "leader") return false;
    const event = probeEvent(operation);
    if (!goesToShares(task, operation)) return applyTaskEvent(task, event) !== null;
    return blockingShare(shares, event) === -1;
  });
}

const isActive = (status: TaskStatus | null): status is ActiveStatus =>
  (ACTIVE_STATUSES as readonly (TaskStatus | null)[]).includes(status);

/**
 * A task with shares at `now` (THE DEADLINE above): the shares settled on their own deadlines and the task
 * derived from them. Without shares the task settles on its own deadline.
 */
export function settleWithShares(
  task: TaskState,
  shares: readonly TaskState[],
  now: number,
): { task: TaskState; shares: TaskState[] } {
  const settled = shares.map((share) => settleDeadline(share, now));
  const status = deriveTaskStatus(settled.map((share) => share.status));
  if (!status) return { task: settleDeadline(task, now), shares: settled };
  const deadlines = settled.map((share) => share.deadline).filter((deadline) => deadline !== null);
  const resumes =
    status === "UNFINISH"
      ? deriveTaskStatus(
          settled.map((share) =>
            share.status === "UNFINISH" ? (share.resumeStatus ?? "UNFINISH") : share.status,
          ),
        )
      : null;
  return {
    task: {
      ...task,
      status,
      deadline: deadlines.length ? Math.max(...deadlines) : task.deadline,
      resumeStatus: isActive(resumes) ? resumes : null,
    },
    shares: settled,
  };
}
