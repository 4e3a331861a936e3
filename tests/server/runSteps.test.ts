// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_COMPARE_PATH, RUN_STEPS_PATH } from "../../src/contracts/runSteps";
import { MODEL_GENERAL_VIEW } from "../../server/models/overviewRoutes";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller } from "./servicesSupport";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let first: number;
let second: number;

const runDir = (id: number) => path.join(server.fixture.storageRoot, "GPUFS", "admin", "runs", String(id));

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  first = await server.finishedRun("centroid");
  second = await server.finishedRun("softmax");
  fs.writeFileSync(
    path.join(runDir(first), "steps.jsonl"),
    '{"step": 1, "loss": 0.9, "accuracy": 0.5}\n{"step": 2, "loss": 0.6, "accuracy": 0.7}\nnot json\n{"step": 3, "loss": 0.4',
  );
  fs.writeFileSync(path.join(runDir(second), "steps.jsonl"), '{"step": 1, "loss": 0.8, "f1": 0.3}\n');
});
afterAll(closeAll);

interface StepsPage {
  steps: Record<string, number>[];
  offset: number;
  finished: boolean;
}

describe("train/steps: a run's step metrics from steps.jsonl", () => {
  it("answers whole lines from an offset and the offset to go on from; a half-written line waits", async () => {
    const page = await call<StepsPage>("GET", `${RUN_STEPS_PATH}?id=${first}&offset=0`);
    expect(page.status).toBe(200);
    expect(page.body.data.steps).toEqual([
      { step: 1, loss: 0.9, accuracy: 0.5 },
      { step: 2, loss: 0.6, accuracy: 0.7 },
    ]);
    expect(page.body.data.finished).toBe(true);
    fs.appendFileSync(path.join(runDir(first), "steps.jsonl"), ', "accuracy": 0.8}\n');
    const next = await call<StepsPage>(
      "GET",
      `${RUN_STEPS_PATH}?id=${first}&offset=${page.body.data.offset}`,
    );
    expect(next.body.data.steps).toEqual([{ step: 3, loss: 0.4, accuracy: 0.8 }]);
    const none = await call<StepsPage>(
      "GET",
      `${RUN_STEPS_PATH}?id=${first}&offset=${next.body.data.offset}`,
    );
    expect(none.body.data).toEqual({ steps: [], offset: next.body.data.offset, finished: true });
  });

  it("answers no steps for a run that wrote none, and 404 for a run that is not the user's", async () => {
    const third = await server.finishedRun("centroid");
    expect((await call<StepsPage>("GET", `${RUN_STEPS_PATH}?id=${third}`)).body.data.steps).toEqual([]);
    expect((await call("GET", `${RUN_STEPS_PATH}?id=999999`)).status).toBe(404);
  });
});

describe("train/compare: two or more runs side by side", () => {
  it("answers each run's hyper-parameters, final metrics and steps", async () => {
    const answer = await call<
      { id: number; trainer: string; params: object; metrics: Record<string, number>; steps: object[] }[]
    >("GET", `${RUN_COMPARE_PATH}?ids=${first},${second}`);
    expect(answer.status).toBe(200);
    const [a, b] = answer.body.data;
    expect([a!.id, a!.trainer, b!.id, b!.trainer]).toEqual([first, "centroid", second, "softmax"]);
    expect(a!.steps).toHaveLength(3);
    expect(b!.steps).toEqual([{ step: 1, loss: 0.8, f1: 0.3 }]);
    const metrics = JSON.parse(fs.readFileSync(path.join(runDir(first), "metrics.json"), "utf8")) as {
      accuracy: number;
    };
    expect(a!.metrics.accuracy).toBe(metrics.accuracy);
  });

  it("refuses fewer than two runs, more than eight and ids that are not numbers", async () => {
    expect((await call("GET", `${RUN_COMPARE_PATH}?ids=${first}`)).body.message).toBe(
      "请至少选择两次训练进行对比",
    );
    expect((await call("GET", `${RUN_COMPARE_PATH}?ids=${first},${first}`)).body.message).toBe(
      "请至少选择两次训练进行对比",
    );
    expect((await call("GET", `${RUN_COMPARE_PATH}?ids=1,2,3,4,5,6,7,8,9`)).body.message).toBe(
      "一次最多对比 8 次训练",
    );
    expect((await call("GET", `${RUN_COMPARE_PATH}?ids=1,x`)).body.message).toBe(
      "训练编号须为以逗号分隔的正整数",
    );
  });
});

describe("模型概览: runs by algorithm package", () => {
  it("counts the user's runs per trainer or package", async () => {
    const answer = await call<{ name: string; count: number }[]>(
      "GET",
      `${MODEL_GENERAL_VIEW}/get-training-package`,
    );
    expect(answer.body.data).toEqual([
      { name: "centroid", count: 2 },
      { name: "softmax", count: 1 },
    ]);
  });
});
