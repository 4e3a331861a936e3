import {
  APPLICATIONS,
  RESOURCE_TEXT,
  resourceSpecProblem,
  type Paged,
  type ResourceSpec,
  type ResourceSpecFields,
  type ResourceSpecPageQuery,
} from "../../src/contracts/operationResources";
import { likeContains } from "../lib/like";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { formatTime } from "../lib/dirInfo";
import { baseline, migrate } from "../lib/migrations";
import { pageOffset } from "../lib/paging";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS resource_specs (
  id           INTEGER PRIMARY KEY,
  spec_name    TEXT NOT NULL UNIQUE,
  application  TEXT NOT NULL,
  cpu_cores    INTEGER NOT NULL,
  memory_gb    INTEGER NOT NULL,
  gpu_count    INTEGER NOT NULL,
  gpu_model    TEXT NOT NULL,
  storage_gb   INTEGER NOT NULL,
  status       INTEGER NOT NULL,
  description  TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
)`;

interface SpecRow {
  id: number;
  spec_name: string;
  application: string;
  cpu_cores: number;
  memory_gb: number;
  gpu_count: number;
  gpu_model: string;
  storage_gb: number;
  status: 0 | 1;
  description: string;
  created_at: number;
  updated_at: number;
}

/** Resource specifications: named CPU, memory, GPU and storage sizes an application may be given. */
export class ResourceSpecStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "operation.resource-specs", [baseline(SCHEMA)]);
  }

  one(id: number): ResourceSpec {
    const row = this.db.prepare("SELECT * FROM resource_specs WHERE id = ?").get(id) as SpecRow | undefined;
    return row ? view(row) : refuse(404, RESOURCE_TEXT.notFound);
  }

  /** Checks the rules across fields and the unique name (another row's, `exceptId` aside). */
  private check(fields: ResourceSpecFields, exceptId = 0): ResourceSpecFields {
    const clean = {
      ...fields,
      specName: fields.specName.trim(),
      gpuModel: fields.gpuModel.trim(),
      description: fields.description.trim(),
    };
    if (!clean.specName) refuse(400, `${RESOURCE_TEXT.specName}不能为空`);
    const problem = resourceSpecProblem(clean);
    if (problem) refuse(400, problem);
    const taken = this.db
      .prepare("SELECT 1 FROM resource_specs WHERE spec_name = ? AND id != ?")
      .get(clean.specName, exceptId);
    if (taken) refuse(400, RESOURCE_TEXT.nameTaken);
    return clean;
  }

  create(fields: ResourceSpecFields): ResourceSpec {
    const spec = this.check(fields);
    const now = this.now();
    const id = this.db
      .prepare(
        `INSERT INTO resource_specs (spec_name, application, cpu_cores, memory_gb, gpu_count, gpu_model,
           storage_gb, status, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...values(spec), now, now).lastInsertRowid;
    return this.one(Number(id));
  }

  update(id: number, fields: ResourceSpecFields): ResourceSpec {
    this.one(id);
    const spec = this.check(fields, id);
    this.db
      .prepare(
        `UPDATE resource_specs SET spec_name = ?, application = ?, cpu_cores = ?, memory_gb = ?, gpu_count = ?,
           gpu_model = ?, storage_gb = ?, status = ?, description = ?, updated_at = ? WHERE id = ?`,
      )
      .run(...values(spec), this.now(), id);
    return this.one(id);
  }

  remove(id: number): void {
    if (this.one(id).status === 1) refuse(400, RESOURCE_TEXT.enabledNoDelete);
    this.db.prepare("DELETE FROM resource_specs WHERE id = ?").run(id);
  }

  page(query: ResourceSpecPageQuery): Paged<ResourceSpec> {
    const where: string[] = [];
    const args: unknown[] = [];
    const name = query.specName?.trim();
    if (name) {
      where.push("spec_name LIKE ? ESCAPE '\\'");
      args.push(likeContains(name));
    }
    if (query.applicationCode) {
      where.push("application = ?");
      args.push(query.applicationCode);
    }
    if (query.status) {
      where.push("status = ?");
      args.push(Number(query.status));
    }
    const clause = where.length ? ` WHERE ${where.join(" AND ")}` : "";
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM resource_specs${clause}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`SELECT * FROM resource_specs${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as SpecRow[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The enabled specifications, by name (a form's choices). */
  enabled(): ResourceSpec[] {
    return (
      this.db.prepare("SELECT * FROM resource_specs WHERE status = 1 ORDER BY spec_name").all() as SpecRow[]
    ).map(view);
  }

  /** Per application: how many specifications, how many enabled. */
  counts(): Map<string, { specs: number; enabled: number }> {
    const rows = this.db
      .prepare(
        "SELECT application, COUNT(*) AS specs, SUM(status) AS enabled FROM resource_specs GROUP BY application",
      )
      .all() as { application: string; specs: number; enabled: number }[];
    return new Map(rows.map((row) => [row.application, { specs: row.specs, enabled: row.enabled ?? 0 }]));
  }
}

const values = (spec: ResourceSpecFields) =>
  [
    spec.specName,
    spec.applicationCode,
    spec.cpuCores,
    spec.memoryGb,
    spec.gpuCount,
    spec.gpuModel,
    spec.storageGb,
    spec.status,
    spec.description,
  ] as const;

function view(row: SpecRow): ResourceSpec {
  return {
    id: row.id,
    specName: row.spec_name,
    applicationCode: row.application as ResourceSpec["applicationCode"],
    applicationName: APPLICATIONS.find((entry) => entry.code === row.application)?.name ?? row.application,
    cpuCores: row.cpu_cores,
    memoryGb: row.memory_gb,
    gpuCount: row.gpu_count,
    gpuModel: row.gpu_model,
    storageGb: row.storage_gb,
    status: row.status,
    description: row.description,
    createTime: formatTime(row.created_at),
    updateTime: formatTime(row.updated_at),
  };
}
