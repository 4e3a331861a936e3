import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { API, platformConfig } from "../src/core/config";

/**
 * Upload throughput (design §6): a file generated in the page goes through the storage screen's real
 * upload queue (the file input's change event, the registered machine, its axios effects: sequential
 * 1 MiB PUT chunks with Content-Range) against the reference server; `curl` then sends chunks of the
 * same size the same way (same endpoint, headers and form fields, one process with `next`, so one
 * kept-alive connection). The page's JavaScript heap is sampled every 500 ms during the browser upload.
 */
export interface UploadBench {
  what: string;
  mebibytes: number;
  chunks: number;
  browserMs: number;
  browserMiBps: number;
  /** PUT requests the page sent to storage/upload, and how many answered HTTP 200. */
  browserPuts: number;
  browserPutsOk: number;
  curlMs: number;
  curlMiBps: number;
  curlChunksOk: number;
  ratio: number;
  budgetRatio: number;
  withinBudget: boolean;
  /** Both files arrived whole on the server. */
  sizesMatch: boolean;
  heap: {
    samples: number;
    intervalMs: number;
    startMiB: number;
    maxMiB: number;
    endMiB: number;
    growthMiB: number;
    flatLimitMiB: number;
    flat: boolean;
  };
}

export const UPLOAD_BUDGET_RATIO = 0.5;
export const HEAP_FLAT_LIMIT_MIB = 64;
const MiB = 1_048_576;
/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`; functions sent
 * to `page.evaluate` need it defined in the page.
 */
export const KEEP_NAMES = "window.__name = window.__name || ((fn) => fn)";
const HOME = "/GPUFS/admin";

const mibps = (bytes: number, ms: number) => Number((bytes / MiB / (ms / 1000)).toFixed(1));
const mib = (bytes: number) => Number((bytes / MiB).toFixed(1));

/** Signs in through the API (password grant), for curl. */
async function apiToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API.token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in for curl: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface BrowserRun {
  ms: number;
  puts: number;
  putsOk: number;
  heap: number[];
}

/** In the page: generates the file (1 MiB random blocks), queues it through the file input, waits for the tip. */
async function uploadInPage(page: Page, name: string, mebibytes: number): Promise<BrowserRun> {
  await page.evaluate(KEEP_NAMES);
  return page.evaluate(
    async ({ name, mebibytes, uploadPath }) => {
      const MiB = 1_048_576;
      const block = new Uint8Array(MiB);
      const parts: Blob[] = [];
      for (let index = 0; index < mebibytes; index++) {
        for (let offset = 0; offset < MiB; offset += 65_536)
          crypto.getRandomValues(block.subarray(offset, offset + 65_536));
        parts.push(new Blob([block]));
      }
      const file = new File(parts, name, { type: "application/octet-stream" });
      parts.length = 0;

      let puts = 0;
      let putsOk = 0;
      const proto = XMLHttpRequest.prototype;
      const open = proto.open;
      proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        if (method.toUpperCase() === "PUT" && String(url).includes(uploadPath)) {
          puts++;
          this.addEventListener("loadend", () => {
            if (this.status === 200) putsOk++;
          });
        }
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      } as typeof proto.open;

      const memory = () =>
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
      const heap = [memory()];
      const sampler = setInterval(() => heap.push(memory()), 500);
      const done = new Promise<number>((resolve) => {
        const seen = () =>
          [...document.querySelectorAll(".bp6-toast")].some((toast) =>
            /上传成功|upload success/.test(toast.textContent ?? ""),
          );
        const observer = new MutationObserver(() => {
          if (seen()) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const input = document.querySelector<HTMLInputElement>('[data-testid="storage-file-input"]')!;
      const transfer = new DataTransfer();
      transfer.items.add(file);
      const started = performance.now();
      input.files = transfer.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      const ended = await Promise.race([
        done,
        new Promise<number>((_, reject) =>
          setTimeout(
            () => reject(new Error(`upload not finished after 240 s: ${puts} PUTs, ${putsOk} OK`)),
            240_000,
          ),
        ),
      ]);
      clearInterval(sampler);
      heap.push(memory());
      proto.open = open;
      return { ms: ended - started, puts, putsOk, heap };
    },
    { name, mebibytes, uploadPath: API.storageUpload },
  );
}

/** curl: the same chunks, sequential, one process (`next` in a config file), bodies checked for code 200. */
async function uploadWithCurl(origin: string, token: string, remote: string, mebibytes: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-curl-"));
  try {
    const total = mebibytes * MiB;
    const lines: string[] = [];
    for (let index = 0; index < mebibytes; index++) {
      const chunk = path.join(dir, `chunk-${index}`);
      fs.writeFileSync(chunk, randomBytes(MiB));
      if (index > 0) lines.push("next");
      lines.push(
        `url = "${origin}${API.storageUpload}?file=${encodeURIComponent(remote)}"`,
        `request = "PUT"`,
        `header = "Authorization: Bearer ${token}"`,
        `header = "Content-Range: bytes ${index * MiB}-${(index + 1) * MiB - 1}/${total}"`,
        `form = "file=@${chunk};filename=${path.posix.basename(remote)}"`,
        `form = "currentChunkSize=${MiB}"`,
        `form = "totalSize=${total}"`,
        `form = "currentIndex=${index + 1}"`,
        `silent`,
        `write-out = "\\n"`,
      );
    }
    const config = path.join(dir, "curl.config");
    fs.writeFileSync(config, `${lines.join("\n")}\n`);
    const started = performance.now();
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("curl", ["--config", config], { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (data: Buffer) => (text += data.toString()));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`curl exited ${code}`))));
    });
    const ms = performance.now() - started;
    const ok = output.split("\n").filter((line) => /"code":\s*200/.test(line)).length;
    return { ms, ok };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The page must be signed in as admin; it is left on the storage screen. */
export async function measureUpload(
  page: Page,
  origin: string,
  dataDir: string,
  mebibytes = 512,
): Promise<UploadBench> {
  const onDisk = (name: string) => path.join(dataDir, "storage", "GPUFS", "admin", name);
  const size = (name: string) => (fs.existsSync(onDisk(name)) ? fs.statSync(onDisk(name)).size : -1);
  await page.goto(`${origin}/#/home/storage-manage`);
  await page.locator(`tr[data-path="${HOME}/README.txt"]`).waitFor({ timeout: 30_000 });

  const browserName = "bench-upload-browser.bin";
  const browser = await uploadInPage(page, browserName, mebibytes);
  const browserSize = size(browserName);
  fs.rmSync(onDisk(browserName), { force: true });

  const curlName = "bench-upload-curl.bin";
  const curl = await uploadWithCurl(origin, await apiToken(origin), `${HOME}/${curlName}`, mebibytes);
  const curlSize = size(curlName);
  fs.rmSync(onDisk(curlName), { force: true });

  const bytes = mebibytes * MiB;
  const browserMiBps = mibps(bytes, browser.ms);
  const curlMiBps = mibps(bytes, curl.ms);
  const ratio = Number((browserMiBps / curlMiBps).toFixed(2));
  const startMiB = mib(browser.heap[0]!);
  const maxMiB = mib(Math.max(...browser.heap));
  const growthMiB = Number((maxMiB - startMiB).toFixed(1));
  return {
    what: `${mebibytes} MiB generated in the page (1 MiB random blocks), sequential 1 MiB PUT chunks to the reference server`,
    mebibytes,
    chunks: mebibytes,
    browserMs: Math.round(browser.ms),
    browserMiBps,
    browserPuts: browser.puts,
    browserPutsOk: browser.putsOk,
    curlMs: Math.round(curl.ms),
    curlMiBps,
    curlChunksOk: curl.ok,
    ratio,
    budgetRatio: UPLOAD_BUDGET_RATIO,
    withinBudget: ratio >= UPLOAD_BUDGET_RATIO,
    sizesMatch: browserSize === bytes && curlSize === bytes,
    heap: {
      samples: browser.heap.length,
      intervalMs: 500,
      startMiB,
      maxMiB,
      endMiB: mib(browser.heap[browser.heap.length - 1]!),
      growthMiB,
      flatLimitMiB: HEAP_FLAT_LIMIT_MIB,
      flat: growthMiB < HEAP_FLAT_LIMIT_MIB,
    },
  };
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

