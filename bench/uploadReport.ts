import type { Spread, UploadBench } from "./uploadBench";

/** The upload part of the bench's console output and of bench/REPORT.md. */

const range = (spread: Spread) => `${spread.median} (${spread.min}–${spread.max})`;
const ms = (value: number) => `${value} ms`;
const verdict = (ok: boolean) => (ok ? "within budget" : "UNDER BUDGET");

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

const markdownTable = (header: string[], rows: string[][], numeric = true) => [
  `| ${header.join(" | ")} |`,
  `|${header.map((_, column) => (column === 0 || !numeric ? "---" : "---:")).join("|")}|`,
  ...rows.map((row) => `| ${row.join(" | ")} |`),
];

const SENDERS = { queue: "upload queue", bare: "bare XHR loop", curl: "curl" } as const;

function roundRows(bench: UploadBench): string[][] {
  return bench.rounds.map((round, index) => [
    String(index + 1),
    round.order.join(" → "),
    `${round.queue.mibps}`,
    `${round.bare.mibps}`,
    `${round.curl.mibps}`,
    `${round.queueToBare}`,
    `${round.bareToCurl}`,
    `${round.queueToCurl}`,
    `${round.load1}`,
  ]);
}
const ROUND_HEADER = [
  "round",
  "order",
  "queue MiB/s",
  "bare MiB/s",
  "curl MiB/s",
  "queue/bare",
  "bare/curl",
  "queue/curl",
  "load 1 min",
];

function chunkRows(bench: UploadBench): string[][] {
  return (["queue", "bare", "curl"] as const).map((kind) => {
    const times = bench.perChunk[kind];
    const inPage = kind !== "curl";
    return [
      SENDERS[kind],
      inPage ? `${ms(times.gapMs)} / ${times.gapMeanMs}` : "-",
      inPage ? `${ms(times.openToSendMs)} / ${times.openToSendMeanMs}` : "-",
      inPage ? `${ms(times.requestMs)} / ${times.requestMeanMs}` : "-",
      ms(times.serverMs),
      ms(times.betweenMs),
      ms(times.chromiumCpuMs),
      ms(times.rendererCpuMs),
    ];
  });
}
const CHUNK_HEADER = [
  "sender",
  "answer → next open (median / mean)",
  "open → send",
  "send → answer",
  "in the server",
  "server: answer → next arrival",
  "Chromium CPU",
  "renderer CPU",
];

/** Where the queue's extra time per chunk goes against the bare loop (means, so they add up). */
function difference(bench: UploadBench): string {
  const { queue, bare } = bench.perChunk;
  const delta = (a: number, b: number) => Number((a - b).toFixed(2));
  const gap = delta(queue.gapMeanMs, bare.gapMeanMs);
  const openToSend = delta(queue.openToSendMeanMs, bare.openToSendMeanMs);
  const request = delta(queue.requestMeanMs, bare.requestMeanMs);
  const total = Number((gap + openToSend + request).toFixed(2));
  return `Per chunk the queue takes ${total} ms more than the bare loop (means): ${gap} ms between an answer and the next request, ${openToSend} ms from open() to send(), ${request} ms from send() to the answer (the request itself: on this 2-core host, CPU the page spends is CPU the network process and the server wait for; the renderer spends ${delta(queue.rendererCpuMs, bare.rendererCpuMs)} ms more CPU per chunk).`;
}

