import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadModel } from "../server/inference/model";
import { predict } from "../server/inference/predict";
import type { Job } from "../server/training/jobFile";
import { seededRandom } from "../server/training/random";
import { runTraining } from "../server/training/training";
import { shapePng, type Rgb, type Shape } from "../tests/support/shapeImage";

/** How long `calls` calls of one kind took. */
export interface CallTimes {
  calls: number;
  totalMs: number;
  perCallMs: number;
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
}

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

/** Runs `call` `calls` times one after another and reports the times. */
export async function timeCalls(calls: number, call: () => unknown): Promise<CallTimes> {
  const each: number[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let n = 0; n < calls; n += 1) {
    const before = performance.now();
    await call();
    each.push(performance.now() - before);
  }
  const totalMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  each.sort((a, b) => a - b);
  return {
    calls,
    totalMs,
    perCallMs: totalMs / calls,
    p95Ms: each[Math.min(each.length - 1, Math.floor(each.length * 0.95))]!,
    callsPerSecond: (calls / totalMs) * 1000,
    cpuMsPerCall: (used.user + used.system) / 1000 / calls,
  };
}

/**
 * 1,000 predictions of a 64 × 48 picture (two shapes) by calling `predict` in-process and, when
 * `viaHttp` is given, by posting the same bytes to the inference endpoint.
 */
export async function measureInference(
  options: { calls?: number; trainer?: string; viaHttp?: (image: Buffer) => Promise<unknown> } = {},
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
    const inProcess = await timeCalls(calls, async () => predict(await loadModel(checkpoint), image));
    const http = options.viaHttp ? await timeCalls(calls, () => options.viaHttp!(image)) : undefined;
    return {
      trainer,
      image: { width: 64, height: 48, bytes: image.length },
      inProcess,
      ...(http ? { http } : {}),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const describe = (what: string, times: CallTimes) =>
  `${what}: ${times.calls} calls in ${(times.totalMs / 1000).toFixed(2)} s, ${times.perCallMs.toFixed(2)} ms a call (p95 ${times.p95Ms.toFixed(2)} ms), ${times.callsPerSecond.toFixed(0)} calls/s, ${times.cpuMsPerCall.toFixed(2)} ms CPU a call in this process`;

export function inferenceLines(bench: InferenceBench): string[] {
  return [
    `Inference (${bench.trainer} checkpoint, ${bench.image.width} × ${bench.image.height} PNG of ${bench.image.bytes} bytes)`,
    describe("  in-process predict", bench.inProcess),
    ...(bench.http
      ? [
          describe("  HTTP endpoint", bench.http),
          `  HTTP / in-process time per call: ${(bench.http.perCallMs / bench.inProcess.perCallMs).toFixed(2)}`,
        ]
      : ["  HTTP endpoint: not measured (no inference route yet)"]),
  ];
}

// `npx tsx bench/inferenceBench.ts [calls]`: the in-process half on its own.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bench = await measureInference({ calls: Number(process.argv[2] ?? 1000) });
  console.log(inferenceLines(bench).join("\n"));
}
