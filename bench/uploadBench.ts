import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Page } from "@playwright/test";
import { API, platformConfig } from "../src/core/config";

/**
 * Upload throughput (design §6): a file of random bytes on disk, set on the storage screen's file input,
 * goes through the real upload queue (the input's change event, the registered machine, its axios effects: sequential
 * 1 MiB PUT chunks with Content-Range) against the reference server; `curl` then sends chunks of the
 * same size the same way (same endpoint, headers and form fields, one process with `next`, so one
 * kept-alive connection). The page's JavaScript heap is sampled every 500 ms during the browser upload.
 */
export interface UploadBench {
  what: string;
  mebibytes: number;
  chunks: number;
  /** First chunk sent to last chunk answered (the rate the ratio uses). */
  browserMs: number;
  browserMiBps: number;
  /** File chosen to the '上传成功' tip: the quota check before and the list refresh after included. */
  browserEndToEndMs: number;
  /** PUT requests the page sent to storage/upload, and how many answered HTTP 200. */
  browserPuts: number;
  browserPutsOk: number;
  curlMs: number;
  curlMiBps: number;
  curlChunksOk: number;
  bareMs: number;
  bareMiBps: number;
  bareChunksOk: number;
  /** Queue rate over the bare XHR loop (the app's own cost). */
  queueToBare: number;
  /** Bare XHR loop over curl (Chromium's floor on this host). */
  bareToCurl: number;
  ratio: number;
  budgetRatio: number;
  withinBudget: boolean;
  /** Both files arrived whole on the server. */
  sizesMatch: boolean;
  /** Where a chunk's time goes, from the server's side (median ms per PUT), when the server was given. */
  perChunk?: { browser: ChunkTimes; curl: ChunkTimes };
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

/**
 * Per PUT, medians in ms: `server` from the request's arrival to its answer's end (body read, multipart
 * parsed, written); `between` from one answer's end to the next request's arrival (the sender's own
 * time: reading the slice, building the body, and the network both ways). `chromiumCpuMs`: CPU time
 * (user + system) of Chromium's processes per chunk during the run, the renderer's apart.
 */
export interface ChunkTimes {
  puts: number;
  serverMs: number;
  betweenMs: number;
  chromiumCpuMs: number;
  rendererCpuMs: number;
}

/** CPU time in ms of Chromium's processes (all of them, and the renderers), from /proc (Linux only). */
function chromiumCpu(): { all: number; renderer: number } {
  const tick = 10; // USER_HZ 100
  let all = 0;
  let renderer = 0;
  let names: string[] = [];
  try {
    names = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return { all: 0, renderer: 0 };
  }
  for (const pid of names) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).includes("chrom")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ms = (Number(fields[11]) + Number(fields[12])) * tick;
      all += ms;
      if (/--type=renderer/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"))) renderer += ms;
    } catch {
      // The process ended meanwhile.
    }
  }
  return { all, renderer };
}

/** Watches PUT storage/upload on the server's socket level until the returned function is called. */
function watchPuts(server: Server) {
  const cpu = chromiumCpu();
  const spans: { arrived: number; answered: number }[] = [];
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "PUT" || !request.url?.startsWith(API.storageUpload)) return;
    const span = { arrived: performance.now(), answered: 0 };
    spans.push(span);
    response.on("finish", () => (span.answered = performance.now()));
  };
  server.prependListener("request", onRequest);
  return (): ChunkTimes => {
    server.off("request", onRequest);
    const after = chromiumCpu();
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length ? Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(2)) : 0;
    };
    const perChunk = (ms: number) => Number((ms / Math.max(1, spans.length)).toFixed(2));
    return {
      puts: spans.length,
      serverMs: median(spans.map((span) => span.answered - span.arrived)),
      betweenMs: median(spans.slice(1).map((span, index) => span.arrived - spans[index]!.answered)),
      chromiumCpuMs: perChunk(after.all - cpu.all),
      rendererCpuMs: perChunk(after.renderer - cpu.renderer),
    };
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
  /** The transfer: the first chunk's request sent to the last chunk's answer. */
  ms: number;
  /** What the user waits: the file chosen to the '上传成功' tip (the quota check before, the list refresh after). */
  endToEndMs: number;
  puts: number;
  putsOk: number;
  heap: number[];
}

