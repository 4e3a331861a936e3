import {
  applyTaskEvent,
  OPERATION_ROLE,
  type TaskEvent,
  type TaskOperation,
  type TaskState,
} from "../../src/machines/annotationTask.machine";
import { goesToShares, reachesShare } from "../../src/machines/annotationTaskShares";
import { refuse } from "../lib/refusal";
import { TASK_TEXT } from "../../src/contracts/annotation";
import { stateOf, type TaskRow, type TaskStore } from "./taskStore";

export interface Step {
  row: TaskRow;
  event: TaskEvent;
  next: TaskState;
}

/** A share's title: the task's name and its member's name (as the screens show it). */
export function shareTitle(tasks: TaskStore, share: TaskRow): string {
  const member = tasks.members(share)[0];
  return member ? `${share.name}（${member.displayName || member.userName}）` : share.name;
}

/**
 * The rows an operation changes and their next states (annotationTaskShares: a member's step on a task with
 * shares is their own share's step; a leader's share-wide step goes to every open share, re-activation to the
 * unfinished ones, and needs every one of them to allow it). 403 without the role, 409 with the refusing
 * row's status (and the share's title). The task itself follows its shares (TaskStore.settle).
 */
export function planOperation(
  tasks: TaskStore,
  task: TaskRow,
  userId: number,
  event: (row: TaskRow) => TaskEvent,
): Step[] {
  const probe = event(task);
  const role = OPERATION_ROLE[probe.type as TaskOperation];
  const roles = tasks.roles(task, userId);
  if (!roles[role]) refuse(403, TASK_TEXT.forbidden);
  const shares = task.parent_id === null ? tasks.subTasks(task.id) : [];
  const step = (row: TaskRow, title?: string): Step => {
    const chosen = event(row);
    const next = applyTaskEvent(stateOf(row), chosen);
    if (!next)
      return refuse(409, title ? TASK_TEXT.shareRefused(title, row.status) : TASK_TEXT.refused(row.status));
    return { row, event: chosen, next };
  };
  if (!shares.length) return [step(task)];
  if (role === "member") {
    const own = tasks.shareOf(task, userId) ?? refuse(403, TASK_TEXT.noShare);
    return [step(own)];
  }
  const operation = probe.type as TaskOperation;
  if (!goesToShares(stateOf(task), operation)) return [step(task)];
  const targets = shares.filter((share) => reachesShare(operation, stateOf(share)));
  if (!targets.length) return [step(task)];
  return targets.map((share) => step(share, shareTitle(tasks, share)));
}
