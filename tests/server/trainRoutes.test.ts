// @vitest-environment node
import WebSocket from "ws";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { waitFor } from "./trainingServiceSupport";
import { callAs, FAST_TRAINING, seedShapesDataset } from "./trainingRoutesSupport";

interface Run {
  id: number;
  status: string;
  statusText: string;
  reason: string;
  queuePosition: number | null;
}
interface Task {
  id: number;
  name: string;
  params: Record<string, number>;
}

let app: FastifyInstance;
let base: string;
let admin: string;
let dev: string;
let data: ReturnType<typeof seedShapesDataset>;

/** An algorithm of the user with one softmax version; returns the version's id. */
async function algorithmVersion(token: string, name: string, params: Record<string, number> = { epochs: 4 }) {
  const algorithm = await callAs<{ id: number }>(app, token, "POST", "/tb-algorithm-manage/algorithm", {
    name,
    typeId: 3,
  });
  const version = await callAs<{ id: number }>(app, token, "POST", "/tb-algorithm-version/version", {
    algorithmId: algorithm.body.data.id,
    trainer: "softmax",
    params,
  });
  return version.body.data.id;
}

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir, trainingEnv: FAST_TRAINING });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  [admin, dev] = await Promise.all([signIn(app, "admin", "Admin@123"), signIn(app, "dev", "Dev@123")]);
  data = seedShapesDataset(app, dataDir, "admin");
});
afterAll(closeAll);

/** Every message of the log socket until it closes. */
function collect(url: string, stopAfter = Infinity) {
  return new Promise<{ messages: { kind: string; n?: number; text?: string; run?: Run }[]; code: number }>(
    (resolve) => {
      const messages: { kind: string; n?: number; text?: string; run?: Run }[] = [];
      const socket = new WebSocket(url);
      socket.on("message", (raw) => {
        messages.push(JSON.parse(String(raw)));
        if (messages.filter((message) => message.kind === "line").length >= stopAfter) socket.close();
      });
      socket.on("close", (code) => resolve({ messages, code }));
    },
  );
}

