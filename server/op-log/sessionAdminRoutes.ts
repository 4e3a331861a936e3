import { OP_LOG_API } from "../../src/contracts/opLog";
import type { SessionView } from "../../src/contracts/opLogShapes";
import type { FastifyInstance } from "fastify";
import { LIMITS } from "../../src/core/config";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, PageQuery, refuse, route, signedIn, T, Text } from "../http";
import type { Platform } from "../platform";
import { tokenDigest } from "../platform/sessions";

import { pageOffset } from "../lib/paging";
import { likeContains } from "../lib/like";

export const SESSION_ADMIN_CODE = "system-manage";
export const SESSION_TEXT = { notFound: "会话不存在或已结束" } as const;

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

/**
 * Session management (system-manage): the live sessions, most recently seen first, paged and filtered
 * by the user's name or account (wildcards taken literally), and ending one (the caller's own too: the
 * page warns first, and the caller is signed out).
 * An ended session's token answers 401 from then on (the bearer check refuses ended sessions).
 */
export async function sessionAdminRoutes(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  route(app, {
    method: "GET",
    url: OP_LOG_API.opLogSessions,
    access: anyOf(SESSION_ADMIN_CODE),
    schema: { querystring: T.Object({ ...PageQuery, user: T.Optional(Text(100)) }) },
    handler: ({ request, query, reply }) => {
      const { token } = signedIn(request);
      const where = ["s.ended_at IS NULL", "s.issued_at > ?"];
      const args: (string | number)[] = [platform.now() - LIMITS.sessionLifetimeMs];
      const user = query.user?.trim();
      if (user) {
        where.push("(u.display_name LIKE ? ESCAPE '\\' OR u.user_name LIKE ? ESCAPE '\\')");
        args.push(likeContains(user), likeContains(user));
      }
      const from = `FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${where.join(" AND ")}`;
      const { total } = platform.db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as {
        total: number;
      };
      const rows = platform.db
        .prepare(
          `SELECT s.rowid AS id, s.token, s.user_id, u.display_name, u.user_name, s.issued_at, s.last_seen,
           s.ip, s.user_agent ${from}
         ORDER BY s.last_seen DESC, s.rowid DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as SessionJoinRow[];
      const list: SessionView[] = rows.map((row) => ({
        id: row.id,
        userId: String(row.user_id),
        userName: row.display_name,
        userAccount: row.user_name,
        signedInAt: row.issued_at,
        lastSeen: row.last_seen,
        ip: row.ip,
        userAgent: row.user_agent,
        current: row.token === tokenDigest(token),
      }));
      return sendOk(reply, { list, total, pageNum: query.pageNum, pageSize: query.pageSize });
    },
  });

  route(app, {
    method: "DELETE",
    url: OP_LOG_API.opLogSession,
    log: { name: "结束会话", module: "会话管理" },
    access: anyOf(SESSION_ADMIN_CODE),
    schema: { params: IdParams() },
    handler: ({ params, reply }) => {
      const row = platform.db
        .prepare("SELECT token FROM sessions WHERE rowid = ? AND ended_at IS NULL")
        .get(params.id) as { token: string } | undefined;
      if (!row) return refuse(404, SESSION_TEXT.notFound);
      platform.sessions.endDigest(row.token);
      return sendOk(reply, null);
    },
  });
}
