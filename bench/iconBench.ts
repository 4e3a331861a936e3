import type { Browser, Response } from "@playwright/test";
import { builtInPlugins } from "../src/plugins/index";
import { gzipSize } from "./measure";

/**
 * Icons per page (design §6: the sign-in page's budget, each page's code on demand): every page of
 * every area menu opened as admin in a fresh browser context (signed in, an empty cache), and the JavaScript it fetched
 * until the network is idle. Icon code is told apart by its content: Blueprint's fallback chunk (every
 * icon's paths of a size, pulled by an icon outside the workspace's list under Blueprint's own
 * split-by-size loader), a single icon's paths module, the per-size maps of icon modules
 * (iconModules16/20) and the workspace's icon chunk.
 */
export interface PageIcons {
  path: string;
  area: string;
  /** Every script the fresh tab fetched, gzip -9. */
  jsGzip: number;
  /** Icon code among them. */
  iconGzip: number;
  /** Blueprint's fallback chunk(s) of every icon path of a size. */
  fallbackGzip: number;
  /** Single icons' modules fetched. */
  ownIcons: number;
  /** Their names (the file name without its hash). */
  ownIconNames: string[];
}

export interface IconSurvey {
  /** Which build: the one measured, or a baseline build given to compare with. */
  build: string;
  pages: PageIcons[];
  /** Pages that pulled a fallback chunk. */
  fallbackPages: string[];
}

export interface IconBench {
  what: string;
  current: IconSurvey;
  baseline?: IconSurvey;
}

type IconKind = "fallback" | "own" | "index" | "workspace" | null;

/** What kind of icon code a script is, from its name and body. */
export function iconKind(file: string, body: string): IconKind {
  if (/\/iconModules(16|20)-/.test(file)) return "index";
  if (/\/workspaceIcons-/.test(file)) return "workspace";
  if (/^export default \["M/.test(body)) return "own";
  // Blueprint's fallback: hundreds of path arrays in one chunk.
  const arrays = body.match(/\[[`"]M/g)?.length ?? 0;
  return arrays >= 100 ? "fallback" : null;
}

interface Script {
  file: string;
  gzip: number;
  kind: IconKind;
  /** The files it imports statically (`from"./x.js"`), as paths on the server. */
  imports: string[];
}

const importsOf = (body: string) =>
  [...body.matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => `/assets/${match[1]}`);

/**
 * The workspace's icons are split by the bundler into the workspaceIcons chunk and chunks of icon
 * modules it imports (shared with Blueprint's fallback index): those count as the workspace's icons.
 * The app's main chunk and the bundler's runtime, also imported, do not.
 */
function withWorkspaceParts(scripts: Script[]): Script[] {
  const parts = new Set(
    scripts
      .filter((script) => script.kind === "workspace")
      .flatMap((script) => script.imports)
      .filter((file) => !/\/(index|rolldown-runtime|preload-helper)-/.test(file)),
  );
  return scripts.map((script) =>
    script.kind === null && parts.has(script.file) ? { ...script, kind: "workspace" } : script,
  );
}

/** The menu pages (with a path) of every area, from the built-in plugins' manifests. */
export function menuPages(): { area: string; path: string }[] {
  const seen = new Set<string>();
  return builtInPlugins.flatMap((plugin) =>
    (plugin.menus ?? []).flatMap((menu) => {
      if (!menu.path || seen.has(menu.path)) return [];
      seen.add(menu.path);
      return [{ area: menu.area, path: menu.path }];
    }),
  );
}

/** Signs in as admin once; each page then opens in a context of its own (an empty cache) with that session. */
async function adminSession(browser: Browser, origin: string) {
  const context = await browser.newContext();
  try {
    const login = await context.newPage();
    await login.goto(`${origin}/#/login`);
    await login.getByLabel("账号", { exact: true }).fill("admin");
    await login.getByLabel("密码", { exact: true }).fill("Admin@123");
    await login.getByRole("button", { name: "登录" }).click();
    await login.waitForURL(/#\/portal\/home$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** How long a page must fetch no new script to count as settled, and the longest wait for it. */
const QUIET_MS = 1000;
const SETTLE_MAX_MS = 15_000;

/** Opens every menu page as admin in a fresh browser context (signed in, empty cache). */
export async function surveyIcons(browser: Browser, origin: string, build: string): Promise<IconSurvey> {
  const storageState = await adminSession(browser, origin);
  const sizes = new Map<string, Promise<Script>>();
  const pages: PageIcons[] = [];
  for (const { area, path } of menuPages()) {
    const context = await browser.newContext({ storageState });
    const fetched = new Set<string>();
    try {
      const tab = await context.newPage();
      tab.on("response", (response: Response) => {
        const type = response.request().resourceType();
        if (type !== "script" && !/javascript/.test(response.headers()["content-type"] ?? "")) return;
        const file = new URL(response.url()).pathname;
        fetched.add(file);
        if (!sizes.has(file))
          sizes.set(
            file,
            response.body().then(
              (body) => {
                const text = body.toString("utf8");
                return { file, gzip: gzipSize(body), kind: iconKind(file, text), imports: importsOf(text) };
              },
              () => ({ file, gzip: 0, kind: null, imports: [] }),
            ),
          );
      });
      await tab.goto(`${origin}/#${path}`);
      // The shell is up (its user menu, or the portal home's greeting: that page has no header), then
      // the page's own code, data and icons: settled once no new script came for a while (the host is
      // shared and can be slow).
      await tab
        .getByRole("button", { name: "user menu" })
        .or(tab.getByText(/^欢迎，/))
        .first()
        .waitFor({ timeout: SETTLE_MAX_MS });
      const started = Date.now();
      let seen = -1;
      while (seen !== fetched.size && Date.now() - started < SETTLE_MAX_MS) {
        seen = fetched.size;
        await tab.waitForLoadState("networkidle");
        await tab.waitForTimeout(QUIET_MS);
      }
    } finally {
      await context.close();
    }
    const scripts = withWorkspaceParts(await Promise.all([...fetched].map((file) => sizes.get(file)!)));
    const sum = (kinds: IconKind[]) =>
      scripts
        .filter((script) => kinds.includes(script.kind))
        .reduce((total, script) => total + script.gzip, 0);
    pages.push({
      path,
      area,
      jsGzip: scripts.reduce((total, script) => total + script.gzip, 0),
      iconGzip: sum(["fallback", "own", "index", "workspace"]),
      fallbackGzip: sum(["fallback"]),
      ownIcons: scripts.filter((script) => script.kind === "own").length,
      ownIconNames: scripts
        .filter((script) => script.kind === "own")
        .map((script) => script.file.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ""))
        .sort(),
    });
  }
  return {
    build,
    pages,
    fallbackPages: pages.filter((page) => page.fallbackGzip > 0).map((page) => page.path),
  };
}
