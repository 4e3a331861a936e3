// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_GENERAL_VIEW } from "../../server/models/overviewRoutes";
import { MODEL_MANAGE } from "../../server/models/routes";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";

let server: FinishedRunServer;
let runId: number;

beforeAll(async () => {
  server = await finishedRunServer();
  runId = await server.finishedRun("centroid");
});
afterAll(closeAll);

interface Version {
  id: number;
  modelId: number;
  version: string;
  source: string;
  runId: number | null;
  algorithmVersionId: number | null;
  trainer: string;
  labels: string[];
  accuracy: number | null;
  sourcePath: string;
  fileSize: number;
  status: 0 | 1;
  statusText: string;
  isPublic: 0 | 1;
}

const call = async <Data = Version>(method: string, url: string, payload?: object) => {
  const response = await server.app.inject({
    method: method as "GET",
    url,
    headers: { authorization: `Bearer ${server.token}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    raw: response,
    body: (response.headers["content-type"]?.toString().includes("json") ? response.json() : {}) as {
      code: number;
      message?: string;
      data: Data;
    },
  };
};

const newModel = async (name: string) =>
  (await call<{ id: number }>("POST", `${MODEL_MANAGE}/models`, { name, category: "目标检测" })).body.data.id;

describe("model versions from the engine's runs and checkpoints", () => {
  it("lists the finished runs with a checkpoint, not the running ones", async () => {
    const running = server.runningRun();
    const runs = await call<
      { id: number; trainer: string; remoteCheckpointPath: string; accuracy: number }[]
    >("GET", `${MODEL_HISTORY}/finished-runs`);
    const ids = runs.body.data.map((run) => run.id);
    expect(ids).toContain(runId);
    expect(ids).not.toContain(running);
    const finished = runs.body.data.find((run) => run.id === runId)!;
    expect(finished.remoteCheckpointPath).toBe(`/GPUFS/admin/runs/${runId}/checkpoint.json`);
    expect(finished.accuracy).toBeGreaterThan(0);
  });

  it("registers a version from a finished run, downloads its checkpoint and closes it", async () => {
    const modelId = await newModel("从训练注册");
    const registered = await call("POST", `${MODEL_HISTORY}/models-versions/v2`, {
      modelId,
      runId,
      description: "第一版",
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({
      modelId,
      version: "V1",
      source: "run",
      runId,
      algorithmVersionId: 7,
      trainer: "centroid",
      labels: ["红方块", "蓝圆", "红圆"],
      sourcePath: `/GPUFS/admin/runs/${runId}/checkpoint.json`,
      status: 1,
      statusText: "可用",
    });
    const id = registered.body.data.id;
    expect((await call("POST", `${MODEL_HISTORY}/models-versions/v2`, { modelId, runId })).body.message).toBe(
      "该训练已注册为此模型的版本",
    );

    const download = await call("GET", `${MODEL_HISTORY}/models-download/${id}`);
    expect(download.status).toBe(200);
    expect(download.raw.headers["content-disposition"]).toContain("checkpoint.json");
    const original = fs.readFileSync(
      path.join(server.fixture.storageRoot, "GPUFS", "admin", "runs", String(runId), "checkpoint.json"),
      "utf8",
    );
    expect(download.raw.body).toBe(original);
    expect(JSON.parse(download.raw.body)).toMatchObject({
      format: "hpc-ai-trainer-checkpoint",
      trainer: "centroid",
    });

    const relation = await call<{ algorithmVersionId: number; trainer: string }>(
      "GET",
      `${MODEL_HISTORY}/relation-algorithm_version?id=${id}`,
    );
    expect(relation.body.data).toMatchObject({ algorithmVersionId: 7, trainer: "centroid", runId });
    const url = await call<{ url: string }>("GET", `${MODEL_HISTORY}/models-url?historyId=${id}`);
    expect(url.body.data.url).toBe(`${MODEL_HISTORY}/models-download/${id}`);

    expect((await call("PUT", `${MODEL_HISTORY}/updatePublic`, { id, isPublic: 1 })).body.data.isPublic).toBe(
      1,
    );
    const closed = await call("PUT", `${MODEL_HISTORY}/models-versions/close`, { id, status: 0 });
    expect(closed.body.data).toMatchObject({ status: 0, statusText: "已关闭", isPublic: 0 });
    expect((await call("PUT", `${MODEL_HISTORY}/updatePublic`, { id, isPublic: 1 })).body.message).toBe(
      "模型版本已关闭",
    );
    const status = await call<{ statusText: string }>("GET", `${MODEL_HISTORY}/model/${id}/status`);
    expect(status.body.data.statusText).toBe("已关闭");

    const copy = await call("POST", `${MODEL_HISTORY}/copy`, { id });
    expect(copy.body.data).toMatchObject({
      version: "V2",
      source: "copy",
      sourcePath: "V1",
      trainer: "centroid",
    });
    const page = await call<{ list: Version[]; total: number }>(
      "GET",
      `${MODEL_HISTORY}/page?modelId=${modelId}&pageNum=1&pageSize=10`,
    );
    expect(page.body.data.list.map((row) => row.version)).toEqual(["V2", "V1"]);

    expect((await call("DELETE", `${MODEL_MANAGE}/models/${modelId}`)).body.message).toBe(
      "该模型还有版本，请先删除其版本",
    );
    const cost = await call<{ versions: number; trainings: number; coreHours: number }>(
      "GET",
      `${MODEL_MANAGE}/model-resource-cost?id=${modelId}`,
    );
    expect(cost.body.data).toEqual({ id: modelId, versions: 2, trainings: 1, coreHours: 1 });

    expect((await call("DELETE", `${MODEL_HISTORY}/models-versions/${id}`)).status).toBe(200);
    expect((await call("GET", `${MODEL_HISTORY}/models-download/${id}`)).body).toEqual({
      code: 404,
      message: "模型版本不存在",
    });
  });

  it("refuses a run that has not finished, and another user's or a missing run", async () => {
    const modelId = await newModel("未完成的训练");
    const running = server.runningRun();
    expect(
      (await call("POST", `${MODEL_HISTORY}/models-versions/v2`, { modelId, runId: running })).body,
    ).toEqual({
      code: 400,
      message: "该训练尚未完成，无法注册模型版本",
    });
    expect(
      (await call("POST", `${MODEL_HISTORY}/models-versions/v2`, { modelId, runId: 99_999 })).body,
    ).toEqual({
      code: 404,
      message: "训练不存在",
    });
  });

  it("registers a version from a checkpoint in storage, validated by loading it", async () => {
    const modelId = await newModel("从存储注册");
    const home = path.join(server.fixture.storageRoot, "GPUFS", "admin");
    fs.mkdirSync(path.join(home, "models"), { recursive: true });
    fs.copyFileSync(
      path.join(home, "runs", String(runId), "checkpoint.json"),
      path.join(home, "models", "shapes.json"),
    );
    fs.writeFileSync(path.join(home, "models", "notes.json"), JSON.stringify({ hello: 1 }));

    const url = `${MODEL_HISTORY}/models-versions/remote/v3/${modelId}/0/GPUFS`;
    const ok = await call("POST", url, { path: "/GPUFS/admin/models/shapes.json" });
    expect(ok.body.data).toMatchObject({
      version: "V1",
      source: "storage",
      runId: null,
      algorithmVersionId: null,
      trainer: "centroid",
      sourcePath: "/GPUFS/admin/models/shapes.json",
    });
    expect(ok.body.data.fileSize).toBeGreaterThan(100);

    expect((await call("POST", url, { path: "/GPUFS/admin/models/notes.json" })).body).toEqual({
      code: 422,
      message: "模型文件格式不正确，无法加载",
    });
    expect((await call("POST", url, { path: "/GPUFS/admin/models/none.json" })).body.message).toBe(
      "此路径无法查看！",
    );
    expect((await call("POST", url, { path: "/GPUFS/dev/x.json" })).body.message).toBe("此路径无法查看！");
    expect((await call("POST", url, { path: "/GPUFS/admin/../dev/x.json" })).body.message).toBe(
      "此路径无法查看！",
    );
    expect((await call("POST", url, { path: "" })).body.message).toBe("请选择模型文件");
    expect(
      (await call("POST", `${MODEL_HISTORY}/models-versions/remote/v3/${modelId}/0/OTHER`, { path: "/x" }))
        .status,
    ).toBe(400);
  });

  it("counts algorithms, tasks, trainings and models and ranks models by training time", async () => {
    const view = (name: string) => call<unknown>("GET", `${MODEL_GENERAL_VIEW}/${name}`);
    const models = (await view("get-model-number")).body.data as number;
    expect(models).toBeGreaterThanOrEqual(3);
    expect((await view("get-training-number")).body.data).toBeGreaterThanOrEqual(2);
    expect((await view("get-algorithm-number")).body.data).toBeTypeOf("number");
    expect((await view("get-task-number")).body.data).toBeTypeOf("number");
    const categories = (await view("get-classification-type")).body.data as { name: string; count: number }[];
    expect(categories).toContainEqual({ name: "目标检测", count: models });
    const ranking = (await view("get-model-time-ranking")).body.data as { name: string; hours: number }[];
    expect(ranking[0]).toEqual(expect.objectContaining({ name: "从训练注册", hours: 0.5 }));
    await newModel("概览新增");
    expect((await view("get-model-number")).body.data).toBe(models + 1);
  });
});
