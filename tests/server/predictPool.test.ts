// @vitest-environment node
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadModel } from "../../server/inference/model";
import { predict } from "../../server/inference/predict";
import { PredictPool, poolSize } from "../../server/inference/predictPool";
import { InstanceSlots, WAITING_PER_INSTANCE } from "../../server/services/instanceSlots";
import { DEFAULT_IMAGE_LIMITS } from "../../server/training/image";
import { EngineRefusal } from "../../server/training/text";
import { runTraining } from "../../server/training/training";
import { shapePng } from "../support/shapeImage";
import { BACKGROUND, BLUE, RED, seedShapes, trainingFixture } from "./trainingFixture";
import { collectingHooks, jobFor } from "./trainingJob";

let checkpoint: string;
const at = (file: string) => ({ path: file, format: "checkpoint" as const });
const pool = new PredictPool(2);
const image = shapePng(64, 48, BACKGROUND, [
  { kind: "square", x: 5, y: 8, size: 16, rgb: RED },
  { kind: "disc", x: 36, y: 20, size: 15, rgb: BLUE },
]);

beforeAll(async () => {
  const fixture = trainingFixture();
  seedShapes(fixture, 6);
  const job = jobFor(fixture, "centroid", {}, path.join(fixture.dataDir, "runs", "pool"));
  await runTraining(job, collectingHooks());
  checkpoint = path.join(job.outputDir, "checkpoint.json");
});
afterAll(() => pool.close());

describe("the prediction pool", () => {
  it("answers in a worker what predict answers in-process, starting a second worker only for a second call at once", async () => {
    const expected = predict(await loadModel(checkpoint), image);
    expect(await pool.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS)).toEqual(expected);
    expect(await pool.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS)).toEqual(expected);
    expect(pool.started).toBe(1);
    const both = await Promise.all([
      pool.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS),
      pool.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS),
      pool.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS),
    ]);
    expect(both).toEqual([expected, expected, expected]);
    expect(pool.started).toBe(2);
  });

  it("hands back the worker's refusal of an image or a checkpoint with its status and text", async () => {
    const notAnImage = await pool
      .run(at(checkpoint), "detection", Buffer.from("hello"), DEFAULT_IMAGE_LIMITS)
      .catch((e) => e);
    expect(notAnImage).toBeInstanceOf(EngineRefusal);
    expect([notAnImage.status, notAnImage.message]).toEqual([415, "文件不是图片，无法识别"]);
    const missing = await pool
      .run(at(`${checkpoint}.none`), "detection", image, DEFAULT_IMAGE_LIMITS)
      .catch((e) => e);
    expect([missing.status, missing.message]).toEqual([404, "模型文件不存在"]);
  });

  it("refuses calls once closed", async () => {
    const closed = new PredictPool(1);
    await closed.close();
    await expect(closed.run(at(checkpoint), "detection", image, DEFAULT_IMAGE_LIMITS)).rejects.toThrow(
      "closed",
    );
  });

  it("sizes itself to the cores: at least two, at most four", () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => poolSize(cores))).toEqual([2, 2, 2, 3, 4, 4]);
  });
});

describe("a service's instances", () => {
  it("let that many calls run at once; the next waits for a release, first come first served", async () => {
    const slots = new InstanceSlots();
    const first = await slots.acquire(7, 2);
    const second = await slots.acquire(7, 2);
    const order: string[] = [];
    const third = slots.acquire(7, 2).then((release) => (order.push("third"), release));
    const fourth = slots.acquire(7, 2).then((release) => (order.push("fourth"), release));
    expect(slots.load(7)).toEqual({ running: 2, waiting: 2 });
    // Another service is not held up.
    expect(await slots.acquire(8, 1)).toBeTypeOf("function");
    first!();
    first!();
    (await third)!();
    second!();
    (await fourth)!();
    expect(order).toEqual(["third", "fourth"]);
    expect(slots.load(7)).toEqual({ running: 0, waiting: 0 });
  });

  it("refuse a call when the service's line is full", async () => {
    const slots = new InstanceSlots();
    await slots.acquire(3, 1);
    const waiting = Array.from({ length: WAITING_PER_INSTANCE }, () => slots.acquire(3, 1));
    expect(slots.load(3)).toEqual({ running: 1, waiting: WAITING_PER_INSTANCE });
    expect(await slots.acquire(3, 1)).toBeUndefined();
    expect(waiting).toHaveLength(WAITING_PER_INSTANCE);
  });
});
