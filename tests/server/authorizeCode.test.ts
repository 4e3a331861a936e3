// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT, closeAll, form, get, manualClock, signIn, startServer } from "./helpers";

afterEach(closeAll);

const REDIRECT = "http://127.0.0.1:5173/#/home/call_back";

function codeUrl(overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUrl: REDIRECT,
    responseType: "code",
    scope: "openid",
    nonce: "n-42",
    state: "fixed-state",
    ...overrides,
  });
  return `/api/auth/v1/connect/authorize/code?${query}`;
}

function exchange(app: FastifyInstance, code: string, overrides: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/v1/connect/authorize/token",
    ...form({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      grantType: "authorization_code",
      redirectUrl: REDIRECT,
      code,
      ...overrides,
    }),
  });
}

async function issueCode(app: FastifyInstance, token: string): Promise<string> {
  const response = await get(app, codeUrl(), token);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({
    code: 200,
    message: "success",
    data: { code: expect.any(String), state: "fixed-state" },
  });
  return body.data.code;
}

describe("authorisation code of the unified authentication", () => {
  it("exchanges a code once for a new session of the same user", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    const code = await issueCode(app, token);

    const response = await exchange(app, code);
    expect(response.statusCode).toBe(200);
    const issued = response.json();
    expect(issued).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      token_type: "bearer",
      expires_in: 28800,
      issued_at: expect.any(Number),
    });
    expect(issued.access_token).not.toBe(token);
    const info = await get(app, "/api/aam/v1/portal/user/info", issued.access_token);
    expect(info.json().data.userName).toBe("dev");

    const reused = await exchange(app, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: "invalid_grant" });
  });

  it("refuses an unknown code and a code older than 5 minutes", async () => {
    const clock = manualClock();
    const app = await startServer({ now: clock.now });
    const token = await signIn(app, "admin", "Admin@123");
    expect((await exchange(app, "not-a-code")).json()).toEqual({ error: "invalid_grant" });

    const code = await issueCode(app, token);
    clock.advance(5 * 60 * 1000);
    const late = await exchange(app, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: "invalid_grant" });
  });

  it("refuses an exchange with a different redirect URL, and the code is spent", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    const code = await issueCode(app, token);
    expect((await exchange(app, code, { redirectUrl: "http://evil.example/" })).statusCode).toBe(400);
    expect((await exchange(app, code)).statusCode).toBe(400);
  });

  it("refuses bad client credentials on both calls", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    const badCode = await get(app, codeUrl({ clientSecret: "wrong" }), token);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ code: 400, message: expect.any(String) });

    const code = await issueCode(app, token);
    const badExchange = await exchange(app, code, { clientSecret: "wrong" });
    expect(badExchange.statusCode).toBe(401);
    expect(badExchange.json()).toEqual({ error: "invalid_client" });
    expect((await exchange(app, code)).statusCode).toBe(200);
  });

  it("refuses another response type and another grant type", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    expect((await get(app, codeUrl({ responseType: "token" }), token)).statusCode).toBe(400);
    const code = await issueCode(app, token);
    const wrongGrant = await exchange(app, code, { grantType: "password" });
    expect(wrongGrant.statusCode).toBe(400);
    expect(wrongGrant.json()).toEqual({ error: "unsupported_grant_type" });
  });
});
