import type { Db } from "../lib/db";
import type { Page, Paging } from "../lib/paging";
import { newestPage } from "./common";
import type { ManagedLabel } from "../../src/contracts/datasetVersions";

export interface GroupRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  created_at: number;
}
export interface LabelRow {
  id: number;
  group_id: number;
  name: string;
  color: string;
  top: number;
  top_seq: number;
  created_at: number;
}

/** Labels in a group's order: pinned first (latest pin on top), then as created. */
const LABEL_ORDER = "ORDER BY top DESC, top_seq DESC, created_at, id";

/** Label groups and their labels (tables label_groups, labels); who may do what is the routes' call. */
export class LabelStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A page of the user's label groups (named like `name` when given), newest first, each by `view`. */
  groupPage<T>(
    userId: number,
    paging: Paging,
    name: string | undefined,
    view: (row: GroupRow) => T,
  ): Page<T> {
    const select = { table: "label_groups", where: "user_id = ?", args: [userId], name };
    return newestPage({ db: this.db, now: this.now }, paging, select, view);
  }

  label(id: number): LabelRow | undefined {
    return this.db.prepare("SELECT * FROM labels WHERE id = ?").get(id) as LabelRow | undefined;
  }

  labels(groupId: number): LabelRow[] {
    return this.db
      .prepare(`SELECT * FROM labels WHERE group_id = ? ${LABEL_ORDER}`)
      .all(groupId) as LabelRow[];
  }

  labelCount(groupId: number): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM labels WHERE group_id = ?").get(groupId) as { n: number }
    ).n;
  }

  /** Each label of the group with its boxes: a task's and a dataset owner's own (数据标注). */
  labelStats(groupId: number) {
    return this.db
      .prepare(
        `SELECT l.id AS labelId, l.name AS labelName, l.color AS color,
                (SELECT COUNT(*) FROM annotations a WHERE a.label_id = l.id)
              + (SELECT COUNT(*) FROM version_annotations v WHERE v.label_id = l.id) AS count
         FROM labels l WHERE l.group_id = ?
         ORDER BY l.top DESC, l.top_seq DESC, l.created_at, l.id`,
      )
      .all(groupId) as { labelId: number; labelName: string; color: string; count: number }[];
  }

  labelNameTaken(groupId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM labels WHERE group_id = ? AND name = ? AND id <> ?")
        .get(groupId, name, exceptId) !== undefined
    );
  }

  insertGroup(userId: number, name: string, description: string): number {
    return Number(
      this.db
        .prepare("INSERT INTO label_groups (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
        .run(userId, name, description, this.now()).lastInsertRowid,
    );
  }

  updateGroup(id: number, name: string, description: string): void {
    this.db
      .prepare("UPDATE label_groups SET name = ?, description = ? WHERE id = ?")
      .run(name, description, id);
  }

  deleteGroup(id: number): void {
    this.db.prepare("DELETE FROM label_groups WHERE id = ?").run(id);
  }

  /** A new group of the user named `name`, with the source's description and a copy of each label. */
  copyGroup(userId: number, name: string, source: GroupRow): number {
    return this.db.transaction(() => {
      const copy = this.insertGroup(userId, name, source.description);
      this.db
        .prepare(
          `INSERT INTO labels (group_id, name, color, top, top_seq, created_at)
           SELECT ?, name, color, top, top_seq, created_at FROM labels WHERE group_id = ? ORDER BY id`,
        )
        .run(copy, source.id);
      return copy;
    })();
  }

  insertLabel(groupId: number, name: string, color: string): number {
    return Number(
      this.db
        .prepare("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)")
        .run(groupId, name, color, this.now()).lastInsertRowid,
    );
  }

  /** Pins the label on top of its group (after the labels pinned before it), or unpins it. */
  togglePin(row: LabelRow): void {
    if (row.top) this.db.prepare("UPDATE labels SET top = 0, top_seq = 0 WHERE id = ?").run(row.id);
    else
      this.db
        .prepare(
          "UPDATE labels SET top = 1, top_seq = (SELECT COALESCE(MAX(top_seq), 0) + 1 FROM labels WHERE group_id = ?) WHERE id = ?",
        )
        .run(row.group_id, row.id);
  }

  updateLabel(id: number, name: string, color: string): void {
    this.db.prepare("UPDATE labels SET name = ?, color = ? WHERE id = ?").run(name, color, id);
  }

  /** Whether a task's boxes or a dataset owner's own (数据标注) use the label. */
  labelInUse(id: number): boolean {
    const used = (table: string) =>
      this.db.prepare(`SELECT 1 FROM ${table} WHERE label_id = ? LIMIT 1`).get(id) !== undefined;
    return used("annotations") || used("version_annotations");
  }

  deleteLabel(id: number): void {
    this.db.prepare("DELETE FROM labels WHERE id = ?").run(id);
  }

  /**
   * Every label of the user's groups (newest group first, each in its order), optionally of one group and
   * whose name contains `name`.
   */
  managedLabels(userId: number, groupId?: number, name?: string): ManagedLabel[] {
    return this.db
      .prepare(
        `SELECT l.id, l.name AS labelName, l.color, g.id AS groupId, g.name AS groupName FROM labels l
         JOIN label_groups g ON g.id = l.group_id WHERE g.user_id = ?
         ${groupId ? "AND g.id = ?" : ""} ${name ? "AND instr(l.name, ?) > 0" : ""}
         ORDER BY g.created_at DESC, g.id DESC, l.top DESC, l.top_seq DESC, l.id`,
      )
      .all(userId, ...(groupId ? [groupId] : []), ...(name ? [name] : [])) as ManagedLabel[];
  }

  /** The names and colours of a group's labels, as stored (no display order). */
  namesAndColors(groupId: number): { name: string; color: string }[] {
    return this.db.prepare("SELECT name, color FROM labels WHERE group_id = ?").all(groupId) as {
      name: string;
      color: string;
    }[];
  }

  /** Adds the labels to the group, created now: one transaction. */
  addLabels(groupId: number, labels: readonly { name: string; color: string }[]): void {
    const insert = this.db.prepare(
      "INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)",
    );
    this.db.transaction(() => {
      for (const label of labels) insert.run(groupId, label.name, label.color, this.now());
    })();
  }

  /** The owner of the label group, or null when there is no such group. */
  groupOwner(groupId: number): number | null {
    const row = this.db.prepare("SELECT user_id FROM label_groups WHERE id = ?").get(groupId) as
      { user_id: number } | undefined;
    return row?.user_id ?? null;
  }
}
