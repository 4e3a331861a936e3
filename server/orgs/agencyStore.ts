import type { Db } from "../lib/db";
import type { Page } from "../../src/contracts/paging";
import type { Agency, AgencyFields } from "../../src/contracts/orgs";
import { contains, formatTime, pageOf, type PageArgs } from "./fields";
import { pageOffset } from "../lib/paging";

interface Row extends AgencyFields {
  id: number;
  created_at: number;
}

const view = ({ created_at, ...row }: Row): Agency => ({ ...row, createTime: formatTime(created_at) });

/** 运营机构 (operate-agency-info): the platform's operating agencies. */
export class AgencyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  page(query: PageArgs & { name?: string; phone?: string }): Page<Agency> {
    const where = "name LIKE ? ESCAPE '\\' AND phone LIKE ? ESCAPE '\\'";
    const args = [contains(query.name), contains(query.phone)];
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM operate_agencies WHERE ${where}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`SELECT * FROM operate_agencies WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return pageOf(rows.map(view), total, query);
  }

  get(id: number): Agency | undefined {
    const row = this.db.prepare("SELECT * FROM operate_agencies WHERE id = ?").get(id) as Row | undefined;
    return row && view(row);
  }

  taken(name: string, exceptId = 0): boolean {
    return (
      this.db.prepare("SELECT 1 FROM operate_agencies WHERE name = ? AND id <> ?").get(name, exceptId) !==
      undefined
    );
  }

  add(fields: AgencyFields): Agency {
    const id = this.db
      .prepare(
        `INSERT INTO operate_agencies (name, contact, phone, email, address, description, created_at)
         VALUES (@name, @contact, @phone, @email, @address, @description, @created_at)`,
      )
      .run({ ...fields, created_at: this.now() }).lastInsertRowid;
    return this.get(Number(id)) as Agency;
  }

  update(id: number, fields: AgencyFields): Agency | undefined {
    this.db
      .prepare(
        `UPDATE operate_agencies SET name = @name, contact = @contact, phone = @phone, email = @email,
         address = @address, description = @description WHERE id = @id`,
      )
      .run({ ...fields, id });
    return this.get(id);
  }

  remove(id: number): boolean {
    return this.db.prepare("DELETE FROM operate_agencies WHERE id = ?").run(id).changes > 0;
  }
}
