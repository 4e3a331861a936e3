import type { Db } from "../lib/db";

/** Statuses after which a task no longer holds its dataset, labels or team. */
export const FINAL_SQL = "('FINISHED', 'CANCEL')";

/** Does an unfinished task (or sub-task) use this dataset, version, label group or team? */
export function usedByOpenTask(
  db: Db,
  column: "dataset_id" | "version_id" | "label_group_id" | "team_id",
  id: number,
): boolean {
  const row = db
    .prepare(`SELECT 1 FROM annotation_tasks WHERE ${column} = ? AND status NOT IN ${FINAL_SQL} LIMIT 1`)
    .get(id);
  return row !== undefined;
}

/** Is the user the leader or an assigned member of any task (or sub-task) on this version / label group? */
export function worksOn(
  db: Db,
  userId: number,
  column: "version_id" | "label_group_id",
  id: number,
): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM annotation_tasks t WHERE t.${column} = ? AND (t.user_id = ? OR t.member_user_id = ?
         OR EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = t.id AND a.user_id = ?)) LIMIT 1`,
    )
    .get(id, userId, userId, userId);
  return row !== undefined;
}
