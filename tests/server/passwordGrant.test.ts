// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { tokenDigest } from "../../server/platform/sessions";
import { CLIENT, closeAll, form, get, passwordGrant, startServer } from "./helpers";

afterEach(closeAll);

describe("password grant (POST /api/auth/oauth2/token)", () => {
  it("issues a bearer token that works on user info", async () => {
    const app = await startServer();
    const before = Date.now();
    const response = await passwordGrant(app, "admin", "Admin@123");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      token_type: "bearer",
      expires_in: 28800,
      issued_at: expect.any(Number),
    });
    expect(body.issued_at).toBeGreaterThanOrEqual(before);

    const info = await get(app, "/api/aam/v1/portal/user/info", body.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ code: 200, message: "success", data: { userName: "admin" } });
  });

  it("gives every sign-in its own token", async () => {
    const app = await startServer();
    const first = (await passwordGrant(app, "dev", "Dev@123")).json().access_token;
    const second = (await passwordGrant(app, "dev", "Dev@123")).json().access_token;
    expect(first).not.toBe(second);
  });

  it("refuses a wrong password with 401 账号或密码错误", async () => {
    const app = await startServer();
    const response = await passwordGrant(app, "admin", "admin@123");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "invalid_grant", message: "账号或密码错误" });
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const app = await startServer();
    const response = await passwordGrant(app, "ghost", "Admin@123");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "invalid_grant", message: "账号或密码错误" });
  });

  it("refuses empty credentials with 401 账号或密码错误", async () => {
    const app = await startServer();
    for (const [username, password] of [
      ["", "Admin@123"],
      ["admin", ""],
      ["", ""],
    ]) {
      const response = await passwordGrant(app, username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("账号或密码错误");
    }
  });

  it("refuses a disabled account with the right password: 400 该用户已被禁用,请联系管理员", async () => {
    const app = await startServer();
    const response = await passwordGrant(app, "disabled", "Disabled@123");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_grant", message: "该用户已被禁用,请联系管理员" });
  });

  it("does not reveal that an account is disabled to a wrong password", async () => {
    const app = await startServer();
    const response = await passwordGrant(app, "disabled", "nope");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("账号或密码错误");
  });

  it("refuses a bad client secret or client id with 401 invalid_client", async () => {
    const app = await startServer();
    const badSecret = await passwordGrant(app, "admin", "Admin@123", { id: CLIENT.id, secret: "wrong" });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toEqual({ error: "invalid_client" });
    const badId = await passwordGrant(app, "admin", "Admin@123", {
      id: "someone-else",
      secret: CLIENT.secret,
    });
    expect(badId.statusCode).toBe(401);
    expect(badId.json()).toEqual({ error: "invalid_client" });
  });

  it("honours client credentials given to buildServer", async () => {
    const app = await startServer({ clientId: "c1", clientSecret: "s1" });
    expect((await passwordGrant(app, "admin", "Admin@123")).statusCode).toBe(401);
    expect((await passwordGrant(app, "admin", "Admin@123", { id: "c1", secret: "s1" })).statusCode).toBe(200);
  });

  it("refuses another grant type", async () => {
    const app = await startServer();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/oauth2/token",
      ...form({
        username: "admin",
        password: "Admin@123",
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        grant_type: "client_credentials",
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "unsupported_grant_type" });
  });

  it("records the session with issue time, address and user agent", async () => {
    const app = await startServer();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/oauth2/token",
      remoteAddress: "10.1.2.3",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest-agent" },
      payload: new URLSearchParams({
        username: "dev",
        password: "Dev@123",
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        grant_type: "password",
      }).toString(),
    });
    const { access_token, issued_at } = response.json();
    const row = app.platform.db
      .prepare("SELECT * FROM sessions WHERE token = ?")
      .get(tokenDigest(access_token));
    expect(row).toMatchObject({ issued_at, ip: "10.1.2.3", user_agent: "vitest-agent", ended_at: null });
  });
});
