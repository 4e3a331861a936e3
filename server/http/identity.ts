import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Platform } from "../platform";
import type { UserRow } from "../platform/users";
import { HTTP_TEXT, NO_TOKEN_TEXT, STATUS_TEXT } from "../lib/messages";
import { Refusal } from "../lib/refusal";

export function isApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

/** `?token=`: a storage token stands for its session; the session token itself is accepted too. */
function queryToken(platform: Platform, request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof value === "string" && value ? (platform.storageTokens.session(value) ?? value) : undefined;
}

/**
 * Identity and access, before anything else of a request runs: every route but a `public` one needs
 * a live session (`Authorization: Bearer <token>`, or `?token=` on routes marked `tokenInQuery`), else
 * 401 with the catalogue's text (登录已过期，请重新登录！ for a dead token, 没有权限，请登录后重试！ without one; a
 * disabled user's session ends with 401 该用户已被禁用,请联系管理员); then `platform.permissions.check` applies the route's access rule (403). An
 * unknown /api path needs a session too, so it answers 401 to strangers and 404 to the signed in.
 */
export function registerAccessCheck(app: FastifyInstance, platform: Platform): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);

  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === "public" || (access === undefined && !isApiPath(request.url))) return;
    const token =
      bearerToken(request.headers.authorization) ??
      (config?.tokenInQuery ? queryToken(platform, request) : undefined);
    const session = token ? platform.sessions.findActive(token) : undefined;
    const user = session ? platform.users.byId(session.user_id) : undefined;
    if (!token || !user) {
      // A session that ended because its user was disabled keeps saying why: a page's calls run in
      // parallel, and whichever answer reaches the client first must carry the text.
      const ended = token ? platform.sessions.find(token) : undefined;
      if (ended && platform.users.byId(ended.user_id)?.disabled) throw new Refusal(401, HTTP_TEXT.disabled);
      throw new Refusal(401, token ? STATUS_TEXT[401] : NO_TOKEN_TEXT);
    }
    if (user.disabled) {
      // Disabled in the back office: this session ends at its next call, which says why.
      platform.sessions.end(token);
      throw new Refusal(401, HTTP_TEXT.disabled);
    }
    platform.sessions.touch(token, request.ip);
    request.user = user;
    request.sessionToken = token;
    if (access === undefined) return;
    const refusal = platform.permissions.check(user, access, {
      method: request.method,
      url: request.routeOptions.url ?? request.url,
      openToUnaudited: config?.openToUnaudited ?? false,
      openToCodeless: config?.openToCodeless ?? false,
    });
    if (refusal) throw refusal;
  });
}

/** The session the access check attached; only for routes that are not public. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.sessionToken) throw new Error(`no session on ${request.url}`);
  return { user: request.user, token: request.sessionToken };
}
