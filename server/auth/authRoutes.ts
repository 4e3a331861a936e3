import type { FastifyInstance, FastifyRequest } from "fastify";
import { API } from "../../src/core/config";
import { sendOk } from "../lib/envelope";
import { Refusal, route, signedIn, T, Text } from "../http";
import { dummyHash, safeEqual, verifyPassword } from "../lib/passwords";
import type { Platform } from "../platform";
import { SignInThrottle, THROTTLE_TEXT } from "./signInThrottle";

/** Paths of the identity provider that this server answers itself (the configurable token URL may point elsewhere). */
export const AUTH_PATHS = {
  passwordToken: "/api/auth/oauth2/token",
  authorizeCode: API.authorizeCode,
  authorizeToken: API.authorizeToken,
  logout: API.logout,
} as const;

export const AUTH_MESSAGES = {
  badCredentials: "账号或密码错误",
  disabled: "该用户已被禁用,请联系管理员",
  badClient: "客户端凭据无效",
  badResponseType: "仅支持 responseType=code",
} as const;

/** Fields of the identity provider's forms and queries: text, checked by the handlers (OAuth's errors). */
const Field = T.Optional(Text(1024));

/** OAuth's error answer `{ error, message? }` (not the platform envelope). */
const oauthError = (status: number, error: string, message?: string) =>
  new Refusal(status, message, { body: message ? { error, message } : { error } });

function clientFrom(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" };
}

/** The identity provider: password grant, authorisation code for the unified authentication, logout. */
export async function authRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const throttle = new SignInThrottle(platform.now);
  const validClient = (id = "", secret = "") =>
    safeEqual(id, platform.client.id) && safeEqual(secret, platform.client.secret);

  route(app, {
    method: "POST",
    url: AUTH_PATHS.passwordToken,
    access: "public",
    schema: {
      body: T.Object({
        username: Field,
        password: Field,
        client_id: Field,
        client_secret: Field,
        grant_type: Field,
      }),
    },
    handler: async ({ request, body, reply }) => {
      if (!validClient(body.client_id, body.client_secret)) throw oauthError(401, "invalid_client");
      if (body.grant_type !== "password") throw oauthError(400, "unsupported_grant_type");

      const userName = (body.username ?? "").trim();
      const password = body.password ?? "";
      if (!userName || !password) throw oauthError(401, "invalid_grant", AUTH_MESSAGES.badCredentials);

      const attempt = throttle.attempt(userName, request.ip);
      if ("retryAfter" in attempt)
        throw new Refusal(429, THROTTLE_TEXT(attempt.retryAfter), {
          body: { error: "too_many_requests", message: THROTTLE_TEXT(attempt.retryAfter) },
          headers: { "retry-after": String(attempt.retryAfter) },
        });
      const user = platform.users.byName(userName);
      const passwordOk = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
      if (!user || !passwordOk) throw oauthError(401, "invalid_grant", AUTH_MESSAGES.badCredentials);
      attempt.succeeded();
      if (user.disabled) throw oauthError(400, "invalid_grant", AUTH_MESSAGES.disabled);

      return reply.send(platform.sessions.issue(user.id, clientFrom(request)));
    },
  });

  route(app, {
    method: "GET",
    url: AUTH_PATHS.authorizeCode,
    access: "signedIn",
    schema: {
      querystring: T.Object({
        clientId: Field,
        clientSecret: Field,
        responseType: Field,
        redirectUrl: Field,
        nonce: Field,
        state: Field,
        scope: Field,
      }),
    },
    handler: ({ user, query, reply }) => {
      if (!validClient(query.clientId, query.clientSecret)) throw new Refusal(400, AUTH_MESSAGES.badClient);
      if (query.responseType !== "code") throw new Refusal(400, AUTH_MESSAGES.badResponseType);
      const code = platform.authCodes.create({
        userId: user.id,
        clientId: query.clientId ?? "",
        redirectUrl: query.redirectUrl ?? "",
        nonce: query.nonce ?? "",
      });
      return sendOk(reply, { code, state: query.state ?? "" });
    },
  });

  route(app, {
    method: "POST",
    url: AUTH_PATHS.authorizeToken,
    access: "public",
    schema: {
      body: T.Object({
        clientId: Field,
        clientSecret: Field,
        grantType: Field,
        redirectUrl: Field,
        code: Field,
      }),
    },
    handler: ({ request, body, reply }) => {
      if (!validClient(body.clientId, body.clientSecret)) throw oauthError(401, "invalid_client");
      if (body.grantType !== "authorization_code") throw oauthError(400, "unsupported_grant_type");
      const userId = platform.authCodes.redeem(body.code ?? "", body.clientId ?? "", body.redirectUrl ?? "");
      const user = userId === undefined ? undefined : platform.users.byId(userId);
      if (!user || user.disabled) throw oauthError(400, "invalid_grant");
      return reply.send(platform.sessions.issue(user.id, clientFrom(request)));
    },
  });

  route(app, {
    method: "POST",
    url: AUTH_PATHS.logout,
    access: "signedIn",
    // Signing out is logged by the client (退出登录), like signing in.
    log: false,
    openToUnaudited: true,
    openToCodeless: true,
    handler: ({ request, reply }) => {
      platform.sessions.end(signedIn(request).token);
      return sendOk(reply, null);
    },
  });
}
