import { STORAGE_API, STORAGE } from "../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { KEEP_NAMES } from "./uploadBench";

/**
 * A folder of 100 000 empty files on the storage screen (design §6): the time from the dir_info answer
 * (the XHR's readyState 4, body fully received) to the first rows in the DOM and to the next frame,
 * the client-side interactions the screen offers, and the rows the table renders. Measured through
 * the DOM (a MutationObserver and a wrapped XMLHttpRequest.open), nothing added to src/.
 */
export interface ListingStep {
  step: string;
  /** What started the clock: the dir_info answer, or the user's input event. */
  from: "answer" | "input";
  /** To the rows in the DOM. */
  ms: number;
  /** To the frame after (requestAnimationFrame, then a task). */
  paintedMs: number;
  /** For a server-side step: the user's input event to the rows (round trip included). */
  inputToRowsMs?: number;
  budgetMs: number;
  withinBudget: boolean;
  renderedRows: number;
  pageSize: number;
  total: number;
}

export interface ListingBench {
  what: string;
  files: number;
  createMs: number;
  steps: ListingStep[];
  maxRenderedRows: number;
  rowsWithinPageSize: boolean;
  sortOnScreen: boolean;
  note: string;
}

const FOLDER = "bench-100k";
const HOME = "/GPUFS/admin";
const name = (index: number) => `f-${String(index).padStart(6, "0")}`;

interface Armed {
  rowsAt: number;
  paintedAt: number;
  inputAt: number;
  answers: { url: string; doneAt: number }[];
  rendered: number;
  total: number;
}

/** Arms the observer: resolves when the table's first row is `firstPath`, the pager total is `total` and `rows` rows show. */
async function arm(page: Page, expect: { firstPath: string; total: number; rows: number }) {
  await page.evaluate(KEEP_NAMES);
  await page.evaluate(
    ({ expect, dirInfo }) => {
      const w = window as unknown as {
        __bench?: { done: Promise<Armed> };
        __benchHooked?: { url: string; doneAt: number }[];
      };
      if (!w.__benchHooked) {
        const answers: { url: string; doneAt: number }[] = [];
        w.__benchHooked = answers;
        const open = XMLHttpRequest.prototype.open;
        XMLHttpRequest.prototype.open = function (
          this: XMLHttpRequest,
          method: string,
          url: string | URL,
          ...rest: unknown[]
        ) {
          if (String(url).includes(dirInfo))
            this.addEventListener("readystatechange", () => {
              if (this.readyState === 4) answers.push({ url: String(url), doneAt: performance.now() });
            });
          return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
        } as typeof XMLHttpRequest.prototype.open;
      }
      const answers = w.__benchHooked;
      const since = answers.length;
      let inputAt = 0;
      const onInput = (event: Event) => {
        if (!inputAt && (event.type !== "keydown" || (event as KeyboardEvent).key === "Enter"))
          inputAt = performance.now();
      };
      for (const type of ["keydown", "click", "change"])
        document.addEventListener(type, onInput, { capture: true });
      const state = () => {
        const rows = document.querySelectorAll('[data-testid="storage-table"] tbody tr[data-path]');
        const pager = document.querySelector('[aria-label="pager"]')?.textContent ?? "";
        const total = Number((/(\d[\d,]*)/.exec(pager)?.[1] ?? "-1").replace(/,/g, ""));
        return { rows, total };
      };
      const matches = () => {
        const { rows, total } = state();
        return (
          rows.length === expect.rows &&
          rows[0]?.getAttribute("data-path") === expect.firstPath &&
          total === expect.total
        );
      };
      const done = new Promise<Armed>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!matches()) return;
          observer.disconnect();
          const rowsAt = performance.now();
          const { rows, total } = state();
          requestAnimationFrame(() =>
            setTimeout(() => {
              for (const type of ["keydown", "click", "change"])
                document.removeEventListener(type, onInput, { capture: true });
              resolve({
                rowsAt,
                paintedAt: performance.now(),
                inputAt,
                answers: answers.slice(since),
                rendered: Math.max(rows.length, state().rows.length),
                total,
              });
            }),
          );
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
      });
      w.__bench = { done };
    },
    { expect, dirInfo: STORAGE_API.storageDirInfo },
  );
}

