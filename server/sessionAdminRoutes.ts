import type { FastifyInstance } from "fastify";
import { API, LIMITS } from "../src/core/config";
import { sendOk } from "./envelope";
import { anyOf, IdParams, refuse, route, signedIn } from "./http";
import type { Platform } from "./platform";

export const SESSION_ADMIN_CODE = "system-manage";
export const SESSION_TEXT = { notFound: "会话不存在或已结束" } as const;

/** A live session as the back office lists it; the token itself never leaves the server. */
export interface SessionView {
  id: number;
  userId: string;
  userName: string;
  userAccount: string;
  signedInAt: number;
  lastSeen: number;
  ip: string;
  userAgent: string;
  /** The caller's own session. */
  current: boolean;
}

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
 * Session management (system-manage): the live sessions, most recently seen first, and ending one.
 * An ended session's token answers 401 from then on (the bearer check refuses ended sessions).
 */
export async function sessionAdminRoutes(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  route(app, {
    method: "GET",
    url: API.opLogSessions,
    access: anyOf(SESSION_ADMIN_CODE),
    handler: ({ request, reply }) => {
      const { token } = signedIn(request);
      const rows = platform.db
        .prepare(
          `SELECT s.rowid AS id, s.token, s.user_id, u.display_name, u.user_name, s.issued_at, s.last_seen,
           s.ip, s.user_agent
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.ended_at IS NULL AND s.issued_at > ?
         ORDER BY s.last_seen DESC, s.rowid DESC`,
        )
        .all(platform.now() - LIMITS.sessionLifetimeMs) as SessionJoinRow[];
      const list: SessionView[] = rows.map((row) => ({
        id: row.id,
        userId: String(row.user_id),
        userName: row.display_name,
        userAccount: row.user_name,
        signedInAt: row.issued_at,
        lastSeen: row.last_seen,
        ip: row.ip,
        userAgent: row.user_agent,
        current: row.token === token,
      }));
      return sendOk(reply, list);
    },
  });

  route(app, {
    method: "DELETE",
    url: `${API.opLogSessions}/:id`,
    log: { name: "结束会话", module: "会话管理" },
    access: anyOf(SESSION_ADMIN_CODE),
    schema: { params: IdParams() },
    handler: ({ params, reply }) => {
      const row = platform.db
        .prepare("SELECT token FROM sessions WHERE rowid = ? AND ended_at IS NULL")
        .get(params.id) as { token: string } | undefined;
      if (!row) return refuse(404, SESSION_TEXT.notFound);
      platform.sessions.end(row.token);
      return sendOk(reply, null);
    },
  });
}