export function uploadLines(bench: UploadBench): string[] {
  const { heap } = bench;
  return [
    `Upload (${bench.what})`,
    ...table(
      ["sender", "time", "MiB/s", "chunks OK"],
      [
        [
          "browser (upload queue)",
          `${bench.browserMs} ms`,
          String(bench.browserMiBps),
          `${bench.browserPutsOk}/${bench.browserPuts}`,
        ],
        ["curl", `${bench.curlMs} ms`, String(bench.curlMiBps), `${bench.curlChunksOk}/${bench.chunks}`],
      ],
    ),
    `ratio browser/curl ${bench.ratio} (budget ≥ ${bench.budgetRatio}): ${bench.withinBudget ? "within budget" : "OVER BUDGET"}; both files whole on the server: ${bench.sizesMatch ? "yes" : "NO"}`,
    "",
    `Page JavaScript heap during the upload (usedJSHeapSize every ${heap.intervalMs} ms, ${heap.samples} samples)`,
    ...table(
      ["start", "max", "end", "max - start"],
      [[`${heap.startMiB} MiB`, `${heap.maxMiB} MiB`, `${heap.endMiB} MiB`, `${heap.growthMiB} MiB`]],
    ),
    `flat (max - start < ${heap.flatLimitMiB} MiB): ${heap.flat ? "yes, within budget" : "NO, OVER BUDGET"}`,
  ];
}

