import { applyTaskEvent, type TaskEvent } from "../../src/machines/annotationTask.machine";
import { refuse } from "../lib/refusal";
import { DATASET_TEXT } from "../platform/datasetStore";
import { TASK_TEXT } from "../../src/contracts/annotation";
import { stateOf, type Role, type TaskRow, type TaskStore } from "./taskStore";

/**
 * Checks shared by the annotation and review calls: a task or sub-task (taskId may name either), the
 * caller's role, an item of that task, and whether the machine offers an event in the task's status.
 */
export class WorkAccess {
  constructor(readonly tasks: TaskStore) {}

  /** The task (deadline settled) when the user holds `role` on it (any role when omitted): 404 / 403. */
  task(taskId: number, userId: number, role?: Role): TaskRow {
    const task = this.tasks.task(taskId);
    const roles = this.tasks.roles(task, userId);
    const ok = role ? roles[role] : roles.leader || roles.member;
    if (!ok) refuse(403, TASK_TEXT.forbidden);
    return task;
  }

  /** The item id when it belongs to the task (a sub-task: its share); 404 otherwise. */
  item(task: TaskRow, itemId: number): number {
    if (!this.tasks.itemIds(task).includes(itemId)) refuse(404, DATASET_TEXT.itemNotFound);
    return itemId;
  }

  /**
   * Where an item's boxes live: the share holding it (a task with shares), else the task. With `userId`, the
   * share must be that member's own (403 otherwise): one member never changes another's share.
   */
  work(task: TaskRow, itemId: number, userId?: number): TaskRow {
    const work = this.tasks.shareHolding(task, this.item(task, itemId));
    if (userId !== undefined && work.parent_id !== null && work.member_user_id !== userId)
      refuse(403, TASK_TEXT.othersBoxes);
    return work;
  }

  /** 409 with the status text unless the machine accepts one of `events` in the task's status now. */
  offers(task: TaskRow, ...events: TaskEvent[]): void {
    if (!events.some((event) => applyTaskEvent(stateOf(task), event)))
      refuse(409, TASK_TEXT.refused(task.status));
  }

  /** Boxes may change while the member can submit them: INPROGRESS (SUBMIT) or UNCORRECT (SUBMIT_CORRECTION). */
  editable(task: TaskRow): void {
    this.offers(task, { type: "SUBMIT" }, { type: "SUBMIT_CORRECTION" });
  }
}
