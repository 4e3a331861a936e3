import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import type { TrainerCommand } from "../server/training/trainerCommand";
import { APP_DIR } from "../server/training/trainerCommand";
import { platformConfig } from "../src/core/config";

/**
 * A run's log on the 训练任务 screen (ai-domain §7): a run is started from the page (开始训练 on a task of
 * an annotated dataset) and its log dialog opens. The local runner starts bench/logTrainer.ts in the
 * trainer's place (the bench server's `localTrainerCommand`), so every line takes the trainer's path:
 * the child's stdout is the run's train.log, the engine follows it and the socket streams it. The
 * stand-in writes 100,000 lines when told, then single lines on request, noting when each was written;
 * the page notes when it shows each (a MutationObserver). The page's heap before and after, the rows
 * in the DOM, that the view follows the tail and stays scrollable.
 */
export interface TrainingLogBench {
  what: string;
  lines: number;
  streamMs: number;
  heapBeforeMiB: number;
  heapAfterMiB: number;
  heapGrowthMiB: number;
  heapWithinBudget: boolean;
  renderedRows: number;
  followsTail: boolean;
  scrollableHeightPx: number;
  latency: { samples: number; medianMs: number; p95Ms: number };
  pollMs: number;
}

const LINES = 100_000;

/** A change with its sign: +2.3, −20.3 (the heap may shrink when the page collects garbage). */
const signed = (value: number) => (value < 0 ? `−${Math.abs(value)}` : `+${value}`);

/** The bench server's `localTrainerCommand`: bench/logTrainer.ts, told what to do through `controlDir`. */
export function logTrainerCommand(controlDir: string): (jobDir: string) => TrainerCommand {
  return (jobDir) => ({
    command: process.execPath,
    args: [
      "--import",
      "tsx",
      path.join(APP_DIR, "bench", "logTrainer.ts"),
      jobDir,
      controlDir,
      String(LINES),
    ],
    cwd: APP_DIR,
  });
}
const PROBES = 40;
const HEAP_BUDGET_MIB = 50;

