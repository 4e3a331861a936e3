import { STORAGE_API } from "../src/contracts/storage";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { UPLOAD_PANEL_MEASURE, UPLOAD_ROWS_MEASURE } from "../src/plugins/storage/screen/mainThreadMarks";
import { KEEP_NAMES } from "./uploadBench";
import { randomFile, uploadWithQueue } from "./uploadSenders";

/**
 * The file manager as a power user works it (storage-file-manager §2):
 * - keyboard selection across 10 000 rows: the cursor on the first row, Shift+End; from the keydown to
 *   the table showing the last page with its rows selected (MutationObserver), and to the next frame.
 *   Budget 100 ms.
 * - the upload rows' speed readout in the page during a real upload: the main-thread time of the rows'
 *   work on each snapshot and of their renders, per chunk, plus the page's style and layout time per
 *   chunk (Chromium's counters). Budget 1 ms a chunk for both together.
 */
export interface PowerBench {
  keyboard: {
    rows: number;
    toRowsMs: number;
    toFrameMs: number;
    selected: number;
    budgetMs: number;
    withinBudget: boolean;
  };
  speedReadout: {
    chunks: number;
    /** Queue snapshots the rows took (each chunk makes a few). */
    snapshots: number;
    /** Renders of the rows (a moving percentage at most every 200 ms). */
    renders: number;
    rowsMsPerChunk: number;
    panelMsPerChunk: number;
    /** The rows' own main-thread script time per chunk: snapshots plus renders. */
    msPerChunk: number;
    /** The whole page's style recalculation and layout per chunk (an upper bound for the rows'). */
    layoutStyleMsPerChunk: number;
    /** The whole page's main-thread task time per chunk (queue, calls, toasts, rows), for scale. */
    pageTaskMsPerChunk: number;
    uploadMs: number;
    budgetMs: number;
    withinBudget: boolean;
  };
}

const FOLDER = "bench-keys-10k";
const HOME = "/GPUFS/admin";

