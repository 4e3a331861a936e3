// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, startServer, tempDir } from "./helpers";

afterEach(closeAll);

function builtApp(): string {
  const dir = tempDir("platform-dist-");
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>shell</title><div id=root></div>");
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app.js"), "console.log('app');");
  return dir;
}

describe("static serving of the built app", () => {
  it("serves files and index.html at the root", async () => {
    const app = await startServer({ staticDir: builtApp() });
    const root = await app.inject({ method: "GET", url: "/" });
    expect(root.statusCode).toBe(200);
    expect(root.headers["content-type"]).toMatch(/text\/html/);
    expect(root.body).toContain("<title>shell</title>");
    const script = await app.inject({ method: "GET", url: "/assets/app.js" });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe("console.log('app');");
  });

  it("falls back to index.html for unknown non-API paths", async () => {
    const app = await startServer({ staticDir: builtApp() });
    const response = await app.inject({ method: "GET", url: "/home/home-page?x=1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>shell</title>");
  });

  it("does not fall back for /api, /__dev or non-GET requests", async () => {
    const app = await startServer({ staticDir: builtApp() });
    const api = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(401);
    const dev = await app.inject({ method: "GET", url: "/__dev/unknown" });
    expect(dev.statusCode).toBe(404);
    expect(dev.json()).toEqual({ code: 404, message: "请求地址无效" });
    const post = await app.inject({ method: "POST", url: "/home/home-page" });
    expect(post.statusCode).toBe(404);
  });

  it("serves nothing but the API without a static folder", async () => {
    const app = await startServer();
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: "请求地址无效" });
  });
});
