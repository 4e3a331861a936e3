import type { Db } from "../lib/db";
import type { BoxCount, OwnBox } from "../../src/contracts/annotationShapes";
import type { OwnBoxKey } from "../../src/contracts/annotationBodies";
import type { BoxFields } from "./boxCheck";

interface OwnBoxRow {
  id: number;
  version_id: number;
  item_id: number;
  label_group_id: number;
  label_id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  labelName: string;
  color: string;
}

/** The boxes a dataset's owner draws on a version without a task (table `version_annotations`). */
export class VersionAnnotationStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The item's boxes of the label group, in the order they were saved. */
  boxes(key: OwnBoxKey): OwnBox[] {
    const rows = this.db
      .prepare(
        `SELECT a.*, l.name AS labelName, l.color AS color FROM version_annotations a
         JOIN labels l ON l.id = a.label_id
         WHERE a.version_id = ? AND a.item_id = ? AND a.label_group_id = ? ORDER BY a.id`,
      )
      .all(key.versionId, key.itemId, key.labelGroupId) as OwnBoxRow[];
    return rows.map((row) => ({
      id: row.id,
      versionId: row.version_id,
      itemId: row.item_id,
      labelGroupId: row.label_group_id,
      labelId: row.label_id,
      labelName: row.labelName,
      color: row.color,
      x: row.x,
      y: row.y,
      width: row.width,
      height: row.height,
    }));
  }

  /** Replaces the item's boxes of the label group with `boxes` (checked by the caller). */
  replace(key: OwnBoxKey, boxes: readonly BoxFields[], userId: number): void {
    const savedAt = this.now();
    this.db.transaction(() => {
      this.clear(key);
      const insert = this.db.prepare(
        `INSERT INTO version_annotations
           (version_id, item_id, label_group_id, label_id, x, y, width, height, user_id, saved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const box of boxes)
        insert.run(
          key.versionId,
          key.itemId,
          key.labelGroupId,
          box.labelId,
          box.x,
          box.y,
          box.width,
          box.height,
          userId,
          savedAt,
        );
    })();
  }

  clear(key: OwnBoxKey): void {
    this.db
      .prepare("DELETE FROM version_annotations WHERE version_id = ? AND item_id = ? AND label_group_id = ?")
      .run(key.versionId, key.itemId, key.labelGroupId);
  }

  /** One box by id (its version, to check the dataset's owner), or undefined. */
  box(id: number): { id: number; version_id: number } | undefined {
    return this.db.prepare("SELECT id, version_id FROM version_annotations WHERE id = ?").get(id) as
      { id: number; version_id: number } | undefined;
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM version_annotations WHERE id = ?").run(id);
  }

  /** Every item of the version with its count of boxes of the label group, in the items' order. */
  counts(versionId: number, labelGroupId: number): BoxCount[] {
    return this.db
      .prepare(
        `SELECT i.id AS itemId, COUNT(a.id) AS count FROM dataset_items i
         LEFT JOIN version_annotations a ON a.item_id = i.id AND a.label_group_id = ?
         WHERE i.version_id = ? GROUP BY i.id ORDER BY i.id`,
      )
      .all(labelGroupId, versionId) as BoxCount[];
  }
}
