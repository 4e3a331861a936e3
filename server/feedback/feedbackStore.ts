import type { Db, DbClock } from "../lib/db";
import { likeContains } from "../lib/like";
import { pageOf, type Page, type Paging } from "../lib/paging";
import { formatTime } from "../lib/time";
import { baseline, migrate } from "../lib/migrations";

import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type Feedback,
  type FeedbackFields,
  type FeedbackFilters,
  type FeedbackSummary,
} from "../../src/contracts/feedback";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER,
  user_name   TEXT NOT NULL,
  company     TEXT NOT NULL,
  phone       TEXT NOT NULL,
  email       TEXT NOT NULL,
  type        INTEGER NOT NULL,
  content     TEXT NOT NULL,
  page_id     TEXT NOT NULL,
  status      INTEGER NOT NULL DEFAULT 0,
  reply       TEXT NOT NULL DEFAULT '',
  reply_at    INTEGER,
  handler     TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS feedback_created ON feedback(created_at);
`;

interface Row {
  id: number;
  user_id: number | null;
  user_name: string;
  company: string;
  phone: string;
  email: string;
  type: number;
  content: string;
  page_id: string;
  status: number;
  reply: string;
  reply_at: number | null;
  handler: string;
  created_at: number;
}

type FeedbackFilter = FeedbackFilters & Paging;

const view = (row: Row): Feedback => ({
  id: row.id,
  userId: row.user_id,
  feedbackUser: row.user_name,
  feedbackCompany: row.company,
  feedbackContactNumber: row.phone,
  feedbackEmail: row.email,
  feedbackType: row.type,
  feedbackContent: row.content,
  feedbackRelationPageId: row.page_id,
  status: row.status,
  reply: row.reply,
  replyTime: row.reply_at === null ? "" : formatTime(row.reply_at),
  handlerName: row.handler,
  createTime: formatTime(row.created_at),
});

/** Feedback sent from the portal's floating form or the user menu, and its handling by operations. */
export class FeedbackStore {
  constructor(
    private readonly platform: DbClock,
    private readonly db: Db = platform.db,
  ) {
    migrate(db, "feedback", [baseline(SCHEMA)]);
  }

  add(userId: number | null, input: FeedbackFields): Feedback {
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO feedback (user_id, user_name, company, phone, email, type, content, page_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        input.feedbackUser,
        input.feedbackCompany,
        input.feedbackContactNumber,
        input.feedbackEmail,
        input.feedbackType,
        input.feedbackContent,
        input.feedbackRelationPageId,
        this.platform.now(),
      );
    return this.get(Number(lastInsertRowid)) as Feedback;
  }

  get(id: number): Feedback | undefined {
    const row = this.db.prepare("SELECT * FROM feedback WHERE id = ?").get(id) as Row | undefined;
    return row && view(row);
  }

  handle(id: number, status: number, reply: string, handler: string): Feedback {
    this.db
      .prepare("UPDATE feedback SET status = ?, reply = ?, reply_at = ?, handler = ? WHERE id = ?")
      .run(status, reply, reply ? this.platform.now() : null, handler, id);
    return this.get(id) as Feedback;
  }

  page(filter: FeedbackFilter): Page<Feedback> {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.feedbackType !== undefined) {
      where.push("type = ?");
      args.push(filter.feedbackType);
    }
    if (filter.status !== undefined) {
      where.push("status = ?");
      args.push(filter.status);
    }
    if (filter.startTime !== undefined) {
      where.push("created_at >= ?");
      args.push(filter.startTime);
    }
    if (filter.endTime !== undefined) {
      where.push("created_at <= ?");
      args.push(filter.endTime);
    }
    const keyword = filter.keyword?.trim();
    if (keyword) {
      where.push(
        "(user_name LIKE ? ESCAPE '\\' OR company LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')",
      );
      args.push(...Array<string>(5).fill(likeContains(keyword)));
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    return pageOf(
      this.platform,
      `SELECT * FROM feedback ${clause} ORDER BY created_at DESC, id DESC`,
      `SELECT COUNT(*) AS total FROM feedback ${clause}`,
      args,
      filter,
      view,
    );
  }

  /** The user's own feedback, newest first (their record, with the replies). */
  mine(userId: number, paging: Paging): Page<Feedback> {
    return pageOf(
      this.platform,
      "SELECT * FROM feedback WHERE user_id = ? ORDER BY created_at DESC, id DESC",
      "SELECT COUNT(*) AS total FROM feedback WHERE user_id = ?",
      [userId],
      paging,
      view,
    );
  }

  /** Counts by type and by status, every type and status present (0 when none). */
  summary(): FeedbackSummary {
    const count = (column: "type" | "status", values: readonly number[]) => {
      const rows = this.db
        .prepare(`SELECT ${column} AS value, COUNT(*) AS n FROM feedback GROUP BY ${column}`)
        .all() as { value: number; n: number }[];
      return Object.fromEntries(
        values.map((value) => [String(value), rows.find((r) => r.value === value)?.n ?? 0]),
      );
    };
    const { total } = this.db.prepare("SELECT COUNT(*) AS total FROM feedback").get() as { total: number };
    return { total, byType: count("type", FEEDBACK_TYPES), byStatus: count("status", FEEDBACK_STATUSES) };
  }
}
