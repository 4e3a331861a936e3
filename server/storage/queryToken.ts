import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../envelope";
import type { Platform } from "../platform";
import type { StorageTokens } from "./storageTokens";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Also accept the session token as `?token=` (a browser window, an <img> or a websocket sends no header). */
    queryToken?: boolean;
  }
}

/**
 * For routes marked `public` and `queryToken`: the bearer header, or `?token=` holding a storage token
 * or the session token, must name a live session; attaches the user like the bearer check. Answers
 * 401 and returns false otherwise.
 */
export function authenticateQueryToken(
  platform: Platform,
  storageTokens: StorageTokens,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const header = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  const fromQuery = typeof query === "string" ? (storageTokens.session(query) ?? query) : undefined;
  const token = header ?? fromQuery;
  const session = token ? platform.sessions.findActive(token) : undefined;
  const user = session ? platform.users.byId(session.user_id) : undefined;
  if (!token || !user || user.disabled) {
    sendError(reply, 401);
    return false;
  }
  platform.sessions.touch(token, request.ip);
  request.user = user;
  request.sessionToken = token;
  return true;
}
