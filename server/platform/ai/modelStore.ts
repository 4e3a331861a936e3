import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import { keywordFilter } from "../../lib/portalSearch";
import { grantedIn, ownOrGranted, SHARE_RESOURCE } from "../grants";
import { DATE_TIME_FORMAT } from "../../lib/time";
import { likeContains } from "../../lib/like";
import { baseline, migrate } from "../../lib/migrations";
import { pageOffset } from "../../lib/paging";
import type { ModelFields, ModelQuery } from "../../../src/contracts/models";

/** A model as the pages read it. */
export interface ModelView {
  id: number;
  name: string;
  description: string;
  category: string;
  isPublic: 0 | 1;
  /** An example image was uploaded (download-example-image answers it). */
  hasImage: boolean;
  versionCount: number;
  /** The owner's user id (the public list offers 申请共享 on others' models). */
  userId: number;
  ownerName: string;
  createTime: string;
  updateTime: string;
}

interface Row {
  id: number;
  user_id: number;
  name: string;
  description: string;
  category: string;
  is_public: 0 | 1;
  image_type: string;
  created_at: number;
  updated_at: number;
  version_count: number;
  owner_name: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS models (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category    TEXT NOT NULL DEFAULT '其他',
  is_public   INTEGER NOT NULL DEFAULT 0,
  image_type  TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
`;

const view = (row: Row): ModelView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  isPublic: row.is_public ? 1 : 0,
  hasImage: row.image_type !== "",
  versionCount: row.version_count,
  userId: row.user_id,
  ownerName: row.owner_name,
  createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
  updateTime: dayjs(row.updated_at).format(DATE_TIME_FORMAT),
});

const SELECT = `SELECT m.*, u.display_name AS owner_name,
  (SELECT COUNT(*) FROM model_versions v WHERE v.model_id = m.id) AS version_count
  FROM models m JOIN users u ON u.id = m.user_id`;

/** The models of each user (tables models and model_versions are made by ModelVersionStore first). */
export class ModelStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "models", [baseline(SCHEMA)]);
  }

  private page(where: string, args: (string | number)[], query: ModelQuery) {
    const filters = [where, "m.name LIKE ? ESCAPE '\\'"];
    const values = [...args, likeContains(query.name?.trim() ?? "")];
    if (query.category) {
      filters.push("m.category = ?");
      values.push(query.category);
    }
    const clause = filters.join(" AND ");
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM models m WHERE ${clause}`)
      .get(...values) as { total: number };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${clause} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(...values, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** One page of the user's models, newest first, filtered by name (contains) and category. */
  mine(userId: number, query: ModelQuery) {
    return this.page("m.user_id = ?", [userId], query);
  }

  /** One page of every user's public models. */
  publicPage(query: ModelQuery) {
    return this.page("m.is_public = 1", [], query);
  }

  /** The portal's search: public models whose name or description holds the keyword, newest first. */
  searchPublic(query: { keyword?: string; pageNum: number; pageSize: number }) {
    const word = keywordFilter(["m.name", "m.description"], query.keyword);
    const where = `m.is_public = 1 AND ${word.sql}`;
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM models m WHERE ${where}`)
      .get(...word.args) as { total: number };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`)
      .all(...word.args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /**
   * The user's models and those a passed sharing order granted them, for a drop-list: id, name and
   * whether it is the user's own (a granted one is read-only: its versions can be listed and used).
   */
  dropList(userId: number): { id: number; name: string; own: boolean }[] {
    const granted = grantedIn(this.db, userId, SHARE_RESOURCE.model);
    const rows = this.db
      .prepare(
        `SELECT id, name, user_id = ? AS own FROM models WHERE user_id = ? OR id IN ${granted.sql} ORDER BY name`,
      )
      .all(userId, userId, ...granted.ids) as { id: number; name: string; own: number }[];
    return rows.map((row) => ({ id: row.id, name: row.name, own: row.own === 1 }));
  }

  /** A public model, whoever owns it (the portal's read-only page). */
  getPublic(id: number): ModelView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE m.id = ? AND m.is_public = 1`).get(id) as Row | undefined;
    return row && view(row);
  }

  get(userId: number, id: number): ModelView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE m.id = ? AND m.user_id = ?`).get(id, userId) as
      Row | undefined;
    return row && view(row);
  }

  /** The user's own model or one a passed sharing order granted them (its versions can be listed). */
  usable(userId: number, id: number): ModelView | undefined {
    const usable = ownOrGranted(this.db, "m", SHARE_RESOURCE.model, userId);
    const row = this.db.prepare(`${SELECT} WHERE m.id = ? AND ${usable.sql}`).get(id, ...usable.args) as
      Row | undefined;
    return row && view(row);
  }

  /** Is the name taken by another of the user's models? */
  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM models WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  add(userId: number, fields: ModelFields): ModelView {
    const at = this.now();
    const id = this.db
      .prepare(
        "INSERT INTO models (user_id, name, description, category, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(userId, fields.name, fields.description, fields.category, at, at).lastInsertRowid;
    return this.get(userId, Number(id)) as ModelView;
  }

  update(userId: number, id: number, fields: ModelFields): ModelView | undefined {
    this.db
      .prepare(
        "UPDATE models SET name = ?, description = ?, category = ?, updated_at = ? WHERE id = ? AND user_id = ?",
      )
      .run(fields.name, fields.description, fields.category, this.now(), id, userId);
    return this.get(userId, id);
  }

  /** The example image's type ("png" / "jpg"), or "" for none. */
  setImage(userId: number, id: number, type: string): void {
    this.db.prepare("UPDATE models SET image_type = ? WHERE id = ? AND user_id = ?").run(type, id, userId);
  }

  /** The image type of a model the user may see (their own, or a public one). */
  imageOf(userId: number, id: number): string | undefined {
    const row = this.db
      .prepare("SELECT image_type FROM models WHERE id = ? AND (user_id = ? OR is_public = 1)")
      .get(id, userId) as { image_type: string } | undefined;
    return row?.image_type || undefined;
  }

  setPublic(userId: number, id: number, isPublic: boolean): void {
    this.db
      .prepare("UPDATE models SET is_public = ?, updated_at = ? WHERE id = ? AND user_id = ?")
      .run(isPublic ? 1 : 0, this.now(), id, userId);
  }

  remove(userId: number, id: number): boolean {
    return this.db.prepare("DELETE FROM models WHERE id = ? AND user_id = ?").run(id, userId).changes > 0;
  }
}
