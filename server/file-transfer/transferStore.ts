import {
  TRANSFER_TEXT,
  type TransferDirection,
  type TransferPage,
  type TransferPageQuery,
  type TransferRecord,
  type TransferStatus,
} from "../../src/contracts/fileTransfer";
import { likeContains } from "../lib/like";
import { versionName } from "../platform/datasetStore";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { formatTime } from "../lib/dirInfo";
import { baseline, migrate } from "../lib/migrations";
import { pageOffset } from "../lib/paging";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS file_transfers (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL,
  direction     TEXT NOT NULL,
  dataset_id    INTEGER NOT NULL,
  dataset_name  TEXT NOT NULL,
  version_id    INTEGER NOT NULL,
  version_no    INTEGER NOT NULL,
  storage_path  TEXT NOT NULL,
  status        TEXT NOT NULL,
  total         INTEGER NOT NULL DEFAULT 0,
  done          INTEGER NOT NULL DEFAULT 0,
  skipped       INTEGER NOT NULL DEFAULT 0,
  message       TEXT NOT NULL DEFAULT '',
  created_at    INTEGER NOT NULL,
  finished_at   INTEGER
)`;

interface TransferRow {
  id: number;
  user_id: number;
  direction: TransferDirection;
  dataset_id: number;
  dataset_name: string;
  version_id: number;
  version_no: number;
  storage_path: string;
  status: TransferStatus;
  total: number;
  done: number;
  skipped: number;
  message: string;
  created_at: number;
  finished_at: number | null;
}

export interface NewTransfer {
  userId: number;
  direction: TransferDirection;
  datasetId: number;
  datasetName: string;
  versionId: number;
  versionNo: number;
  storagePath: string;
  total: number;
}

const SELECT = `SELECT t.*, u.user_name AS account, u.display_name AS display
  FROM file_transfers t LEFT JOIN users u ON u.id = t.user_id`;

/** Transfer records: one row per transfer, its counts moved as files are copied. */
export class TransferStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "transfers", [baseline(SCHEMA)]);
    // A transfer the last process left running never finishes: say so instead of showing it running.
    db.prepare(
      "UPDATE file_transfers SET status = 'failed', message = ?, finished_at = ? WHERE status = 'running'",
    ).run(TRANSFER_TEXT.interrupted, now());
  }

  create(input: NewTransfer): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO file_transfers (user_id, direction, dataset_id, dataset_name, version_id, version_no,
             storage_path, status, total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?, ?)`,
        )
        .run(
          input.userId,
          input.direction,
          input.datasetId,
          input.datasetName,
          input.versionId,
          input.versionNo,
          input.storagePath,
          input.total,
          this.now(),
        ).lastInsertRowid,
    );
  }

  progress(id: number, done: number, skipped: number): void {
    this.db.prepare("UPDATE file_transfers SET done = ?, skipped = ? WHERE id = ?").run(done, skipped, id);
  }

  finish(id: number, status: Exclude<TransferStatus, "running">, message: string): void {
    this.db
      .prepare("UPDATE file_transfers SET status = ?, message = ?, finished_at = ? WHERE id = ?")
      .run(status, message, this.now(), id);
  }

  one(id: number): TransferRecord {
    const row = this.db.prepare(`${SELECT} WHERE t.id = ?`).get(id) as ViewRow | undefined;
    return row ? view(row) : refuse(404, TRANSFER_TEXT.notFound);
  }

  remove(id: number): void {
    if (this.one(id).status === "running") refuse(400, TRANSFER_TEXT.stillRunning);
    this.db.prepare("DELETE FROM file_transfers WHERE id = ?").run(id);
  }

  page(query: TransferPageQuery): TransferPage {
    const where: string[] = [];
    const args: unknown[] = [];
    const keep = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      args.push(...values);
    };
    if (query.direction) keep("t.direction = ?", query.direction);
    if (query.status) keep("t.status = ?", query.status);
    const user = query.userName?.trim();
    if (user)
      keep(
        "(u.user_name LIKE ? ESCAPE '\\' OR u.display_name LIKE ? ESCAPE '\\')",
        likeContains(user),
        likeContains(user),
      );
    const dataset = query.dataSetName?.trim();
    if (dataset) keep("t.dataset_name LIKE ? ESCAPE '\\'", likeContains(dataset));
    const clause = where.length ? ` WHERE ${where.join(" AND ")}` : "";
    const { total } = this.db
      .prepare(
        `SELECT COUNT(*) AS total FROM file_transfers t LEFT JOIN users u ON u.id = t.user_id${clause}`,
      )
      .get(...args) as { total: number };
    const rows = this.db
      .prepare(`${SELECT}${clause} ORDER BY t.id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as ViewRow[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }
}

interface ViewRow extends TransferRow {
  account: string | null;
  display: string | null;
}

function view(row: ViewRow): TransferRecord {
  const handled = row.done + row.skipped;
  return {
    id: row.id,
    direction: row.direction,
    status: row.status,
    userName: row.display || row.account || "-",
    dataSetId: row.dataset_id,
    dataSetName: row.dataset_name,
    versionId: row.version_id,
    versionName: versionName(row.version_no),
    storagePath: row.storage_path,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    progress: row.total === 0 ? 100 : Math.floor((handled * 100) / row.total),
    message: row.message,
    createTime: formatTime(row.created_at),
    finishTime: row.finished_at === null ? "" : formatTime(row.finished_at),
  };
}
