import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendError } from "./envelope";
import type { Platform } from "./platform";
import type { UserRow } from "./users";

export function isApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * Every /api/ call needs `Authorization: Bearer <token>` of a live session, except routes marked
 * `config: { public: true }`. A missing, unknown, ended or expired token answers 401 without a message,
 * so the client shows its own catalogue text.
 */
export function registerBearerCheck(app: FastifyInstance, platform: Platform): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!isApiPath(request.url) || request.routeOptions.config?.public) return;
    const token = bearerToken(request.headers.authorization);
    const session = token ? platform.sessions.findActive(token) : undefined;
    const user = session ? platform.users.byId(session.user_id) : undefined;
    if (!token || !user || user.disabled) {
      sendError(reply, 401);
      return reply;
    }
    platform.sessions.touch(token, request.ip);
    request.user = user;
    request.sessionToken = token;
  });
}

/** The session the bearer check attached; only for routes behind that check. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.sessionToken) throw new Error(`no bearer session on ${request.url}`);
  return { user: request.user, token: request.sessionToken };
}
