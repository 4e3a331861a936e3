import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import { build } from "vite";
import type { Md5Run } from "./md5/page";

export interface Md5Bench {
  what: string;
  mebibytes: number;
  runs: number;
  /** Best of the runs, MiB/s. */
  hashWasmWorkerMiBps: number;
  sparkMd5MiBps: number;
  /** The probe worker, best of the runs: the file read as the worker reads it (its stream) without
   * hashing, and hashing without reads. */
  readOnlyMiBps: number;
  hashOnlyMiBps: number;
  ratio: number;
  budgetRatio: number;
  withinBudget: boolean;
  sameDigest: boolean;
}

/** Design §6: the worker's MD5 at no less than three times spark-md5's rate in the same page. */
export const MD5_BUDGET_RATIO = 3;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
};

/** Builds the bench page with Vite (the worker bundled as the app bundles it) and serves it. */
async function servePage(): Promise<{ origin: string; close: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-md5-"));
  await build({
    root: path.join(benchDir, "md5"),
    base: "./",
    logLevel: "warn",
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((request, response) => {
    const file = path.join(outDir, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const target = file.endsWith(path.sep) ? path.join(file, "index.html") : file;
    if (!target.startsWith(outDir) || !fs.existsSync(target)) return void response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": types[path.extname(target)] ?? "application/octet-stream" });
    fs.createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const mibps = (bytes: number, ms: number) => Number((bytes / 1_048_576 / (ms / 1000)).toFixed(1));

/** MD5 throughput in Chromium: hash-wasm in the Web Worker against spark-md5, same page, same data. */
export async function measureMd5(browser: Browser, mebibytes = 256, runs = 3): Promise<Md5Bench> {
  const page_ = await servePage();
  const page = await (await browser.newContext()).newPage();
  try {
    await page.goto(`${page_.origin}/index.html`);
    await page.waitForFunction(() => document.title === "ready");
    const results: Md5Run[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(
        await page.evaluate(
          (size) => (window as unknown as { runMd5Bench: (n: number) => Promise<Md5Run> }).runMd5Bench(size),
          mebibytes,
        ),
      );
    }
    const worker = Math.max(...results.map((result) => mibps(result.bytes, result.workerMs)));
    const spark = Math.max(...results.map((result) => mibps(result.bytes, result.sparkMs)));
    const ratio = Number((worker / spark).toFixed(2));
    const readOnly = Math.max(...results.map((result) => mibps(result.bytes, result.readOnlyMs)));
    const hashOnly = Math.max(...results.map((result) => mibps(result.bytes, result.hashOnlyMs)));
    return {
      what: `MD5 of ${mebibytes} MiB generated in the page (the worker reads it as a stream, spark-md5 by 1 MiB slices), best of ${runs}`,
      mebibytes,
      runs,
      hashWasmWorkerMiBps: worker,
      sparkMd5MiBps: spark,
      readOnlyMiBps: readOnly,
      hashOnlyMiBps: hashOnly,
      ratio,
      budgetRatio: MD5_BUDGET_RATIO,
      withinBudget: ratio >= MD5_BUDGET_RATIO,
      sameDigest: results.every((result) => result.workerDigest === result.sparkDigest),
    };
  } finally {
    await page.context().close();
    await page_.close();
  }
}

/**
 * Which part of the worker's time is short when the ratio is under budget: the hashing alone (hash-wasm's
 * wasm over bytes in memory, against spark-md5), or the reads of the file's stream from the browser's
 * blob store that the worker does besides (the whole run well under the hashing alone).
 */
export function md5Culprits(bench: Md5Bench): string[] {
  if (bench.withinBudget) return [];
  const culprits: string[] = [];
  const hashRatio = Number((bench.hashOnlyMiBps / bench.sparkMd5MiBps).toFixed(2));
  if (hashRatio < bench.budgetRatio)
    culprits.push(
      `the hashing: hash-wasm alone over bytes in memory is ${hashRatio}x spark-md5 (the wasm, its build or the browser's engine)`,
    );
  const overlap = bench.hashWasmWorkerMiBps / bench.hashOnlyMiBps;
  if (overlap < 0.8)
    culprits.push(
      `the reads: the worker runs at ${Math.round(overlap * 100)}% of its hashing alone (its stream read alone ${bench.readOnlyMiBps} MiB/s; reads, transfers or chunk sizes)`,
    );
  if (!culprits.length)
    culprits.push("neither part alone: the two together (the worker's thread shared by reads and hashing)");
  return culprits;
}

export function md5Lines(bench: Md5Bench): string[] {
  const status = bench.withinBudget ? "within budget" : "UNDER BUDGET";
  return [
    `MD5 (${bench.what}): hash-wasm in the worker ${bench.hashWasmWorkerMiBps} MiB/s, spark-md5 ${bench.sparkMd5MiBps} MiB/s`,
    `  apart, in a probe worker: reads alone ${bench.readOnlyMiBps} MiB/s, hashing alone ${bench.hashOnlyMiBps} MiB/s`,
    `ratio ${bench.ratio}x (budget ≥ ${bench.budgetRatio}x): ${status}; same digest: ${bench.sameDigest ? "yes" : "NO"}`,
    ...md5Culprits(bench).map((culprit) => `  under budget because of ${culprit}`),
  ];
}
