import type { Db } from "../lib/db";
import { pageOf, type Page, type Paging } from "../lib/paging";

export interface IntroduceRow {
  id: number;
  type: number;
  resource_id: number;
  title: string;
  content: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** The pages of a resource, in their order: `FROM …` with the resource's type and id as arguments. */
const INTRODUCES_OF = "FROM dataset_introduces WHERE type = ? AND resource_id = ?";

/** Introduction pages of datasets (table dataset_introduces). */
export class IntroduceStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  byId(id: number): IntroduceRow | undefined {
    return this.db.prepare("SELECT * FROM dataset_introduces WHERE id = ?").get(id) as
      IntroduceRow | undefined;
  }

  /** The resource's pages in their order (sort, then as created). */
  of(type: number, resourceId: number): IntroduceRow[] {
    return this.db
      .prepare(`SELECT * ${INTRODUCES_OF} ORDER BY sort, id`)
      .all(type, resourceId) as IntroduceRow[];
  }

  /** A page (of the paging) of the resource's introduction pages in their order, each shaped by `view`. */
  page<T>(type: number, resourceId: number, paging: Paging, view: (row: IntroduceRow) => T): Page<T> {
    return pageOf<IntroduceRow, T>(
      { db: this.db, now: this.now },
      `SELECT * ${INTRODUCES_OF} ORDER BY sort, id`,
      `SELECT COUNT(*) AS total ${INTRODUCES_OF}`,
      [type, resourceId],
      paging,
      view,
    );
  }

  /** Adds a page after the resource's last one. */
  insert(page: { type: number; resourceId: number; title: string; content: string; userId: number }): number {
    return this.db.transaction(() => {
      const { next } = this.db
        .prepare(`SELECT COALESCE(MAX(sort), 0) + 1 AS next ${INTRODUCES_OF}`)
        .get(page.type, page.resourceId) as { next: number };
      const now = this.now();
      return Number(
        this.db
          .prepare(
            `INSERT INTO dataset_introduces (type, resource_id, title, content, sort, user_id, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(page.type, page.resourceId, page.title, page.content, next, page.userId, now, now)
          .lastInsertRowid,
      );
    })();
  }

  update(id: number, title: string, content: string): void {
    this.db
      .prepare("UPDATE dataset_introduces SET title = ?, content = ?, updated_at = ? WHERE id = ?")
      .run(title, content, this.now(), id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM dataset_introduces WHERE id = ?").run(id);
  }
}
