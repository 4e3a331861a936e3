import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API } from "../src/core/config";
import { signedIn } from "./bearer";
import { sendError, sendOk } from "./envelope";
import { dummyHash, safeEqual, verifyPassword } from "./passwords";
import type { Platform } from "./platform";

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

type Form = Record<string, unknown>;

function field(form: unknown, name: string): string {
  const value = (form as Form | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

function clientFrom(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? "" };
}

/** The identity provider: password grant, authorisation code for the unified authentication, logout. */
export async function authRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const validClient = (id: string, secret: string) =>
    safeEqual(id, platform.client.id) && safeEqual(secret, platform.client.secret);
  const oauthError = (reply: FastifyReply, status: number, error: string, message?: string) =>
    reply.code(status).send(message ? { error, message } : { error });

  app.post(AUTH_PATHS.passwordToken, { config: { public: true } }, async (request, reply) => {
    const body = request.body;
    if (!validClient(field(body, "client_id"), field(body, "client_secret"))) {
      return oauthError(reply, 401, "invalid_client");
    }
    if (field(body, "grant_type") !== "password") return oauthError(reply, 400, "unsupported_grant_type");

    const userName = field(body, "username").trim();
    const password = field(body, "password");
    if (!userName || !password) return oauthError(reply, 401, "invalid_grant", AUTH_MESSAGES.badCredentials);

    const user = platform.users.byName(userName);
    const passwordOk = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !passwordOk) return oauthError(reply, 401, "invalid_grant", AUTH_MESSAGES.badCredentials);
    if (user.disabled) return oauthError(reply, 400, "invalid_grant", AUTH_MESSAGES.disabled);

    return reply.send(platform.sessions.issue(user.id, clientFrom(request)));
  });

  app.get(AUTH_PATHS.authorizeCode, async (request, reply) => {
    const query = request.query;
    if (!validClient(field(query, "clientId"), field(query, "clientSecret"))) {
      return sendError(reply, 400, AUTH_MESSAGES.badClient);
    }
    if (field(query, "responseType") !== "code") return sendError(reply, 400, AUTH_MESSAGES.badResponseType);
    const code = platform.authCodes.create({
      userId: signedIn(request).user.id,
      clientId: field(query, "clientId"),
      redirectUrl: field(query, "redirectUrl"),
      nonce: field(query, "nonce"),
    });
    return sendOk(reply, { code, state: field(query, "state") });
  });

  app.post(AUTH_PATHS.authorizeToken, { config: { public: true } }, async (request, reply) => {
    const body = request.body;
    const clientId = field(body, "clientId");
    if (!validClient(clientId, field(body, "clientSecret"))) return oauthError(reply, 401, "invalid_client");
    if (field(body, "grantType") !== "authorization_code")
      return oauthError(reply, 400, "unsupported_grant_type");

    const userId = platform.authCodes.redeem(field(body, "code"), clientId, field(body, "redirectUrl"));
    const user = userId === undefined ? undefined : platform.users.byId(userId);
    if (!user || user.disabled) return oauthError(reply, 400, "invalid_grant");
    return reply.send(platform.sessions.issue(user.id, clientFrom(request)));
  });

  app.post(AUTH_PATHS.logout, async (request, reply) => {
    platform.sessions.end(signedIn(request).token);
    return sendOk(reply, null);
  });
}
