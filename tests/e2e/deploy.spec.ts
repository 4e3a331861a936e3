import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { restoreAssets, snapshotAssets } from "../../scripts/keptAssets";
import { submitSignIn } from "./support";

/**
 * A tab open across a deploy (README "部署与打开的标签页"). A server of its own serves a copy of the
 * built app in a folder of this journey (dist/ of the other journeys is untouched); a "new build" is
 * that copy with every script and stylesheet renamed, as a rebuild renames them. Deployed the way
 * `vite build` does it (scripts/keptAssets.ts), the open tab still opens its next page from the kept
 * assets; once they are pruned, the next page says 平台已更新，请刷新页面 and 刷新 loads the new build.
 */

const ROOT = path.resolve(`.e2e-deploy-${process.env.E2E_PORT ?? 5180}`);
const SITE = path.join(ROOT, "site");
const NEXT = path.join(ROOT, "next");
const HOUR = 3_600_000;
const LOG_AUDIT = "/backstage/system-management/log-audit";
const SESSIONS = "/backstage/system-management/session-management";

/** A copy of dist/ whose scripts and stylesheets all have new names, every reference rewritten. */
function renamedBuild(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
  const assets = path.join(to, "assets");
  const renamed = new Map<string, string>();
  for (const name of fs.readdirSync(assets))
    if (/\.(js|css)$/.test(name)) renamed.set(name, name.replace(/\.(js|css)$/, "n.$1"));
  const rewrite = (file: string) => {
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(
      file,
      text.replace(/[\w.-]+\.(?:js|css)\b/g, (token) => renamed.get(token) ?? token),
    );
  };
  for (const [name, next] of renamed) {
    rewrite(path.join(assets, name));
    fs.renameSync(path.join(assets, name), path.join(assets, next));
  }
  rewrite(path.join(to, "index.html"));
}

/** Replaces the served build with the new one as `vite build` does: emptied, written, old assets kept. */
function deploy(now: number) {
  const previous = snapshotAssets(SITE);
  fs.rmSync(SITE, { recursive: true, force: true });
  fs.cpSync(NEXT, SITE, { recursive: true });
  return restoreAssets(SITE, previous, now, 24 * HOUR);
}

let server: ChildProcess;
let baseUrl = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOT, { recursive: true });
  const dist = path.resolve("dist");
  fs.cpSync(dist, SITE, { recursive: true });
  fs.rmSync(path.join(SITE, "assets", ".kept.json"), { force: true });
  renamedBuild(SITE, NEXT);
  // Its own process group, so the server and tsx's child end together (afterAll).
  server = spawn(path.resolve("node_modules/.bin/tsx"), ["server/main.ts"], {
    detached: true,
    env: {
      ...process.env,
      PORT: "0",
      PLATFORM_STATIC_DIR: SITE,
      PLATFORM_DATA_DIR: path.join(ROOT, "data"),
      SMTP_SINK_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (found) resolve(found[0]);
    });
    server.once("exit", (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
});

test("an open tab keeps working across a deploy, and says 平台已更新，请刷新页面 once its code is gone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${baseUrl}/#/login`);
  await submitSignIn(page, "admin", "Admin@123");
  await expect(page.getByText("欢迎，管理员")).toBeVisible();
  const oldIndex = await page.locator('script[type="module"]').first().getAttribute("src");

  // The new build is deployed under the open tab: its old pages' code is kept beside the new.
  const first = deploy(Date.now());
  expect(first.pruned).toEqual([]);
  expect(first.kept.length).toBeGreaterThan(10);
  const loaded: string[] = [];
  page.on("response", (response) => {
    if (/\/assets\/LogAuditPage-[\w-]+\.js$/.test(response.url()))
      loaded.push(`${response.status()} ${response.url()}`);
  });
  await page.evaluate((hash) => (window.location.hash = hash), `#${LOG_AUDIT}`);
  await expect(page.getByRole("heading", { name: "日志审计" })).toBeVisible();
  expect(loaded).toEqual([expect.stringMatching(/^200 .*\/assets\/LogAuditPage-[\w-]+\.js$/)]);
  expect(loaded[0]).not.toMatch(/n\.js$/);

  // A day later the kept code is pruned: the next page cannot load and says so, with 刷新.
  const later = deploy(Date.now() + 25 * HOUR);
  expect(later.pruned.length).toBe(first.kept.length);
  await page.evaluate((hash) => (window.location.hash = hash), `#${SESSIONS}`);
  await expect(page.getByText("平台已更新，请刷新页面")).toBeVisible();
  await expect(page.getByText("无法连接服务器")).toHaveCount(0);
  // Said once: the page's notice, not the banner too (it is for code outside a page).
  await page.waitForTimeout(1_000);
  await expect(page.getByRole("button", { name: "刷新" })).toHaveCount(1);
  await page.getByRole("button", { name: "刷新" }).click();

  // The new build: its index script, and the page the tab was on.
  await expect(page.getByRole("heading", { name: "会话管理" })).toBeVisible();
  const newIndex = await page.locator('script[type="module"]').first().getAttribute("src");
  expect(newIndex).not.toBe(oldIndex);
  expect(newIndex).toMatch(/n\.js$/);
});
