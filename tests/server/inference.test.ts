// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadModel, type LoadedModel } from "../../server/inference/model";
import { predict } from "../../server/inference/predict";
import { scaleBoxBack, shrinkImage, workingScale } from "../../server/inference/workingSize";
import { iou } from "../../server/training/geometry";
import { EngineRefusal } from "../../server/training/text";
import { runTraining } from "../../server/training/training";
import { shapeJpeg, shapePng, type Shape } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { BACKGROUND, BLUE, RED, seedShapes, trainingFixture } from "./trainingFixture";
import { collectingHooks, jobFor } from "./trainingJob";

const checkpoints: Record<string, string> = {};

beforeAll(async () => {
  const fixture = trainingFixture();
  seedShapes(fixture, 10);
  for (const trainer of ["softmax", "centroid"]) {
    const job = jobFor(fixture, trainer, {}, path.join(fixture.dataDir, "runs", trainer));
    await runTraining(job, collectingHooks());
    checkpoints[trainer] = path.join(job.outputDir, "checkpoint.json");
  }
  // No background windows: a classification checkpoint (no boxes).
  const job = jobFor(
    fixture,
    "centroid",
    { backgroundPerImage: 0 },
    path.join(fixture.dataDir, "runs", "whole"),
  );
  await runTraining(job, collectingHooks());
  checkpoints.classification = path.join(job.outputDir, "checkpoint.json");
});
afterAll(closeAll);

const square: Shape = { kind: "square", x: 5, y: 8, size: 16, rgb: RED };
const blueDisc: Shape = { kind: "disc", x: 36, y: 20, size: 15, rgb: BLUE };
const redDisc: Shape = { kind: "disc", x: 40, y: 4, size: 14, rgb: RED };
const truth = (shape: Shape) => ({ x: shape.x, y: shape.y, width: shape.size, height: shape.size });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineRefusal) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe.each(["softmax", "centroid"])("predict with the %s trainer's checkpoint", (trainer) => {
  let model: LoadedModel;
  beforeAll(async () => {
    model = await loadModel(checkpoints[trainer]!);
  });

  it("finds each shape of a new picture with its label and a box on it", () => {
    const prediction = predict(model, shapePng(64, 48, BACKGROUND, [square, blueDisc]));
    expect(prediction.width).toBe(64);
    expect(prediction.height).toBe(48);
    const squareBox = prediction.boxes.find((box) => iou(box, truth(square)) >= 0.5);
    const discBox = prediction.boxes.find((box) => iou(box, truth(blueDisc)) >= 0.5);
    expect(squareBox?.label).toBe("红方块");
    expect(discBox?.label).toBe("蓝圆");
    expect(squareBox!.score).toBeGreaterThanOrEqual(0.6);
    expect(prediction.boxes.every((box) => box.score <= 1 && box.score >= 0.6)).toBe(true);
  });

  it("tells a red disc from a red square by its shape", () => {
    const prediction = predict(model, shapePng(64, 48, BACKGROUND, [square, redDisc]));
    expect(prediction.boxes.find((box) => iou(box, truth(redDisc)) >= 0.5)?.label).toBe("红圆");
    expect(prediction.boxes.find((box) => iou(box, truth(square)) >= 0.5)?.label).toBe("红方块");
  });

  // The labels once summed to one over the whole image without its background share, and could name
  // another shape than the box did (蓝圆 0.95 over a box 红方块 0.9997): now they agree with the boxes.
  it("names the shape of a one-shape picture first, each label scored by its best box", () => {
    for (const shape of [
      { ...blueDisc, x: 10, y: 12, size: 24 },
      { ...square, x: 14, y: 10, size: 20 },
    ]) {
      const prediction = predict(model, shapePng(48, 48, BACKGROUND, [shape]));
      const name = shape.kind === "disc" ? "蓝圆" : "红方块";
      expect(prediction.boxes[0]!.label).toBe(name);
      expect(iou(prediction.boxes[0]!, truth(shape))).toBeGreaterThanOrEqual(0.5);
      expect(prediction.labels[0]).toMatchObject({ label: name, score: prediction.boxes[0]!.score });
      expect(prediction.labels.map((label) => label.label).sort()).toEqual(["红圆", "红方块", "蓝圆"].sort());
      for (const label of prediction.labels) {
        const boxes = prediction.boxes.filter((box) => box.label === label.label);
        if (boxes.length) expect(label.score).toBe(Math.max(...boxes.map((box) => box.score)));
        else expect(label.score).toBeLessThan(0.6);
      }
    }
  });

  it("finds the shapes of a large picture at its working size and answers boxes in its own pixels", () => {
    const scale = 12;
    const big = (shape: Shape): Shape => ({
      ...shape,
      x: shape.x * scale,
      y: shape.y * scale,
      size: shape.size * scale,
    });
    const prediction = predict(
      model,
      shapePng(64 * scale, 48 * scale, BACKGROUND, [big(square), big(blueDisc)]),
    );
    expect([prediction.width, prediction.height]).toEqual([64 * scale, 48 * scale]);
    expect(prediction.boxes.find((box) => iou(box, truth(big(square))) >= 0.5)?.label).toBe("红方块");
    expect(prediction.boxes.find((box) => iou(box, truth(big(blueDisc))) >= 0.5)?.label).toBe("蓝圆");
    expect(
      prediction.labels
        .slice(0, 2)
        .map((label) => label.label)
        .sort(),
    ).toEqual(["红方块", "蓝圆"].sort());
  });

  it("reads JPEG too, and proposes no box on an empty picture", () => {
    const prediction = predict(model, shapeJpeg(64, 48, BACKGROUND, [square]));
    expect(prediction.boxes.find((box) => iou(box, truth(square)) >= 0.5)?.label).toBe("红方块");
    expect(predict(model, shapePng(64, 48, BACKGROUND, [])).boxes).toEqual([]);
  });
});

