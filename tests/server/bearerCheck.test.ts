// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { tokenDigest } from "../../server/platform/sessions";
import { CLIENT, EIGHT_HOURS_MS, closeAll, manualClock, signIn, startServer } from "./helpers";

afterEach(closeAll);

const authorizeQuery = new URLSearchParams({
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  redirectUrl: "http://127.0.0.1:5173/#/home/call_back",
  responseType: "code",
  scope: "openid",
  nonce: "n-1",
  state: "fixed-state",
}).toString();

const PROTECTED: { method: "GET" | "POST"; url: string }[] = [
  { method: "GET", url: "/api/aam/v1/portal/user/info" },
  { method: "GET", url: "/api/aam/v1/portal/user/info?groupCategory=government" },
  { method: "GET", url: "/api/aam/v1/portal/user/resource" },
  { method: "GET", url: "/api/aimanager/v1/hpc-account/user-accounts" },
  { method: "GET", url: `/api/auth/v1/connect/authorize/code?${authorizeQuery}` },
  { method: "POST", url: "/api/auth/v1/logout" },
  { method: "GET", url: "/api/no/such/route" },
];

function call(app: FastifyInstance, route: { method: "GET" | "POST"; url: string }, authorization?: string) {
  return app.inject({
    method: route.method,
    url: route.url,
    headers: authorization ? { authorization } : {},
  });
}

async function expectAllRefused(app: FastifyInstance, authorization?: string) {
  for (const route of PROTECTED) {
    const response = await call(app, route, authorization);
    expect({ route: route.url, status: response.statusCode, body: response.json() }).toEqual({
      route: route.url,
      status: 401,
      // Every refusal carries its message: the catalogue's text for a dead token or for none (shell spec §8).
      body: {
        code: 401,
        message: authorization?.startsWith("Bearer ")
          ? "登录已过期，请重新登录！"
          : "没有权限，请登录后重试！",
      },
    });
  }
}

describe("bearer check on every /api/ route", () => {
  it("answers 401 没有权限，请登录后重试！ when the token is missing", async () => {
    await expectAllRefused(await startServer());
  });

  it("answers 401 for an unknown token or a non-bearer scheme", async () => {
    const app = await startServer();
    await expectAllRefused(app, `Bearer ${"ab".repeat(32)}`);
    const token = await signIn(app, "admin", "Admin@123");
    await expectAllRefused(app, `Basic ${token}`);
  });

  it("answers 401 for a token whose session was ended by logout", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    const logout = await call(app, { method: "POST", url: "/api/auth/v1/logout" }, `Bearer ${token}`);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ code: 200, message: "success", data: null });
    const ended = app.platform.db
      .prepare("SELECT ended_at FROM sessions WHERE token = ?")
      .get(tokenDigest(token));
    expect(ended).toEqual({ ended_at: expect.any(Number) });
    await expectAllRefused(app, `Bearer ${token}`);
  });

  it("keeps a token for just under 8 hours and refuses it from 8 hours on", async () => {
    const clock = manualClock();
    const app = await startServer({ now: clock.now });
    const token = await signIn(app, "admin", "Admin@123");
    clock.advance(EIGHT_HOURS_MS - 1);
    const stillValid = await call(app, PROTECTED[0], `Bearer ${token}`);
    expect(stillValid.statusCode).toBe(200);
    clock.advance(1);
    await expectAllRefused(app, `Bearer ${token}`);
  });

  it("counts the 8 hours from issue, not from the last call", async () => {
    const clock = manualClock();
    const app = await startServer({ now: clock.now });
    const token = await signIn(app, "dev", "Dev@123");
    for (let hour = 1; hour < 8; hour++) {
      clock.advance(60 * 60 * 1000);
      expect((await call(app, PROTECTED[0], `Bearer ${token}`)).statusCode).toBe(200);
    }
    clock.advance(60 * 60 * 1000);
    expect((await call(app, PROTECTED[0], `Bearer ${token}`)).statusCode).toBe(401);
  });

  it("lets a signed-in caller reach an unknown /api route as a 404 envelope with its message", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    const response = await call(app, { method: "GET", url: "/api/no/such/route" }, `Bearer ${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: "请求地址无效" });
  });

  it("updates last_seen and ip on each authenticated call", async () => {
    const clock = manualClock();
    const app = await startServer({ now: clock.now });
    const token = await signIn(app, "admin", "Admin@123");
    clock.advance(5000);
    await app.inject({
      method: "GET",
      url: "/api/aam/v1/portal/user/resource",
      remoteAddress: "192.168.7.7",
      headers: { authorization: `Bearer ${token}` },
    });
    const row = app.platform.db
      .prepare("SELECT issued_at, last_seen, ip FROM sessions WHERE token = ?")
      .get(tokenDigest(token));
    expect(row).toEqual({ issued_at: clock.now() - 5000, last_seen: clock.now(), ip: "192.168.7.7" });
  });

  it("refuses the session of a user disabled after sign-in", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    app.platform.db.prepare("UPDATE users SET disabled = 1 WHERE user_name = 'dev'").run();
    expect((await call(app, PROTECTED[0], `Bearer ${token}`)).statusCode).toBe(401);
  });
});
