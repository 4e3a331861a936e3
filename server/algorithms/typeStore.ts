import dayjs from "dayjs";
import type { Db } from "../lib/db";
import type { AlgorithmTypeView } from "../../src/contracts/algorithmTypes";

import { DATE_TIME_FORMAT } from "../lib/time";
import { ensureAlgorithmTables } from "../platform/ai/algorithmSchema";
import { pageOffset } from "../lib/paging";
import { likeContains } from "../lib/like";

/** A type as stored; `editable` is the caller's and added by the routes. */
export type StoredType = Omit<AlgorithmTypeView, "editable">;

interface Row {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  created_at: number;
  created_by: number | null;
  algorithm_count: number;
  child_count: number;
}

const SELECT = `SELECT t.*,
  (SELECT COUNT(*) FROM algorithms a WHERE a.type_id = t.id) AS algorithm_count,
  (SELECT COUNT(*) FROM algorithm_types c WHERE c.parent_id = t.id) AS child_count
  FROM algorithm_types t`;

const view = (row: Row): StoredType => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  sort: row.sort,
  createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
  algorithmCount: row.algorithm_count,
  childCount: row.child_count,
  createdBy: row.created_by,
});

/**
 * The algorithm type tree: root types (parents) and their children, seen by every user; a type made by
 * a user (not the back office) keeps its creator.
 */
export class AlgorithmTypeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureAlgorithmTables(db);
  }

  parents(): StoredType[] {
    return (this.db.prepare(`${SELECT} WHERE t.parent_id IS NULL ORDER BY t.sort, t.id`).all() as Row[]).map(
      view,
    );
  }

  children(parentId: number): StoredType[] {
    return (
      this.db.prepare(`${SELECT} WHERE t.parent_id = ? ORDER BY t.sort, t.id`).all(parentId) as Row[]
    ).map(view);
  }

  /** Every type, parents first, for the tree and the selects. */
  all(): StoredType[] {
    return (this.db.prepare(`${SELECT} ORDER BY t.parent_id IS NOT NULL, t.sort, t.id`).all() as Row[]).map(
      view,
    );
  }

  page(query: { pageNum: number; pageSize: number; name?: string; parentId?: number }) {
    const where = `t.name LIKE ? ESCAPE '\\' ${query.parentId ? "AND t.parent_id = ?" : ""}`;
    const args: unknown[] = [likeContains(query.name?.trim() ?? "")];
    if (query.parentId) args.push(query.parentId);
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM algorithm_types t WHERE ${where}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY t.sort, t.id LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  get(id: number): StoredType | undefined {
    const row = this.db.prepare(`${SELECT} WHERE t.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  /** Is the name taken by a sibling (same parent)? */
  taken(parentId: number | null, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM algorithm_types WHERE parent_id IS ? AND name = ? AND id <> ?")
        .get(parentId, name, exceptId) !== undefined
    );
  }

  /** `createdBy` null: the platform's type. */
  add(parentId: number | null, name: string, sort: number, createdBy: number | null = null): StoredType {
    const id = this.db
      .prepare(
        "INSERT INTO algorithm_types (parent_id, name, sort, created_at, created_by) VALUES (?, ?, ?, ?, ?)",
      )
      .run(parentId, name, sort, this.now(), createdBy).lastInsertRowid;
    return this.get(Number(id)) as StoredType;
  }

  update(id: number, name: string, sort: number): StoredType | undefined {
    this.db.prepare("UPDATE algorithm_types SET name = ?, sort = ? WHERE id = ?").run(name, sort, id);
    return this.get(id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM algorithm_types WHERE id = ?").run(id);
  }
}
