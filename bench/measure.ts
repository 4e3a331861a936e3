import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

export interface LoadedScript {
  /** Path of the script on the server, e.g. `/assets/index-abc.js`. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ScriptLoad {
  scripts: LoadedScript[];
  rawBytes: number;
  gzipBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === "script" ||
  /javascript/.test(response.headers()["content-type"] ?? "");

/** The size a browser would download with gzip at its best: node:zlib, level 9. */
export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export function summarise(scripts: LoadedScript[]): ScriptLoad {
  const sorted = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  return {
    scripts: sorted,
    rawBytes: sorted.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: sorted.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/**
 * Records every JavaScript response the page receives while `action` runs and until the network is
 * idle; each body is gzipped on its own. Scripts already in `seen` (loaded earlier) are skipped.
 */
export async function scriptsLoadedDuring(
  page: Page,
  action: () => Promise<void>,
  seen = new Set<string>(),
): Promise<ScriptLoad> {
  const pending: Promise<LoadedScript | null>[] = [];
  const onResponse = (response: Response) => {
    if (!isScript(response)) return;
    const file = new URL(response.url()).pathname;
    if (seen.has(file)) return;
    seen.add(file);
    pending.push(
      response.body().then(
        (body) => ({ file, rawBytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  try {
    await action();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  return summarise(scripts);
}
