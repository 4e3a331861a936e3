// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { waitFor } from "./trainingServiceSupport";
import { callAs, FAST_TRAINING, seedShapesDataset } from "./trainingRoutesSupport";

interface Project {
  id: number;
  name: string;
  description: string;
  datasetVersionId: number | null;
  taskType: string | null;
  algorithmVersionId: number | null;
  epochs: number | null;
  hours: number | null;
  cores: number | null;
  trainingTaskId: number | null;
  serviceId: number | null;
  runCount: number;
  lastRunStatus: string | null;
}

let app: FastifyInstance;
let admin: string;
let dev: string;
let nobody: string;
let data: ReturnType<typeof seedShapesDataset>;
let softmax: number;
let centroidNoBoxes: number;

const P = "/learning-project";
const call = <Data = Project>(
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: object,
) => callAs<Data>(app, token, method, url, body);

/** An algorithm of admin with one version of `trainer`; returns the version's id. */
async function version(name: string, trainer: string, params: Record<string, number>) {
  const algorithm = await call<{ id: number }>(admin, "POST", "/tb-algorithm-manage/algorithm", {
    name,
    typeId: 3,
  });
  const made = await call<{ id: number }>(admin, "POST", "/tb-algorithm-version/version", {
    algorithmId: algorithm.body.data.id,
    trainer,
    params,
  });
  return made.body.data.id;
}

const project = async (name: string) =>
  (await call(admin, "POST", P, { name, description: "形状识别" })).body.data;

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir, trainingEnv: FAST_TRAINING });
  [admin, dev, nobody] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "nobody", "Nobody@123"),
  ]);
  data = seedShapesDataset(app, dataDir, "admin");
  // The developer role holds aiServe: dev checks that projects are each user's own.
  softmax = await version("学习Softmax", "softmax", { epochs: 3 });
  centroidNoBoxes = await version("学习最近中心", "centroid", { backgroundPerImage: 0 });
});
afterAll(closeAll);

