import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The sign-in page's JavaScript budget (design §6: 180 KB gzip; each plugin's page code loads on
 * demand). Everything src/main.tsx imports statically (the plugin manifests included) is in the
 * bundle every page loads, the sign-in page first. TypeBox's runtime alone is ~11 KB gzip: contracts
 * with schemas belong to the plugins' api.ts and pages, loaded after a sign-in; a manifest reads
 * paths, codes and texts from modules without schemas (contracts/serviceCodes.ts, modelCodes.ts,
 * platformSettingsPath.ts).
 */

const SRC = path.resolve(__dirname, "../../src");

/** Value imports and re-exports (`import type`, `export type` and `import()` load nothing up front). */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)(?:[\w*\s{},$]*?(?:\{[^}]*\})?[\w*\s,$]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** Every module the entry reaches through static imports, with the chain that first reached each. */
function eagerGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    const chain = reached.get(file) as string[];
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = specifier.startsWith(".") ? resolveLocal(file, specifier) : specifier;
      if (!target || reached.has(target)) continue;
      reached.set(target, [...chain, target]);
      if (specifier.startsWith(".")) queue.push(target);
    }
  }
  return reached;
}

const shown = (chain: string[]) =>
  chain.map((step) => (path.isAbsolute(step) ? path.relative(SRC, step) : step)).join(" → ");

describe("the sign-in page's bundle (design §6)", () => {
  const graph = eagerGraph(path.join(SRC, "main.tsx"));

  it("holds every plugin manifest (the check below reads the whole eager graph)", () => {
    const manifests = [...graph.keys()].filter((file) => /plugins[/\\][\w-]+[/\\]index\.ts$/.test(file));
    expect(manifests.length).toBeGreaterThan(20);
    expect(graph.has(path.join(SRC, "plugins/services/index.ts"))).toBe(true);
  });

  it("does not reach TypeBox: schemas load with the pages that use them", () => {
    const typebox = [...graph.entries()]
      .filter(([target]) => target.startsWith("@sinclair/typebox"))
      .map(([, chain]) => shown(chain));
    expect(typebox).toEqual([]);
  });

  it("does not carry a plugin's whole message catalogue for a manifest's menu texts", () => {
    const catalogues = [...graph.entries()]
      .filter(([target]) => /plugins[/\\][\w-]+[/\\]messages\.ts$/.test(target))
      .map(([, chain]) => shown(chain));
    expect(catalogues).toEqual([]);
  });
});
