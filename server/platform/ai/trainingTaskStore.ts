import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import type { TaskView } from "../../../src/contracts/trainingTasks";
import { ensureAlgorithmTables } from "./algorithmSchema";
import { DATE_TIME_FORMAT } from "../../lib/time";
import { baseline, migrate } from "../../lib/migrations";
import { pageOffset } from "../../lib/paging";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS training_tasks (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name                 TEXT NOT NULL,
  algorithm_version_id INTEGER NOT NULL REFERENCES algorithm_versions(id) ON DELETE RESTRICT,
  dataset_version_id   INTEGER NOT NULL REFERENCES dataset_versions(id) ON DELETE RESTRICT,
  label_group_id       INTEGER REFERENCES label_groups(id) ON DELETE SET NULL,
  params               TEXT NOT NULL DEFAULT '{}',
  cores                INTEGER NOT NULL,
  memory_gb            REAL NOT NULL,
  hours                REAL NOT NULL,
  description          TEXT NOT NULL DEFAULT '',
  created_at           INTEGER NOT NULL,
  updated_at           INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
`;

/** Creates the training tasks' table (after the algorithm tables it refers to). */
export function ensureTaskTables(db: Db): void {
  ensureAlgorithmTables(db);
  migrate(db, "training-tasks", [baseline(SCHEMA)]);
}

/** A training task (the contract's shape). */
export type { TaskView };

interface Row {
  id: number;
  user_id: number;
  name: string;
  algorithm_id: number;
  algorithm_name: string;
  type_id: number;
  algorithm_version_id: number;
  version_number: number;
  trainer: string;
  version_params: string;
  dataset_id: number;
  dataset_name: string;
  dataset_version_id: number;
  dataset_version_number: number;
  label_group_id: number | null;
  label_group_name: string | null;
  params: string;
  cores: number;
  memory_gb: number;
  hours: number;
  description: string;
  created_at: number;
  updated_at: number;
}

const SELECT = `SELECT k.*, a.id AS algorithm_id, a.name AS algorithm_name, a.type_id AS type_id,
  v.number AS version_number, v.trainer AS trainer, v.params AS version_params,
  d.id AS dataset_id, d.name AS dataset_name, dv.number AS dataset_version_number, g.name AS label_group_name
  FROM training_tasks k
  JOIN algorithm_versions v ON v.id = k.algorithm_version_id
  JOIN algorithms a ON a.id = v.algorithm_id
  JOIN dataset_versions dv ON dv.id = k.dataset_version_id
  JOIN datasets d ON d.id = dv.dataset_id
  LEFT JOIN label_groups g ON g.id = k.label_group_id`;

const format = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);
const view = (row: Row): TaskView => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  algorithmId: row.algorithm_id,
  algorithmName: row.algorithm_name,
  algorithmTypeId: row.type_id,
  algorithmVersionId: row.algorithm_version_id,
  algorithmVersion: `V${row.version_number}`,
  trainer: row.trainer,
  datasetId: row.dataset_id,
  datasetName: row.dataset_name,
  datasetVersionId: row.dataset_version_id,
  datasetVersion: `V${row.dataset_version_number}`,
  labelGroupId: row.label_group_id,
  labelGroupName: row.label_group_name ?? "",
  params: { ...(JSON.parse(row.version_params) as object), ...(JSON.parse(row.params) as object) },
  cores: row.cores,
  memoryGb: row.memory_gb,
  hours: row.hours,
  description: row.description,
  createTime: format(row.created_at),
  updateTime: format(row.updated_at),
});

export interface TaskFields {
  name: string;
  algorithmVersionId: number;
  datasetVersionId: number;
  labelGroupId: number | null;
  params: Record<string, number>;
  cores: number;
  memoryGb: number;
  hours: number;
  description: string;
}

/** Each user's training tasks. */
export class TaskStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureTaskTables(db);
  }

  page(
    userId: number,
    query: { pageNum: number; pageSize: number; name?: string; algorithmTypeId?: number },
  ) {
    const { where, values } = this.where(userId, query);
    const { total } = this.db
      .prepare(
        `SELECT COUNT(*) AS total FROM training_tasks k JOIN algorithm_versions v ON v.id = k.algorithm_version_id
         JOIN algorithms a ON a.id = v.algorithm_id WHERE ${where}`,
      )
      .get(...values) as { total: number };
    const rows = this.db
      .prepare(`${SELECT} WHERE ${where} ORDER BY k.created_at DESC, k.id DESC LIMIT ? OFFSET ?`)
      .all(...values, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  list(userId: number, query: { algorithmTypeId?: number } = {}): TaskView[] {
    const { where, values } = this.where(userId, query);
    return (this.db.prepare(`${SELECT} WHERE ${where} ORDER BY k.name`).all(...values) as Row[]).map(view);
  }

  private where(userId: number, query: { name?: string; algorithmTypeId?: number }) {
    const parts = ["k.user_id = ?", "instr(k.name, ?) > 0"];
    const values: unknown[] = [userId, query.name?.trim() ?? ""];
    if (query.algorithmTypeId) {
      parts.push("(a.type_id = ? OR a.type_id IN (SELECT id FROM algorithm_types WHERE parent_id = ?))");
      values.push(query.algorithmTypeId, query.algorithmTypeId);
    }
    return { where: parts.join(" AND "), values };
  }

  get(id: number): TaskView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE k.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM training_tasks WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  /** Tasks on any version of the algorithm (or on the version). */
  countUsing(filter: { algorithmId?: number; versionId?: number }): number {
    const { count } = (
      filter.versionId
        ? this.db
            .prepare("SELECT COUNT(*) AS count FROM training_tasks WHERE algorithm_version_id = ?")
            .get(filter.versionId)
        : this.db
            .prepare(
              `SELECT COUNT(*) AS count FROM training_tasks WHERE algorithm_version_id IN
               (SELECT id FROM algorithm_versions WHERE algorithm_id = ?)`,
            )
            .get(filter.algorithmId)
    ) as { count: number };
    return count;
  }

  add(userId: number, fields: TaskFields): TaskView {
    const now = this.now();
    const id = this.db
      .prepare(
        `INSERT INTO training_tasks (user_id, name, algorithm_version_id, dataset_version_id, label_group_id, params,
         cores, memory_gb, hours, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, ...this.values(fields), now, now).lastInsertRowid;
    return this.get(Number(id)) as TaskView;
  }

  update(id: number, fields: TaskFields): TaskView {
    this.db
      .prepare(
        `UPDATE training_tasks SET name = ?, algorithm_version_id = ?, dataset_version_id = ?, label_group_id = ?,
         params = ?, cores = ?, memory_gb = ?, hours = ?, description = ?, updated_at = ? WHERE id = ?`,
      )
      .run(...this.values(fields), this.now(), id);
    return this.get(id) as TaskView;
  }

  private values(fields: TaskFields) {
    return [
      fields.name,
      fields.algorithmVersionId,
      fields.datasetVersionId,
      fields.labelGroupId,
      JSON.stringify(fields.params),
      fields.cores,
      fields.memoryGb,
      fields.hours,
      fields.description,
    ];
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM training_tasks WHERE id = ?").run(id);
  }
}