export async function measureKeyboardSelection(page: Page, dataDir: string, files = 10_000) {
  const dir = path.join(dataDir, "storage", "GPUFS", "admin", FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  for (let index = 0; index < files; index++)
    fs.closeSync(fs.openSync(path.join(dir, `k-${String(index).padStart(5, "0")}`), "w"));
  await page.evaluate(() => (window.location.hash = "#/home/storage-manage"));
  const box = page.getByLabel("远程路径");
  await box.waitFor();
  await box.fill(`${HOME}/${FOLDER}`);
  await box.press("Enter");
  const firstRow = page.locator('[data-testid="storage-table"] tbody tr[data-path]').first();
  await firstRow.waitFor();
  await page.waitForFunction(
    (total) =>
      (document.querySelector(".ws-storage-table .ws-storage-pager")?.textContent ?? "").includes(
        String(total),
      ),
    files,
  );
  await firstRow.click();
  await page.evaluate(KEEP_NAMES);
  const firstPath = await firstRow.getAttribute("data-path");
  const armed = page.evaluate(
    (first) =>
      new Promise<{ toRowsMs: number; toFrameMs: number; selected: number }>((resolve, reject) => {
        setTimeout(() => reject(new Error("Shift+End selected nothing in 60 s")), 60_000);
        let pressedAt = 0;
        document.addEventListener("keydown", () => (pressedAt ||= performance.now()), {
          capture: true,
          once: true,
        });
        const rows = () => [
          ...document.querySelectorAll('[data-testid="storage-table"] tbody tr[data-path]'),
        ];
        const done = () => {
          const shown = rows();
          return (
            pressedAt > 0 &&
            shown.length > 1 &&
            shown[0]!.getAttribute("data-path") !== first &&
            shown.every((row) => row.getAttribute("aria-selected") === "true")
          );
        };
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          const rowsAt = performance.now();
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({
                toRowsMs: Math.round(rowsAt - pressedAt),
                toFrameMs: Math.round(performance.now() - pressedAt),
                selected: document.querySelectorAll('tr[aria-selected="true"]').length,
              }),
            ),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    firstPath,
  );
  await page.keyboard.press("Shift+End");
  const measured = await armed;
  const budgetMs = 100;
  return { rows: files, ...measured, budgetMs, withinBudget: measured.toFrameMs <= budgetMs };
}

/** The rows' User Timing measures (mainThreadMarks) seen by an observer in the page, in order. */
interface PageMarks {
  rows: number[];
  panel: number[];
}
type Metrics = { name: string; value: number }[];

const metricOf = (metrics: Metrics, name: string) =>
  metrics.find((metric) => metric.name === name)?.value ?? 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round = (ms: number) => Number(ms.toFixed(4));

/**
 * The upload rows' speed readout in the page, during a real upload of `mebibytes` 1 MiB chunks through
 * the storage screen (the registered queue, the worker's MD5, the chunk calls), in its steady state: the
 * window from the chunk at 1/8 of the file to the chunk at 7/8 (counted as the chunk calls finish), so
 * the panel's first appearance and the listing's refresh at the end stay out. Over that window: the
 * main-thread time of the rows' work on each queue snapshot and of each render of the rows up to its
 * commit (User Timing measures the code writes, read by a PerformanceObserver), and Chromium's own
 * counters (CDP Performance.getMetrics) for the page's style and layout time and its whole main-thread
 * task time, each per chunk. The page's style and layout is counted against the budget as if it were
 * all the rows' (nothing else on the page changes while one file uploads).
 */
export async function measureSpeedReadout(
  page: Page,
  origin: string,
  dataDir: string,
  mebibytes = 256,
): Promise<PowerBench["speedReadout"]> {
  await page.goto(`${origin}/#/home/storage-manage`);
  // The page may still show another folder (the keyboard measure's): back to the user's own.
  const box = page.getByLabel("远程路径");
  await box.fill(HOME);
  await box.press("Enter");
  await page.locator(`tr[data-path="${HOME}/README.txt"]`).waitFor({ timeout: 30_000 });
  const local = fs.mkdtempSync(path.join(os.tmpdir(), "bench-readout-"));
  const file = path.join(local, `bench-readout-${Date.now().toString(36)}.bin`);
  randomFile(file, mebibytes);
  const cdp = await page.context().newCDPSession(page);
  const from = Math.round(mebibytes / 8);
  const to = mebibytes - from;
  type Edge = { metrics: Metrics; rows: number; panel: number };
  const edges: Promise<Edge>[] = [];
  const edge = async (): Promise<Edge> => {
    const metrics = (await cdp.send("Performance.getMetrics")).metrics;
    const seen = await page.evaluate(() => {
      const marks = (window as unknown as { __benchMarks: PageMarks }).__benchMarks;
      return { rows: marks.rows.length, panel: marks.panel.length };
    });
    return { metrics, ...seen };
  };
  let chunks = 0;
  const onChunk = (request: { url(): string; method(): string }) => {
    if (request.method() !== "PUT" || !request.url().includes(STORAGE_API.storageUpload)) return;
    chunks += 1;
    if (chunks === from || chunks === to) edges.push(edge());
  };
  try {
    await cdp.send("Performance.enable");
    await page.evaluate(
      ([rowsName, panelName]) => {
        const marks: PageMarks = { rows: [], panel: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === rowsName) marks.rows.push(entry.duration);
            else if (entry.name === panelName) marks.panel.push(entry.duration);
          }
        }).observe({ type: "measure" });
        (window as unknown as { __benchMarks: PageMarks }).__benchMarks = marks;
      },
      [UPLOAD_ROWS_MEASURE, UPLOAD_PANEL_MEASURE],
    );
    page.on("requestfinished", onChunk);
    const run = await uploadWithQueue(page, file);
    const [start, end] = await Promise.all(edges);
    if (!start || !end) throw new Error(`the upload finished ${chunks} chunk calls, not ${mebibytes}`);
    const marks = await page.evaluate(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks);
    const span = to - from;
    const rows = marks.rows.slice(start.rows, end.rows);
    const panel = marks.panel.slice(start.panel, end.panel);
    const seconds = (name: string) => metricOf(end.metrics, name) - metricOf(start.metrics, name);
    const msPerChunk = round((sum(rows) + sum(panel)) / span);
    const layoutStyleMsPerChunk = round(
      ((seconds("LayoutDuration") + seconds("RecalcStyleDuration")) * 1000) / span,
    );
    const budgetMs = 1;
    return {
      chunks: span,
      snapshots: rows.length,
      renders: panel.length,
      rowsMsPerChunk: round(sum(rows) / span),
      panelMsPerChunk: round(sum(panel) / span),
      msPerChunk,
      layoutStyleMsPerChunk,
      pageTaskMsPerChunk: round((seconds("TaskDuration") * 1000) / span),
      uploadMs: Math.round(run.endToEndMs),
      budgetMs,
      withinBudget: msPerChunk + layoutStyleMsPerChunk <= budgetMs,
    };
  } finally {
    page.off("requestfinished", onChunk);
    await cdp.detach();
    fs.rmSync(local, { recursive: true, force: true });
    fs.rmSync(path.join(dataDir, "storage", "GPUFS", "admin", path.basename(file)), { force: true });
  }
}

