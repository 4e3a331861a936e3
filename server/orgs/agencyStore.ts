import type { Db } from "../lib/db";
import { contains, formatTime, pageOf, type PageArgs } from "./fields";
import { pageOffset } from "../lib/paging";

export interface AgencyFields {
  name: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  description: string;
}

export interface AgencyView extends AgencyFields {
  id: number;
  createTime: string;
}

interface Row extends AgencyFields {
  id: number;
  created_at: number;
}

const view = ({ created_at, ...row }: Row): AgencyView => ({ ...row, createTime: formatTime(created_at) });

/** 运营机构 (operate-agency-info): the platform's operating agencies. */
export class AgencyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  page(query: PageArgs & { name?: string; phone?: string }) {
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

  get(id: number): AgencyView | undefined {
    const row = this.db.prepare("SELECT * FROM operate_agencies WHERE id = ?").get(id) as Row | undefined;
    return row && view(row);
  }

  taken(name: string, exceptId = 0): boolean {
    return (
      this.db.prepare("SELECT 1 FROM operate_agencies WHERE name = ? AND id <> ?").get(name, exceptId) !==
      undefined
    );
  }

  add(fields: AgencyFields): AgencyView {
    const id = this.db
      .prepare(
        `INSERT INTO operate_agencies (name, contact, phone, email, address, description, created_at)
         VALUES (@name, @contact, @phone, @email, @address, @description, @created_at)`,
      )
      .run({ ...fields, created_at: this.now() }).lastInsertRowid;
    return this.get(Number(id)) as AgencyView;
  }

  update(id: number, fields: AgencyFields): AgencyView | undefined {
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
