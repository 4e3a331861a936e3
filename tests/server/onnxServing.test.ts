// @vitest-environment node
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOnnx } from "../../server/inference/onnxModel";
import { predictOnnx } from "../../server/inference/onnxPredict";
import { endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { decodeImage } from "../../server/training/image";
import { iou } from "../../server/training/geometry";
import { shapePng } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { importFromStorage, newModel, putModel } from "./onnxSupport";
import { caller, multipartImage, publishService } from "./servicesSupport";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let classifying: { id: number; token: string };

interface Inference {
  labels: { label: string; color: string; score: number }[];
  boxes: { label: string; score: number; x: number; y: number; width: number; height: number }[];
  latencyMs: number;
}

const WHITE: [number, number, number] = [255, 255, 255];
const redImage = shapePng(40, 40, [210, 30, 30], []);
const blueImage = shapePng(40, 40, [30, 40, 210], []);
const redSquare = shapePng(96, 96, WHITE, [{ kind: "square", x: 20, y: 24, size: 30, rgb: [220, 30, 30] }]);

const infer = async (service: { id: number; token: string }, image: Buffer) => {
  const file = multipartImage(image);
  const response = await server.app.inject({
    method: "POST",
    url: endpointPath(service.id),
    headers: { authorization: `Bearer ${service.token}`, "content-type": file.contentType },
    payload: file.payload,
  });
  return { status: response.statusCode, body: response.json() as { message?: string; data: Inference } };
};

/** A running service of the version with a token; answers its id, token and task type. */
async function serve(versionId: number, name: string) {
  const id = await publishService(server, versionId, name);
  const token = await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
    serviceId: id,
    name: `${name}令牌`,
    validDays: 30,
  });
  const view = await call<{ taskType: string; taskTypeText: string }>(
    "GET",
    `/api/aimanager/v1/publish-manage/publishs/${id}`,
  );
  return {
    id,
    token: token.body.data.token,
    taskType: view.body.data.taskType,
    taskTypeText: view.body.data.taskTypeText,
  };
}

async function onnxVersion(modelName: string, category: string, folder: string) {
  const modelId = await newModel(server, modelName, category);
  const answer = await importFromStorage(server, modelId, putModel(server, folder));
  return answer.body.data.id;
}

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  classifying = await serve(await onnxVersion("颜色模型", "图像分类", "colors"), "颜色服务");
});
afterAll(closeAll);

describe("an ONNX model served through the service URL", () => {
  it("answers its first call after publishing about as fast as the next ones (the model is warmed at start)", async () => {
    const latencies: number[] = [];
    for (let k = 0; k < 10; k += 1) latencies.push((await infer(classifying, redImage)).body.data.latencyMs);
    console.info(`ONNX service latencies after publishing (ms): ${latencies.join(", ")}`);
    const rest = latencies.slice(1).sort((a, b) => a - b);
    const median = rest[Math.floor(rest.length / 2)]!;
    // Cold (no warming), the first call waits for a worker to start and load ONNX Runtime: 5 s here.
    // Warm, it is a call like the others, give or take the shared machine's noise.
    expect(latencies[0]!).toBeLessThanOrEqual(Math.max(4 * median, median + 150));
  });

  it("classifies a red image 红色 and a blue one 蓝色, as ONNX Runtime in-process does", async () => {
    const red = await infer(classifying, redImage);
    const blue = await infer(classifying, blueImage);
    expect(red.status).toBe(200);
    expect(red.body.data.labels[0]!.label).toBe("红色");
    expect(blue.body.data.labels[0]!.label).toBe("蓝色");
    expect(red.body.data.boxes).toEqual([]);
    const direct = await loadOnnx(
      path.join(server.fixture.storageRoot, "GPUFS", "admin", "colors", "model.onnx"),
    );
    const expected = await predictOnnx(direct, decodeImage(blueImage), "classification");
    expect(blue.body.data.labels).toEqual(
      expected.labels.map(({ label, color, score }) => ({ label, color, score })),
    );
    expect(blue.body.data.labels.reduce((sum, entry) => sum + entry.score, 0)).toBeCloseTo(1, 3);
  });

  it("publishes a model created as 目标检测 as a detection service: a box on the red square", async () => {
    const detecting = await serve(await onnxVersion("颜色检测", "目标检测", "colors-detect"), "颜色检测服务");
    expect([detecting.taskType, detecting.taskTypeText]).toEqual(["detection", "目标检测"]);
    const answer = await infer(detecting, redSquare);
    expect(answer.status).toBe(200);
    const red = answer.body.data.boxes.filter((box) => box.label === "红色");
    expect(red.length).toBeGreaterThan(0);
    expect(iou(red[0]!, { x: 20, y: 24, width: 30, height: 30 })).toBeGreaterThan(0.5);
    expect(answer.body.data.boxes.every((box) => box.label !== "背景")).toBe(true);
    expect(answer.body.data.labels.map((entry) => entry.label).sort()).toEqual(["红色", "蓝色"].sort());
  });
});

describe("the task type a model was created with carries through to its service", () => {
  it("serves a checkpoint with background classes as 图像分类 when its model is 图像分类, with labels and no boxes", async () => {
    const runId = await server.finishedRun("centroid");
    const modelId = await newModel(server, "形状分类", "图像分类");
    const version = await call<{ id: number; format: string }>(
      "POST",
      `${MODEL_HISTORY}/models-versions/v2`,
      {
        modelId,
        runId,
      },
    );
    expect(version.body.data.format).toBe("checkpoint");
    const service = await serve(version.body.data.id, "形状分类服务");
    expect([service.taskType, service.taskTypeText]).toEqual(["classification", "图像分类"]);
    const answer = await infer(service, redSquare);
    expect(answer.status).toBe(200);
    expect(answer.body.data.boxes).toEqual([]);
    expect(answer.body.data.labels.length).toBeGreaterThan(0);

    // A model of category 其他 is served as its checkpoint does: boxes (background classes).
    const other = await newModel(server, "形状其他", "其他");
    const otherVersion = await call<{ id: number }>("POST", `${MODEL_HISTORY}/models-versions/v2`, {
      modelId: other,
      runId,
    });
    expect((await serve(otherVersion.body.data.id, "形状其他服务")).taskType).toBe("detection");
  });
});