describe("training tasks", () => {
  it("checks a task's name, hyper-parameters and resources with the parameter named", async () => {
    const versionId = await algorithmVersion(admin, "任务检查算法");
    const task = (patch: object) =>
      callAs<Task>(app, admin, "POST", "/tb-task-manage/task", {
        name: "检查任务",
        algorithmVersionId: versionId,
        datasetVersionId: data.annotated,
        labelGroupId: data.labelGroupId,
        ...patch,
      });
    expect((await task({ params: { epochs: 0 } })).body).toEqual({
      code: 400,
      message: "超参数 epochs 超出范围（1 ~ 500）",
    });
    expect((await task({ params: { momentum: 1 } })).body.message).toBe(
      "未知的超参数 momentum（训练器 softmax 不支持）",
    );
    expect((await task({ cores: 65 })).body.message).toBe("CPU 核数超出范围（1 ~ 64）");
    expect((await task({ name: " " })).body.message).toBe("任务名称不能为空");
    const created = await task({ params: { epochs: 6 }, cores: 2, memoryGb: 1, hours: 0.5 });
    expect(created.body.data).toMatchObject({ name: "检查任务", cores: 2, memoryGb: 1, hours: 0.5 });
    expect(created.body.data.params).toMatchObject({ epochs: 6, learningRate: 0.1 });
    expect((await task({})).body.message).toBe("已有名为「检查任务」的训练任务，请换一个名称");
    const page = await callAs<{ list: Task[]; total: number }>(
      app,
      admin,
      "GET",
      "/tb-task-manage/list-page?name=检查",
    );
    expect(page.body.data.list.map((row) => row.name)).toEqual(["检查任务"]);
    // The version is in use: it stays.
    expect(
      (await callAs(app, admin, "DELETE", `/tb-algorithm-version/version/${versionId}`)).body.message,
    ).toBe("该版本已被训练任务使用，不能删除");
  });

  it("refuses a run on a dataset version without annotations, and 506 without an HPC account", async () => {
    const versionId = await algorithmVersion(admin, "无标注算法");
    const empty = await callAs<Task>(app, admin, "POST", "/tb-task-manage/task", {
      name: "无标注任务",
      algorithmVersionId: versionId,
      datasetVersionId: data.empty,
    });
    expect(
      (await callAs(app, admin, "POST", "/train/job-version", { taskId: empty.body.data.id })).body,
    ).toEqual({
      code: 400,
      message: "该数据集版本没有标注数据，无法训练",
    });
    expect(
      (await callAs<{ total: number }>(app, admin, "GET", `/train/list-page?taskId=${empty.body.data.id}`))
        .body.data.total,
    ).toBe(0);

    const devData = seedShapesDataset(app, tempDir(), "dev", 1);
    const devVersion = await algorithmVersion(dev, "开发者算法");
    const devTask = await callAs<Task>(app, dev, "POST", "/tb-task-manage/task", {
      name: "开发者任务",
      algorithmVersionId: devVersion,
      datasetVersionId: devData.annotated,
    });
    expect(await callAs(app, dev, "POST", "/train/job-version", { taskId: devTask.body.data.id })).toEqual({
      status: 506,
      body: { code: 506, message: "无法操作，请点击右上角头像绑定HPC账号后重试。" },
    });
    // Another user's task is not found.
    expect(
      (await callAs(app, dev, "POST", "/train/job-version", { taskId: empty.body.data.id })).status,
    ).toBe(404);
  });

  it("runs a task to the end: status, log pages, the live log socket resumed without loss or repeat, metrics", async () => {
    const versionId = await algorithmVersion(admin, "完整训练算法");
    const task = await callAs<Task>(app, admin, "POST", "/tb-task-manage/task", {
      name: "完整训练",
      algorithmVersionId: versionId,
      datasetVersionId: data.annotated,
      labelGroupId: data.labelGroupId,
    });
    const started = await callAs<Run>(app, admin, "POST", "/train/job-version", {
      taskId: task.body.data.id,
    });
    expect(started.status).toBe(200);
    const runId = started.body.data.id;
    const first = await collect(`${base}/api/aimanager/v1/train/logs/v2?id=${runId}&token=${admin}`, 3);
    // The socket closed after its third line; lines already on their way count as received.
    const seen = first.messages.filter((message) => message.kind === "line");
    expect(seen.slice(0, 3).map((line) => line.n)).toEqual([1, 2, 3]);
    const from = (seen.at(-1)?.n ?? 0) + 1;
    const rest = await collect(
      `${base}/api/aimanager/v1/train/logs/v2?id=${runId}&from=${from}&token=${admin}`,
    );
    expect(rest.code).toBe(1000);
    expect(rest.messages.at(-1)).toEqual({ kind: "end" });
    const lines = [...seen, ...rest.messages.filter((message) => message.kind === "line")];
    expect(lines.map((line) => line.n)).toEqual(lines.map((_, index) => index + 1));
    expect(lines.at(-1)?.text).toBe("done");
    expect(lines.some((line) => /^epoch 4\/4 loss=/.test(line.text ?? ""))).toBe(true);
    const finalRun = rest.messages.filter((message) => message.kind === "run").at(-1)?.run;
    expect(finalRun).toMatchObject({ status: "succeeded", statusText: "已完成" });

    const page = await callAs<{ lines: { n: number; text: string }[]; complete: boolean }>(
      app,
      admin,
      "GET",
      `/train/logs?id=${runId}&fromLine=1&limit=2`,
    );
    expect(page.body.data.lines).toEqual(lines.slice(0, 2).map(({ n, text }) => ({ n, text })));
    const metrics = await callAs<{ accuracy: number; perLabel: { name: string }[] }>(
      app,
      admin,
      "GET",
      `/train/evaluation-results?id=${runId}`,
    );
    expect(metrics.body.data.accuracy).toBeGreaterThan(0);
    expect(metrics.body.data.perLabel.map((label) => label.name)).toEqual(["红方块", "蓝圆", "红圆"]);
    expect((await callAs(app, dev, "GET", `/train/status?id=${runId}`)).status).toBe(404);
    expect((await callAs(app, admin, "POST", `/train/train/terminate/${runId}`)).body.message).toBe(
      "训练已结束，无需终止",
    );
    const status = await callAs<{ status: string }>(
      app,
      admin,
      "GET",
      `/tb-task-manage/task/train/${task.body.data.id}/status`,
    );
    expect(status.body.data.status).toBe("succeeded");
    expect((await callAs(app, admin, "DELETE", `/train/train/${runId}`)).status).toBe(200);
    expect((await callAs(app, admin, "GET", `/train/status?id=${runId}`)).status).toBe(404);
  });
});

