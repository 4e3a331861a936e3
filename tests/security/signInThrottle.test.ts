// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT, closeAll, form, manualClock, startServer } from "../server/helpers";

afterEach(closeAll);

function grant(app: FastifyInstance, username: string, password: string, remoteAddress = "127.0.0.1") {
  return app.inject({
    method: "POST",
    url: "/api/auth/oauth2/token",
    remoteAddress,
    ...form({
      username,
      password,
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      grant_type: "password",
    }),
  });
}

describe("sign-in throttling", () => {
  it("after 5 wrong passwords the account waits at most a minute (429, Retry-After, the message), then gets in", async () => {
    const clock = manualClock();
    const app = await startServer({ now: clock.now });
    for (let n = 0; n < 5; n += 1) expect((await grant(app, "dev", `wrong-${n}`)).statusCode).toBe(401);
    const refused = await grant(app, "dev", "Dev@123");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toEqual({
      error: "too_many_requests",
      message: "登录尝试过于频繁，请 60 秒后再试",
    });
    // From another address too: the account is what is guessed.
    expect((await grant(app, "dev", "Dev@123", "10.0.0.9")).statusCode).toBe(429);
    clock.advance(45_000);
    expect((await grant(app, "dev", "Dev@123")).headers["retry-after"]).toBe("15");
    clock.advance(15_000);
    expect((await grant(app, "dev", "Dev@123")).statusCode).toBe(200);
    // Other accounts were never slowed.
    expect((await grant(app, "admin", "Admin@123")).statusCode).toBe(200);
  });

  it("a right password forgives the account's earlier mistakes", async () => {
    const app = await startServer();
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 4; n += 1) expect((await grant(app, "dev", "wrong")).statusCode).toBe(401);
      expect((await grant(app, "dev", "Dev@123")).statusCode).toBe(200);
    }
  });

  it("200 guesses in parallel: at most 5 are checked, the rest answer 429", async () => {
    const app = await startServer();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => grant(app, "admin", `guess-${n}`)),
    );
    const counts = { 401: 0, 429: 0, other: 0 };
    for (const answer of answers)
      if (answer.statusCode === 401 || answer.statusCode === 429) counts[answer.statusCode] += 1;
      else counts.other += 1;
    expect(counts).toEqual({ 401: 5, 429: 195, other: 0 });
  });

  it("one address guessing many accounts is slowed after 20 attempts; other addresses are not", async () => {
    const app = await startServer();
    for (let n = 0; n < 20; n += 1)
      expect((await grant(app, `user${n}`, "x", "10.1.1.1")).statusCode).toBe(401);
    const refused = await grant(app, "annot1", "Annot1@123", "10.1.1.1");
    expect(refused.statusCode).toBe(429);
    expect((await grant(app, "annot1", "Annot1@123", "10.2.2.2")).statusCode).toBe(200);
  });
});