export function uploadLines(bench: UploadBench): string[] {
  const { heap } = bench;
  return [
    `Upload (${bench.what}); load ${bench.load.before.join(" ")} → ${bench.load.after.join(" ")} on ${bench.load.cores} cores`,
    ...table(ROUND_HEADER, roundRows(bench)),
    `queue/bare ${range(bench.queueToBare)} (budget ≥ ${bench.budget.queueToBare}: ${verdict(bench.withinBudget.queueToBare)}); bare/curl ${range(bench.bareToCurl)} (Chromium's floor here); queue/curl ${range(bench.queueToCurl)} (budget ≥ ${bench.budget.queueToCurl}: ${verdict(bench.withinBudget.queueToCurl)})`,
    `queue end to end (file chosen → 上传成功 shown, with the quota check and the list refresh): ${range(bench.endToEndMs)} ms; every file whole, every chunk 200: ${bench.allWhole ? "yes" : "NO"}`,
    "Per chunk (medians over the rounds; in the page: median / mean ms):",
    ...table(CHUNK_HEADER, chunkRows(bench)),
    difference(bench),
    "",
    `Page JavaScript heap during the queue's uploads (usedJSHeapSize every ${heap.intervalMs} ms, ${heap.samples} samples)`,
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
    `${bench.what}. Three senders, each round in a rotated order on the same page: the app's upload queue`,
    "(the file chosen through the storage screen's file input, the registered machine and its real effects:",
    "axios, `PUT storage/upload` with `Content-Range`, form fields `file`, `currentChunkSize`, `totalSize`,",
    "`currentIndex`), a bare loop of XMLHttpRequest PUTs with the same body from the same page and file,",
    "and curl sending the same chunks from one process (`next` in a config file). Browser times run from",
    "the first PUT opened to the last answered; curl's from its start to its exit. Ratios are taken within",
    "a round; the summary gives the median and, in brackets, the lowest and highest round.",
    "",
    `The host is shared (${bench.load.cores} cores, other engineers' builds and tests run beside it): load average`,
    `${bench.load.before.join(" / ")} (1 / 5 / 15 min) before the upload part, ${bench.load.after.join(" / ")} after.`,
    "",
    ...markdownTable(ROUND_HEADER, roundRows(bench)),
    "",
    `**Queue / bare XHR loop: ${range(bench.queueToBare)}, budget ≥ ${bench.budget.queueToBare}: ${verdict(bench.withinBudget.queueToBare)}.**`,
    "",
    `Bare loop / curl: ${range(bench.bareToCurl)}: what Chromium costs per 1 MiB multipart request on this host, the floor of any browser app. Queue / curl: ${range(bench.queueToCurl)} (the older budget ≥ ${bench.budget.queueToCurl}: ${verdict(bench.withinBudget.queueToCurl)}; it cannot be met while the floor itself is under it).`,
    "",
    `End to end, from the file chosen to 上传成功 on screen (the quota check before, the list refresh after), the queue took ${range(bench.endToEndMs)} ms. Every file arrived whole and every chunk was answered 200: ${bench.allWhole ? "yes" : "no"}.`,
    "",
    "Where a chunk's time goes (medians over the rounds of each round's figures). In the page, through one",
    "wrapper of `XMLHttpRequest.open/send` shared by the queue and the bare loop: from one answer (loadend)",
    "to the next request's open(), from open() to send(), and from send() to the answer. In the server:",
    "arrival to the answer's end (body received, multipart parsed, bytes written) and from one answer's",
    "end to the next arrival. CPU of Chromium's processes per chunk (/proc, user + system), the renderer's apart.",
    "",
    ...markdownTable(CHUNK_HEADER, chunkRows(bench)),
    "",
    difference(bench),
    "",
    `Page JavaScript heap during the queue's uploads (\`performance.memory.usedJSHeapSize\`, Chromium with \`--enable-precise-memory-info\`, every ${heap.intervalMs} ms, ${heap.samples} samples):`,
    "",
    ...markdownTable(
      ["start", "max", "end", "max − start"],
      [[`${heap.startMiB} MiB`, `${heap.maxMiB} MiB`, `${heap.endMiB} MiB`, `${heap.growthMiB} MiB`]],
    ),
    "",
    `**Flat (max − start < ${heap.flatLimitMiB} MiB): ${heap.flat ? "yes" : "NO, OVER BUDGET"}.**`,
    "",
  ];
}