describe("the run queue and terminate", () => {
  let slow: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const dataDir = tempDir();
    slow = await startServer({
      dataDir,
      trainingEnv: { TRAINING_POLL_MS: "50", TRAINING_STEP_DELAY_MS: "200" },
    });
    token = await signIn(slow, "admin", "Admin@123");
    const seeded = seedShapesDataset(slow, dataDir, "admin", 2);
    const algorithm = await callAs<{ id: number }>(slow, token, "POST", "/tb-algorithm-manage/algorithm", {
      name: "慢算法",
      typeId: 3,
    });
    const version = await callAs<{ id: number }>(slow, token, "POST", "/tb-algorithm-version/version", {
      algorithmId: algorithm.body.data.id,
      trainer: "softmax",
      params: { epochs: 200 },
    });
    const task = await callAs<Task>(slow, token, "POST", "/tb-task-manage/task", {
      name: "慢任务",
      algorithmVersionId: version.body.data.id,
      datasetVersionId: seeded.annotated,
    });
    runsOf = async () => {
      const runs = [];
      for (let index = 0; index < 3; index += 1)
        runs.push(
          (await callAs<Run>(slow, token, "POST", "/train/job-version", { taskId: task.body.data.id })).body
            .data,
        );
      return runs;
    };
  });
  let runsOf: () => Promise<Run[]>;

  it("runs two at once, queues the third (排队中), and terminates keeping the partial log (已终止)", async () => {
    const [a, b, c] = await runsOf();
    const status = async (id: number) =>
      (await callAs<Run>(slow, token, "GET", `/train/status?id=${id}`)).body.data;
    expect(await status(c.id)).toMatchObject({ status: "queued", statusText: "排队中", queuePosition: 1 });
    await waitFor(async () => (await status(a.id)).status === "running", "the first run to run");
    const stopped = await callAs<Run>(slow, token, "POST", `/train/train/terminate/${a.id}`);
    expect(["terminating", "terminated"]).toContain(stopped.body.data.status);
    const ended = await waitFor(async () => {
      const run = await status(a.id);
      return run.status === "terminated" && run;
    }, "the run to end");
    expect(ended).toMatchObject({ statusText: "已终止", reason: "用户终止" });
    const log = await callAs<{ lines: { text: string }[] }>(slow, token, "GET", `/train/logs?id=${a.id}`);
    expect(log.body.data.lines.length).toBeGreaterThan(0);
    expect(log.body.data.lines.some((line) => line.text === "done")).toBe(false);
    expect((await callAs(slow, token, "DELETE", `/train/train/${b.id}`)).body.message).toBe(
      "训练尚未结束，请先终止再删除",
    );
    for (const run of [b, c]) await callAs(slow, token, "POST", `/train/train/terminate/${run.id}`);
    await waitFor(async () => (await status(b.id)).status === "terminated", "b to end");
  });
});
