import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { Page } from "@playwright/test";
import { hostLoad, instrumentPage, median, resetSpans, watchSender, type SenderWatch } from "./uploadProbes";
import {
  apiToken,
  chunkFiles,
  randomFile,
  uploadBareXhr,
  uploadWithCurl,
  uploadWithQueue,
  type QueueRun,
} from "./uploadSenders";

export { KEEP_NAMES } from "./uploadProbes";
export { uploadLines, uploadMarkdown } from "./uploadReport";

/**
 * Upload throughput (design §6), in alternating rounds on one page: the app's upload queue (a file on
 * disk chosen through the storage screen's file input, the registered machine, its axios effects), a
 * bare XMLHttpRequest loop sending the same chunks from the same page and file, and curl sending the
 * same chunks from one process; each round runs the three in a rotated order, so a drift of the shared
 * host's load spreads over all three. Ratios are taken within a round, then summarised (median, spread).
 */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface SenderRound extends SenderWatch {
  mibps: number;
}

export interface UploadRound {
  order: ("queue" | "bare" | "curl")[];
  queue: SenderRound & { endToEndMs: number };
  bare: SenderRound;
  curl: SenderRound;
  queueToBare: number;
  bareToCurl: number;
  queueToCurl: number;
  /** The host's load average (1 min) when the round ended. */
  load1: number;
}

export interface UploadBench {
  what: string;
  mebibytes: number;
  chunks: number;
  rounds: UploadRound[];
  /** Load averages (1, 5, 15 min) before and after the upload part, and the host's cores. */
  load: { before: number[]; after: number[]; cores: number };
  queueToBare: Spread;
  bareToCurl: Spread;
  queueToCurl: Spread;
  mibps: { queue: Spread; bare: Spread; curl: Spread };
  endToEndMs: Spread;
  /** Medians over the rounds of each round's per-PUT medians (CPU: means per PUT). */
  perChunk: Record<"queue" | "bare" | "curl", Omit<SenderWatch, "ms" | "puts" | "ok">>;
  budget: { queueToBare: number; queueToCurl: number };
  withinBudget: { queueToBare: boolean; queueToCurl: boolean };
  /** Every round's three files arrived whole on the server, every PUT answered 200. */
  allWhole: boolean;
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

export const QUEUE_TO_BARE_BUDGET = 0.9;
export const QUEUE_TO_CURL_BUDGET = 0.5;
export const HEAP_FLAT_LIMIT_MIB = 64;
const MiB = 1_048_576;
const HOME = "/GPUFS/admin";

const mibps = (bytes: number, ms: number) => Number((bytes / MiB / (ms / 1000)).toFixed(1));
const mib = (bytes: number) => Number((bytes / MiB).toFixed(1));
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Number(Math.min(...values).toFixed(3)),
  max: Number(Math.max(...values).toFixed(3)),
});

