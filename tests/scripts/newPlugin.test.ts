import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import * as prettier from "prettier";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Platform } from "../../server/platform";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import devPlatform from "../../src/plugins/dev-platform";
import { cleanupTestShell, createPluginTester } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { runNewPlugin } from "../../scripts/new-plugin";
import { pluginNames } from "../../scripts/newPlugin/names";
import { register, registrations } from "../../scripts/newPlugin/register";
import { ownPage } from "../../scripts/newPlugin/slot";
import { closeAll, get, signIn, startServer } from "../server/helpers";
import { unbuiltPage } from "../support/unbuiltPage";

const repo = path.resolve(__dirname, "../..");
const roots: string[] = [];
/** A placeholder page nobody builds yet (a fixed one would clash once a real plugin builds it). */
const slot = unbuiltPage();
const SLOT = slot.path;
const WRITTEN = [
  "src/plugins/job-board/index.ts",
  "src/plugins/job-board/api.ts",
  "src/plugins/job-board/messages.ts",
  "src/plugins/job-board/JobBoardPage.tsx",
  "server/job-board/store.ts",
  "server/job-board/routes.ts",
  "tests/plugins/job-board.page.test.tsx",
  "tests/plugins/job-board.api.test.ts",
  "tests/server/job-board.test.ts",
];

/**
 * A throw-away checkout under the git-ignored .tmp/ (Vite resolves imports only inside the project):
 * the two files the generator edits are copies, everything else links to this repo's.
 */
function tempRoot(): string {
  fs.mkdirSync(path.join(repo, ".tmp"), { recursive: true });
  const root = fs.mkdtempSync(path.join(repo, ".tmp", "new-plugin-"));
  roots.push(root);
  /** Links every entry of `folder` but `own`, which is copied (a file) or mirrored again (a folder). */
  const mirror = (folder: string, own: string) => {
    fs.mkdirSync(path.join(root, folder), { recursive: true });
    for (const entry of fs.readdirSync(path.join(repo, folder))) {
      const [from, to] = [path.join(repo, folder, entry), path.join(root, folder, entry)];
      if (entry !== own) fs.symlinkSync(from, to);
      else if (fs.statSync(from).isFile()) fs.copyFileSync(from, to);
    }
  };
  mirror("src", "plugins");
  mirror("src/plugins", "index.ts");
  mirror("server", "app.ts");
  if (slot.builtBy) leaveOut(path.join(root, "src/plugins/index.ts"), slot.builtBy);
  return root;
}

/**
 * Every menu page is built: the copy of src/plugins/index.ts leaves out the plugin that builds the
 * slot (its import and its entry), so the slot is a placeholder again in this checkout.
 */
function leaveOut(indexFile: string, pluginId: string) {
  const text = fs.readFileSync(indexFile, "utf8");
  const folder = [...text.matchAll(/^import (\w+) from "\.\/([\w-]+)";$/gm)].find(([, , name]) =>
    fs.readFileSync(path.join(repo, "src/plugins", name!, "index.ts"), "utf8").includes(`id: "${pluginId}"`),
  );
  if (!folder) throw new Error(`no plugin folder declares id "${pluginId}"`);
  const [line, variable] = folder;
  fs.writeFileSync(
    indexFile,
    text
      .split("\n")
      .filter((each) => each !== line && each !== `  ${variable},`)
      .join("\n"),
  );
}

afterEach(() => {
  cleanupTestShell();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
afterAll(closeAll);

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), "utf8");
const count = (text: string, line: string) => text.split("\n").filter((each) => each === line).length;

