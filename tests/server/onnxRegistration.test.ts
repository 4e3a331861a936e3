// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { colorsManifest, FIXTURES, importFromStorage, newModel, putModel } from "./onnxSupport";
import { caller } from "./servicesSupport";

let server: FinishedRunServer;
let modelId: number;

beforeAll(async () => {
  server = await finishedRunServer();
  modelId = await newModel(server, "颜色分类");
});
afterAll(closeAll);

const refusal = async (folder: string, options: Parameters<typeof putModel>[2]) => {
  const answer = await importFromStorage(server, modelId, putModel(server, folder, options));
  return [answer.status, answer.body.message];
};

describe("registering an ONNX model (models-versions/remote/v3)", () => {
  it("takes model.onnx with its model.json and shows its format, labels and input size", async () => {
    const answer = await importFromStorage(server, modelId, putModel(server, "onnx-ok"));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      version: "V1",
      source: "storage",
      format: "onnx",
      trainer: "onnx",
      labels: ["红色", "蓝色", "背景"],
      inputSize: "32×32×3",
      manifestTaskType: "classification",
      sourcePath: "/GPUFS/admin/onnx-ok/model.onnx",
      fileSize: fs.statSync(path.join(FIXTURES, "colors.onnx")).size,
    });
    // Picking the manifest itself registers the same model.
    const byManifest = await caller(server)<{ format: string; labels: string[] }>(
      "POST",
      `${MODEL_HISTORY}/models-versions/remote/v3/${modelId}/0/GPUFS`,
      { path: "/GPUFS/admin/onnx-ok/model.json" },
    );
    expect([byManifest.status, byManifest.body.data.format, byManifest.body.data.labels.length]).toEqual([
      200,
      "onnx",
      3,
    ]);
  });

  it("refuses a model without a manifest, or with a manifest that is not one", async () => {
    expect(await refusal("no-manifest", { manifest: null })).toEqual([
      400,
      "缺少模型清单 model.json（应与 model.onnx 放在同一目录）",
    ]);
    expect(await refusal("bad-json", { manifest: "{labels" })).toEqual([
      400,
      "模型清单 model.json 格式不正确：不是合法的 JSON",
    ]);
    const noLabels: Partial<ReturnType<typeof colorsManifest>> = colorsManifest();
    delete noLabels.labels;
    const [status, message] = await refusal("no-labels", { manifest: noLabels });
    expect(status).toBe(400);
    expect(message).toMatch(/^模型清单 model\.json 格式不正确：labels /);
  });

  it("refuses a file ONNX Runtime cannot load", async () => {
    expect(await refusal("not-onnx", { onnx: Buffer.from("这不是模型") })).toEqual([
      422,
      "模型文件无法用 ONNX Runtime 加载，请确认是有效的 ONNX 模型",
    ]);
  });

  it("refuses an input the model does not have, or of another shape", async () => {
    const manifest = colorsManifest();
    expect(
      await refusal("input-name", { manifest: { ...manifest, input: { ...manifest.input, name: "image" } } }),
    ).toEqual([422, "模型没有名为 image 的输入（模型的输入：input）"]);
    expect(
      await refusal("input-size", {
        manifest: { ...manifest, input: { ...manifest.input, width: 64, height: 64 } },
      }),
    ).toEqual([422, "模型输入 input 的形状为 [batch,3,32,32]，与清单要求的 [1,3,64,64] 不符"]);
    expect(await refusal("flat", { onnx: "flat.onnx" })).toEqual([
      422,
      "模型输入 input 的形状为 [1,12]，与清单要求的 [1,3,32,32] 不符",
    ]);
  });

  it("refuses an output the model does not have, or with another number of scores than labels", async () => {
    const manifest = colorsManifest();
    expect(
      await refusal("output-name", {
        manifest: { ...manifest, output: { kind: "classification", name: "probs" } },
      }),
    ).toEqual([422, "模型没有名为 probs 的输出（模型的输出：logits）"]);
    expect(await refusal("labels", { manifest: { ...manifest, labels: ["红色", "蓝色"] } })).toEqual([
      422,
      "模型输出的类别数为 3，与清单中的标签数 2 不一致",
    ]);
  });

  it("registers a run that wrote model.onnx and model.json as an ONNX version", async () => {
    const runId = await server.finishedRun("centroid");
    const dir = path.join(server.fixture.storageRoot, "GPUFS", "admin", "runs", String(runId));
    fs.copyFileSync(path.join(FIXTURES, "colors.onnx"), path.join(dir, "model.onnx"));
    fs.writeFileSync(path.join(dir, "model.json"), JSON.stringify(colorsManifest()));
    const finished = await caller(server)<{ id: number; format: string; remoteCheckpointPath: string }[]>(
      "GET",
      `${MODEL_HISTORY}/finished-runs`,
    );
    expect(finished.body.data.find((run) => run.id === runId)).toMatchObject({
      format: "onnx",
      remoteCheckpointPath: `/GPUFS/admin/runs/${runId}/model.onnx`,
    });
    const answer = await caller(server)<{ format: string; runId: number; labels: string[] }>(
      "POST",
      `${MODEL_HISTORY}/models-versions/v2`,
      { modelId, runId },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ format: "onnx", runId, labels: ["红色", "蓝色", "背景"] });
  });
});