export function uploadMarkdown(bench: UploadBench): string[] {
  const { heap } = bench;
  return [
    "## Upload throughput and the page's heap",
    "",
    `${bench.what}. The browser's file goes through the storage screen's file input into the real upload`,
    "queue machine with its real effects (axios, `PUT storage/upload` with `Content-Range`, form fields",
    "`file`, `currentChunkSize`, `totalSize`, `currentIndex`), timed from the input's change event to the",
    "'上传成功' tip. `curl` sends chunks of the same size the same way, sequentially, one process (`next`",
    "in a config file). Budget (design §6): the browser at no less than half curl's rate.",
    "",
    "| sender | time | MiB/s | chunks answered 200 |",
    "|---|---:|---:|---:|",
    `| browser (upload queue) | ${bench.browserMs} ms | ${bench.browserMiBps} | ${bench.browserPutsOk}/${bench.browserPuts} |`,
    `| curl | ${bench.curlMs} ms | ${bench.curlMiBps} | ${bench.curlChunksOk}/${bench.chunks} |`,
    "",
    `**Ratio browser/curl ${bench.ratio}: ${bench.withinBudget ? "within budget" : "OVER BUDGET"}**; both files whole on the server: ${bench.sizesMatch ? "yes" : "no"}.`,
    "",
    `Page JavaScript heap (\`performance.memory.usedJSHeapSize\`, Chromium with \`--enable-precise-memory-info\`, every ${heap.intervalMs} ms, ${heap.samples} samples):`,
    "",
    "| start | max | end | max − start |",
    "|---:|---:|---:|---:|",
    `| ${heap.startMiB} MiB | ${heap.maxMiB} MiB | ${heap.endMiB} MiB | ${heap.growthMiB} MiB |`,
    "",
    `**Flat (max − start < ${heap.flatLimitMiB} MiB): ${heap.flat ? "yes" : "NO, OVER BUDGET"}.**`,
    "",
  ];
}
