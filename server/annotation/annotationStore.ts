import type { Db } from "../lib/db";

/** A saved box with its label's name and colour, as the annotation page shows it. */
export interface BoxView {
  id: number;
  taskId: number;
  itemId: number;
  labelId: number;
  labelName: string;
  color: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface NewBox {
  labelId: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface BoxRow {
  id: number;
  task_id: number;
  item_id: number;
  label_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  labelName: string;
  color: string;
}

/** `task_id IN (?, …)` for the ids of a task's family (its shares, or a share's parent). */
export const inTasks = (ids: readonly number[]): string => `task_id IN (${ids.map(() => "?").join(",")})`;

/** The boxes of the annotation page (`annotations`): one member's boxes of one item of a task or share. */
export class AnnotationStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Members other than `userId` who saved boxes on the item in this task. */
  otherOwners(taskId: number, itemId: number, userId: number): number[] {
    return (
      this.db
        .prepare(
          "SELECT DISTINCT user_id FROM annotations WHERE task_id = ? AND item_id = ? AND user_id != ?",
        )
        .all(taskId, itemId, userId) as { user_id: number }[]
    ).map((row) => row.user_id);
  }

  /** The item's boxes in any of the tasks `familyIds`, oldest first. */
  boxes(familyIds: readonly number[], itemId: number): BoxView[] {
    return (
      this.db
        .prepare(
          `SELECT a.*, l.name AS labelName, l.color AS color FROM annotations a JOIN labels l ON l.id = a.label_id
           WHERE a.${inTasks(familyIds)} AND a.item_id = ? ORDER BY a.id`,
        )
        .all(...familyIds, itemId) as BoxRow[]
    ).map((row) => ({
      id: row.id,
      taskId: row.task_id,
      itemId: row.item_id,
      labelId: row.label_id,
      labelName: row.labelName,
      color: row.color,
      x: row.x,
      y: row.y,
      width: row.width,
      height: row.height,
    }));
  }

  /** Replaces the item's boxes in the task with `boxes`, saved by `userId` now: one transaction. */
  replace(taskId: number, itemId: number, userId: number, boxes: readonly NewBox[]): void {
    this.db.transaction(() => {
      this.clear(taskId, itemId);
      const insert = this.db.prepare(
        `INSERT INTO annotations (task_id, item_id, label_id, x, y, width, height, user_id, saved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const box of boxes)
        insert.run(taskId, itemId, box.labelId, box.x, box.y, box.width, box.height, userId, this.now());
    })();
  }

  /** Removes every box of the item in the task. */
  clear(taskId: number, itemId: number): void {
    this.db.prepare("DELETE FROM annotations WHERE task_id = ? AND item_id = ?").run(taskId, itemId);
  }

  /** Where one box is saved, or null when there is no such box. */
  placeOf(id: number): { taskId: number; itemId: number } | null {
    const row = this.db.prepare("SELECT task_id, item_id FROM annotations WHERE id = ?").get(id) as
      { task_id: number; item_id: number } | undefined;
    return row ? { taskId: row.task_id, itemId: row.item_id } : null;
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM annotations WHERE id = ?").run(id);
  }

  /** How many boxes each item holds in the tasks `familyIds` (items without boxes are absent). */
  countsByItem(familyIds: readonly number[]): Map<number, number> {
    const rows = this.db
      .prepare(
        `SELECT item_id, COUNT(*) AS count FROM annotations WHERE ${inTasks(familyIds)} GROUP BY item_id`,
      )
      .all(...familyIds) as { item_id: number; count: number }[];
    return new Map(rows.map((row) => [row.item_id, row.count]));
  }

  /** The items holding at least one box in the task. */
  annotatedItems(taskId: number): number[] {
    return (
      this.db.prepare("SELECT DISTINCT item_id FROM annotations WHERE task_id = ?").all(taskId) as {
        item_id: number;
      }[]
    ).map((row) => row.item_id);
  }
}
