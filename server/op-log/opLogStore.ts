import type { Db } from "../lib/db";
import type { OpLogEntryView, OpLogPage } from "../../src/contracts/opLogShapes";

import { baseline, migrate } from "../lib/migrations";
import { pageOffset } from "../lib/paging";
import { likeContains } from "../lib/like";

/** An operation-log entry as the client sends it (shell spec §3). */
export interface OpLogEntryInput {
  id: string;
  userId: string;
  userName: string;
  userAccount: string;
  ip: string;
  area: string;
  operationTime: string;
  pageName: string;
  content: string;
}

export interface OpLogFilter {
  /** Matches the user's name or account. */
  user?: string;
  pageName?: string;
  content?: string;
  /** YYYY-MM-DD HH:mm:ss, inclusive. */
  startTime?: string;
  endTime?: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS op_logs (
  seq            INTEGER PRIMARY KEY,
  id             TEXT NOT NULL UNIQUE,
  user_id        TEXT NOT NULL,
  user_name      TEXT NOT NULL,
  user_account   TEXT NOT NULL,
  ip             TEXT NOT NULL,
  area           TEXT NOT NULL,
  operation_time TEXT NOT NULL,
  page_name      TEXT NOT NULL,
  content        TEXT NOT NULL,
  reported_by    INTEGER NOT NULL,
  received_at    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS op_logs_time ON op_logs(operation_time);
`;

export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TEXT_MAX = 500;

/** Is this a well-formed entry? Required: id, user id, page name, content, a YYYY-MM-DD HH:mm:ss time. */
export function validEntry(value: unknown): value is OpLogEntryInput {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  const fields = [
    "id",
    "userId",
    "userName",
    "userAccount",
    "ip",
    "area",
    "operationTime",
    "pageName",
    "content",
  ];
  if (!fields.every((field) => entry[field] === undefined || typeof entry[field] === "string")) return false;
  const text = entry as Partial<Record<string, string>>;
  return (
    !!text.id &&
    text.id.length <= 100 &&
    !!text.userId &&
    !!text.pageName &&
    !!text.content &&
    DATE_TIME.test(text.operationTime ?? "") &&
    fields.every((field) => (text[field] ?? "").length <= TEXT_MAX)
  );
}

/** Operation logs in SQLite: an entry id is stored once, however often it is sent. */
export class OpLogStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "op-log", [baseline(SCHEMA)]);
  }

  /** Stores new entries; ids already stored are skipped. Returns how many were new. */
  insert(entries: OpLogEntryInput[], reportedBy: number, fallbackIp: string): number {
    const statement = this.db.prepare(
      `INSERT OR IGNORE INTO op_logs (id, user_id, user_name, user_account, ip, area, operation_time,
         page_name, content, reported_by, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const receivedAt = this.now();
    const insertAll = this.db.transaction((items: OpLogEntryInput[]) => {
      let added = 0;
      for (const item of items) {
        added += statement.run(
          item.id,
          item.userId,
          item.userName ?? "",
          item.userAccount ?? "",
          item.ip || fallbackIp,
          item.area ?? "",
          item.operationTime,
          item.pageName,
          item.content,
          reportedBy,
          receivedAt,
        ).changes;
      }
      return added;
    });
    return insertAll(entries);
  }

  /** A page of entries, newest first, with the filters applied. */
  page(filter: OpLogFilter, pageNum: number, pageSize: number): OpLogPage {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filter.user) {
      where.push("(user_name LIKE ? ESCAPE '\\' OR user_account LIKE ? ESCAPE '\\')");
      params.push(likeContains(filter.user), likeContains(filter.user));
    }
    if (filter.pageName) {
      where.push("page_name LIKE ? ESCAPE '\\'");
      params.push(likeContains(filter.pageName));
    }
    if (filter.content) {
      where.push("content LIKE ? ESCAPE '\\'");
      params.push(likeContains(filter.content));
    }
    if (filter.startTime) {
      where.push("operation_time >= ?");
      params.push(filter.startTime);
    }
    if (filter.endTime) {
      where.push("operation_time <= ?");
      params.push(filter.endTime);
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM op_logs ${clause}`).get(...params) as {
      total: number;
    };
    const list = this.db
      .prepare(
        `SELECT id, user_id AS userId, user_name AS userName, user_account AS userAccount, ip, area,
           operation_time AS operationTime, page_name AS pageName, content,
           COALESCE((SELECT user_name FROM users WHERE users.id = reported_by), '') AS reportedBy
         FROM op_logs ${clause} ORDER BY operation_time DESC, seq DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, pageSize, pageOffset(pageNum, pageSize)) as OpLogEntryView[];
    return { list, total, pageNum, pageSize };
  }
}
