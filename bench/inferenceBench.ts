import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadModel } from "../server/inference/model";
import { predict } from "../server/inference/predict";
import { MAX_IMAGE_BYTES, MAX_PIXELS } from "../server/services/engine";
import type { Job } from "../server/training/jobFile";
import { seededRandom } from "../server/training/random";
import { runTraining } from "../server/training/training";
import { shapePng, type Rgb, type Shape } from "../tests/support/shapeImage";
import { largeImageLines, measureLargeImage, type LargeImageBench } from "./largeImageBench";

/** How long `calls` calls of one kind took. */
export interface CallTimes {
  calls: number;
  totalMs: number;
  perCallMs: number;
  p50Ms: number;
  p95Ms: number;
  callsPerSecond: number;
  /** This process's CPU time a call (user + system): on a busy machine, closer to the work done. */
  cpuMsPerCall: number;
}

export interface InferenceBench {
  trainer: string;
  image: { width: number; height: number; bytes: number };
  inProcess: CallTimes;
  /** The same calls through the HTTP endpoint, when the caller supplies one. */
  http?: CallTimes;
  /** Concurrent callers on the HTTP endpoint (each with its own token), for a fixed time. */
  concurrent?: CallTimes & { callers: number; failed: number };
  /** One large image through the HTTP endpoint, and cheap calls meanwhile. */
  largeImage?: LargeImageBench;
  /** Calls asked for; fewer ran when the time budget ran out first (the machine is shared). */
  requestedCalls: number;
}

/** The nearest-rank quantile of sorted times. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? 0;

const BACKGROUND: Rgb = [200, 200, 200];
const KINDS: { name: string; kind: Shape["kind"]; rgb: Rgb }[] = [
  { name: "红方块", kind: "square", rgb: [220, 40, 40] },
  { name: "蓝圆", kind: "disc", rgb: [40, 60, 220] },
];

/** Trains the built-in trainer on 20 synthetic 48 × 48 pictures in-process; returns its checkpoint. */
export async function trainBenchModel(dir: string, trainer = "centroid"): Promise<string> {
  const random = seededRandom(11);
  const images: Job["images"] = [];
  for (let n = 0; n < 10; n += 1)
    KINDS.forEach((kind, label) => {
      const size = 12 + Math.floor(random() * 7);
      const shape: Shape = {
        kind: kind.kind,
        rgb: kind.rgb,
        size,
        x: Math.floor(random() * (48 - size)),
        y: Math.floor(random() * (48 - size)),
      };
      const file = path.join(dir, `${n}-${label}.png`);
      fs.writeFileSync(file, shapePng(48, 48, BACKGROUND, [shape]));
      images.push({
        itemId: images.length + 1,
        fileName: path.basename(file),
        path: file,
        boxes: [{ x: shape.x, y: shape.y, width: size, height: size, label }],
      });
    });
  const job: Job = {
    format: 1,
    runId: 1,
    trainer,
    params: {},
    stepDelayMs: 0,
    outputDir: path.join(dir, "run"),
    datasetVersionId: 1,
    labelGroupId: null,
    labels: KINDS.map((kind, id) => ({ id: id + 1, name: kind.name, color: `rgb(${kind.rgb.join(",")})` })),
    images,
  };
  await runTraining(job, { log: () => {}, pause: async () => {}, stopped: () => false });
  return path.join(job.outputDir, "checkpoint.json");
}

/** Runs `call` `calls` times one after another (or until `budgetMs` has passed) and reports the times. */
export async function timeCalls(calls: number, call: () => unknown, budgetMs = Infinity): Promise<CallTimes> {
  const each: number[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let n = 0; n < calls && performance.now() - start < budgetMs; n += 1) {
    const before = performance.now();
    await call();
    each.push(performance.now() - before);
  }
  const totalMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return summarise(each, totalMs, used);
}

function summarise(each: number[], totalMs: number, used: NodeJS.CpuUsage): CallTimes {
  const calls = each.length;
  each.sort((a, b) => a - b);
  return {
    calls,
    totalMs,
    perCallMs: totalMs / Math.max(1, calls),
    p50Ms: quantile(each, 0.5),
    p95Ms: quantile(each, 0.95),
    callsPerSecond: (calls / totalMs) * 1000,
    cpuMsPerCall: (used.user + used.system) / 1000 / Math.max(1, calls),
  };
}

/** `callers` callers calling one after another each, all at once, for `budgetMs`; counts refused calls. */
export async function timeConcurrent(
  callers: number,
  budgetMs: number,
  call: (caller: number) => Promise<boolean>,
): Promise<CallTimes & { callers: number; failed: number }> {
  const each: number[] = [];
  let failed = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (performance.now() - start < budgetMs) {
        const before = performance.now();
        if (!(await call(caller))) failed += 1;
        each.push(performance.now() - before);
      }
    }),
  );
  return { ...summarise(each, performance.now() - start, process.cpuUsage(cpu)), callers, failed };
}

/** An HTTP caller of the service endpoint: posts the image, answers whether it was answered 200. */
export type HttpCaller = (image: Buffer, caller: number) => Promise<boolean>;

/** The bench's service on the HTTP server: its caller, and a cheap call of the server that predicts nothing. */
export interface HttpService {
  call: HttpCaller;
  ping: () => Promise<boolean>;
}

/** The service URL's own limits, for the large image in-process. */
const LARGE_LIMITS = { maxBytes: MAX_IMAGE_BYTES, maxPixels: MAX_PIXELS };

