import dayjs from "dayjs";
import type { ModelFormat, OnnxManifest } from "../../../src/contracts/modelManifest";
import type { Db } from "../../lib/db";
import type { Statement } from "better-sqlite3";
import { VERSION_STATUS_TEXT } from "./modelText";
import { DATE_TIME_FORMAT } from "../../lib/time";
import { addColumn, baseline, migrate } from "../../lib/migrations";
import { pageOffset } from "../../lib/paging";

/** Where a version's checkpoint came from. */
export type VersionSource = "run" | "storage" | "copy";

/** A model version as the pages read it. */
export interface ModelVersionView {
  id: number;
  modelId: number;
  /** V1, V2 … in the order registered. */
  version: string;
  description: string;
  source: VersionSource;
  runId: number | null;
  algorithmVersionId: number | null;
  /** The algorithm version it relates to (relation-algorithm_version): 形状分类 and V1, or "" for none. */
  algorithmId: number | null;
  algorithmName: string;
  algorithmVersion: string;
  trainer: string;
  /** The model's labels, by name. */
  labels: string[];
  /** onnx (a model exported from any framework) or checkpoint (the built-in trainers'). */
  format: ModelFormat;
  /** An ONNX model's input, "32×32×3"; "" for a checkpoint (it reads any image size). */
  inputSize: string;
  /** An ONNX model's task type as its manifest says; null for a checkpoint. */
  manifestTaskType: OnnxManifest["taskType"] | null;
  /** Validation accuracy of the run that made it, when known. */
  accuracy: number | null;
  /** Where the checkpoint was taken from, as the storage screens name it. */
  sourcePath: string;
  fileSize: number;
  status: 0 | 1;
  statusText: string;
  isPublic: 0 | 1;
  createTime: string;
}

export interface VersionRow {
  id: number;
  model_id: number;
  user_id: number;
  version_no: number;
  description: string;
  source: VersionSource;
  run_id: number | null;
  algorithm_version_id: number | null;
  trainer: string;
  labels: string;
  accuracy: number | null;
  source_path: string;
  file_path: string;
  file_size: number;
  format: ModelFormat;
  /** model.json of an ONNX version (JSON), "" for a checkpoint. */
  manifest: string;
  status: 0 | 1;
  is_public: 0 | 1;
  created_at: number;
  /** Read with the row (SELECT_WITH_ALGORITHM): its algorithm version's algorithm and number, when it has one. */
  algorithm_id?: number | null;
  algorithm_name?: string | null;
  algorithm_version_no?: number | null;
}

export type NewVersion = Omit<
  VersionRow,
  | "id"
  | "version_no"
  | "status"
  | "is_public"
  | "created_at"
  | "algorithm_id"
  | "algorithm_name"
  | "algorithm_version_no"
  | "format"
  | "manifest"
>;

/** A version with the algorithm version it relates to (gone or none: nulls). */
const SELECT_WITH_ALGORITHM = `SELECT mv.*, av.algorithm_id AS algorithm_id, a.name AS algorithm_name,
  av.number AS algorithm_version_no
  FROM model_versions mv
  LEFT JOIN algorithm_versions av ON av.id = mv.algorithm_version_id
  LEFT JOIN algorithms a ON a.id = av.algorithm_id`;
