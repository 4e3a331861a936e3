import type { Db } from "../lib/db";
import type { Page } from "../../src/contracts/paging";
import type { Company, CompanyFields, HpcResource, HpcResourceFields } from "../../src/contracts/orgs";
import { contains, formatTime, pageOf, type PageArgs } from "./fields";
import { pageOffset } from "../lib/paging";

interface Row {
  id: number;
  name: string;
  org_id: string | null;
  org_title: string | null;
  credit_code: string;
  contact: string;
  phone: string;
  email: string;
  description: string;
  resource_count: number;
  created_at: number;
}

interface ResourceRow {
  id: number;
  company_id: number;
  cluster: string;
  queue: string;
  cpu_cores: number;
  gpu_cards: number;
  storage_gb: number;
  created_at: number;
}

const SELECT = `SELECT c.*, g.title AS org_title,
  (SELECT COUNT(*) FROM company_resources r WHERE r.company_id = c.id) AS resource_count
  FROM companies c LEFT JOIN groups g ON g.id = c.org_id`;

const view = (row: Row): Company => ({
  id: row.id,
  name: row.name,
  orgId: row.org_id,
  orgTitle: row.org_title ?? "",
  creditCode: row.credit_code,
  contact: row.contact,
  phone: row.phone,
  email: row.email,
  description: row.description,
  resourceCount: row.resource_count,
  createTime: formatTime(row.created_at),
});

const resourceView = (row: ResourceRow): HpcResource => ({
  id: row.id,
  companyId: row.company_id,
  cluster: row.cluster,
  queue: row.queue,
  cpuCores: row.cpu_cores,
  gpuCards: row.gpu_cards,
  storageGb: row.storage_gb,
  createTime: formatTime(row.created_at),
});

/** 企业 (companys): companies, their organisation and their HPC resources. */
export class CompanyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  page(query: PageArgs & { name?: string; orgId?: string }): Page<Company> {
    const where = `c.name LIKE ? ESCAPE '\\'${query.orgId ? " AND c.org_id = ?" : ""}`;
    const args = [contains(query.name), ...(query.orgId ? [query.orgId] : [])];
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM companies c WHERE ${where}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY c.id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return pageOf(rows.map(view), total, query);
  }

  get(id: number): Company | undefined {
    const row = this.db.prepare(`${SELECT} WHERE c.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  taken(name: string, exceptId = 0): boolean {
    return (
      this.db.prepare("SELECT 1 FROM companies WHERE name = ? AND id <> ?").get(name, exceptId) !== undefined
    );
  }

  add(fields: CompanyFields): Company {
    const id = this.db
      .prepare(
        `INSERT INTO companies (name, org_id, credit_code, contact, phone, email, description, created_at)
         VALUES (@name, @orgId, @creditCode, @contact, @phone, @email, @description, @createdAt)`,
      )
      .run({ ...fields, createdAt: this.now() }).lastInsertRowid;
    return this.get(Number(id)) as Company;
  }

  update(id: number, fields: CompanyFields): Company | undefined {
    this.db
      .prepare(
        `UPDATE companies SET name = @name, org_id = @orgId, credit_code = @creditCode, contact = @contact,
         phone = @phone, email = @email, description = @description WHERE id = @id`,
      )
      .run({ ...fields, id });
    return this.get(id);
  }

  remove(id: number): boolean {
    return this.db.prepare("DELETE FROM companies WHERE id = ?").run(id).changes > 0;
  }

  resources(companyId: number): HpcResource[] {
    return (
      this.db
        .prepare("SELECT * FROM company_resources WHERE company_id = ? ORDER BY id")
        .all(companyId) as ResourceRow[]
    ).map(resourceView);
  }

  addResource(companyId: number, fields: HpcResourceFields): HpcResource[] {
    this.db
      .prepare(
        `INSERT INTO company_resources (company_id, cluster, queue, cpu_cores, gpu_cards, storage_gb, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        companyId,
        fields.cluster,
        fields.queue,
        fields.cpuCores,
        fields.gpuCards,
        fields.storageGb,
        this.now(),
      );
    return this.resources(companyId);
  }

  /** Whether the government org `id` (a node of the organisation tree) exists. */
  orgExists(id: string): boolean {
    return this.db.prepare("SELECT 1 FROM org_nodes WHERE id = ?").get(id) !== undefined;
  }

  removeResource(companyId: number, resourceId: number): boolean {
    return (
      this.db
        .prepare("DELETE FROM company_resources WHERE id = ? AND company_id = ?")
        .run(resourceId, companyId).changes > 0
    );
  }
}
