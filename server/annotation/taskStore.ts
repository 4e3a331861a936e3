import type { Db } from "../lib/db";
import {
  allowedOperations,
  settleDeadline,
  TASK_STATUSES,
  type TaskOperation,
  type TaskState,
} from "../../src/machines/annotationTask.machine";
import { leaderOperationsWithShares, settleWithShares } from "../../src/machines/annotationTaskShares";
import { refuse } from "../lib/refusal";
import { TASK_TEXT } from "../../src/contracts/annotation";
import type { TaskRow } from "./taskRow";
import { taskView } from "./taskView";

export type { TaskRow };

export type Role = "leader" | "member";
/** The roles a user holds on a task: a leader may also be an assigned member. */
export type Roles = { leader: boolean; member: boolean };

export const stateOf = (row: TaskRow): TaskState => ({
  status: row.status,
  deadline: row.deadline,
  resumeStatus: row.resume_status,
  score: row.score,
});

/**
 * Tasks and sub-tasks (one table; a sub-task has `parent_id`). Every read settles the deadline first
 * (`settleDeadline`): an overdue active task is stored as UNFINISH before anyone sees it. A task with
 * shares never settles on its own deadline: it is derived from its settled shares (`settleWithShares`).
 */
export class TaskStore {
  constructor(
    readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The stored task with its deadline settled (and persisted when it moved to UNFINISH); 404 when missing. */
  task(id: number): TaskRow {
    const row = this.db.prepare("SELECT * FROM annotation_tasks WHERE id = ?").get(id) as TaskRow | undefined;
    if (!row) return refuse(404, TASK_TEXT.notFound);
    return this.settle(row);
  }

  main(id: number): TaskRow {
    const row = this.task(id);
    if (row.parent_id !== null) refuse(404, TASK_TEXT.notFound);
    return row;
  }

  sub(id: number): TaskRow {
    const row = this.db
      .prepare("SELECT * FROM annotation_tasks WHERE id = ? AND parent_id IS NOT NULL")
      .get(id) as TaskRow | undefined;
    if (!row) return refuse(404, TASK_TEXT.subNotFound);
    return this.settle(row);
  }

  settle(row: TaskRow): TaskRow {
    const shares = row.parent_id === null ? this.subTasks(row.id) : [];
    const settled = shares.length
      ? settleWithShares(stateOf(row), shares.map(stateOf), this.now()).task
      : settleDeadline(stateOf(row), this.now());
    const before = stateOf(row);
    if (
      settled.status === before.status &&
      settled.deadline === before.deadline &&
      settled.resumeStatus === before.resumeStatus
    )
      return row;
    this.store(row.id, settled);
    return {
      ...row,
      status: settled.status,
      deadline: settled.deadline,
      resume_status: settled.resumeStatus,
    };
  }

  /** Settles every listed row (a page shows true statuses). */
  settleAll(rows: TaskRow[]): TaskRow[] {
    return rows.map((row) => this.settle(row));
  }

  store(id: number, state: TaskState): void {
    this.db
      .prepare(
        "UPDATE annotation_tasks SET status = ?, deadline = ?, resume_status = ?, score = ? WHERE id = ?",
      )
      .run(state.status, state.deadline, state.resumeStatus, state.score, id);
  }

  roles(task: TaskRow, userId: number): Roles {
    const leader = task.user_id === userId;
    const member =
      task.parent_id !== null
        ? task.member_user_id === userId
        : this.db
            .prepare("SELECT 1 FROM task_assignments WHERE task_id = ? AND user_id = ?")
            .get(task.id, userId) !== undefined;
    return { leader, member };
  }

  /** "leader", "member", or null for a user who is neither (a leader who is also a member counts as leader). */
  roleOf(task: TaskRow, userId: number): Role | null {
    const roles = this.roles(task, userId);
    return roles.leader ? "leader" : roles.member ? "member" : null;
  }

  /** The operations this user may ask for now (by the machine, for the roles held). */
  allowedFor(task: TaskRow, userId: number): TaskOperation[] {
    const roles = this.roles(task, userId);
    const shares = task.parent_id === null ? this.subTasks(task.id) : [];
    if (shares.length) {
      // A task with shares: the leader's own and share-wide steps, a member's their own share's steps.
      const own = shares.find((share) => share.member_user_id === userId);
      const leader = roles.leader ? leaderOperationsWithShares(stateOf(task), shares.map(stateOf)) : [];
      const member = own ? allowedOperations(stateOf(own), "member") : [];
      return [...leader, ...member];
    }
    if (roles.leader && roles.member) return allowedOperations(stateOf(task));
    if (roles.leader) return allowedOperations(stateOf(task), "leader");
    if (roles.member) return allowedOperations(stateOf(task), "member");
    return [];
  }

  /** The item ids a task covers: the version's items; a sub-task's share from its offset. */
  itemIds(task: TaskRow): number[] {
    const ids = (
      this.db
        .prepare("SELECT id FROM dataset_items WHERE version_id = ? ORDER BY id")
        .all(task.version_id) as {
        id: number;
      }[]
    ).map((row) => row.id);
    if (task.parent_id === null) return ids;
    const start = task.item_offset ?? 0;
    return ids.slice(start, start + (task.assign_num ?? 0));
  }

  members(task: TaskRow) {
    if (task.parent_id !== null) {
      if (task.member_user_id === null) return [];
      const user = this.db
        .prepare("SELECT user_name, display_name FROM users WHERE id = ?")
        .get(task.member_user_id) as { user_name: string; display_name: string } | undefined;
      return [
        {
          memberId: task.member_id,
          userId: task.member_user_id,
          userName: user?.user_name ?? "",
          displayName: user?.display_name ?? "",
          assignNum: task.assign_num ?? 0,
        },
      ];
    }
    const rows = this.db
      .prepare(
        `SELECT a.member_id, a.user_id, a.assign_num, u.user_name, u.display_name FROM task_assignments a
         JOIN users u ON u.id = a.user_id WHERE a.task_id = ? ORDER BY a.item_offset`,
      )
      .all(task.id) as {
      member_id: number;
      user_id: number;
      assign_num: number;
      user_name: string;
      display_name: string;
    }[];
    return rows.map((row) => ({
      memberId: row.member_id,
      userId: row.user_id,
      userName: row.user_name,
      displayName: row.display_name,
      assignNum: row.assign_num,
    }));
  }

  /**
   * The task ids whose boxes, reviews and flags count for a task: a task and its shares (boxes are saved on the
   * member's share), or a share and its parent (boxes saved on the task before shares had their own).
   */
  familyIds(task: TaskRow): number[] {
    if (task.parent_id !== null) return [task.id, task.parent_id];
    const subs = this.db.prepare("SELECT id FROM annotation_tasks WHERE parent_id = ?").all(task.id) as {
      id: number;
    }[];
    return [task.id, ...subs.map((row) => row.id)];
  }

  /** The member's share of a task (null when the user has none). */
  shareOf(task: TaskRow, userId: number): TaskRow | null {
    const row = this.db
      .prepare("SELECT id FROM annotation_tasks WHERE parent_id = ? AND member_user_id = ?")
      .get(task.id, userId) as { id: number } | undefined;
    return row ? this.sub(row.id) : null;
  }

  /** The share of a task holding an item (the task itself when it has no shares or is a share). */
  shareHolding(task: TaskRow, itemId: number): TaskRow {
    if (task.parent_id !== null) return task;
    return this.subTasks(task.id).find((share) => this.itemIds(share).includes(itemId)) ?? task;
  }

  /** Stores the task as derived from its shares (annotationTaskShares: THE RULE, THE DEADLINE); no-op without shares. */
  refreshFromShares(taskId: number): void {
    this.main(taskId);
  }

  /** Items of the task with at least one box saved in it. */
  annotatedCount(task: TaskRow, itemIds = this.itemIds(task)): number {
    if (!itemIds.length) return 0;
    const ids = this.familyIds(task);
    const inIds = ids.map(() => "?").join(",");
    const rows = this.db
      .prepare(`SELECT DISTINCT item_id FROM annotations WHERE task_id IN (${inIds})`)
      .all(...ids) as { item_id: number }[];
    const annotated = new Set(rows.map((row) => row.item_id));
    return itemIds.filter((id) => annotated.has(id)).length;
  }

  /** A task as the screens read it (taskView.ts). */
  view(task: TaskRow, userId: number) {
    return taskView(this, task, userId);
  }

  create(fields: {
    userId: number;
    name: string;
    description: string;
    datasetId: number;
    versionId: number;
    labelGroupId: number;
    teamId: number | null;
  }): TaskRow {
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO annotation_tasks (user_id, name, description, dataset_id, version_id, label_group_id, team_id,
             status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'UNISSUE', ?)`,
        )
        .run(
          fields.userId,
          fields.name,
          fields.description,
          fields.datasetId,
          fields.versionId,
          fields.labelGroupId,
          fields.teamId,
          this.now(),
        ).lastInsertRowid,
    );
    return this.task(id);
  }

  /**
   * Stores the assignment and creates one sub-task per member: ready to start (UNANNOTATION, the task's
   * deadline), its share of items in order.
   */
  assign(
    task: TaskRow,
    teamId: number,
    shares: { memberId: number; userId: number; assignNum: number }[],
  ): void {
    this.db.prepare("DELETE FROM task_assignments WHERE task_id = ?").run(task.id);
    this.db.prepare("DELETE FROM annotation_tasks WHERE parent_id = ?").run(task.id);
    this.db.prepare("UPDATE annotation_tasks SET team_id = ? WHERE id = ?").run(teamId, task.id);
    let offset = 0;
    for (const share of shares) {
      this.db
        .prepare(
          "INSERT INTO task_assignments (task_id, member_id, user_id, assign_num, item_offset) VALUES (?, ?, ?, ?, ?)",
        )
        .run(task.id, share.memberId, share.userId, share.assignNum, offset);
      this.db
        .prepare(
          `INSERT INTO annotation_tasks (parent_id, user_id, name, description, dataset_id, version_id, label_group_id,
             team_id, status, deadline, member_user_id, member_id, assign_num, item_offset, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'UNANNOTATION', ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          task.id,
          task.user_id,
          task.name,
          task.description,
          task.dataset_id,
          task.version_id,
          task.label_group_id,
          teamId,
          task.deadline,
          share.userId,
          share.memberId,
          share.assignNum,
          offset,
          this.now(),
        );
      offset += share.assignNum;
    }
  }

  /** Tasks by scope: lead (created by the user), mine (assigned to the user), all (either). Main tasks only. */
  scopeWhere(scope: string, userId: number): { where: string; args: unknown[] } {
    const mine =
      "EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = annotation_tasks.id AND a.user_id = ?)";
    if (scope === "mine") return { where: `parent_id IS NULL AND ${mine}`, args: [userId] };
    if (scope === "all")
      return { where: `parent_id IS NULL AND (user_id = ? OR ${mine})`, args: [userId, userId] };
    return { where: "parent_id IS NULL AND user_id = ?", args: [userId] };
  }

  rows(where: string, args: unknown[]): TaskRow[] {
    return this.settleAll(
      this.db
        .prepare(`SELECT * FROM annotation_tasks WHERE ${where} ORDER BY created_at DESC, id DESC`)
        .all(...args) as TaskRow[],
    );
  }

  subTasks(parentId: number): TaskRow[] {
    return this.settleAll(
      this.db
        .prepare("SELECT * FROM annotation_tasks WHERE parent_id = ? ORDER BY item_offset, id")
        .all(parentId) as TaskRow[],
    );
  }

  static statuses = TASK_STATUSES;
}
