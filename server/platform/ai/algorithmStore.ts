import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import type { AlgorithmBody, AlgorithmView } from "../../../src/contracts/algorithms";
import { keywordFilter } from "../../lib/portalSearch";
import { isGranted, ownOrGranted, SHARE_RESOURCE } from "../grants";
import { ensureAlgorithmTables } from "./algorithmSchema";
import { DATE_TIME_FORMAT } from "../../lib/time";
import { pageOffset } from "../../lib/paging";
import { likeContains } from "../../lib/like";

/** One algorithm as the pages read it (the contract's shape). */
export type { AlgorithmView };

interface Row {
  id: number;
  user_id: number;
  user_name: string;
  type_id: number;
  type_name: string;
  name: string;
  description: string;
  is_public: number;
  image_name: string;
  version_count: number;
  created_at: number;
  updated_at: number;
}

const SELECT = `SELECT a.*, u.display_name AS user_name, t.name AS type_name,
  (SELECT COUNT(*) FROM algorithm_versions v WHERE v.algorithm_id = a.id) AS version_count
  FROM algorithms a JOIN users u ON u.id = a.user_id JOIN algorithm_types t ON t.id = a.type_id`;

const format = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);
const view = (row: Row): AlgorithmView => ({
  id: row.id,
  userId: row.user_id,
  userName: row.user_name,
  typeId: row.type_id,
  typeName: row.type_name,
  name: row.name,
  description: row.description,
  isPublic: row.is_public ? 1 : 0,
  imageName: row.image_name,
  versionCount: row.version_count,
  createTime: format(row.created_at),
  updateTime: format(row.updated_at),
});

export interface AlgorithmFilter {
  name?: string;
  typeId?: number;
}

/** Each user's algorithms; public ones are readable by everyone with the page's codes. */
export class AlgorithmStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureAlgorithmTables(db);
  }

  private filtered(scope: string, args: unknown[], filter: AlgorithmFilter) {
    const parts = [scope, "a.name LIKE ? ESCAPE '\\'"];
    const values = [...args, likeContains(filter.name?.trim() ?? "")];
    if (filter.typeId) {
      parts.push("(a.type_id = ? OR t.parent_id = ?)");
      values.push(filter.typeId, filter.typeId);
    }
    return { where: parts.join(" AND "), values };
  }

  /** A page of the rows `scope` admits (own: `a.user_id = ?`; public: `a.is_public = 1`), newest first. */
  private pageOf(
    scope: string,
    args: unknown[],
    query: AlgorithmFilter & { pageNum: number; pageSize: number },
  ) {
    const { where, values } = this.filtered(scope, args, query);
    const { total } = this.db
      .prepare(
        `SELECT COUNT(*) AS total FROM algorithms a JOIN algorithm_types t ON t.id = a.type_id WHERE ${where}`,
      )
      .get(...values) as { total: number };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
      .all(...values, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  page(userId: number, query: AlgorithmFilter & { pageNum: number; pageSize: number }) {
    return this.pageOf("a.user_id = ?", [userId], query);
  }

  publicPage(query: AlgorithmFilter & { pageNum: number; pageSize: number }) {
    return this.pageOf("a.is_public = 1", [], query);
  }

  /** The portal's search: public algorithms whose name or description holds the keyword, newest first. */
  searchPublic(query: { keyword?: string; pageNum: number; pageSize: number }) {
    const word = keywordFilter(["a.name", "a.description"], query.keyword);
    const where = `a.is_public = 1 AND ${word.sql}`;
    const { total } = this.db
      .prepare(
        `SELECT COUNT(*) AS total FROM algorithms a JOIN users u ON u.id = a.user_id
         JOIN algorithm_types t ON t.id = a.type_id WHERE ${where}`,
      )
      .get(...word.args) as { total: number };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
      .all(...word.args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Every algorithm the user may train with: their own and those a passed sharing order granted them. */
  list(userId: number, filter: AlgorithmFilter = {}): AlgorithmView[] {
    const usable = ownOrGranted(this.db, "a", SHARE_RESOURCE.algorithm, userId);
    const { where, values } = this.filtered(usable.sql, usable.args, filter);
    return (this.db.prepare(`${SELECT} WHERE ${where} ORDER BY a.name`).all(...values) as Row[]).map(view);
  }

  /** Whether a passed sharing order granted the user this (another user's) algorithm. */
  granted(userId: number, id: number): boolean {
    return isGranted(this.db, userId, SHARE_RESOURCE.algorithm, id);
  }

  get(id: number): AlgorithmView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM algorithms WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  add(userId: number, fields: Required<AlgorithmBody>): AlgorithmView {
    const now = this.now();
    const id = this.db
      .prepare(
        "INSERT INTO algorithms (user_id, type_id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(userId, fields.typeId, fields.name, fields.description, now, now).lastInsertRowid;
    return this.get(Number(id)) as AlgorithmView;
  }

  update(id: number, fields: Required<AlgorithmBody>): AlgorithmView {
    this.db
      .prepare("UPDATE algorithms SET type_id = ?, name = ?, description = ?, updated_at = ? WHERE id = ?")
      .run(fields.typeId, fields.name, fields.description, this.now(), id);
    return this.get(id) as AlgorithmView;
  }

  setPublic(id: number, isPublic: 0 | 1): void {
    this.db
      .prepare("UPDATE algorithms SET is_public = ?, updated_at = ? WHERE id = ?")
      .run(isPublic, this.now(), id);
  }

  setImage(id: number, imageName: string): void {
    this.db
      .prepare("UPDATE algorithms SET image_name = ?, updated_at = ? WHERE id = ?")
      .run(imageName, this.now(), id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM algorithms WHERE id = ?").run(id);
  }
}
