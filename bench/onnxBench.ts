import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { loadOnnx } from "../server/inference/onnxModel";
import { predictOnnx } from "../server/inference/onnxPredict";
import { MODEL_MANAGE } from "../server/models/routes";
import { MODEL_HISTORY } from "../server/models/versionRoutes";
import { endpointPath, PUBLISH_MANAGE } from "../server/services/endpointRoutes";
import { MAX_INSTANCES } from "../server/services/publishRoutes";
import { PUBLISH_HISTORY } from "../server/services/tokenRoutes";
import { decodeImage } from "../server/training/image";
import { signIn } from "../tests/server/helpers";
import { shapePng } from "../tests/support/shapeImage";
import { spawnSync } from "node:child_process";
import os from "node:os";
import {
  figuresOf,
  runCallers,
  serviceCaller,
  StageSums,
  STAGES,
  type Side,
  type SideFigures,
  type StageMeans,
} from "./onnxCallers";

/** Both sides at one number of concurrent callers, and the server's stages of the HTTP calls. */
export interface OnnxSetting {
  callers: number;
  inProcess: SideFigures;
  http: SideFigures;
  /** HTTP calls/s over in-process calls/s. */
  ratio: number;
  stages?: StageMeans;
}

export interface OnnxModelBench {
  model: string;
  /** The first ten calls after the service was published (and warmed), each in ms. */
  firstCalls: number[];
  settings: OnnxSetting[];
}

export interface OnnxBench {
  image: { width: number; height: number; bytes: number };
  callsPerSide: number;
  rounds: number;
  models: OnnxModelBench[];
  /** Models that could not be measured, with why (e.g. no python3-torch to export the built-in CNN). */
  notMeasured: string[];
}

const BENCH_DIR = path.dirname(new URL(import.meta.url).pathname);
const FIXTURES = path.join(BENCH_DIR, "..", "tests", "fixtures", "onnx");
/** The same number of concurrent callers on both sides: one, and the service's most instances. */
const CALLERS = [1, MAX_INSTANCES];
/** Each side runs in turn, round after round, so a change of the shared machine's load hits both. */
const ROUNDS = 3;
/** At most this long for one side's round (the part stays near a minute on a busy machine). */
const ROUND_BUDGET_MS = 3_000;
const TOKENS = 20;

type Call = <T>(method: "GET" | "POST", url: string, payload?: object) => Promise<T>;

/** Registers the ONNX file (with its manifest) from admin's storage, publishes it, answers its URL and tokens. */
async function publish(call: Call, dataDir: string, files: { onnx: string; manifest: string }, tag: string) {
  const folder = path.join(dataDir, "storage", "GPUFS", "admin", tag);
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(files.onnx, path.join(folder, "model.onnx"));
  fs.copyFileSync(files.manifest, path.join(folder, "model.json"));
  const model = await call<{ id: number }>("POST", `${MODEL_MANAGE}/models`, {
    name: tag,
    category: "图像分类",
  });
  const version = await call<{ id: number }>(
    "POST",
    `${MODEL_HISTORY}/models-versions/remote/v3/${model.id}/0/GPUFS`,
    { path: `/GPUFS/admin/${tag}/model.onnx` },
  );
  const service = await call<{ id: number }>("POST", `${PUBLISH_MANAGE}/publishs`, {
    name: tag,
    modelVersionId: version.id,
    instances: MAX_INSTANCES,
    isPublic: 0,
  });
  const keys: string[] = [];
  for (let n = 0; n < TOKENS; n += 1)
    keys.push(
      (
        await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
          serviceId: service.id,
          name: `压测${n}`,
          validDays: 1,
        })
      ).token,
    );
  return { path: path.join(folder, "model.onnx"), url: endpointPath(service.id), keys };
}

/** The built-in PyTorch package's network exported to ONNX (bench/exportCnn.py), or why not. */
function exportCnn(dir: string): { onnx: string; manifest: string } | string {
  const done = spawnSync("/usr/bin/python3", [path.join(BENCH_DIR, "exportCnn.py"), dir], {
    encoding: "utf8",
    timeout: 120_000,
  });
  if (done.status !== 0)
    return `the built-in CNN: not exported (${(done.stderr || done.error?.message || "").trim().split("\n").pop()})`;
  return { onnx: path.join(dir, "cnn.onnx"), manifest: path.join(dir, "cnn.json") };
}

/**
 * ONNX inference through the HTTP endpoint against ONNX Runtime called in-process on the same model, for
 * the fixture CNN (tests/fixtures/makeOnnxModel.py) and the built-in PyTorch package's network: each
 * registered from admin's storage (从存储注册) and published as a 图像分类 service of the most instances
 * (warmed when it starts), then, at one caller and at as many callers as instances, both sides in turn
 * for a few rounds: decode + predictOnnx in this process, and raw image/png posts on kept-alive
 * connections; the server's Server-Timing header of each call gives the per-stage breakdown.
 */
