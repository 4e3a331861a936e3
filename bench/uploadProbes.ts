import { STORAGE_API } from "../src/contracts/storage";
import fs from "node:fs";
import os from "node:os";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Page } from "@playwright/test";

/**
 * What the upload bench watches while a sender runs: the PUTs as the page's XMLHttpRequest sees them
 * (open, send, loadend: the same wrapper for the queue and the bare loop), as the server sees them
 * (arrival, answer end), and the CPU time of Chromium's processes (/proc, Linux).
 */

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in `__name(...)`; functions sent
 * to `page.evaluate` need it defined in the page.
 */
export const KEEP_NAMES = "window.__name = window.__name || ((fn) => fn)";

/** One PUT in the page: performance.now() at open(), send() and loadend; the HTTP status. */
export interface PageSpan {
  open: number;
  send: number;
  end: number;
  status: number;
}

/** One PUT in the server: performance.now() at its arrival and at its answer's end. */
interface ServerSpan {
  arrived: number;
  answered: number;
}

export interface SenderWatch {
  /** Wall time from the first PUT opened to the last answered, ms. */
  ms: number;
  puts: number;
  ok: number;
  /** Per PUT (medians, ms): loadend → next open, open → send, send → loadend. */
  gapMs: number;
  openToSendMs: number;
  requestMs: number;
  /** The same as means (they add up to the time per PUT; the tails count in the rate). */
  gapMeanMs: number;
  openToSendMeanMs: number;
  requestMeanMs: number;
  /** Per PUT (medians, ms): in the server, and from one answer's end to the next arrival. */
  serverMs: number;
  betweenMs: number;
  /** CPU per PUT (ms): all Chromium processes, the renderers apart. */
  chromiumCpuMs: number;
  rendererCpuMs: number;
}

/** CPU time in ms of Chromium's processes (all of them, and the renderers), from /proc (Linux only). */
export function chromiumCpu(): { all: number; renderer: number } {
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

/** The host's load averages (1, 5, 15 min) and its cores: the machine is shared. */
export const hostLoad = () => ({
  loadavg: os.loadavg().map((value) => Number(value.toFixed(2))),
  cores: os.cpus().length,
});

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(2)) : 0;
};

const mean = (values: number[]) =>
  values.length ? Number((values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2)) : 0;

/**
 * Wraps XMLHttpRequest.prototype.open/send once in the page: every PUT to storage/upload is recorded
 * in `window.__benchSpans` (reset by `resetSpans`). The queue's axios and the bare loop both go through it.
 */
export async function instrumentPage(page: Page): Promise<void> {
  await page.evaluate(KEEP_NAMES);
  await page.evaluate((uploadPath) => {
    const w = window as unknown as { __benchSpans?: PageSpan[]; __benchWrapped?: boolean };
    w.__benchSpans = [];
    if (w.__benchWrapped) return;
    w.__benchWrapped = true;
    const spans = new WeakMap<XMLHttpRequest, PageSpan>();
    const proto = XMLHttpRequest.prototype;
    const open = proto.open;
    const send = proto.send;
    proto.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest["open"]>) {
      const [method, url] = args;
      if (method.toUpperCase() === "PUT" && String(url).includes(uploadPath)) {
        const span: PageSpan = { open: performance.now(), send: 0, end: 0, status: 0 };
        spans.set(this, span);
        w.__benchSpans!.push(span);
        this.addEventListener("loadend", () => {
          span.end = performance.now();
          span.status = this.status;
        });
      }
      return (open as (...rest: unknown[]) => void).apply(this, args);
    } as typeof proto.open;
    proto.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest["send"]>) {
      const span = spans.get(this);
      if (span) span.send = performance.now();
      return send.apply(this, args);
    };
  }, STORAGE_API.storageUpload);
}

export const resetSpans = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __benchSpans: unknown[] }).__benchSpans = [];
  });

const pageSpans = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchSpans: PageSpan[] }).__benchSpans);

/**
 * Starts watching: the server's PUTs (when given) and Chromium's CPU. `stop` reads the page's spans
 * (pass null for a sender outside the page, curl) and returns the figures per PUT.
 */
export function watchSender(server: Server | undefined) {
  const cpu = chromiumCpu();
  const spans: ServerSpan[] = [];
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "PUT" || !request.url?.startsWith(STORAGE_API.storageUpload)) return;
    const span = { arrived: performance.now(), answered: 0 };
    spans.push(span);
    response.on("finish", () => (span.answered = performance.now()));
  };
  server?.prependListener("request", onRequest);
  return async (page: Page | null, wallMs?: number): Promise<SenderWatch> => {
    server?.off("request", onRequest);
    const after = chromiumCpu();
    const inPage = page ? await pageSpans(page) : [];
    const puts = page ? inPage.length : spans.length;
    const gaps = inPage.slice(1).map((span, index) => span.open - inPage[index]!.end);
    const perPut = (ms: number) => Number((ms / Math.max(1, puts)).toFixed(2));
    return {
      ms: wallMs ?? (inPage.length ? inPage[inPage.length - 1]!.end - inPage[0]!.open : 0),
      puts,
      ok: inPage.filter((span) => span.status === 200).length,
      gapMs: median(gaps),
      gapMeanMs: mean(gaps),
      openToSendMs: median(inPage.map((span) => span.send - span.open)),
      openToSendMeanMs: mean(inPage.map((span) => span.send - span.open)),
      requestMs: median(inPage.map((span) => span.end - span.send)),
      requestMeanMs: mean(inPage.map((span) => span.end - span.send)),
      serverMs: median(spans.map((span) => span.answered - span.arrived)),
      betweenMs: median(spans.slice(1).map((span, index) => span.arrived - spans[index]!.answered)),
      chromiumCpuMs: perPut(after.all - cpu.all),
      rendererCpuMs: perPut(after.renderer - cpu.renderer),
    };
  };
}
