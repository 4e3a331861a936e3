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
import { CONCURRENT_CALLERS, timeCalls, type CallTimes } from "./inferenceBench";

export interface OnnxBench {
  model: string;
  image: { width: number; height: number; bytes: number };
  /** The first ten calls after the service was published (and warmed), each in ms. */
  firstCalls: number[];
  inProcess: CallTimes;
  http: CallTimes;
  requestedCalls: number;
}

const FIXTURES = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  "..",
  "tests",
  "fixtures",
  "onnx",
);
const BUDGET_MS = { inProcess: 20_000, http: 25_000 };

/**
 * ONNX inference through the HTTP endpoint against ONNX Runtime called in-process on the same model:
 * the fixture CNN (tests/fixtures/makeOnnxModel.py) brought from admin's storage (从存储注册), published
 * as a 图像分类 service of the most instances, one raw image/png after another (tokens in turn, each
 * far below its per-minute limit); then as many calls of predictOnnx in this process.
 */
export async function measureOnnx(
  server: FastifyInstance,
  origin: string,
  dataDir: string,
  calls = 1000,
): Promise<OnnxBench> {
  const token = await signIn(server, "admin", "Admin@123");
  const call = async <T>(method: "GET" | "POST", url: string, payload?: object) => {
    const response = await server.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    const body = response.json() as { data: T; message?: string };
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${body.message ?? ""}`);
    return body.data;
  };
  const at = Date.now();
  const folder = path.join(dataDir, "storage", "GPUFS", "admin", `bench-onnx-${at}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.join(FIXTURES, "colors.onnx"), path.join(folder, "model.onnx"));
  fs.copyFileSync(path.join(FIXTURES, "colors.json"), path.join(folder, "model.json"));
  const model = await call<{ id: number }>("POST", `${MODEL_MANAGE}/models`, {
    name: `ONNX压测-${at}`,
    category: "图像分类",
  });
  const version = await call<{ id: number }>(
    "POST",
    `${MODEL_HISTORY}/models-versions/remote/v3/${model.id}/0/GPUFS`,
    {
      path: `/GPUFS/admin/bench-onnx-${at}/model.onnx`,
    },
  );
  const service = await call<{ id: number }>("POST", `${PUBLISH_MANAGE}/publishs`, {
    name: `ONNX压测-${at}`,
    modelVersionId: version.id,
    instances: MAX_INSTANCES,
    isPublic: 0,
  });
  const keys: string[] = [];
  for (let n = 0; n < CONCURRENT_CALLERS; n += 1)
    keys.push(
      (
        await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
          serviceId: service.id,
          name: `压测${n}`,
          validDays: 1,
        })
      ).token,
    );
  const image = shapePng(
    64,
    48,
    [200, 200, 200],
    [{ kind: "square", x: 8, y: 6, size: 36, rgb: [220, 40, 40] }],
  );
  let sent = 0;
  const post = async () => {
    const response = await fetch(`${origin}${endpointPath(service.id)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${keys[sent++ % keys.length]}`, "content-type": "image/png" },
      body: new Uint8Array(image),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the ONNX service answered ${response.status}`);
  };
  const firstCalls: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const before = performance.now();
    await post();
    firstCalls.push(Number((performance.now() - before).toFixed(2)));
  }
  const loaded = await loadOnnx(path.join(folder, "model.onnx"));
  const inProcess = await timeCalls(
    calls,
    () => predictOnnx(loaded, decodeImage(image), "classification"),
    BUDGET_MS.inProcess,
  );
  const http = await timeCalls(inProcess.calls, post, BUDGET_MS.http);
  return {
    model: "colors.onnx (tests/fixtures/makeOnnxModel.py: 2 conv layers, input 1×3×32×32, 3 labels)",
    image: { width: 64, height: 48, bytes: image.length },
    firstCalls,
    inProcess,
    http,
    requestedCalls: calls,
  };
}

const describe = (what: string, times: CallTimes) =>
  `${what}: ${times.calls} calls in ${(times.totalMs / 1000).toFixed(2)} s, ${times.callsPerSecond.toFixed(1)} calls/s (p50 ${times.p50Ms.toFixed(2)} ms, p95 ${times.p95Ms.toFixed(2)} ms)`;

export function onnxLines(bench: OnnxBench): string[] {
  const ratio = bench.http.callsPerSecond / bench.inProcess.callsPerSecond;
  return [
    `ONNX inference (${bench.model}; ${bench.image.width} × ${bench.image.height} PNG of ${bench.image.bytes} bytes, 图像分类)`,
    describe("  ONNX Runtime in-process (decode + predictOnnx)", bench.inProcess),
    describe("  HTTP endpoint (raw image/png, worker pool)", bench.http),
    `  throughput HTTP / in-process: ${ratio.toFixed(2)} (design budget ≥ 0.8)`,
    `  first ten calls after publishing (ms): ${bench.firstCalls.join(", ")} — first / tenth ${(bench.firstCalls[0]! / bench.firstCalls[9]!).toFixed(2)}`,
  ];
}

export function onnxMarkdown(bench: OnnxBench): string[] {
  return [
    "",
    "## ONNX inference: the service endpoint against ONNX Runtime in-process",
    "",
    "The fixture ONNX model registered from storage and published (warmed when it starts); up to 1,000",
    `calls a side (${BUDGET_MS.inProcess / 1000} s / ${BUDGET_MS.http / 1000} s), one after another, on 127.0.0.1.`,
    "",
    "```",
    ...onnxLines(bench),
    "```",
    "",
  ];
}
