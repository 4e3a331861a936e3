import { likeContains } from "../lib/like";
import { pageOf, type Page, type Paging } from "../lib/paging";
import { formatTime } from "../lib/time";
import type { DbClock } from "../lib/db";
import type { PublicCase } from "../../src/contracts/portalCases";
import type { CaseFields, ShareCase } from "../../src/contracts/sharing";
import { baseline, migrate } from "../lib/migrations";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS share_cases (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL,
  title        TEXT NOT NULL,
  summary      TEXT NOT NULL,
  content      TEXT NOT NULL,
  cover        TEXT NOT NULL DEFAULT '',
  classify_id  INTEGER,
  status       INTEGER NOT NULL DEFAULT 0,
  publish_at   INTEGER,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
`;

interface Row {
  id: number;
  user_id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  classify_id: number | null;
  status: number;
  publish_at: number | null;
  created_at: number;
  updated_at: number;
  author_name: string | null;
  classify_name: string | null;
}

/** A case as the portal reads it (the contract of common.txt). */
const publicView = (row: Row): PublicCase => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  content: row.content,
  cover: row.cover,
  classifyId: row.classify_id,
  classifyName: row.classify_name ?? "",
  authorName: row.author_name ?? "",
  publishTime: row.publish_at === null ? "" : formatTime(row.publish_at),
});

const view = (row: Row): ShareCase => ({
  ...publicView(row),
  status: row.status,
  createTime: formatTime(row.created_at),
  updateTime: formatTime(row.updated_at),
});

/** The list reads leave the content out (it may hold embedded images). */
const brief = <T extends PublicCase>(item: T): T => ({ ...item, content: "" });

/** The portal's cases (share-management): written by operations, published to the portal. */
export class CaseStore {
  private readonly select: string;

  constructor(private readonly platform: DbClock) {
    migrate(platform.db, "sharing.cases", [baseline(SCHEMA)]);
    const hasClassify = platform.db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'classify_nodes'")
      .get();
    const classify = hasClassify ? "(SELECT name FROM classify_nodes k WHERE k.id = c.classify_id)" : "NULL";
    this.select = `SELECT c.*, u.display_name AS author_name, ${classify} AS classify_name
      FROM share_cases c LEFT JOIN users u ON u.id = c.user_id`;
  }

  classifyExists(id: number): boolean {
    try {
      return this.platform.db.prepare("SELECT 1 FROM classify_nodes WHERE id = ?").get(id) !== undefined;
    } catch {
      return false;
    }
  }

  get(id: number): ShareCase | undefined {
    const row = this.platform.db.prepare(`${this.select} WHERE c.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  create(userId: number, fields: CaseFields): ShareCase {
    const now = this.platform.now();
    const { lastInsertRowid } = this.platform.db
      .prepare(
        `INSERT INTO share_cases (user_id, title, summary, content, cover, classify_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, fields.title, fields.summary, fields.content, fields.cover, fields.classifyId, now, now);
    return this.get(Number(lastInsertRowid)) as ShareCase;
  }

  update(id: number, fields: CaseFields): ShareCase {
    this.platform.db
      .prepare(
        "UPDATE share_cases SET title = ?, summary = ?, content = ?, cover = ?, classify_id = ?, updated_at = ? WHERE id = ?",
      )
      .run(
        fields.title,
        fields.summary,
        fields.content,
        fields.cover,
        fields.classifyId,
        this.platform.now(),
        id,
      );
    return this.get(id) as ShareCase;
  }

  publish(id: number, status: number): ShareCase {
    this.platform.db
      .prepare(
        "UPDATE share_cases SET status = ?, publish_at = CASE WHEN ? = 1 THEN ? ELSE publish_at END WHERE id = ?",
      )
      .run(status, status, this.platform.now(), id);
    return this.get(id) as ShareCase;
  }

  remove(id: number): boolean {
    return this.platform.db.prepare("DELETE FROM share_cases WHERE id = ?").run(id).changes > 0;
  }

  titleTaken(title: string, exceptId = 0): boolean {
    return (
      this.platform.db
        .prepare("SELECT 1 FROM share_cases WHERE title = ? AND id <> ?")
        .get(title, exceptId) !== undefined
    );
  }

  page(filter: Paging & { keyword?: string; status?: number }): Page<ShareCase> {
    return this.query(filter, filter.status, (row) => brief(view(row)));
  }

  publicPage(filter: Paging & { keyword?: string }): Page<PublicCase> {
    return this.query(filter, 1, (row) => brief(publicView(row)), "c.publish_at DESC, c.id DESC");
  }

  publicCase(id: number): PublicCase | undefined {
    const row = this.platform.db.prepare(`${this.select} WHERE c.id = ? AND c.status = 1`).get(id) as
      Row | undefined;
    return row && publicView(row);
  }

  private query<T>(
    filter: Paging & { keyword?: string },
    status: number | undefined,
    map: (row: Row) => T,
    order = "c.updated_at DESC, c.id DESC",
  ): Page<T> {
    const where: string[] = [];
    const args: unknown[] = [];
    if (status !== undefined) {
      where.push("c.status = ?");
      args.push(status);
    }
    const keyword = filter.keyword?.trim();
    if (keyword) {
      where.push("(c.title LIKE ? ESCAPE '\\' OR c.summary LIKE ? ESCAPE '\\')");
      args.push(likeContains(keyword), likeContains(keyword));
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    return pageOf(
      this.platform,
      `${this.select} ${clause} ORDER BY ${order}`,
      `SELECT COUNT(*) AS total FROM share_cases c ${clause}`,
      args,
      filter,
      map,
    );
  }
}
