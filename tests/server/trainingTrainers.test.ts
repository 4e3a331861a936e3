// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKPOINT_FILE, isCheckpoint, METRICS_FILE } from "../../server/training/checkpoint";
import { gatherSamples } from "../../server/training/samples";
import { EngineRefusal } from "../../server/training/text";
import { runTraining, TrainingStopped, type Metrics } from "../../server/training/training";
import { resolveHyperParameters, TRAINERS, validateHyperParameters } from "../../server/training/trainers";
import { shapePng } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { BACKGROUND, IMAGE_SIZE, randomShape, seedShapes, trainingFixture } from "./trainingFixture";
import { collectingHooks, jobFor } from "./trainingJob";

afterEach(closeAll);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineRefusal) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe("gatherSamples", () => {
  it("gives each box of the version with its image file and label, the newest task's boxes per item", () => {
    const fixture = trainingFixture();
    const older = fixture.addTask();
    const newer = fixture.addTask();
    const square = {
      kind: "square" as const,
      x: 4,
      y: 6,
      size: 14,
      rgb: [220, 40, 40] as [number, number, number],
    };
    const item = fixture.addItem(shapePng(48, 48, BACKGROUND, [square]), "a.png", 48, 48);
    const other = fixture.addItem(shapePng(48, 48, BACKGROUND, []), "b.png", 48, 48);
    fixture.annotate(older, item, [{ label: "blueDisc", shape: square }], 1000);
    fixture.annotate(newer, item, [{ label: "redSquare", shape: square }], 2000);
    fixture.annotate(older, other, [{ label: "redDisc", shape: { ...square, x: 20 } }], 1000);

    const samples = gatherSamples(fixture.db, fixture.dataDir, {
      versionId: fixture.versionId,
      labelGroupId: fixture.labelGroupId,
    });

    expect(samples).toHaveLength(2);
    const first = samples.find((sample) => sample.itemId === item)!;
    expect(first.label.name).toBe("红方块");
    expect(first.box).toEqual({ x: 4, y: 6, width: 14, height: 14 });
    expect(first.imagePath).toBe(
      path.join(
        fixture.dataDir,
        "datasets",
        String(fixture.datasetId),
        String(fixture.versionId),
        `${item}.png`,
      ),
    );
    expect(fs.existsSync(first.imagePath)).toBe(true);
    expect(samples.find((sample) => sample.itemId === other)!.label.name).toBe("红圆");
  });

  it("refuses a version without boxes, and one whose boxed images are all BMP or WebP", () => {
    const fixture = trainingFixture();
    fixture.addItem(shapePng(48, 48, BACKGROUND, []), "plain.png", 48, 48);
    const query = { versionId: fixture.versionId, labelGroupId: fixture.labelGroupId };
    const none = refusal(() => gatherSamples(fixture.db, fixture.dataDir, query));
    expect(none.message).toBe("该数据集版本没有标注数据，无法训练");
    expect(none.status).toBe(400);

    const bmp = fixture.addItem(Buffer.from("BM"), "x.bmp", 48, 48, "bmp");
    fixture.annotate(fixture.addTask(), bmp, [
      { label: "redSquare", shape: randomShape("redSquare", Math.random) },
    ]);
    expect(refusal(() => gatherSamples(fixture.db, fixture.dataDir, query)).message).toContain("PNG 或 JPEG");

    expect(refusal(() => gatherSamples(fixture.db, fixture.dataDir, { versionId: 9999 })).status).toBe(404);
  });
});

describe("hyper-parameters", () => {
  it("names the parameter that is out of range, not a number, not an integer or unknown", () => {
    expect(validateHyperParameters("softmax", { learningRate: 5 })).toEqual({
      parameter: "learningRate",
      message: "超参数 learningRate 超出范围（0.0001 ~ 1）",
    });
    expect(validateHyperParameters("softmax", { epochs: 0 })?.message).toBe(
      "超参数 epochs 超出范围（1 ~ 500）",
    );
    expect(validateHyperParameters("softmax", { epochs: 2.5 })?.message).toBe("超参数 epochs 必须是整数");
    expect(validateHyperParameters("softmax", { batchSize: "many" })?.message).toBe(
      "超参数 batchSize 必须是数字",
    );
    expect(validateHyperParameters("centroid", { epochs: 3 })?.message).toBe(
      "未知的超参数 epochs（训练器 centroid 不支持）",
    );
    expect(validateHyperParameters("nope", {})?.message).toBe("内置训练器 nope 不存在");
    expect(validateHyperParameters("softmax", { epochs: "12", learningRate: 0.05 })).toBeNull();
  });

  it("fills defaults and refuses with the parameter named", () => {
    const softmax = TRAINERS.find((trainer) => trainer.id === "softmax")!;
    const resolved = resolveHyperParameters("softmax", { epochs: "12" });
    expect(resolved.epochs).toBe(12);
    expect(resolved.learningRate).toBe(softmax.parameters.find((p) => p.name === "learningRate")!.default);
    const error = refusal(() => resolveHyperParameters("softmax", { validationRatio: 0.9 }));
    expect(error.field).toBe("validationRatio");
    expect(error.message).toBe("超参数 validationRatio 超出范围（0 ~ 0.5）");
  });
});