const heapMiB = (page: Page) =>
  page.evaluate(() => {
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return (memory?.usedJSHeapSize ?? 0) / 1_048_576;
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function measureTrainingLog(
  page: Page,
  origin: string,
  dataDir: string,
  server: FastifyInstance,
  /** The folder `logTrainerCommand` was given. */
  controlDir: string,
): Promise<TrainingLogBench> {
  const grant = await server.inject({
    method: "POST",
    url: "/api/auth/oauth2/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }).toString(),
  });
  const token = (grant.json() as { access_token: string }).access_token;
  const call = async <Data>(method: "GET" | "POST", url: string, payload?: object) => {
    const response = await server.inject({
      method,
      url: `/api/aimanager/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return (response.json() as { data: Data }).data;
  };
  const { seedShapesDataset } = await import("../tests/server/trainingRoutesSupport");
  const data = seedShapesDataset(server, dataDir, "admin", 2);
  const algorithm = await call<{ id: number }>("POST", "/tb-algorithm-manage/algorithm", {
    name: "日志基准",
    typeId: 3,
  });
  const version = await call<{ id: number }>("POST", "/tb-algorithm-version/version", {
    algorithmId: algorithm.id,
    trainer: "softmax",
    params: { epochs: 500 },
  });
  const task = await call<{ id: number }>("POST", "/tb-task-manage/task", {
    name: "日志基准任务",
    algorithmVersionId: version.id,
    datasetVersionId: data.annotated,
  });

  await page.goto(`${origin}/#/home/model-management/training-tasks`);
  await page
    .getByRole("row")
    .filter({ hasText: "日志基准任务" })
    .getByRole("button", { name: "开始训练" })
    .click();
  const dialog = page.getByRole("dialog", { name: /训练日志/ });
  await dialog.getByRole("listitem").first().waitFor({ timeout: 60_000 });
  const [run] = (await call<{ list: { id: number }[] }>("GET", `/train/list-page?taskId=${task.id}`)).list;
  const heapBefore = await heapMiB(page);
  const countOnScreen = () =>
    page.evaluate(() =>
      Number(/\d+/.exec(document.querySelector(".ws-log-bar")?.textContent ?? "")?.[0] ?? 0),
    );
  const before = await countOnScreen();

  const started = Date.now();
  fs.writeFileSync(path.join(controlDir, "go"), "");
  await page.waitForFunction(
    (wanted) =>
      Number(/\d+/.exec(document.querySelector(".ws-log-bar")?.textContent ?? "")?.[0] ?? 0) >= wanted,
    before + LINES,
    { timeout: 180_000, polling: 100 },
  );
  const streamMs = Date.now() - started;

  // One line at a time: written, then seen on screen (the page's clock and this one are the same machine's).
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __probeSeen: Record<string, number> }).__probeSeen = seen;
    new MutationObserver(() => {
      for (const item of document.querySelectorAll(".ws-log-text")) {
        const match = /^probe (\d+)$/.exec(item.textContent ?? "");
        if (match && !seen[match[1]]) seen[match[1]] = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const latencies: number[] = [];
  const writtenAt = (probe: number) => {
    const file = path.join(controlDir, "written");
    const line = fs.existsSync(file)
      ? fs
          .readFileSync(file, "utf8")
          .split("\n")
          .find((entry) => entry.startsWith(`${probe} `))
      : undefined;
    return line ? Number(line.split(" ")[1]) : null;
  };
  for (let probe = 1; probe <= PROBES; probe += 1) {
    fs.appendFileSync(path.join(controlDir, "probes"), `${probe}\n`);
    await page.waitForFunction(
      (n) => Boolean((window as unknown as { __probeSeen: Record<string, number> }).__probeSeen[n]),
      String(probe),
      { timeout: 30_000 },
    );
    const seenAt = await page.evaluate(
      (n) => (window as unknown as { __probeSeen: Record<string, number> }).__probeSeen[n],
      String(probe),
    );
    const written = writtenAt(probe);
    if (written === null) throw new Error(`the log trainer did not note when it wrote probe ${probe}`);
    latencies.push(seenAt - written);
  }
  const heapAfter = await heapMiB(page);
  const view = await page.evaluate(() => {
    const items = [...document.querySelectorAll(".ws-log-text")];
    const spacer = document.querySelector(".ws-log-spacer") as HTMLElement | null;
    const numbers = [...document.querySelectorAll(".ws-log-number")];
    const count = Number(/\d+/.exec(document.querySelector(".ws-log-bar")?.textContent ?? "")?.[0] ?? 0);
    return {
      rendered: items.length,
      lastShown: Number(numbers.at(-1)?.textContent ?? 0),
      count,
      height: spacer?.offsetHeight ?? 0,
    };
  });
  await call("POST", `/train/train/terminate/${run.id}`);
  return {
    what: "a run started from 训练任务, its log dialog open; the local runner's child (bench/logTrainer.ts in the trainer's place) writes 100,000 lines to its stdout (the run's train.log), then single lines timed from the child's write to the screen",
    lines: LINES,
    streamMs,
    heapBeforeMiB: Number(heapBefore.toFixed(1)),
    heapAfterMiB: Number(heapAfter.toFixed(1)),
    heapGrowthMiB: Number((heapAfter - heapBefore).toFixed(1)),
    heapWithinBudget: heapAfter - heapBefore < HEAP_BUDGET_MIB,
    renderedRows: view.rendered,
    followsTail: view.lastShown === view.count,
    scrollableHeightPx: view.height,
    latency: {
      samples: latencies.length,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
    },
    pollMs: Number(process.env.TRAINING_POLL_MS ?? 500),
  };
}

export function trainingLogLines(bench: TrainingLogBench): string[] {
  return [
    `Training log: ${bench.lines} lines streamed in ${bench.streamMs} ms; heap ${signed(bench.heapGrowthMiB)} MiB (budget < 50: ${bench.heapWithinBudget ? "ok" : "over"}); ${bench.renderedRows} rows in the DOM; follows the tail: ${bench.followsTail}`,
    `  trainer line → screen: median ${bench.latency.medianMs} ms, p95 ${bench.latency.p95Ms} ms (${bench.latency.samples} lines; runs followed every ${bench.pollMs} ms)`,
  ];
}

export function trainingLogMarkdown(bench: TrainingLogBench): string[] {
  return [
    "## Training log view (issue 15)",
    "",
    bench.what + ".",
    "",
    "| figure | value |",
    "| --- | --- |",
    `| lines streamed | ${bench.lines} in ${bench.streamMs} ms |`,
    `| page heap | ${bench.heapBeforeMiB} → ${bench.heapAfterMiB} MiB (${signed(bench.heapGrowthMiB)}, budget < 50: ${bench.heapWithinBudget ? "within" : "over"}) |`,
    `| rows in the DOM | ${bench.renderedRows} (of ${bench.lines}+; spacer ${bench.scrollableHeightPx} px tall) |`,
    `| follows the tail | ${bench.followsTail ? "yes" : "no"} |`,
    `| trainer line → screen | median ${bench.latency.medianMs} ms, p95 ${bench.latency.p95Ms} ms (${bench.latency.samples} lines, following every ${bench.pollMs} ms) |`,
    "",
  ];
}