describe("learning projects", () => {
  it("needs a session and the code aiServe", async () => {
    const anonymous = await app.inject({ method: "GET", url: `/api/aimanager/v1${P}/page` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(nobody, "GET", `${P}/page`)).status).toBe(403);
  });

  it("creates, lists, filters, renames and deletes a user's own projects with the screen's texts", async () => {
    expect((await call(admin, "POST", P, { name: "  " })).body).toEqual({
      code: 400,
      message: "项目名称不能为空",
    });
    expect((await call(admin, "POST", P, { name: "长".repeat(51) })).body.message).toBe(
      "项目名称最多输入50个字符",
    );
    expect((await call(admin, "POST", P, { name: "项目", description: "述".repeat(501) })).body.message).toBe(
      "项目描述最多输入500个字符",
    );
    const first = await project("零件分拣");
    await project("缺陷检测");
    expect((await call(admin, "POST", P, { name: "零件分拣" })).body.message).toBe(
      "已有名为「零件分拣」的项目，请换一个名称",
    );
    const page = await call<{ list: Project[]; total: number }>(admin, "GET", `${P}/page?name=分拣`);
    expect(page.body.data.list.map((row) => row.name)).toEqual(["零件分拣"]);
    expect(page.body.data.list[0]).toMatchObject({ runCount: 0, lastRunStatus: null, serviceId: null });

    // Another user neither sees nor touches it.
    expect((await call<{ total: number }>(dev, "GET", `${P}/page?name=分拣`)).body.data.total).toBe(0);
    expect((await call(dev, "PUT", `${P}/${first.id}`, { name: "抢走" })).body).toEqual({
      code: 404,
      message: "项目不存在",
    });
    expect((await call(dev, "DELETE", `${P}/${first.id}`)).status).toBe(404);

    const renamed = await call(admin, "PUT", `${P}/${first.id}`, { name: "零件分拣2", description: "" });
    expect(renamed.body.data).toMatchObject({ name: "零件分拣2", description: "" });
    expect((await call(admin, "PUT", `${P}/${first.id}`, { name: "缺陷检测" })).body.message).toBe(
      "已有名为「缺陷检测」的项目，请换一个名称",
    );
    expect((await call(admin, "DELETE", `${P}/${first.id}`)).status).toBe(200);
    expect((await call<{ total: number }>(admin, "GET", `${P}/page?name=零件分拣`)).body.data.total).toBe(0);
  });

  it("refuses a service the user cannot read", async () => {
    const made = await project("服务检查");
    const answer = await call(admin, "PUT", `${P}/${made.id}`, { name: "服务检查", serviceId: 987654 });
    expect(answer.body).toEqual({ code: 404, message: "服务不存在" });
  });

  it("takes only an annotated dataset version, a version fit for the task type and a budget in range", async () => {
    const made = await project("设置检查");
    const setting = (patch: object) =>
      call(admin, "POST", `${P}/${made.id}/task-setting`, {
        datasetVersionId: data.annotated,
        taskType: "detection",
        algorithmVersionId: softmax,
        epochs: 3,
        hours: 1,
        cores: 2,
        ...patch,
      });
    expect((await setting({ datasetVersionId: data.empty })).body).toEqual({
      code: 400,
      message: "该数据集版本还没有标注，请先完成标注再训练",
    });
    expect((await setting({ datasetVersionId: 999999 })).body.message).toBe("数据集版本不存在");
    expect((await setting({ taskType: "segmentation" })).body.message).toBe("请选择任务类型");
    expect((await setting({ taskType: null })).body.message).toBe("请选择任务类型");
    expect((await setting({ algorithmVersionId: null })).body.message).toBe(
      "请先选择算法版本，再设置训练预算",
    );
    // Each step saves what is chosen so far (a reload comes back to it).
    const firstStep = await call(admin, "POST", `${P}/${made.id}/task-setting`, {
      datasetVersionId: data.annotated,
    });
    expect(firstStep.body.data).toMatchObject({
      datasetVersionId: data.annotated,
      taskType: null,
      algorithmVersionId: null,
      hours: null,
    });
    const byId = await call<{ list: Project[] }>(admin, "GET", `${P}/page?id=${made.id}`);
    expect(byId.body.data.list.map((row) => row.name)).toEqual(["设置检查"]);
    expect((await setting({ algorithmVersionId: centroidNoBoxes, epochs: null })).body.message).toBe(
      "该算法版本不输出目标框（背景样本数为 0），不能用于目标检测",
    );
    expect(
      (await setting({ algorithmVersionId: centroidNoBoxes, taskType: "classification" })).body.message,
    ).toBe("该算法版本没有训练轮数，请按时长设置预算");
    expect((await setting({ epochs: 501 })).body.message).toBe("超参数 epochs 超出范围（1 ~ 500）");
    expect((await setting({ cores: 65 })).body.message).toBe("CPU 核数超出范围（1 ~ 64）");
    expect((await setting({ hours: 200 })).body.message).toBe("运行时长（小时）超出范围（0.1 ~ 168）");
    // Another user's project is not found.
    const foreign = await call(dev, "POST", `${P}/${made.id}/task-setting`, {
      datasetVersionId: data.annotated,
      taskType: "classification",
      algorithmVersionId: softmax,
      hours: 1,
      cores: 1,
    });
    expect(foreign.body).toEqual({ code: 404, message: "项目不存在" });
    const saved = await setting({});
    expect(saved.body.data).toMatchObject({
      datasetVersionId: data.annotated,
      taskType: "detection",
      algorithmVersionId: softmax,
      epochs: 3,
      hours: 1,
      cores: 2,
      trainingTaskId: null,
    });
  });

  it("keeps the training task it started, refuses a task that does not match, and guards a running training", async () => {
    const made = await project("训练全程");
    const settings = {
      datasetVersionId: data.annotated,
      taskType: "classification",
      algorithmVersionId: softmax,
      epochs: 3,
      hours: 1,
      cores: 1,
    };
    await call(admin, "POST", `${P}/${made.id}/task-setting`, settings);
    // The flow creates the task with 训练任务's own call; classification trains without background windows.
    const task = await call<{ id: number }>(admin, "POST", "/tb-task-manage/task", {
      name: "训练全程-任务",
      algorithmVersionId: softmax,
      datasetVersionId: data.annotated,
      labelGroupId: null,
      params: { epochs: 3, backgroundPerImage: 0 },
      cores: 1,
      hours: 1,
    });
    const wrong = await call<{ id: number }>(admin, "POST", "/tb-task-manage/task", {
      name: "训练全程-另一个",
      algorithmVersionId: softmax,
      datasetVersionId: data.annotated,
      params: { epochs: 3 },
      cores: 1,
      hours: 1,
    });
    const attach = (trainingTaskId: number) =>
      call(admin, "POST", `${P}/${made.id}/task-setting`, { ...settings, trainingTaskId });
    expect((await attach(wrong.body.data.id)).body).toEqual({
      code: 400,
      message: "训练任务与项目的设置不一致",
    });
    expect((await attach(987654)).body.message).toBe("训练任务不存在");
    expect((await attach(task.body.data.id)).body.data.trainingTaskId).toBe(task.body.data.id);

    const run = await call<{ id: number }>(admin, "POST", "/train/job-version", {
      taskId: task.body.data.id,
    });
    expect(run.status).toBe(200);
    const listed = await call<{ list: Project[] }>(admin, "GET", `${P}/page?name=训练全程`);
    expect(listed.body.data.list[0]!.runCount).toBe(1);
    // Right after the start the run is queued or running: the project cannot be deleted under it.
    expect((await call(admin, "DELETE", `${P}/${made.id}`)).body).toEqual({
      code: 400,
      message: "项目的训练尚未结束，请等待完成或先终止训练",
    });
    await waitFor(
      async () =>
        (await call<{ status: string }>(admin, "GET", `/train/status?id=${run.body.data.id}`)).body.data
          .status === "succeeded",
      "the run to succeed",
    );
    const after = await call<{ list: Project[] }>(admin, "GET", `${P}/page?name=训练全程`);
    expect(after.body.data.list[0]).toMatchObject({ runCount: 1, lastRunStatus: "succeeded" });

    // The run published with 16 A's call, which links the project in the same transaction: a refused
    // publish leaves nothing behind (no model, version or service of that name), so trying again works.
    const publish = (learningProjectId: number) =>
      call<{ id: number; taskType: string }>(admin, "POST", "/publish-manage/learning-project-publishs", {
        runId: run.body.data.id,
        name: "训练全程服务",
        description: "",
        instances: 1,
        learningProjectId,
      });
    expect((await publish(987654)).body).toEqual({ code: 404, message: "项目不存在" });
    const models = await call<{ name: string }[]>(admin, "GET", "/model-manage/droplist");
    expect(models.body.data.map((model) => model.name)).not.toContain("训练全程服务");
    const service = await publish(made.id);
    expect(service.body.data.taskType).toBe("classification");
    const linked = await call<{ list: Project[] }>(admin, "GET", `${P}/page?name=训练全程`);
    expect(linked.body.data.list[0]!.serviceId).toBe(service.body.data.id);
    expect((await publish(made.id)).body).toEqual({ code: 400, message: "服务名称已存在，请换一个名称" });
    // The project stays linked to the first service.
    expect(
      (await call<{ list: Project[] }>(admin, "GET", `${P}/page?name=训练全程`)).body.data.list[0]!.serviceId,
    ).toBe(service.body.data.id);
    expect(
      (await call(dev, "PUT", `${P}/${made.id}`, { name: "训练全程", serviceId: service.body.data.id }))
        .status,
    ).toBe(404);
    const kept = await call(admin, "PUT", `${P}/${made.id}`, {
      name: "训练全程",
      serviceId: service.body.data.id,
    });
    expect(kept.body.data).toMatchObject({
      serviceId: service.body.data.id,
      trainingTaskId: task.body.data.id,
    });
  });
});