describe("predict with a classification checkpoint (no background classes)", () => {
  it("scores the whole picture, the scores summing to one, and draws no box", async () => {
    const model = await loadModel(checkpoints.classification!);
    expect(model.checkpoint.backgroundClasses).toBe(0);
    const prediction = predict(model, shapePng(48, 48, BACKGROUND, [{ ...blueDisc, x: 2, y: 2, size: 44 }]));
    expect(prediction.boxes).toEqual([]);
    expect(prediction.labels[0]!.label).toBe("蓝圆");
    expect(prediction.labels.reduce((sum, label) => sum + label.score, 0)).toBeCloseTo(1, 3);
  });
});

describe("the working size", () => {
  const windows = [{ width: 0.25, height: 0.25 }];
  it("shrinks a large picture so its smallest window spans two pixels a feature point, never a small one", () => {
    const side = 4000 * workingScale(4000, 4000, windows);
    expect(side).toBeGreaterThanOrEqual(256);
    expect(side).toBeLessThanOrEqual(1024);
    expect(workingScale(64, 48, windows)).toBe(1);
    expect(workingScale(4000, 4000, [])).toBeCloseTo(256 / 4000, 6);
  });

  it("averages the pixels it merges and scales boxes back to the picture's pixels", () => {
    const data = new Uint8Array(4 * 4 * 4);
    for (let i = 0; i < 16; i += 1) data.set(i % 2 ? [0, 0, 0, 255] : [200, 100, 50, 255], i * 4);
    const half = shrinkImage({ width: 4, height: 4, data }, 0.5);
    expect([half.width, half.height]).toEqual([2, 2]);
    expect([...half.data.subarray(0, 4)]).toEqual([100, 50, 25, 255]);
    const box = scaleBoxBack({ x: 1, y: 0, width: 1, height: 2 }, half, { width: 4, height: 4 });
    expect(box).toEqual({ x: 2, y: 0, width: 2, height: 4 });
  });
});

describe("what predict and loadModel refuse", () => {
  it("refuses what is not a PNG or JPEG, or is too large, with a message", async () => {
    const model = await loadModel(checkpoints.centroid!);
    const text = refusal(() => predict(model, Buffer.from("hello, not an image")));
    expect([text.status, text.message]).toEqual([415, "文件不是图片，无法识别"]);
    const bmpHeader = Buffer.alloc(64);
    bmpHeader.write("BM", 0, "latin1");
    bmpHeader.writeInt32LE(10, 18);
    bmpHeader.writeInt32LE(10, 22);
    expect(refusal(() => predict(model, bmpHeader)).message).toBe(
      "暂不支持 BMP 格式的图片（只支持 PNG 和 JPEG）",
    );
    expect(refusal(() => predict(model, Buffer.alloc(0))).message).toBe("请上传图片");
    const big = refusal(() =>
      predict(model, shapePng(200, 100, BACKGROUND, []), {
        limits: { maxPixels: 10_000, maxBytes: 1 << 20 },
      }),
    );
    expect([big.status, big.message]).toEqual([413, "图片过大（最多 0.01 百万像素）"]);
    const truncated = shapePng(40, 40, BACKGROUND, [square]).subarray(0, 60);
    expect(refusal(() => predict(model, truncated)).message).toBe("图片已损坏，无法解码");
  });

  it("keeps a loaded model until its file changes, and refuses a missing or foreign file or a link", async () => {
    const first = await loadModel(checkpoints.centroid!);
    expect(await loadModel(checkpoints.centroid!)).toBe(first);
    const copy = path.join(path.dirname(checkpoints.centroid!), "copy.json");
    fs.copyFileSync(checkpoints.centroid!, copy);
    const loaded = await loadModel(copy);
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(copy, future, future);
    expect(await loadModel(copy)).not.toBe(loaded);

    await expect(loadModel(path.join(path.dirname(copy), "none.json"))).rejects.toMatchObject({
      status: 404,
      message: "模型文件不存在",
    });
    const link = path.join(path.dirname(copy), "link.json");
    fs.symlinkSync(checkpoints.centroid!, link);
    await expect(loadModel(link)).rejects.toMatchObject({ status: 422 });
    fs.writeFileSync(copy, JSON.stringify({ format: "something else" }));
    await expect(loadModel(copy)).rejects.toMatchObject({
      status: 422,
      message: "模型文件格式不正确，无法加载",
    });
  });
});