/** The same where the algorithm module's tables do not exist (a server without it). */
const SELECT_ALONE = "SELECT mv.* FROM model_versions mv";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS model_versions (
  id                   INTEGER PRIMARY KEY,
  model_id             INTEGER NOT NULL,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  version_no           INTEGER NOT NULL,
  description          TEXT NOT NULL DEFAULT '',
  source               TEXT NOT NULL,
  run_id               INTEGER,
  algorithm_version_id INTEGER,
  trainer              TEXT NOT NULL,
  labels               TEXT NOT NULL,
  accuracy             REAL,
  source_path          TEXT NOT NULL,
  file_path            TEXT NOT NULL DEFAULT '',
  file_size            INTEGER NOT NULL DEFAULT 0,
  status               INTEGER NOT NULL DEFAULT 1,
  is_public            INTEGER NOT NULL DEFAULT 0,
  created_at           INTEGER NOT NULL,
  UNIQUE (model_id, version_no)
);
CREATE INDEX IF NOT EXISTS model_versions_model ON model_versions(model_id);
`;

/** The table's migrations; 2 and 3: columns added with ONNX models (versions registered before are checkpoints). */
const MIGRATIONS = [
  baseline(SCHEMA),
  addColumn(2, "model_versions", "format", "TEXT NOT NULL DEFAULT 'checkpoint'"),
  addColumn(3, "model_versions", "manifest", "TEXT NOT NULL DEFAULT ''"),
];

/** The version's manifest, when it has one. */
export const manifestOf = (row: Pick<VersionRow, "manifest">): OnnxManifest | null =>
  row.manifest ? (JSON.parse(row.manifest) as OnnxManifest) : null;

const inputSizeOf = (manifest: OnnxManifest | null) =>
  manifest ? `${manifest.input.width}×${manifest.input.height}×${manifest.input.channels}` : "";

export const versionView = (row: VersionRow): ModelVersionView => ({
  id: row.id,
  modelId: row.model_id,
  version: `V${row.version_no}`,
  description: row.description,
  source: row.source,
  runId: row.run_id,
  algorithmVersionId: row.algorithm_version_id,
  algorithmId: row.algorithm_id ?? null,
  algorithmName: row.algorithm_name ?? "",
  algorithmVersion: row.algorithm_version_no ? `V${row.algorithm_version_no}` : "",
  trainer: row.trainer,
  labels: JSON.parse(row.labels) as string[],
  format: row.format === "onnx" ? "onnx" : "checkpoint",
  inputSize: inputSizeOf(manifestOf(row)),
  manifestTaskType: manifestOf(row)?.taskType ?? null,
  accuracy: row.accuracy,
  sourcePath: row.source_path,
  fileSize: row.file_size,
  status: row.status ? 1 : 0,
  statusText: VERSION_STATUS_TEXT[row.status ? 1 : 0],
  isPublic: row.is_public ? 1 : 0,
  createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
});

/** The versions of the models (table model_versions). */
export class ModelVersionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "models.versions", MIGRATIONS);
  }

  private withAlgorithm = false;

  /** The select of a version's row, joined to its algorithm version once that module's tables exist. */
  private get select(): string {
    if (!this.withAlgorithm)
      this.withAlgorithm =
        (
          this.db
            .prepare(
              "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('algorithm_versions', 'algorithms')",
            )
            .get() as { n: number }
        ).n === 2;
    return this.withAlgorithm ? SELECT_WITH_ALGORITHM : SELECT_ALONE;
  }

  /** One page of a model's versions, newest first. */
  page(modelId: number, query: { pageNum: number; pageSize: number }) {
    const { total } = this.db
      .prepare("SELECT COUNT(*) AS total FROM model_versions WHERE model_id = ?")
      .get(modelId) as { total: number };
    const rows = this.db
      .prepare(`${this.select} WHERE mv.model_id = ? ORDER BY mv.version_no DESC LIMIT ? OFFSET ?`)
      .all(modelId, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as VersionRow[];
    return { list: rows.map(versionView), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** All of a model's versions, newest first (models-versions). */
  list(modelId: number): ModelVersionView[] {
    return (
      this.db
        .prepare(`${this.select} WHERE mv.model_id = ? ORDER BY mv.version_no DESC`)
        .all(modelId) as VersionRow[]
    ).map(versionView);
  }

  /** A model's public versions, newest first. */
  publicList(modelId: number): ModelVersionView[] {
    return (
      this.db
        .prepare(`${this.select} WHERE mv.model_id = ? AND mv.is_public = 1 ORDER BY mv.version_no DESC`)
        .all(modelId) as VersionRow[]
    ).map(versionView);
  }

  /** A version of one of the user's models. */
  get(userId: number, id: number): VersionRow | undefined {
    // Prepared once per select (every call of a service reads its version): the select gains the
    // algorithm join once that module's tables exist.
    const sql = `${this.select} WHERE mv.id = ? AND mv.user_id = ?`;
    if (this.getStatement?.sql !== sql) this.getStatement = { sql, statement: this.db.prepare(sql) };
    return this.getStatement.statement.get(id, userId) as VersionRow | undefined;
  }

  private getStatement?: { sql: string; statement: Statement };

  /** Was this run registered as a version of the model already? */
  hasRun(modelId: number, runId: number): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM model_versions WHERE model_id = ? AND run_id = ?")
        .get(modelId, runId) !== undefined
    );
  }

  /** Adds a version numbered after the model's last; the caller then stores its file (setFile). */
  add(version: NewVersion & Partial<Pick<VersionRow, "format" | "manifest">>): number {
    const insert = this.db.transaction(() => {
      const { next } = this.db
        .prepare("SELECT COALESCE(MAX(version_no), 0) + 1 AS next FROM model_versions WHERE model_id = ?")
        .get(version.model_id) as { next: number };
      return Number(
        this.db
          .prepare(
            `INSERT INTO model_versions (model_id, user_id, version_no, description, source, run_id,
              algorithm_version_id, trainer, labels, accuracy, source_path, file_path, file_size, format, manifest,
              created_at)
             VALUES (@model_id, @user_id, @next, @description, @source, @run_id, @algorithm_version_id,
              @trainer, @labels, @accuracy, @source_path, @file_path, @file_size, @format, @manifest, @created_at)`,
          )
          .run({ format: "checkpoint", manifest: "", ...version, next, created_at: this.now() })
          .lastInsertRowid,
      );
    });
    return insert();
  }

  setFile(id: number, filePath: string, fileSize: number): void {
    this.db
      .prepare("UPDATE model_versions SET file_path = ?, file_size = ? WHERE id = ?")
      .run(filePath, fileSize, id);
  }

  setDescription(id: number, description: string): void {
    this.db.prepare("UPDATE model_versions SET description = ? WHERE id = ?").run(description, id);
  }

  setStatus(id: number, status: 0 | 1): void {
    this.db.prepare("UPDATE model_versions SET status = ? WHERE id = ?").run(status, id);
  }

  setPublic(id: number, isPublic: boolean): void {
    this.db.prepare("UPDATE model_versions SET is_public = ? WHERE id = ?").run(isPublic ? 1 : 0, id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM model_versions WHERE id = ?").run(id);
  }

  /** The run ids of a model's versions (its resource cost). */
  runIds(modelId: number): number[] {
    return (
      this.db
        .prepare("SELECT DISTINCT run_id FROM model_versions WHERE model_id = ? AND run_id IS NOT NULL")
        .all(modelId) as { run_id: number }[]
    ).map((row) => row.run_id);
  }

  count(modelId: number): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM model_versions WHERE model_id = ?").get(modelId) as {
        n: number;
      }
    ).n;
  }
}