export function powerLines(bench: PowerBench): string[] {
  const { keyboard, speedReadout: r } = bench;
  return [
    "Storage power user (issue 20)",
    `  Shift+End across ${keyboard.rows} rows: ${keyboard.toRowsMs} ms to rows, ${keyboard.toFrameMs} ms to frame (${keyboard.selected} selected rows shown; budget ${keyboard.budgetMs} ms) ${keyboard.withinBudget ? "ok" : "OVER BUDGET"}`,
    `  upload rows' speed readout in the page (${r.chunks} chunks, ${r.snapshots} snapshots, ${r.renders} renders): ${r.msPerChunk} ms script a chunk (snapshots ${r.rowsMsPerChunk}, renders ${r.panelMsPerChunk}) + page style/layout ${r.layoutStyleMsPerChunk} ms; budget ${r.budgetMs} ms ${r.withinBudget ? "ok" : "OVER BUDGET"} (whole page ${r.pageTaskMsPerChunk} ms of tasks a chunk)`,
  ];
}

export function powerMarkdown(bench: PowerBench): string[] {
  const { keyboard, speedReadout: r } = bench;
  return [
    "## Storage power user (issue 20)",
    "",
    `Keyboard selection: a folder of ${keyboard.rows} files, the cursor on the first row, Shift+End; from the`,
    "keydown to the last page's rows shown selected with the cursor on the last row (MutationObserver), and",
    "to the next frame. The upload rows' speed readout, in the page during a real upload through the storage",
    "screen, between the chunks at 1/8 and 7/8 of the file (the steady state): the rows' work on each queue",
    "snapshot and each render of the rows to its commit (User Timing measures `ws-upload-rows`,",
    "`ws-upload-panel`), per 1 MiB chunk; the page's style and layout time per chunk (Chromium's",
    "Performance.getMetrics, the whole page: an upper bound) counts towards the budget too.",
    "",
    "| measure | figure | budget | |",
    "|---|---:|---:|---|",
    `| Shift+End across ${keyboard.rows} rows: to rows | ${keyboard.toRowsMs} ms | | |`,
    `| Shift+End across ${keyboard.rows} rows: to frame | ${keyboard.toFrameMs} ms | ${keyboard.budgetMs} ms | ${keyboard.withinBudget ? "ok" : "OVER BUDGET"} |`,
    `| speed readout: rows' script per chunk (${r.snapshots} snapshots, ${r.renders} renders over ${r.chunks} chunks of a steady upload) | ${r.msPerChunk} ms | | |`,
    `| speed readout: page style + layout per chunk | ${r.layoutStyleMsPerChunk} ms | | |`,
    `| speed readout: together | ${round(r.msPerChunk + r.layoutStyleMsPerChunk)} ms | ${r.budgetMs} ms | ${r.withinBudget ? "ok" : "OVER BUDGET"} |`,
    `| whole page's main-thread tasks per chunk (for scale) | ${r.pageTaskMsPerChunk} ms | | |`,
    "",
  ];
}
