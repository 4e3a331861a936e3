import { OP_LOG_API } from "../../src/contracts/opLog";
import type { SessionView } from "../../src/contracts/opLogShapes";
import type { FastifyInstance } from "fastify";
import { LIMITS } from "../../src/core/config";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, PageQuery, refuse, route, signedIn, T, Text } from "../http";
import type { Platform } from "../platform";
import { tokenDigest } from "../platform/sessions";
import { SessionAdminStore } from "./sessionAdminStore";
import { CODE } from "../../src/contracts/permissionCodes";

export type { SessionView };

export const SESSION_ADMIN_CODE = CODE.systemManage;
export const SESSION_TEXT = { notFound: "会话不存在或已结束" } as const;

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
  const sessions = new SessionAdminStore(platform.db, platform.now);
  route(app, {
    method: "GET",
    url: OP_LOG_API.opLogSessions,
    access: anyOf(SESSION_ADMIN_CODE),
    schema: { querystring: T.Object({ ...PageQuery, user: T.Optional(Text(100)) }) },
    handler: ({ request, query, reply }) => {
      const { token } = signedIn(request);
      const issuedAfter = platform.now() - LIMITS.sessionLifetimeMs;
      const user = query.user?.trim() ?? "";
      return sendOk(reply, sessions.live(query, issuedAfter, user, tokenDigest(token)));
    },
  });

  route(app, {
    method: "DELETE",
    url: OP_LOG_API.opLogSession,
    log: { name: "结束会话", module: "会话管理" },
    access: anyOf(SESSION_ADMIN_CODE),
    schema: { params: IdParams() },
    handler: ({ params, reply }) => {
      const digest = sessions.liveDigest(params.id);
      if (digest === null) return refuse(404, SESSION_TEXT.notFound);
      platform.sessions.endDigest(digest);
      return sendOk(reply, null);
    },
  });
}
