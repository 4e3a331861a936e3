// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalRunner } from "../../server/training/localRunner";
import type { TrainingService } from "../../server/training/trainingService";
import { closeAll } from "./helpers";
import { seedShapes, trainingFixture } from "./trainingFixture";
import { request, serviceFor, waitFor } from "./trainingServiceSupport";

const open: TrainingService[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
  await closeAll();
});

/**
 * The colour/shape trainers run as the built-in packages of the package contract
 * (docs/algorithm-packages.md): params.json in the job, the task's boxes as a COCO folder, step lines
 * into steps.jsonl (the live curves), model.json beside the checkpoint; no sandbox is needed for them.
 */
describe("the built-in centroid and softmax trainers as packages", () => {
  it.each([
    ["softmax", { epochs: 3 }, 3],
    ["centroid", {}, 1],
  ] as const)(
    "%s runs through the package runner with its step metrics and model manifest",
    async (trainer, params, steps) => {
      const fixture = trainingFixture();
      seedShapes(fixture, 2);
      // A bubblewrap that does not exist: the built-ins need no sandbox.
      const runner = new LocalRunner({ bwrap: "/nonexistent/bwrap" });
      const service = serviceFor(fixture, runner, 0);
      open.push(service);
      await service.start();
      const run = await service.submit(request(fixture, { trainer, params }));
      const done = await waitFor(() => {
        const view = service.get(run.id);
        return !["queued", "starting", "running"].includes(view.status) && view;
      });
      expect(done).toMatchObject({ status: "succeeded", exitCode: 0 });

      const jobDir = path.join(fixture.dataDir, "training", "jobs", String(run.id));
      const handed = JSON.parse(fs.readFileSync(path.join(jobDir, "input", "params.json"), "utf8"));
      expect(handed).toMatchObject({
        runId: run.id,
        input: { format: "coco" },
        hyperParameters: done.params,
      });
      const coco = JSON.parse(
        fs.readFileSync(path.join(jobDir, "input", "dataset", "annotations", "instances.json"), "utf8"),
      );
      expect(coco.annotations).toHaveLength(6);

      const runDir = path.dirname(done.logPath);
      const stepLines = fs.readFileSync(path.join(runDir, "steps.jsonl"), "utf8").trim().split("\n");
      expect(stepLines.map((line) => JSON.parse(line).step)).toEqual(
        Array.from({ length: steps }, (_, k) => k + 1),
      );
      expect(JSON.parse(stepLines[0]!)).toHaveProperty("loss");
      const model = JSON.parse(fs.readFileSync(path.join(runDir, "model.json"), "utf8"));
      expect(model).toMatchObject({
        format: "checkpoint",
        file: "checkpoint.json",
        labels: ["红方块", "蓝圆", "红圆"],
      });
    },
    90_000,
  );
});