async function generate(root: string, ...args: string[]) {
  const lines: string[] = [];
  const code = await runNewPlugin([...args, "--root", root], (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

describe("npm run new-plugin", () => {
  it("writes a list-page plugin on a placeholder slot, Prettier-clean, and registers it in both places", async () => {
    const root = tempRoot();
    const made = await generate(root, "job-board", "--slot", SLOT);
    expect(made.code).toBe(0);
    expect(made.text).toContain(`created plugin "job-board" (${slot.title}, ${SLOT})`);
    expect(made.text).toContain("registered in: src/plugins/index.ts, server/app.ts");
    for (const file of WRITTEN) {
      const config = await prettier.resolveConfig(path.join(root, file));
      expect(await prettier.check(read(root, file), { ...config, filepath: file }), file).toBe(true);
    }
    const manifest = read(root, WRITTEN[0]);
    expect(manifest).toContain('import { FRONT_DESK } from "../shared/menus/frontDesk";');
    expect(manifest).toContain(`export const JOB_BOARD_PAGE = ${slot.ref};`);
    expect(manifest).toContain(
      `export const JOB_BOARD_CODES = [${slot.codes.map((code) => JSON.stringify(code)).join(", ")}];`,
    );
    expect(read(root, WRITTEN[1])).toContain("createRequest(http, JOB_BOARD_API)");
    expect(read(root, WRITTEN[5])).toContain(
      `const ACCESS = allOf(${slot.codes.map((code) => JSON.stringify(code)).join(", ")});`,
    );
    // No file of another plugin: the page and api use the core, the kit and their own folder only.
    for (const file of WRITTEN.slice(0, 4))
      expect(read(root, file).match(/from "\.\.\/(?!\.\.\/|shared\/)[^"]*"/g), file).toBeNull();

    const index = read(root, "src/plugins/index.ts");
    const app = read(root, "server/app.ts");
    expect(count(index, 'import jobBoard from "./job-board";')).toBe(1);
    expect(count(index, "  jobBoard,")).toBe(1);
    expect(count(app, 'import { jobBoardRoutes } from "./job-board/routes";')).toBe(1);
    expect(count(app, "  await app.register(jobBoardRoutes, { platform });")).toBe(1);
    expect(app.indexOf("jobBoardRoutes, { platform }")).toBeLessThan(app.indexOf("await registerSite("));
  });

  it("generates a manifest that claims the slot with the menu's codes, and a server module that answers", async () => {
    const root = tempRoot();
    expect((await generate(root, "job-board", "--slot", SLOT)).code).toBe(0);
    const { default: plugin } = (await import(
      /* @vite-ignore */ path.join(root, "src/plugins/job-board/index.ts")
    )) as { default: PluginDefinition<PageComponent> };
    const tester = createPluginTester(plugin, { alongside: [devPlatform] });
    expect(tester.errors).toEqual([]);
    expect(tester.menus).toEqual([]);
    await tester.activate();
    const onSlot = tester.core.plugins.routes().filter((route) => route.path === SLOT);
    expect(onSlot.map((route) => [route.pluginId, route.placeholder ?? false, route.permission])).toEqual([
      ["job-board", false, slot.codes],
    ]);

    const { jobBoardRoutes } = (await import(
      /* @vite-ignore */ path.join(root, "server/job-board/routes.ts")
    )) as { jobBoardRoutes: (app: FastifyInstance, options: { platform: Platform }) => Promise<void> };
    const app = await startServer();
    await app.register(jobBoardRoutes, { platform: app.platform });
    const admin = await signIn(app, "admin", "Admin@123");
    expect((await get(app, "/api/aimanager/v1/job-board/page")).statusCode).toBe(401);
    const created = await app.inject({
      method: "POST",
      url: "/api/aimanager/v1/job-board",
      headers: { authorization: `Bearer ${admin}` },
      payload: { name: "第一条" },
    });
    expect(created.json()).toMatchObject({ code: 200, data: { name: "第一条", description: "" } });
    const page = await get(app, "/api/aimanager/v1/job-board/page", admin);
    expect(page.json()).toMatchObject({ data: { total: 1, pageNum: 1, pageSize: 10 } });
  });

  it("without --slot, writes a page of its own under /home/<name> with a menu entry", async () => {
    const root = tempRoot();
    expect((await generate(root, "job-board")).code).toBe(0);
    const { default: plugin } = (await import(
      /* @vite-ignore */ path.join(root, "src/plugins/job-board/index.ts")
    )) as { default: PluginDefinition<PageComponent> };
    const tester = createPluginTester(plugin);
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([["/home/job-board", []]]);
    expect(tester.menus.map((menu) => [menu.area, menu.path])).toEqual([["home", "/home/job-board"]]);
    expect(read(root, "server/job-board/routes.ts")).toContain('const ACCESS = allOf("business-hall");');
  });

  it("refuses a bad or taken name and a slot that is built or no placeholder, writing nothing", async () => {
    const root = tempRoot();
    const index = read(root, "src/plugins/index.ts");
    for (const bad of ["JobBoard", "job_board", "job--board", "-job", "1job", "job board"]) {
      const refused = await generate(root, bad);
      expect(refused.code, bad).toBe(1);
      expect(refused.text).toContain("is not a kebab-case plugin name");
    }
    expect((await generate(root, "shared")).text).toContain('"shared" is reserved');
    expect((await generate(root, "http")).text).toContain('"http" is reserved');
    expect((await generate(root)).text).toContain("usage: npm run new-plugin -- <kebab-case-name>");
    expect((await generate(root, "job-board", "--slot")).code).toBe(1);
    expect((await generate(root, "job-board", "--slot", "/home/storage-manage")).text).toBe(
      'refused: /home/storage-manage is built already: plugin "storage" claims it',
    );
    expect((await generate(root, "job-board", "--slot", "/home/nowhere")).text).toContain(
      "/home/nowhere is no placeholder page",
    );
    expect((await generate(root, "storage")).text).toContain(
      'a plugin "storage" exists already: src/plugins/storage',
    );
    expect(fs.existsSync(path.join(root, "src/plugins/job-board"))).toBe(false);
    expect(fs.existsSync(path.join(root, "tests"))).toBe(false);
    expect(read(root, "src/plugins/index.ts")).toBe(index);
  });

  it("registers idempotently: a second registration adds no line", () => {
    const root = tempRoot();
    const edits = registrations(pluginNames("job-board", ownPage("job-board", "job-board"), true));
    expect(edits.map((edit) => register(root, edit))).toEqual([true, true]);
    const once = edits.map((edit) => read(root, edit.file));
    expect(edits.map((edit) => register(root, edit))).toEqual([false, false]);
    expect(edits.map((edit) => read(root, edit.file))).toEqual(once);
  });
});