/** Time budgets (the part stays under 90 s on a shared machine): in-process, HTTP, concurrent. */
export const INFERENCE_BUDGET_MS = { inProcess: 30_000, http: 35_000, concurrent: 10_000 };
export const CONCURRENT_CALLERS = 20;

/**
 * Up to 1,000 predictions of a 64 × 48 picture (two shapes) by calling `predict` in-process and, when
 * `viaHttp` is given (it receives the trained checkpoint and answers a caller), as many by posting the
 * same bytes to the service endpoint one after another, then 20 concurrent callers for 10 s.
 */
export async function measureInference(
  options: { calls?: number; trainer?: string; viaHttp?: (checkpoint: string) => Promise<HttpService> } = {},
): Promise<InferenceBench> {
  const calls = options.calls ?? 1000;
  const trainer = options.trainer ?? "centroid";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inference-"));
  try {
    const checkpoint = await trainBenchModel(dir, trainer);
    const image = shapePng(64, 48, BACKGROUND, [
      { kind: "square", x: 5, y: 8, size: 16, rgb: KINDS[0]!.rgb },
      { kind: "disc", x: 36, y: 20, size: 15, rgb: KINDS[1]!.rgb },
    ]);
    const inProcess = await timeCalls(
      calls,
      async () => predict(await loadModel(checkpoint), image),
      INFERENCE_BUDGET_MS.inProcess,
    );
    const service = options.viaHttp ? await options.viaHttp(checkpoint) : undefined;
    const caller = service?.call;
    let refused = 0;
    // One token after another: each stays far below the per-token limit of 600 calls a minute.
    let sent = 0;
    const http = caller
      ? await timeCalls(
          inProcess.calls,
          async () => {
            if (!(await caller(image, sent++ % CONCURRENT_CALLERS))) refused += 1;
          },
          INFERENCE_BUDGET_MS.http,
        )
      : undefined;
    if (refused) throw new Error(`${refused} HTTP inference calls were refused`);
    const concurrent = caller
      ? await timeConcurrent(CONCURRENT_CALLERS, INFERENCE_BUDGET_MS.concurrent, (n) => caller(image, n))
      : undefined;
    const largeImage = service
      ? await measureLargeImage(
          (large) => service.call(large, 0),
          [
            { what: "a small image's prediction (another token)", call: () => service.call(image, 1) },
            { what: "a call that predicts nothing (public services)", call: service.ping },
          ],
          async (large) => predict(await loadModel(checkpoint), large, { limits: LARGE_LIMITS }),
        )
      : undefined;
    return {
      trainer,
      image: { width: 64, height: 48, bytes: image.length },
      requestedCalls: calls,
      inProcess,
      ...(http ? { http } : {}),
      ...(concurrent ? { concurrent } : {}),
      ...(largeImage ? { largeImage } : {}),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const describe = (what: string, times: CallTimes) =>
  `${what}: ${times.calls} calls in ${(times.totalMs / 1000).toFixed(2)} s, ${times.perCallMs.toFixed(2)} ms a call (p50 ${times.p50Ms.toFixed(2)} ms, p95 ${times.p95Ms.toFixed(2)} ms), ${times.callsPerSecond.toFixed(1)} calls/s, ${times.cpuMsPerCall.toFixed(2)} ms CPU a call in this process`;

export function inferenceLines(bench: InferenceBench): string[] {
  return [
    `Inference (${bench.trainer} checkpoint, ${bench.image.width} × ${bench.image.height} PNG of ${bench.image.bytes} bytes)`,
    describe("  in-process predict", bench.inProcess),
    ...(bench.http
      ? [
          describe("  HTTP endpoint", bench.http),
          `  throughput HTTP / in-process: ${(bench.http.callsPerSecond / bench.inProcess.callsPerSecond).toFixed(2)} (time per call ${(bench.http.perCallMs / bench.inProcess.perCallMs).toFixed(2)}×)`,
          ...(bench.concurrent
            ? [
                `${describe(`  ${bench.concurrent.callers} concurrent HTTP callers`, bench.concurrent)}, ${bench.concurrent.failed} refused`,
              ]
            : []),
          ...(bench.inProcess.calls < bench.requestedCalls
            ? [`  (${bench.inProcess.calls} of ${bench.requestedCalls} calls ran within the time budget)`]
            : []),
        ]
      : ["  HTTP endpoint: not measured (run through bench/run.ts, which starts the server)"]),
    ...(bench.largeImage ? largeImageLines(bench.largeImage) : []),
  ];
}

// `npx tsx bench/inferenceBench.ts [calls]`: the in-process half on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bench = await measureInference({ calls: Number(process.argv[2] ?? 1000) });
  console.log(inferenceLines(bench).join("\n"));
}

/** bench/REPORT.md's inference section. */
export function inferenceMarkdown(bench: InferenceBench): string[] {
  return [
    "",
    "## Inference: the service endpoint against predict in-process (issue 16)",
    "",
    "Raw image/png bodies posted to a running service's URL on 127.0.0.1 with a service token, each call",
    "recorded (service_calls, usage log) and predicted in the server's worker pool; the same checkpoint and",
    `image in-process. Time-bounded: up to 1,000 calls a side (${INFERENCE_BUDGET_MS.inProcess / 1000} s / ${INFERENCE_BUDGET_MS.http / 1000} s), then ${CONCURRENT_CALLERS} concurrent`,
    `callers for ${INFERENCE_BUDGET_MS.concurrent / 1000} s; then one 4000 × 4000 PNG, timing a small prediction and a call that predicts`,
    "nothing while it runs (each alone first).",
    "",
    "```",
    ...inferenceLines(bench),
    "```",
    "",
  ];
}
