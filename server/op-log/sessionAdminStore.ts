import type { Db } from "../lib/db";
import { likeContains } from "../lib/like";
import { pageOf, type Page, type Paging } from "../lib/paging";
import type { SessionView } from "../../src/contracts/opLogShapes";

export type { SessionView };

interface SessionJoinRow {
  id: number;
  token: string;
  user_id: number;
  display_name: string;
  user_name: string;
  issued_at: number;
  last_seen: number;
  ip: string;
  user_agent: string;
}

/** The sessions table as session management reads it (the rowid is the session's id on the page). */
export class SessionAdminStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /**
   * The sessions not ended and issued after `issuedAfter`, most recently seen first, optionally those of users
   * whose name or account contains `user` (wildcards taken literally); `current` marks the one whose token
   * digest is `currentDigest`.
   */
  live(paging: Paging, issuedAfter: number, user: string, currentDigest: string): Page<SessionView> {
    const where = ["s.ended_at IS NULL", "s.issued_at > ?"];
    const args: (string | number)[] = [issuedAfter];
    if (user) {
      where.push("(u.display_name LIKE ? ESCAPE '\\' OR u.user_name LIKE ? ESCAPE '\\')");
      args.push(likeContains(user), likeContains(user));
    }
    const from = `FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${where.join(" AND ")}`;
    return pageOf<SessionJoinRow, SessionView>(
      { db: this.db, now: this.now },
      `SELECT s.rowid AS id, s.token, s.user_id, u.display_name, u.user_name, s.issued_at, s.last_seen,
         s.ip, s.user_agent ${from}
       ORDER BY s.last_seen DESC, s.rowid DESC`,
      `SELECT COUNT(*) AS total ${from}`,
      args,
      paging,
      (row) => ({
        id: row.id,
        userId: String(row.user_id),
        userName: row.display_name,
        userAccount: row.user_name,
        signedInAt: row.issued_at,
        lastSeen: row.last_seen,
        ip: row.ip,
        userAgent: row.user_agent,
        current: row.token === currentDigest,
      }),
    );
  }

  /** The token digest of the live session `id`, or null when there is none or it has ended. */
  liveDigest(id: number): string | null {
    const row = this.db.prepare("SELECT token FROM sessions WHERE rowid = ? AND ended_at IS NULL").get(id) as
      { token: string } | undefined;
    return row?.token ?? null;
  }
}
