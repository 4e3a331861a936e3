import type { Db } from "../lib/db";
import type { Expert, ExpertFields } from "../../src/contracts/orgs";
import type { Page } from "../../src/contracts/paging";
import { contains, formatTime, pageOf, type PageArgs } from "./fields";
import { pageOffset } from "../lib/paging";

interface Row {
  id: number;
  name: string;
  field: string;
  organisation: string;
  title: string;
  introduction: string;
  photo: string;
  is_public: number;
  created_at: number;
}

const view = (row: Row): Expert => ({
  id: row.id,
  name: row.name,
  field: row.field,
  organisation: row.organisation,
  title: row.title,
  introduction: row.introduction,
  photo: row.photo,
  isPublic: row.is_public === 1 ? 1 : 0,
  createTime: formatTime(row.created_at),
});

export interface ExpertQuery extends PageArgs {
  name?: string;
  field?: string;
  organisation?: string;
  isPublic?: number;
}

/** 专家库 (professor-manage): experts; the public ones are the portal's expert centre. */
export class ExpertStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  page(query: ExpertQuery): Page<Expert> {
    const clauses = [
      "name LIKE ? ESCAPE '\\'",
      "field LIKE ? ESCAPE '\\'",
      "organisation LIKE ? ESCAPE '\\'",
    ];
    const args: (string | number)[] = [
      contains(query.name),
      contains(query.field),
      contains(query.organisation),
    ];
    if (query.isPublic !== undefined) {
      clauses.push("is_public = ?");
      args.push(query.isPublic);
    }
    const where = clauses.join(" AND ");
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM experts WHERE ${where}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`SELECT * FROM experts WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return pageOf(rows.map(view), total, query);
  }

  get(id: number): Expert | undefined {
    const row = this.db.prepare("SELECT * FROM experts WHERE id = ?").get(id) as Row | undefined;
    return row && view(row);
  }

  add(fields: ExpertFields): Expert {
    const id = this.db
      .prepare(
        `INSERT INTO experts (name, field, organisation, title, introduction, photo, is_public, created_at)
         VALUES (@name, @field, @organisation, @title, @introduction, @photo, @isPublic, @at)`,
      )
      .run({ ...fields, at: this.now() }).lastInsertRowid;
    return this.get(Number(id)) as Expert;
  }

  update(id: number, fields: ExpertFields): Expert | undefined {
    this.db
      .prepare(
        `UPDATE experts SET name = @name, field = @field, organisation = @organisation, title = @title,
         introduction = @introduction, photo = @photo, is_public = @isPublic WHERE id = @id`,
      )
      .run({ ...fields, id });
    return this.get(id);
  }

  setPublic(id: number, isPublic: 0 | 1): boolean {
    return this.db.prepare("UPDATE experts SET is_public = ? WHERE id = ?").run(isPublic, id).changes > 0;
  }

  remove(id: number): boolean {
    return this.db.prepare("DELETE FROM experts WHERE id = ?").run(id).changes > 0;
  }
}