/** The page must be signed in as admin; it is left on the storage screen. */
export async function measureUpload(
  page: Page,
  origin: string,
  dataDir: string,
  mebibytes = 256,
  server?: Server,
  roundCount = 5,
): Promise<UploadBench> {
  const onDisk = (name: string) => path.join(dataDir, "storage", "GPUFS", "admin", name);
  const whole = (name: string) => {
    const file = onDisk(name);
    const ok = fs.existsSync(file) && fs.statSync(file).size === mebibytes * MiB;
    fs.rmSync(file, { force: true });
    return ok;
  };
  await page.goto(`${origin}/#/home/storage-manage`);
  await page.locator(`tr[data-path="${HOME}/README.txt"]`).waitFor({ timeout: 30_000 });
  await instrumentPage(page);

  const local = fs.mkdtempSync(path.join(os.tmpdir(), "bench-file-"));
  const source = path.join(local, "source.bin");
  randomFile(source, mebibytes);
  const curlChunks = chunkFiles(source, mebibytes);
  const token = await apiToken(origin);
  const bytes = mebibytes * MiB;
  const before = hostLoad();
  const rounds: UploadRound[] = [];
  const heap: number[] = [];
  let allWhole = true;
  // Why a chunk never got an answer, for the error message (Chromium's network error text).
  const networkErrors: string[] = [];
  page.on("requestfailed", (request) => {
    if (networkErrors.length < 5) networkErrors.push(`${request.method()} ${request.failure()?.errorText}`);
  });

  const senders = {
    queue: async (round: number) => {
      // A fresh name per round (no overwrite prompt); the file input takes the name of the file chosen.
      const name = `bench-queue-${round}.bin`;
      const file = path.join(local, name);
      fs.copyFileSync(source, file);
      await resetSpans(page);
      const stop = watchSender(server);
      let run: QueueRun;
      try {
        run = await uploadWithQueue(page, file);
      } catch (error) {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}; network: ${networkErrors.join(" | ")}`,
        );
      } finally {
        fs.rmSync(file, { force: true });
      }
      const watch = await stop(page);
      heap.push(...run.heap);
      allWhole &&= whole(name) && watch.ok === mebibytes;
      return { ...watch, mibps: mibps(bytes, watch.ms), endToEndMs: Math.round(run.endToEndMs) };
    },
    bare: async (round: number) => {
      const name = `bench-bare-${round}.bin`;
      await resetSpans(page);
      const stop = watchSender(server);
      await uploadBareXhr(page, source, `${HOME}/${name}`);
      const watch = await stop(page);
      allWhole &&= whole(name) && watch.ok === mebibytes;
      return { ...watch, mibps: mibps(bytes, watch.ms) };
    },
    curl: async (round: number) => {
      const name = `bench-curl-${round}.bin`;
      const stop = watchSender(server);
      const curl = await uploadWithCurl(origin, token, `${HOME}/${name}`, curlChunks.chunks);
      const watch = await stop(null, curl.ms);
      allWhole &&= whole(name) && curl.ok === mebibytes;
      return { ...watch, ok: curl.ok, mibps: mibps(bytes, curl.ms) };
    },
  };

  try {
    const kinds = ["queue", "bare", "curl"] as const;
    for (let round = 0; round < roundCount; round++) {
      const order = kinds.map((_, index) => kinds[(index + round) % kinds.length]!);
      const results: Partial<Record<(typeof kinds)[number], SenderRound>> = {};
      let queue: (SenderRound & { endToEndMs: number }) | undefined;
      for (const kind of order) {
        if (kind === "queue") results.queue = queue = await senders.queue(round);
        else results[kind] = await senders[kind](round);
        // The page finishes what followed the transfer (the list refresh, the tip) before the next sender.
        await page.waitForTimeout(300);
      }
      const { bare, curl } = results as Record<"bare" | "curl", SenderRound>;
      rounds.push({
        order,
        queue: queue!,
        bare,
        curl,
        queueToBare: ratio(queue!.mibps, bare.mibps),
        bareToCurl: ratio(bare.mibps, curl.mibps),
        queueToCurl: ratio(queue!.mibps, curl.mibps),
        load1: hostLoad().loadavg[0]!,
      });
      console.log(
        `  round ${round + 1}/${roundCount} (${order.join(", ")}): queue/bare ${rounds.at(-1)!.queueToBare}, bare/curl ${rounds.at(-1)!.bareToCurl}; load ${rounds.at(-1)!.load1}`,
      );
    }
  } finally {
    fs.rmSync(local, { recursive: true, force: true });
    fs.rmSync(curlChunks.dir, { recursive: true, force: true });
  }

  const perChunkOf = (kind: "queue" | "bare" | "curl") => {
    const of = (field: keyof SenderWatch) => median(rounds.map((round) => round[kind][field]));
    return {
      gapMs: of("gapMs"),
      gapMeanMs: of("gapMeanMs"),
      openToSendMs: of("openToSendMs"),
      openToSendMeanMs: of("openToSendMeanMs"),
      requestMs: of("requestMs"),
      requestMeanMs: of("requestMeanMs"),
      serverMs: of("serverMs"),
      betweenMs: of("betweenMs"),
      chromiumCpuMs: of("chromiumCpuMs"),
      rendererCpuMs: of("rendererCpuMs"),
    };
  };
  const queueToBare = spread(rounds.map((round) => round.queueToBare));
  const queueToCurl = spread(rounds.map((round) => round.queueToCurl));
  const startMiB = mib(heap[0] ?? 0);
  const maxMiB = mib(Math.max(...heap));
  const growthMiB = Number((maxMiB - startMiB).toFixed(1));
  return {
    what: `a ${mebibytes} MiB file of random bytes on disk, sent as sequential 1 MiB PUT chunks to the reference server, ${roundCount} rounds`,
    mebibytes,
    chunks: mebibytes,
    rounds,
    load: { before: before.loadavg, after: hostLoad().loadavg, cores: before.cores },
    queueToBare,
    bareToCurl: spread(rounds.map((round) => round.bareToCurl)),
    queueToCurl,
    mibps: {
      queue: spread(rounds.map((round) => round.queue.mibps)),
      bare: spread(rounds.map((round) => round.bare.mibps)),
      curl: spread(rounds.map((round) => round.curl.mibps)),
    },
    endToEndMs: spread(rounds.map((round) => round.queue.endToEndMs)),
    perChunk: { queue: perChunkOf("queue"), bare: perChunkOf("bare"), curl: perChunkOf("curl") },
    budget: { queueToBare: QUEUE_TO_BARE_BUDGET, queueToCurl: QUEUE_TO_CURL_BUDGET },
    withinBudget: {
      queueToBare: queueToBare.median >= QUEUE_TO_BARE_BUDGET,
      queueToCurl: queueToCurl.median >= QUEUE_TO_CURL_BUDGET,
    },
    allWhole,
    heap: {
      samples: heap.length,
      intervalMs: 500,
      startMiB,
      maxMiB,
      endMiB: mib(heap.at(-1) ?? 0),
      growthMiB,
      flatLimitMiB: HEAP_FLAT_LIMIT_MIB,
      flat: growthMiB < HEAP_FLAT_LIMIT_MIB,
    },
  };
}