async function settle(page: Page): Promise<Armed> {
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __bench: { done: Promise<Armed> } }).__bench.done,
      new Promise<Armed>((_, reject) =>
        setTimeout(() => {
          const rows = document.querySelectorAll('[data-testid="storage-table"] tbody tr[data-path]');
          const pager = document.querySelector('[aria-label="pager"]')?.textContent;
          reject(
            new Error(
              `listing step not settled after 60 s: ${rows.length} rows, first ${rows[0]?.getAttribute("data-path")}, pager ${pager}`,
            ),
          );
        }, 60_000),
      ),
    ]),
  );
}

const round = (ms: number) => Number(ms.toFixed(1));

function step(
  label: string,
  armed: Armed,
  from: "answer" | "input",
  budgetMs: number,
  pageSize: number,
): ListingStep {
  const answer = armed.answers[armed.answers.length - 1];
  const start = from === "answer" ? (answer?.doneAt ?? Number.NaN) : armed.inputAt;
  const ms = round(armed.rowsAt - start);
  return {
    step: label,
    from,
    ms,
    paintedMs: round(armed.paintedAt - start),
    ...(from === "answer" && armed.inputAt ? { inputToRowsMs: round(armed.rowsAt - armed.inputAt) } : {}),
    budgetMs,
    withinBudget: ms <= budgetMs,
    renderedRows: armed.rendered,
    pageSize,
    total: armed.total,
  };
}

/** The page is signed in as admin (it opens the storage screen itself, so the part runs alone with
 * BENCH_ONLY=listing); the folder is created on the bench's data dir. */
export async function measureListing(page: Page, dataDir: string, files = 100_000): Promise<ListingBench> {
  await page.evaluate(() => (window.location.hash = "#/home/storage-manage"));
  await page.getByLabel("远程路径").waitFor();
  const dir = path.join(dataDir, "storage", "GPUFS", "admin", FOLDER);
  const remote = `${HOME}/${FOLDER}`;
  const createStarted = performance.now();
  fs.mkdirSync(dir, { recursive: true });
  for (let index = 0; index < files; index++) fs.closeSync(fs.openSync(path.join(dir, name(index)), "w"));
  const createMs = Math.round(performance.now() - createStarted);
  // The screen asks for sort_key=time: the server's order is newest first, then by name (dirInfo).
  const mtime = new Map<string, number>();
  for (let index = 0; index < files; index++)
    mtime.set(name(index), fs.statSync(path.join(dir, name(index))).mtimeMs);
  const names = [...mtime.keys()].sort((a, b) => mtime.get(b)! - mtime.get(a)! || a.localeCompare(b));
  const steps: ListingStep[] = [];
  const pathOf = (entry: string) => `${remote}/${entry}`;
  let pageSize: number = STORAGE.fileTablePageSize;

  // 1. Open the folder: the path typed into the location box, Enter.
  await arm(page, { firstPath: pathOf(names[0]!), total: files, rows: pageSize });
  const box = page.getByLabel("远程路径");
  await box.fill(remote);
  await box.press("Enter");
  steps.push(
    step("open the folder: dir_info answer → first rows", await settle(page), "answer", 300, pageSize),
  );

  // 2. The next page (client paging).
  await arm(page, { firstPath: pathOf(names[pageSize]!), total: files, rows: pageSize });
  await page.locator(".ws-storage-table .ws-storage-pager").getByRole("button", { name: "下一页" }).click();
  steps.push(step("next page (client): click → rows", await settle(page), "input", 100, pageSize));

  // 3. 100 rows a page (client).
  pageSize = 100;
  await arm(page, { firstPath: pathOf(names[0]!), total: files, rows: pageSize });
  await page
    .locator(".ws-storage-table .ws-storage-pager")
    .getByLabel("page size")
    .selectOption(String(pageSize));
  steps.push(step("page size 100 (client): change → rows", await settle(page), "input", 100, pageSize));

  // 4. Column sort (client, a header click): name ascending, name descending, then size (every file is
  // empty, so the stable sort keeps the listing's order); the size sort stays on for the searches below.
  const header = (label: string) =>
    page.locator('[data-testid="storage-table"] thead th').filter({ hasText: label }).getByRole("button");
  const byName = [...names].sort();
  for (const [label, firstPath, direction] of [
    ["名称", pathOf(byName[0]!), "ascending"],
    ["名称", pathOf(byName[byName.length - 1]!), "descending"],
    ["大小", pathOf(names[0]!), "ascending"],
  ] as const) {
    await arm(page, { firstPath, total: files, rows: pageSize });
    await header(label).click();
    steps.push(
      step(
        `sort by ${label === "名称" ? "name" : "size"} ${direction} (client): click → rows`,
        await settle(page),
        "input",
        100,
        pageSize,
      ),
    );
  }

  // 5. Search: server-side (Enter sends dir_info with name=); the client part is answer → rows (the
  // size sort applies to the results).
  for (const term of ["f-01234", "7"]) {
    const found = names.filter((entry) => entry.includes(term));
    await arm(page, {
      firstPath: pathOf(found[0]!),
      total: found.length,
      rows: Math.min(pageSize, found.length),
    });
    const search = page.getByLabel("按名称搜索当前目录");
    await search.fill(term);
    await search.press("Enter");
    steps.push(
      step(
        `search "${term}" (${found.length} matches): dir_info answer → rows`,
        await settle(page),
        "answer",
        100,
        pageSize,
      ),
    );
  }

  // 6. Clearing the search lists the 100 000 again.
  await arm(page, { firstPath: pathOf(names[0]!), total: files, rows: pageSize });
  const search = page.getByLabel("按名称搜索当前目录");
  await search.fill("");
  await search.press("Enter");
  steps.push(step("clear the search: dir_info answer → rows", await settle(page), "answer", 300, pageSize));

  const sortOnScreen =
    (await page
      .locator(
        '[data-testid="storage-table"] thead th button, [data-testid="storage-table"] thead th[aria-sort]',
      )
      .count()) > 0;
  const maxRenderedRows = Math.max(...steps.map((entry) => entry.renderedRows));
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    what: `a folder of ${files} empty files under ${HOME} on the bench's data dir, opened on the storage screen (#/home/storage-manage) in Chromium`,
    files,
    createMs,
    steps,
    maxRenderedRows,
    rowsWithinPageSize: steps.every((entry) => entry.renderedRows <= entry.pageSize),
    sortOnScreen,
    note: sortOnScreen
      ? "a header click sorts on the client (folders first, stable): name ascending, descending, then size, which stays on for the searches (every file is empty, so the size order is the listing's). Search is server-side (Enter sends dir_info with name=): its client part is measured from the answer; the round trip is shown beside it."
      : "GAP: the file table has no sort control (the screen always asks dir_info for sort_key=time: newest first, then by name), so no sort was measured. Search is server-side (Enter sends dir_info with name=): its client part is measured from the answer; the round trip is shown beside it.",
  };
}

