import type { TaskRow, TaskStore } from "./taskStore";

/** `annotation_tasks` rows the user is assigned to (a `task_assignments` row names them). */
const ASSIGNED =
  "EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = annotation_tasks.id AND a.user_id = ?)";

/** The lists of tasks and shares the team, score and share pages read, newest first, deadlines settled. */
export class TaskLists {
  constructor(private readonly tasks: TaskStore) {}

  /** The team's main tasks the user may open: all of them for its leader, the assigned ones for a member. */
  teamTasks(teamId: number, userId: number): TaskRow[] {
    return this.tasks.rows(`parent_id IS NULL AND team_id = ? AND (user_id = ? OR ${ASSIGNED})`, [
      teamId,
      userId,
      userId,
    ]);
  }

  /** The main tasks the user leads and the shares they work on (the score list). */
  ledOrWorked(userId: number): TaskRow[] {
    return this.tasks.rows(
      "(parent_id IS NULL AND user_id = ?) OR (parent_id IS NOT NULL AND member_user_id = ?)",
      [userId, userId],
    );
  }

  /**
   * Shares: the user's own (`own`) or those of the tasks the user leads; only those of task `parentId`
   * when given.
   */
  shares(userId: number, own: boolean, parentId?: number): TaskRow[] {
    const where = own
      ? "parent_id IS NOT NULL AND member_user_id = ?"
      : "parent_id IS NOT NULL AND parent_id IN (SELECT id FROM annotation_tasks WHERE parent_id IS NULL AND user_id = ?)";
    const args: unknown[] = [userId];
    const filter = parentId ? " AND parent_id = ?" : "";
    if (parentId) args.push(parentId);
    return this.tasks.rows(where + filter, args);
  }
}
