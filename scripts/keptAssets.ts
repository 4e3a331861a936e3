import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Deploys keep the previous builds' code for a while (README "部署与打开的标签页"): a tab opened before
 * a new build still asks for its own hashed chunks when it opens its next page. Each build carries the
 * assets of the build it replaces into its own assets folder (never over a file of its own), and a
 * record, `assets/.kept.json`, of when each kept file was superseded; files kept longer than
 * KEEP_ASSETS_HOURS (24 by default) are pruned at the next build. A tab older than that shows
 * 平台已更新，请刷新页面 (src/ui/routing/PageErrorBoundary.tsx).
 */
export const KEPT_RECORD = ".kept.json";
const ASSETS = "assets";

export function keepHours(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.KEEP_ASSETS_HOURS ?? 24);
  return Number.isFinite(hours) && hours >= 0 ? hours : 24;
}

/** The assets of a build folder and the record of its kept files, read before the folder is replaced. */
export interface AssetSnapshot {
  files: Map<string, Buffer>;
  /** File name → when it was superseded (epoch ms). */
  kept: Record<string, number>;
}

export function snapshotAssets(outDir: string): AssetSnapshot {
  const dir = path.join(outDir, ASSETS);
  const files = new Map<string, Buffer>();
  let kept: Record<string, number> = {};
  if (!fs.existsSync(dir)) return { files, kept };
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === KEPT_RECORD) {
      try {
        kept = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, number>;
      } catch {
        kept = {};
      }
    } else if (fs.statSync(file).isFile()) files.set(name, fs.readFileSync(file));
  }
  return { files, kept };
}

/**
 * Writes the previous build's assets that the new build in `outDir` does not have back beside it, but
 * those superseded more than `keepMs` before `now`; records when each kept file was superseded.
 * Answers the names kept and pruned.
 */
export function restoreAssets(
  outDir: string,
  previous: AssetSnapshot,
  now: number,
  keepMs: number,
): { kept: string[]; pruned: string[] } {
  const dir = path.join(outDir, ASSETS);
  fs.mkdirSync(dir, { recursive: true });
  const record: Record<string, number> = {};
  const kept: string[] = [];
  const pruned: string[] = [];
  for (const [name, bytes] of previous.files) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) continue;
    const supersededAt = previous.kept[name] ?? now;
    if (now - supersededAt > keepMs) {
      pruned.push(name);
      continue;
    }
    fs.writeFileSync(file, bytes);
    record[name] = supersededAt;
    kept.push(name);
  }
  fs.writeFileSync(path.join(dir, KEPT_RECORD), `${JSON.stringify(record, null, 1)}\n`);
  return { kept: kept.sort(), pruned: pruned.sort() };
}

/** The Vite plugin: snapshot the output folder at the start of a build, restore after it is written. */
export function keepPreviousAssets(): Plugin {
  let outDir = "dist";
  let previous: AssetSnapshot = { files: new Map(), kept: {} };
  return {
    name: "keep-previous-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      previous = snapshotAssets(outDir);
    },
    writeBundle() {
      const { kept, pruned } = restoreAssets(outDir, previous, Date.now(), keepHours() * 3_600_000);
      if (kept.length || pruned.length)
        this.info(`kept ${kept.length} assets of earlier builds, pruned ${pruned.length}`);
    },
  };
}
