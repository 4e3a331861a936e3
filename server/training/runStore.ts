import type { Db } from "../lib/db";
import type { RunHandle } from "./runner";
import { baseline, migrate } from "../lib/migrations";

/** A run's status; the words a user sees are RUN_STATUS_TEXT's. */
export type RunStatus =
  "queued" | "starting" | "running" | "succeeded" | "failed" | "terminating" | "terminated";

/** Statuses of a run that is not over yet (a restart must settle these). */
export const ACTIVE_STATUSES: readonly RunStatus[] = ["queued", "starting", "running", "terminating"];
export const isActive = (status: RunStatus) => ACTIVE_STATUSES.includes(status);

const SCHEMA = `
CREATE TABLE IF NOT EXISTS training_runs (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account              TEXT NOT NULL,
  name                 TEXT NOT NULL DEFAULT '',
  task_id              INTEGER,
  algorithm_version_id INTEGER,
  dataset_version_id   INTEGER NOT NULL,
  label_group_id       INTEGER,
  trainer              TEXT NOT NULL,
  params               TEXT NOT NULL,
  cores                INTEGER NOT NULL,
  memory_gb            REAL NOT NULL,
  hours                REAL NOT NULL,
  status               TEXT NOT NULL,
  reason               TEXT NOT NULL DEFAULT '',
  runner               TEXT NOT NULL,
  handle               TEXT,
  run_dir              TEXT NOT NULL DEFAULT '',
  sample_count         INTEGER NOT NULL DEFAULT 0,
  exit_code            INTEGER,
  created_at           INTEGER NOT NULL,
  started_at           INTEGER,
  ended_at             INTEGER
);
CREATE INDEX IF NOT EXISTS training_runs_user ON training_runs(user_id);
CREATE INDEX IF NOT EXISTS training_runs_status ON training_runs(status);
`;

export interface RunRow {
  id: number;
  user_id: number;
  account: string;
  name: string;
  task_id: number | null;
  algorithm_version_id: number | null;
  dataset_version_id: number;
  label_group_id: number | null;
  trainer: string;
  /** JSON of the complete hyper-parameters. */
  params: string;
  cores: number;
  memory_gb: number;
  hours: number;
  status: RunStatus;
  reason: string;
  runner: string;
  /** JSON of the runner's RunHandle, once submitted. */
  handle: string | null;
  run_dir: string;
  sample_count: number;
  exit_code: number | null;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
}

export type NewRun = Omit<
  RunRow,
  "id" | "reason" | "handle" | "run_dir" | "exit_code" | "started_at" | "ended_at"
>;

export interface RunFilter {
  userId?: number;
  taskId?: number;
  algorithmVersionId?: number;
  statuses?: readonly RunStatus[];
}

/** Training runs in SQLite (table training_runs, created here like op_logs is by its store). */
export class RunStore {
  constructor(private readonly db: Db) {
    migrate(db, "training.runs", [baseline(SCHEMA)]);
  }

  insert(run: NewRun): number {
    const columns = Object.keys(run) as (keyof NewRun)[];
    return Number(
      this.db
        .prepare(
          `INSERT INTO training_runs (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`,
        )
        .run(run).lastInsertRowid,
    );
  }

  get(id: number): RunRow | undefined {
    return this.db.prepare("SELECT * FROM training_runs WHERE id = ?").get(id) as RunRow | undefined;
  }

  update(id: number, patch: Partial<Omit<RunRow, "id">>): void {
    const columns = Object.keys(patch);
    if (!columns.length) return;
    this.db
      .prepare(`UPDATE training_runs SET ${columns.map((c) => `${c} = @${c}`).join(", ")} WHERE id = @id`)
      .run({ ...patch, id });
  }

  list(filter: RunFilter = {}): RunRow[] {
    const where: string[] = [];
    const params: (number | string)[] = [];
    if (filter.userId !== undefined) {
      where.push("user_id = ?");
      params.push(filter.userId);
    }
    if (filter.taskId !== undefined) {
      where.push("task_id = ?");
      params.push(filter.taskId);
    }
    if (filter.algorithmVersionId !== undefined) {
      where.push("algorithm_version_id = ?");
      params.push(filter.algorithmVersionId);
    }
    if (filter.statuses) {
      where.push(`status IN (${filter.statuses.map(() => "?").join(", ") || "NULL"})`);
      params.push(...filter.statuses);
    }
    return this.db
      .prepare(
        `SELECT * FROM training_runs ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC`,
      )
      .all(...params) as RunRow[];
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM training_runs WHERE id = ?").run(id);
  }

  active(): RunRow[] {
    return this.list({ statuses: ACTIVE_STATUSES }).reverse();
  }

  handle(row: RunRow): RunHandle | null {
    return row.handle ? (JSON.parse(row.handle) as RunHandle) : null;
  }
}
