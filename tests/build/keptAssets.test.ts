// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { KEPT_RECORD, keepHours, restoreAssets, snapshotAssets } from "../../scripts/keptAssets";

/*
 * A deploy keeps the previous builds' hashed assets beside the new ones for KEEP_ASSETS_HOURS, so a
 * tab opened before the deploy still loads its next page; older ones are pruned.
 */

const HOUR = 3_600_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with these assets (name → content). */
function build(assets: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kept-assets-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(assets)) fs.writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

/** Replaces `dir`'s build with `assets` as `vite build` does (emptied, written), keeping the old ones. */
function deploy(dir: string, assets: Record<string, string>, now: number) {
  const previous = snapshotAssets(dir);
  fs.rmSync(path.join(dir, "assets"), { recursive: true });
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(assets)) fs.writeFileSync(path.join(dir, "assets", name), text);
  return restoreAssets(dir, previous, now, 24 * HOUR);
}

const listing = (dir: string) => fs.readdirSync(path.join(dir, "assets")).sort();

describe("kept assets across deploys", () => {
  it("keeps the replaced build's files (never over a new one), then prunes them after the period", () => {
    const dir = build({ "index-a1.js": "old index", "Page-a2.js": "old page", "shared-s1.js": "same" });
    const start = Date.UTC(2026, 0, 1);

    expect(deploy(dir, { "index-b1.js": "new index", "shared-s1.js": "same (new)" }, start)).toEqual({
      kept: ["Page-a2.js", "index-a1.js"],
      pruned: [],
    });
    expect(listing(dir)).toEqual([KEPT_RECORD, "Page-a2.js", "index-a1.js", "index-b1.js", "shared-s1.js"]);
    expect(fs.readFileSync(path.join(dir, "assets", "Page-a2.js"), "utf8")).toBe("old page");
    expect(fs.readFileSync(path.join(dir, "assets", "shared-s1.js"), "utf8")).toBe("same (new)");

    // A second deploy 23 hours on: the first build's files keep their time, the second's join them.
    const second = deploy(dir, { "index-c1.js": "newest", "shared-s1.js": "same" }, start + 23 * HOUR);
    expect(second).toEqual({ kept: ["Page-a2.js", "index-a1.js", "index-b1.js"], pruned: [] });
    const record = JSON.parse(fs.readFileSync(path.join(dir, "assets", KEPT_RECORD), "utf8"));
    expect(record).toEqual({ "Page-a2.js": start, "index-a1.js": start, "index-b1.js": start + 23 * HOUR });

    // Two more hours: the first build's files are over 24 hours old and go; the second's stay.
    const third = deploy(dir, { "index-c1.js": "newest", "shared-s1.js": "same" }, start + 25 * HOUR);
    expect(third).toEqual({ kept: ["index-b1.js"], pruned: ["Page-a2.js", "index-a1.js"] });
    expect(listing(dir)).toEqual([KEPT_RECORD, "index-b1.js", "index-c1.js", "shared-s1.js"]);
  });

  it("reads the period from KEEP_ASSETS_HOURS, 24 by default or when it is not a number", () => {
    expect(keepHours({})).toBe(24);
    expect(keepHours({ KEEP_ASSETS_HOURS: "72" })).toBe(72);
    expect(keepHours({ KEEP_ASSETS_HOURS: "soon" })).toBe(24);
  });
});
