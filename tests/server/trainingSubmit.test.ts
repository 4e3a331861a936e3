// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalRunner } from "../../server/training/localRunner";
import { trainingSettingsFromEnv } from "../../server/training/runnerConfig";
import { SlurmRunner } from "../../server/training/slurmRunner";
import type { SubmitRequest, TrainingService } from "../../server/training/trainingService";
import { closeAll, tempDir } from "./helpers";
import { seedShapes, trainingFixture } from "./trainingFixture";
import { request, serviceFor } from "./trainingServiceSupport";

const open: TrainingService[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
  await closeAll();
});

function setUp(annotated = true) {
  const fixture = trainingFixture();
  if (annotated) seedShapes(fixture, 1);
  const service = serviceFor(fixture, new LocalRunner(), 0);
  open.push(service);
  return { fixture, service };
}

describe("what the training service refuses before a run starts", () => {
  it.each<[string, Partial<SubmitRequest>, number, string]>([
    ["no bound HPC account", { account: null }, 506, "无法操作，请点击右上角头像绑定HPC账号后重试。"],
    [
      "a hyper-parameter out of range",
      { params: { learningRate: 2 } },
      400,
      "超参数 learningRate 超出范围（0.0001 ~ 1）",
    ],
    [
      "an unknown hyper-parameter",
      { params: { momentum: 0.9 } },
      400,
      "未知的超参数 momentum（训练器 softmax 不支持）",
    ],
    ["an unknown trainer", { trainer: "resnet" }, 400, "内置训练器 resnet 不存在"],
    ["too many cores", { resources: { cores: 100 } }, 400, "CPU 核数超出范围（1 ~ 64）"],
    ["hours that are not a number", { resources: { hours: "soon" } }, 400, "运行时长（小时）必须是数字"],
    ["an unknown dataset version", { datasetVersionId: 999 }, 404, "版本不存在"],
  ])("%s", async (_, patch, status, message) => {
    const { fixture, service } = setUp();
    await expect(service.submit(request(fixture, patch))).rejects.toMatchObject({ status, message });
    expect(service.list()).toEqual([]);
  });

  it("a dataset version without annotations", async () => {
    const { fixture, service } = setUp(false);
    await expect(service.submit(request(fixture))).rejects.toMatchObject({
      status: 400,
      message: "该数据集版本没有标注数据，无法训练",
    });
    expect(service.list()).toEqual([]);
  });

  it("an unknown run", () => {
    const { service } = setUp();
    expect(() => service.get(12345)).toThrow("训练记录不存在");
  });

  it("replaces a link planted where the run's log goes, leaving its target alone", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 1);
    const secret = path.join(fixture.dataDir, "platform-secret.txt");
    fs.writeFileSync(secret, "keep me");
    const runDir = path.join(fixture.storageRoot, "GPUFS", "trainer1", "runs", "1");
    fs.mkdirSync(runDir, { recursive: true });
    fs.symlinkSync(secret, path.join(runDir, "train.log"));
    const service = serviceFor(fixture, new SlurmRunner({ binDir: tempDir("no-slurm-") }), 0);
    open.push(service);
    const run = await service.submit(request(fixture));
    expect(run.id).toBe(1);
    expect(fs.lstatSync(path.join(runDir, "train.log")).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(secret, "utf8")).toBe("keep me");
  });

  it("records a run that the scheduler would not take as failed, with the scheduler's reason", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 1);
    const service = serviceFor(fixture, new SlurmRunner({ binDir: tempDir("no-slurm-") }), 0);
    open.push(service);
    const run = await service.submit(request(fixture));
    expect(run).toMatchObject({ status: "failed", statusText: "失败" });
    expect(run.reason).toMatch(/^提交训练作业失败：/);
    expect(service.list({ userId: fixture.userId }).map((view) => view.id)).toEqual([run.id]);
  });
});

describe("the runner is chosen by configuration", () => {
  it("local by default, slurm with TRAINING_RUNNER=slurm, anything else refused at start", () => {
    expect(trainingSettingsFromEnv({}).runner.kind).toBe("local");
    const slurm = trainingSettingsFromEnv({ TRAINING_RUNNER: "slurm", SLURM_BIN_DIR: "/opt/slurm/bin" });
    expect(slurm.runner).toBeInstanceOf(SlurmRunner);
    expect(trainingSettingsFromEnv({ TRAINING_STEP_DELAY_MS: "0" }).stepDelayMs).toBe(0);
    expect(() => trainingSettingsFromEnv({ TRAINING_RUNNER: "kubernetes" })).toThrow(
      'TRAINING_RUNNER must be "local" or "slurm", not "kubernetes"',
    );
    expect(() => trainingSettingsFromEnv({ TRAINING_MAX_CONCURRENT: "two" })).toThrow(
      'TRAINING_MAX_CONCURRENT must be a non-negative number, not "two"',
    );
  });
});
