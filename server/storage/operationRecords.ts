import { STORAGE } from "../../src/contracts/storage";
import type { OperationRecord } from "../../src/contracts/storageRecords";
import { EventEmitter } from "node:events";
import type { Db } from "../lib/db";
import { formatTime } from "../lib/dirInfo";
import { baseline, migrate } from "../lib/migrations";
import { pageOffset } from "../lib/paging";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS storage_operations (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type        INTEGER NOT NULL,
  status      INTEGER NOT NULL,
  from_json   TEXT NOT NULL,
  target_json TEXT NOT NULL,
  info        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS storage_operation_lines (
  operation_id INTEGER NOT NULL REFERENCES storage_operations(id) ON DELETE CASCADE,
  seq          INTEGER NOT NULL,
  line         TEXT NOT NULL,
  PRIMARY KEY (operation_id, seq)
);
`;

interface OperationRow {
  id: number;
  user_id: number;
  type: number;
  status: number;
  from_json: string;
  target_json: string;
  info: string;
  created_at: number;
  updated_at: number;
}

/** The spec's JSON string: an array whose items have a path; empty lists give "" (shown as '-'). */
export const pathsJson = (paths: readonly string[]): string =>
  paths.length ? JSON.stringify(paths.map((path) => ({ path }))) : "";

export type OperationEvent = { kind: "line"; line: string } | { kind: "end"; status: number };

/**
 * Operation records in SQLite, their output lines, and a live channel per running operation:
 * `events` emits `op:{id}` with a line or the end.
 */
export class OperationRecords {
  readonly events = new EventEmitter();
  /** The last line number of each running operation (lines are numbered without a query each). */
  private readonly lastSeq = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "storage.operations", [baseline(SCHEMA)]);
    this.events.setMaxListeners(0);
    // A server stopped mid-operation leaves records running for ever: they failed.
    db.prepare("UPDATE storage_operations SET status = ?, info = ? WHERE status = ?").run(
      STORAGE.opStatus.failed,
      "服务重启，操作中断",
      STORAGE.opStatus.running,
    );
  }

  create(userId: number, type: number, from: readonly string[], target: readonly string[]): number {
    const at = this.now();
    return Number(
      this.db
        .prepare(
          `INSERT INTO storage_operations (user_id, type, status, from_json, target_json, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, type, STORAGE.opStatus.running, pathsJson(from), pathsJson(target), at, at)
        .lastInsertRowid,
    );
  }

  appendLine(id: number, line: string): void {
    const seq = (this.lastSeq.get(id) ?? this.storedLines(id)) + 1;
    this.lastSeq.set(id, seq);
    this.db
      .prepare("INSERT INTO storage_operation_lines (operation_id, seq, line) VALUES (?, ?, ?)")
      .run(id, seq, line);
    this.events.emit(`op:${id}`, { kind: "line", line } satisfies OperationEvent);
  }

  private storedLines(id: number): number {
    const { count } = this.db
      .prepare("SELECT COUNT(*) AS count FROM storage_operation_lines WHERE operation_id = ?")
      .get(id) as { count: number };
    return count;
  }

  finish(id: number, status: number, info: string): void {
    this.lastSeq.delete(id);
    this.db
      .prepare("UPDATE storage_operations SET status = ?, info = ?, updated_at = ? WHERE id = ?")
      .run(status, info, this.now(), id);
    this.events.emit(`op:${id}`, { kind: "end", status } satisfies OperationEvent);
  }

  private row(userId: number, id: number): OperationRow | undefined {
    return this.db
      .prepare("SELECT * FROM storage_operations WHERE id = ? AND user_id = ?")
      .get(id, userId) as OperationRow | undefined;
  }

  get(userId: number, id: number): OperationRecord | undefined {
    const row = this.row(userId, id);
    return row ? toRecord(row) : undefined;
  }

  lines(id: number): string[] {
    return (
      this.db
        .prepare("SELECT line FROM storage_operation_lines WHERE operation_id = ? ORDER BY seq")
        .all(id) as {
        line: string;
      }[]
    ).map((row) => row.line);
  }

  /** Newest first by id (order_by id), `page` 1-based. */
  page(userId: number, page: number, limit: number): { spec: OperationRecord[]; total: number } {
    const { total } = this.db
      .prepare("SELECT COUNT(*) AS total FROM storage_operations WHERE user_id = ?")
      .get(userId) as { total: number };
    const rows = this.db
      .prepare("SELECT * FROM storage_operations WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?")
      .all(userId, limit, pageOffset(page, limit)) as OperationRow[];
    return { spec: rows.map(toRecord), total };
  }

  remove(userId: number, id: number): boolean {
    return (
      this.db.prepare("DELETE FROM storage_operations WHERE id = ? AND user_id = ?").run(id, userId).changes >
      0
    );
  }
}

function toRecord(row: OperationRow): OperationRecord {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    from: row.from_json,
    target: row.target_json,
    info: row.info,
    create_time: formatTime(row.created_at),
    update_time: formatTime(row.updated_at),
  };
}
