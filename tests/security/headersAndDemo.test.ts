// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { closeAll, startServer, tempDir } from "../server/helpers";

afterAll(closeAll);

describe("security headers", () => {
  it("the app page and the API answer with a Content-Security-Policy and helmet's headers", async () => {
    const site = tempDir();
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>app</title>");
    const app = await startServer({ staticDir: site });
    for (const url of ["/", "/home/storage-manage", API.userInfo]) {
      const answer = await app.inject({ url });
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    }
  });
});

describe("the development outbox", () => {
  it("is served in demo mode only", async () => {
    const demo = await startServer({ demo: true });
    expect((await demo.inject({ url: API.devOutbox })).statusCode).toBe(200);
    const production = await startServer({ demo: false });
    expect((await production.inject({ url: API.devOutbox })).statusCode).toBe(404);
  });
});