export function listingLines(bench: ListingBench): string[] {
  const rows = bench.steps.map((entry) => [
    entry.step,
    `${entry.ms} ms`,
    `${entry.paintedMs} ms`,
    entry.inputToRowsMs === undefined ? "-" : `${entry.inputToRowsMs} ms`,
    `${entry.budgetMs} ms`,
    `${entry.renderedRows}/${entry.pageSize}`,
    String(entry.total),
    entry.withinBudget ? "ok" : "OVER BUDGET",
  ]);
  const header = ["step", "to rows", "to frame", "input→rows", "budget", "rows/page", "total", ""];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [
    `Listing (${bench.what}; created in ${bench.createMs} ms)`,
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
    `rendered rows never above the page size: ${bench.rowsWithinPageSize ? "yes" : "NO, OVER BUDGET"} (at most ${bench.maxRenderedRows})`,
    `sort: ${bench.note}`,
  ];
}

export function listingMarkdown(bench: ListingBench): string[] {
  return [
    "## Listing 100 000 files",
    "",
    `${bench.what}; the folder was created in ${bench.createMs} ms. "To rows": from the clock's start to the`,
    'table showing the expected first row, row count and pager total in the DOM (MutationObserver); "to',
    'frame": to the next animation frame plus a task. A step timed from the answer starts when the',
    "dir_info XHR reaches readyState 4 (body received; JSON parsing and rendering are inside the time);",
    '"input → rows" beside it includes the server\'s round trip. Budgets (design §6): first rows within',
    "300 ms of the answer, sort and search within 100 ms.",
    "",
    "| step | to rows | to frame | input → rows | budget | rendered rows / page size | total | |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...bench.steps.map(
      (entry) =>
        `| ${entry.step} | ${entry.ms} ms | ${entry.paintedMs} ms | ${entry.inputToRowsMs === undefined ? "-" : `${entry.inputToRowsMs} ms`} | ${entry.budgetMs} ms | ${entry.renderedRows}/${entry.pageSize} | ${entry.total} | ${entry.withinBudget ? "ok" : "**OVER BUDGET**"} |`,
    ),
    "",
    `**Rendered rows never above the page size: ${bench.rowsWithinPageSize ? "yes" : "NO"}** (at most ${bench.maxRenderedRows}).`,
    "",
    `Sort: ${bench.note}`,
    "",
  ];
}