describe("the built-in trainers", () => {
  const train = async (trainer: string, params: Record<string, number> = {}, outputDir?: string) => {
    const fixture = trainingFixture();
    seedShapes(fixture, 8);
    const hooks = collectingHooks();
    const job = jobFor(fixture, trainer, params, outputDir);
    const result = await runTraining(job, hooks);
    return { ...result, hooks, job };
  };

  it("softmax: loss falls, accuracy rises and held-out accuracy is high on red squares, blue discs and red discs", async () => {
    const { metrics, hooks, job } = await train("softmax", { epochs: 20, learningRate: 0.02 });
    const epochs = hooks.lines.filter((line) => line.startsWith("epoch "));
    expect(epochs).toHaveLength(20);
    expect(epochs[2]).toMatch(/^epoch 3\/20 loss=\d+\.\d{4} acc=\d\.\d{4} val_acc=\d\.\d{4}$/);
    const curve = metrics.lossCurve;
    expect(curve[19]!.loss).toBeLessThan(curve[0]!.loss * 0.7);
    expect(curve[19]!.accuracy).toBeGreaterThanOrEqual(curve[0]!.accuracy);
    expect(metrics.evaluatedOn).toBe("validation");
    expect(metrics.counts.validation).toBeGreaterThanOrEqual(3);
    expect(metrics.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(metrics.confusionMatrix.labels).toEqual(["红方块", "蓝圆", "红圆"]);
    expect(metrics.perLabel.map((label) => label.recall)).not.toContain(0);

    const written = JSON.parse(fs.readFileSync(path.join(job.outputDir, METRICS_FILE), "utf8")) as Metrics;
    expect(written.accuracy).toBe(metrics.accuracy);
    const checkpoint: unknown = JSON.parse(
      fs.readFileSync(path.join(job.outputDir, CHECKPOINT_FILE), "utf8"),
    );
    expect(isCheckpoint(checkpoint)).toBe(true);
  });

  it("centroid: one pass with a real held-out accuracy", async () => {
    const { metrics, hooks, checkpoint } = await train("centroid");
    expect(hooks.lines.filter((line) => line.startsWith("epoch "))).toEqual([
      expect.stringMatching(/^epoch 1\/1 loss=\d+\.\d{4} acc=\d\.\d{4} val_acc=\d\.\d{4}$/),
    ]);
    expect(metrics.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(checkpoint.model.kind).toBe("centroid");
    expect(checkpoint.labels.map((label) => label.name)).toEqual(["红方块", "蓝圆", "红圆"]);
    expect(checkpoint.backgroundClasses).toBe(3);
  });

  it("is deterministic for a seed, and another seed gives another split", async () => {
    const strip = (value: { checkpoint: object; metrics: object }) => ({
      ...value.checkpoint,
      createdAt: "",
      metrics: value.metrics,
    });
    const first = await train("softmax", { epochs: 5, seed: 3 });
    const again = await train("softmax", { epochs: 5, seed: 3 });
    const other = await train("softmax", { epochs: 5, seed: 4 });
    expect(strip(again)).toEqual(strip(first));
    expect(again.hooks.lines).toEqual(first.hooks.lines);
    expect(other.checkpoint.model).not.toEqual(first.checkpoint.model);
  });

  it("stops between steps when asked, keeping what it logged and writing no checkpoint", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 3);
    const job = jobFor(fixture, "softmax", { epochs: 50 });
    const hooks = collectingHooks(15);
    await expect(runTraining(job, hooks)).rejects.toBeInstanceOf(TrainingStopped);
    expect(hooks.lines).toHaveLength(15);
    expect(fs.existsSync(path.join(job.outputDir, CHECKPOINT_FILE))).toBe(false);
  });

  it("refuses to write into an output folder that was replaced by a link", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 2);
    const elsewhere = path.join(fixture.dataDir, "elsewhere");
    fs.mkdirSync(elsewhere);
    const outputDir = path.join(fixture.dataDir, "run-link");
    fs.symlinkSync(elsewhere, outputDir);
    await expect(runTraining(jobFor(fixture, "centroid", {}, outputDir), collectingHooks())).rejects.toThrow(
      "输出目录已被替换为链接，拒绝写入",
    );
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });

  it("skips an image it cannot decode with a warning line and trains on the rest", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 4);
    const broken = fixture.addItem(Buffer.from("not really a png"), "broken.png", IMAGE_SIZE, IMAGE_SIZE);
    fixture.annotate(fixture.addTask(), broken, [
      { label: "blueDisc", shape: randomShape("blueDisc", Math.random) },
    ]);
    const hooks = collectingHooks();
    const { metrics } = await runTraining(jobFor(fixture, "centroid", {}), hooks);
    expect(hooks.lines).toContainEqual(`warning: skip broken.png (item ${broken}): 文件不是图片，无法识别`);
    expect(metrics.counts.skippedImages).toBe(1);
    expect(metrics.counts.images).toBe(12);
  });
});