export async function measureOnnx(
  server: FastifyInstance,
  origin: string,
  dataDir: string,
  callsPerSide = 600,
): Promise<OnnxBench> {
  const session = await signIn(server, "admin", "Admin@123");
  const call: Call = async <T>(method: "GET" | "POST", url: string, payload?: object) => {
    const response = await server.inject({
      method,
      url,
      headers: { authorization: `Bearer ${session}` },
      payload,
    });
    const body = response.json() as { data: T; message?: string };
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${body.message ?? ""}`);
    return body.data;
  };
  const image = shapePng(
    64,
    48,
    [200, 200, 200],
    [{ kind: "square", x: 8, y: 6, size: 36, rgb: [220, 40, 40] }],
  );
  const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-onnx-cnn-"));
  const models: { name: string; files: { onnx: string; manifest: string } | string }[] = [
    {
      name: "the built-in PyTorch CNN (cnn-pytorch's SmallCnn: 3 conv blocks, input 1×3×32×32, 3 labels)",
      files: exportCnn(exportDir),
    },
    {
      name: "colors.onnx (tests/fixtures/makeOnnxModel.py: 2 conv layers, input 1×3×32×32, 3 labels)",
      files: { onnx: path.join(FIXTURES, "colors.onnx"), manifest: path.join(FIXTURES, "colors.json") },
    },
  ];
  const notMeasured = models.flatMap((model) => (typeof model.files === "string" ? [model.files] : []));
  const results: OnnxModelBench[] = [];
  const perRound = Math.ceil(callsPerSide / ROUNDS);
  try {
    for (const [index, { name, files }] of models.entries()) {
      if (typeof files === "string") continue;
      const service = await publish(call, dataDir, files, `bench-onnx-${Date.now()}-${index}`);
      const loaded = await loadOnnx(service.path);
      const inProcess = () => predictOnnx(loaded, decodeImage(image), "classification");
      const first = serviceCaller(`${origin}${service.url}`, service.keys, image, new StageSums());
      const firstCalls: number[] = [];
      for (let n = 0; n < 10; n += 1) {
        const before = performance.now();
        await first.call();
        firstCalls.push(Number((performance.now() - before).toFixed(2)));
      }
      first.close();
      const settings: OnnxSetting[] = [];
      for (const callers of CALLERS) {
        const stages = new StageSums();
        const caller = serviceCaller(`${origin}${service.url}`, service.keys, image, stages);
        const sides: Record<"inProcess" | "http", Side> = {
          inProcess: { calls: 0, totalMs: 0, latencies: [] },
          http: { calls: 0, totalMs: 0, latencies: [] },
        };
        for (let round = 0; round < ROUNDS; round += 1) {
          await runCallers(sides.inProcess, callers, perRound, ROUND_BUDGET_MS, inProcess);
          await runCallers(sides.http, callers, perRound, ROUND_BUDGET_MS, caller.call);
        }
        caller.close();
        const inFigures = figuresOf(sides.inProcess);
        const httpFigures = figuresOf(sides.http);
        settings.push({
          callers,
          inProcess: inFigures,
          http: httpFigures,
          ratio: httpFigures.callsPerSecond / inFigures.callsPerSecond,
          stages: stages.means(),
        });
      }
      results.push({ model: name, firstCalls, settings });
    }
  } finally {
    fs.rmSync(exportDir, { recursive: true, force: true });
  }
  return {
    image: { width: 64, height: 48, bytes: image.length },
    callsPerSide,
    rounds: ROUNDS,
    models: results,
    notMeasured,
  };
}

const describe = (what: string, side: SideFigures) =>
  `${what} ${side.callsPerSecond.toFixed(1)} calls/s (p50 ${side.p50Ms.toFixed(2)} ms, p95 ${side.p95Ms.toFixed(2)} ms, ${side.calls} calls)`;

const stageLine = (stages: StageMeans) =>
  [...STAGES, "fastify", "http"]
    .map((stage) => `${stage} ${stages[stage as keyof StageMeans].toFixed(2)}`)
    .join(" · ");

export function onnxLines(bench: OnnxBench): string[] {
  return [
    `ONNX inference (${bench.image.width} × ${bench.image.height} PNG of ${bench.image.bytes} bytes, 图像分类; up to ${bench.callsPerSide} calls a side in ${bench.rounds} alternating rounds)`,
    ...bench.models.flatMap((model) => [
      `  ${model.model}`,
      ...model.settings.flatMap((setting) => [
        `    ${setting.callers} caller${setting.callers > 1 ? "s" : ""} on each side: HTTP / in-process ${setting.ratio.toFixed(2)} (design budget ≥ 0.8)`,
        describe("      in-process (decode + predictOnnx):", setting.inProcess),
        describe("      HTTP endpoint (raw image/png, keep-alive):", setting.http),
        ...(setting.stages ? [`      HTTP per call, mean ms: ${stageLine(setting.stages)}`] : []),
      ]),
      `    first ten calls after publishing (ms): ${model.firstCalls.join(", ")} — first / tenth ${(model.firstCalls[0]! / model.firstCalls[9]!).toFixed(2)}`,
    ]),
    ...bench.notMeasured.map((reason) => `  not measured: ${reason}`),
  ];
}

export function onnxMarkdown(bench: OnnxBench): string[] {
  return [
    "",
    "## ONNX inference: the service endpoint against ONNX Runtime in-process",
    "",
    "Each model registered from storage and published (warmed when it starts); the same number of concurrent",
    "callers on both sides, the sides in turn; HTTP callers keep their connection open, on 127.0.0.1. The",
    "stages come from each answer's Server-Timing header: check (service, token, limits), model (the",
    "version looked up), queue (an instance and a worker), hop (to the worker and back), decode, infer,",
    "record (monitoring and usage, one transaction); fastify is the server's time outside them, http what",
    "the caller waited beyond the server's time.",
    "",
    "```",
    ...onnxLines(bench),
    "```",
    "",
  ];
}
