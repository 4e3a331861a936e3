import type { Db } from "../lib/db";
import { formatTime } from "../lib/time";
import { inTasks } from "./annotationStore";

/** Sample row status: 0 not judged yet, 1 passed, 2 failed. */
import { SAMPLE_STATUS } from "../../src/contracts/annotation";

export { SAMPLE_STATUS };

/** One stored verdict on an item, as the review history shows it (newest first). */
export interface VerdictView {
  type: string;
  result: number;
  remark: string;
  annotationIds: number[];
  reviewer: string;
  createTime: string;
}

/** One drawn acceptance sample. */
export interface SampleView {
  sampleId: number;
  itemId: number;
  status: number;
  fileName: string;
}

/**
 * Review results (`annotation_reviews`), correction flags (`correction_flags`) and the acceptance sample
 * (`task_samples`) of annotation tasks. Callers wrap several writes in one `transaction`.
 */
export class ReviewStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Runs `work` in one transaction. */
  transaction(work: () => void): void {
    this.db.transaction(work)();
  }

  /** Flags the items for correction in the task (a flag already there is renewed). */
  flag(taskId: number, itemIds: readonly number[]): void {
    const insert = this.db.prepare(
      "INSERT INTO correction_flags (task_id, item_id, flagged_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET flagged_at = excluded.flagged_at",
    );
    for (const itemId of itemIds) insert.run(taskId, itemId, this.now());
  }

  /** Clears the correction flags of the items in the task. */
  unflag(taskId: number, itemIds: readonly number[]): void {
    const remove = this.db.prepare("DELETE FROM correction_flags WHERE task_id = ? AND item_id = ?");
    for (const itemId of itemIds) remove.run(taskId, itemId);
  }

  /** Drops every correction flag of the task. */
  unflagAll(taskId: number): void {
    this.db.prepare("DELETE FROM correction_flags WHERE task_id = ?").run(taskId);
  }

  /** Stores the verdicts by `reviewerId` now. */
  addVerdicts(
    taskId: number,
    reviewerId: number,
    type: "review" | "accept",
    entries: readonly { itemId: number; result: 0 | 1; remark: string; annotationIds: number[] }[],
  ): void {
    const insert = this.db.prepare(
      `INSERT INTO annotation_reviews (task_id, item_id, type, result, remark, annotation_ids, reviewer_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const entry of entries)
      insert.run(
        taskId,
        entry.itemId,
        type,
        entry.result,
        entry.remark,
        JSON.stringify(entry.annotationIds),
        reviewerId,
        this.now(),
      );
  }

  /** The items reviewed (type review) in any of the tasks `familyIds`. */
  reviewedItems(familyIds: readonly number[]): Set<number> {
    const rows = this.db
      .prepare(
        `SELECT DISTINCT item_id FROM annotation_reviews WHERE ${inTasks(familyIds)} AND type = 'review'`,
      )
      .all(...familyIds) as { item_id: number }[];
    return new Set(rows.map((row) => row.item_id));
  }

  /** The items flagged for correction in any of the tasks `familyIds`. */
  flaggedItems(familyIds: readonly number[]): Set<number> {
    const rows = this.db
      .prepare(`SELECT item_id FROM correction_flags WHERE ${inTasks(familyIds)}`)
      .all(...familyIds) as { item_id: number }[];
    return new Set(rows.map((row) => row.item_id));
  }

  /** The verdicts on an item in any of the tasks `familyIds`, newest first. */
  verdicts(familyIds: readonly number[], itemId: number): VerdictView[] {
    const rows = this.db
      .prepare(
        `SELECT r.type, r.result, r.remark, r.annotation_ids, r.created_at, u.display_name AS reviewer
         FROM annotation_reviews r LEFT JOIN users u ON u.id = r.reviewer_id
         WHERE r.${inTasks(familyIds)} AND r.item_id = ? ORDER BY r.created_at DESC, r.id DESC`,
      )
      .all(...familyIds, itemId) as {
      type: string;
      result: number;
      remark: string;
      annotation_ids: string;
      created_at: number;
      reviewer: string | null;
    }[];
    return rows.map((row) => ({
      type: row.type,
      result: row.result,
      remark: row.remark,
      annotationIds: JSON.parse(row.annotation_ids) as number[],
      reviewer: row.reviewer ?? "",
      createTime: formatTime(row.created_at),
    }));
  }

  /** The drawn sample rows of the task (no order). */
  sampleRows(taskId: number): { id: number; itemId: number }[] {
    return (
      this.db.prepare("SELECT id, item_id FROM task_samples WHERE task_id = ?").all(taskId) as {
        id: number;
        item_id: number;
      }[]
    ).map((row) => ({ id: row.id, itemId: row.item_id }));
  }

  /** Marks the sample row of each item passed (result 1) or failed. */
  markSample(taskId: number, results: readonly { itemId: number; result: 0 | 1 }[]): void {
    const mark = this.db.prepare("UPDATE task_samples SET status = ? WHERE task_id = ? AND item_id = ?");
    for (const entry of results)
      mark.run(entry.result ? SAMPLE_STATUS.pass : SAMPLE_STATUS.fail, taskId, entry.itemId);
  }

  /** The drawn sample of the task in drawing order, with the items' file names. */
  sample(taskId: number): SampleView[] {
    return (
      this.db
        .prepare(
          `SELECT s.id, s.item_id, s.status, i.file_name FROM task_samples s JOIN dataset_items i ON i.id = s.item_id
           WHERE s.task_id = ? ORDER BY s.id`,
        )
        .all(taskId) as { id: number; item_id: number; status: number; file_name: string }[]
    ).map((row) => ({ sampleId: row.id, itemId: row.item_id, status: row.status, fileName: row.file_name }));
  }

  /** Replaces the task's sample with the items, none judged yet: one transaction. */
  drawSample(taskId: number, itemIds: readonly number[]): void {
    this.transaction(() => {
      this.db.prepare("DELETE FROM task_samples WHERE task_id = ?").run(taskId);
      const insert = this.db.prepare(
        "INSERT INTO task_samples (task_id, item_id, status, created_at) VALUES (?, ?, 0, ?)",
      );
      for (const itemId of itemIds) insert.run(taskId, itemId, this.now());
    });
  }
}