/** Writes `mebibytes` of random bytes (1 MiB blocks) to a file. */
function randomFile(file: string, mebibytes: number): void {
  const handle = fs.openSync(file, "w");
  try {
    for (let index = 0; index < mebibytes; index++) fs.writeSync(handle, randomBytes(MiB));
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * The browser's upload: a file on disk (random bytes) set on the storage screen's file input, as a
 * user choosing it would (Playwright's setInputFiles: a disk-backed File, read slice by slice). The
 * page times the transfer (first chunk sent to last answered) and, end to end, the input's change event
 * to the '上传成功' tip. (A file generated in the page as one
 * 512 MiB Blob broke Chromium's blob storage here: net::ERR_BLOB_REFERENCED_BLOB_BROKEN.)
 */
async function uploadInPage(page: Page, file: string, started?: () => Promise<unknown>): Promise<BrowserRun> {
  await page.evaluate(KEEP_NAMES);
  const selector = '[data-testid="storage-file-input"]';
  await page.evaluate(
    ({ uploadPath, selector }) => {
      let puts = 0;
      let putsOk = 0;
      let firstSent = 0;
      let lastAnswered = 0;
      const failures: string[] = [];
      const proto = XMLHttpRequest.prototype;
      const open = proto.open;
      proto.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        if (method.toUpperCase() === "PUT" && String(url).includes(uploadPath)) {
          puts++;
          if (!firstSent) firstSent = performance.now();
          this.addEventListener("loadend", () => {
            lastAnswered = performance.now();
            if (this.status === 200) putsOk++;
            else if (failures.length < 5)
              failures.push(`${this.status} ${String(this.responseText ?? "").slice(0, 200)}`);
          });
        }
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
      } as typeof proto.open;

      const memory = () =>
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
      const heap = [memory()];
      const sampler = setInterval(() => heap.push(memory()), 500);
      let startedAt = 0;
      const input = document.querySelector<HTMLInputElement>(selector)!;
      // Capture phase on the document: before React's own change handler queues the file.
      document.addEventListener(
        "change",
        (event) => {
          if (event.target === input && !startedAt) startedAt = performance.now();
        },
        { capture: true },
      );
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
      const result = Promise.race([
        done,
        new Promise<number>((_, reject) =>
          setTimeout(
            () =>
              reject(
                new Error(
                  `upload not finished after 240 s: ${puts} PUTs, ${putsOk} OK; failed: ${failures.join(" | ")}`,
                ),
              ),
            240_000,
          ),
        ),
      ]).then((ended) => {
        clearInterval(sampler);
        heap.push(memory());
        proto.open = open;
        return { ms: lastAnswered - firstSent, endToEndMs: ended - startedAt, puts, putsOk, heap };
      });
      (window as unknown as { __benchUpload: Promise<BrowserRun> }).__benchUpload = result;
    },
    { uploadPath: API.storageUpload, selector },
  );
  await started?.();
  await page.setInputFiles(selector, file);
  return page.evaluate(() => (window as unknown as { __benchUpload: Promise<BrowserRun> }).__benchUpload);
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

/**
 * The floor of any browser app: the same chunks sent by a bare loop of XMLHttpRequest PUTs (FormData
 * with the same fields, one at a time, no axios, no machine, no React), from the same disk-backed file
 * in the same page. The queue's rate over this one is the app's own cost; this one over curl is
 * Chromium's cost per 1 MiB multipart request on this host.
 */
async function uploadBareXhr(page: Page, file: string, remote: string): Promise<{ ms: number; ok: number }> {
  const id = "bench-bare-input";
  await page.evaluate((id) => {
    const input = document.createElement("input");
    input.type = "file";
    input.id = id;
    input.hidden = true;
    document.body.append(input);
  }, id);
  await page.setInputFiles(`#${id}`, file);
  return page.evaluate(
    async ({ id, url }) => {
      const input = document.getElementById(id) as HTMLInputElement;
      const chosen = input.files![0]!;
      const token = (JSON.parse(atob(localStorage.getItem("token") ?? "")) as { t: string }).t;
      const size = 1_048_576;
      let ok = 0;
      const started = performance.now();
      for (let index = 0; index * size < chosen.size; index++) {
        const form = new FormData();
        form.append("file", chosen.slice(index * size, (index + 1) * size), "bare.bin");
        form.append("currentChunkSize", String(size));
        form.append("totalSize", String(chosen.size));
        form.append("currentIndex", String(index + 1));
        const status = await new Promise<number>((resolve) => {
          const request = new XMLHttpRequest();
          request.open("PUT", url);
          request.setRequestHeader("Authorization", `Bearer ${token}`);
          request.setRequestHeader(
            "Content-Range",
            `bytes ${index * size}-${(index + 1) * size - 1}/${chosen.size}`,
          );
          request.onloadend = () => resolve(request.status);
          request.send(form);
        });
        if (status === 200) ok++;
      }
      const ms = performance.now() - started;
      input.remove();
      return { ms, ok };
    },
    { id, url: `${API.storageUpload}?file=${encodeURIComponent(remote)}` },
  );
}

/** The page must be signed in as admin; it is left on the storage screen. */
export async function measureUpload(
  page: Page,
  origin: string,
  dataDir: string,
  mebibytes = 512,
  server?: Server,
): Promise<UploadBench> {
  const onDisk = (name: string) => path.join(dataDir, "storage", "GPUFS", "admin", name);
  const size = (name: string) => (fs.existsSync(onDisk(name)) ? fs.statSync(onDisk(name)).size : -1);
  await page.goto(`${origin}/#/home/storage-manage`);
  await page.locator(`tr[data-path="${HOME}/README.txt"]`).waitFor({ timeout: 30_000 });

  const browserName = "bench-upload-browser.bin";
  const local = fs.mkdtempSync(path.join(os.tmpdir(), "bench-file-"));
  const localFile = path.join(local, browserName);
  randomFile(localFile, mebibytes);
  let stop: (() => ChunkTimes) | undefined;
  // Why a chunk never got an answer, for the error message (Chromium's network error text).
  const networkErrors: string[] = [];
  page.on("requestfailed", (request) => {
    if (networkErrors.length < 5) networkErrors.push(`${request.method()} ${request.failure()?.errorText}`);
  });
  // The server's watch starts right before the file is set on the input.
  const browser = await uploadInPage(page, localFile, async () => {
    stop = server && watchPuts(server);
  })
    .catch((error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}; network: ${networkErrors.join(" | ")}`,
      );
    })
    .catch((error: unknown) => {
      fs.rmSync(local, { recursive: true, force: true });
      throw error;
    });
  const browserTimes = stop?.();
  const browserSize = size(browserName);
  fs.rmSync(onDisk(browserName), { force: true });

  const bareName = "bench-upload-bare.bin";
  const bare = await uploadBareXhr(page, localFile, `${HOME}/${bareName}`).finally(() =>
    fs.rmSync(local, { recursive: true, force: true }),
  );
  const bareSize = size(bareName);
  fs.rmSync(onDisk(bareName), { force: true });

  const curlName = "bench-upload-curl.bin";
  const token = await apiToken(origin);
  stop = server && watchPuts(server);
  const curl = await uploadWithCurl(origin, token, `${HOME}/${curlName}`, mebibytes);
  const curlTimes = stop?.();
  const curlSize = size(curlName);
  fs.rmSync(onDisk(curlName), { force: true });

  const bytes = mebibytes * MiB;
  const browserMiBps = mibps(bytes, browser.ms);
  const curlMiBps = mibps(bytes, curl.ms);
  const ratio = Number((browserMiBps / curlMiBps).toFixed(2));
  const bareMiBps = mibps(bytes, bare.ms);
  const startMiB = mib(browser.heap[0]!);
  const maxMiB = mib(Math.max(...browser.heap));
  const growthMiB = Number((maxMiB - startMiB).toFixed(1));
  return {
    what: `a ${mebibytes} MiB file of random bytes on disk, chosen through the storage screen's file input (Playwright setInputFiles), sent as sequential 1 MiB PUT chunks to the reference server`,
    mebibytes,
    chunks: mebibytes,
    browserMs: Math.round(browser.ms),
    browserMiBps,
    browserEndToEndMs: Math.round(browser.endToEndMs),
    browserPuts: browser.puts,
    browserPutsOk: browser.putsOk,
    curlMs: Math.round(curl.ms),
    curlMiBps,
    curlChunksOk: curl.ok,
    bareMs: Math.round(bare.ms),
    bareMiBps,
    bareChunksOk: bare.ok,
    queueToBare: Number((browserMiBps / bareMiBps).toFixed(2)),
    bareToCurl: Number((bareMiBps / curlMiBps).toFixed(2)),
    ratio,
    budgetRatio: UPLOAD_BUDGET_RATIO,
    withinBudget: ratio >= UPLOAD_BUDGET_RATIO,
    sizesMatch: browserSize === bytes && curlSize === bytes && bareSize === bytes,
    ...(browserTimes && curlTimes ? { perChunk: { browser: browserTimes, curl: curlTimes } } : {}),
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
        [
          "browser (bare XHR loop)",
          `${bench.bareMs} ms`,
          String(bench.bareMiBps),
          `${bench.bareChunksOk}/${bench.chunks}`,
        ],
        ["curl", `${bench.curlMs} ms`, String(bench.curlMiBps), `${bench.curlChunksOk}/${bench.chunks}`],
      ],
    ),
    `queue/bare XHR ${bench.queueToBare} (the app's own cost); bare XHR/curl ${bench.bareToCurl} (Chromium's floor here)`,
    `browser times: first chunk sent → last answered; end to end (file chosen → 上传成功 shown, with the quota check and the list refresh) ${bench.browserEndToEndMs} ms`,
    `ratio browser/curl ${bench.ratio} (budget ≥ ${bench.budgetRatio}): ${bench.withinBudget ? "within budget" : "OVER BUDGET"}; both files whole on the server: ${bench.sizesMatch ? "yes" : "NO"}`,
    ...(bench.perChunk
      ? [
          "Per chunk: medians seen by the server (in the server: arrival to answer end; between: sender and network), Chromium's CPU",
          ...table(
            ["sender", "server", "between", "Chromium CPU", "renderer CPU"],
            (["browser", "curl"] as const).map((sender) => {
              const times = bench.perChunk![sender];
              return [
                sender,
                `${times.serverMs} ms`,
                `${times.betweenMs} ms`,
                `${times.chromiumCpuMs} ms`,
                `${times.rendererCpuMs} ms`,
              ];
            }),
          ),
        ]
      : []),
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
    "`file`, `currentChunkSize`, `totalSize`, `currentIndex`), timed from its first chunk sent to its last",
    "chunk answered (the end-to-end time to the '上传成功' tip is given below). `curl` sends chunks of the",
    "same size the same way, sequentially, one process (`next`",
    "in a config file). Budget (design §6): the browser at no less than half curl's rate.",
    "",
    "| sender | time | MiB/s | chunks answered 200 |",
    "|---|---:|---:|---:|",
    `| browser (upload queue) | ${bench.browserMs} ms | ${bench.browserMiBps} | ${bench.browserPutsOk}/${bench.browserPuts} |`,
    `| browser (bare XHR loop, same page and file) | ${bench.bareMs} ms | ${bench.bareMiBps} | ${bench.bareChunksOk}/${bench.chunks} |`,
    `| curl | ${bench.curlMs} ms | ${bench.curlMiBps} | ${bench.curlChunksOk}/${bench.chunks} |`,
    "",
    `Browser times run from the first chunk sent to the last chunk answered (curl's from its start to its exit); end to end, from the file chosen to 上传成功 on screen (the quota check before, the list refresh after), the queue took ${bench.browserEndToEndMs} ms.`,
    "",
    `The queue reaches ${bench.queueToBare} of the bare XHR loop (what the app itself costs); the bare loop reaches ${bench.bareToCurl} of curl (what Chromium costs per 1 MiB multipart request on this host: no app can go faster than this line).`,
    "",
    `**Ratio browser/curl ${bench.ratio}: ${bench.withinBudget ? "within budget" : "OVER BUDGET"}**; both files whole on the server: ${bench.sizesMatch ? "yes" : "no"}.`,
    "",
    ...(bench.perChunk
      ? [
          "Where a chunk's time goes, medians per PUT seen by the server: from the request's arrival to the end of",
          "its answer (body received, multipart parsed, bytes written), and from one answer's end to the next",
          "request's arrival (the sender's own time and the network both ways); beside them the CPU time of",
          "Chromium's processes per chunk (/proc, user + system), the renderer's apart. The machine has 2 cores:",
          "CPU the page spends is CPU the server waits for.",
          "",
          "| sender | in the server | between chunks | Chromium CPU | renderer CPU |",
          "|---|---:|---:|---:|---:|",
          ...(["browser", "curl"] as const).map((sender) => {
            const times = bench.perChunk![sender];
            return `| ${sender === "browser" ? "browser (upload queue)" : "curl"} | ${times.serverMs} ms | ${times.betweenMs} ms | ${times.chromiumCpuMs} ms | ${times.rendererCpuMs} ms |`;
          }),
          "",
        ]
      : []),
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
