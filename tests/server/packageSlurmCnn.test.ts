// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import * as ort from "onnxruntime-node";
import { afterEach, describe, expect, it } from "vitest";
import { ModelManifestSchema } from "../../src/contracts/algorithmPackages";
import { Value } from "@sinclair/typebox/value";
import { LocalRunner } from "../../server/training/localRunner";
import { builtinPackage, launchOf } from "../../server/training/packages/registry";
import { SlurmRunner } from "../../server/training/slurmRunner";
import { APP_DIR } from "../../server/training/trainerCommand";
import { MIXED_SHAPES, writeMixedShapesCoco } from "../support/mixedShapesCoco";
import { closeAll, tempDir } from "./helpers";
import { ended, readLog, SMALL, userPackage } from "./packageSupport";
import { REAL_PROCESS_TEST_MS } from "../support/budgets";

afterEach(closeAll);

describe("the Slurm runner with a package", () => {
  it("submits the package's entrypoint with the run's resources; the stand-ins run it and its steps are extracted", async () => {
    const pkg = userPackage({
      "train.sh": [
        `echo '{"step": 1, "loss": 0.7}'`,
        'echo "cores=$OMP_NUM_THREADS"',
        `echo '{"step": 2, "loss": 0.3, "accuracy": 0.9}'`,
        'echo marker > "$HOME/marker.txt"',
      ].join("\n"),
    });
    const runner = new SlurmRunner({
      binDir: path.join(APP_DIR, "scripts", "slurm-standin"),
      env: { ...process.env, SLURM_STANDIN_DIR: tempDir("slurm-state-") },
    });
    const resources = { cores: 2, memoryGb: 1.5, hours: 0.5 };
    const handle = await runner.submit({
      runId: 9,
      name: "train-9",
      jobDir: pkg.root,
      logPath: pkg.logPath,
      resources,
      package: pkg.launch,
    });
    const script = fs.readFileSync(path.join(pkg.root, "run.sbatch"), "utf8");
    expect(script).toContain("#SBATCH --cpus-per-task=2\n#SBATCH --mem=1536M\n#SBATCH --time=0-00:30:00");
    expect(script).toContain(`exec '/bin/sh' '${path.join(pkg.dir, "train.sh")}' '${pkg.launch.paramsFile}'`);
    expect(await ended(runner, handle)).toMatchObject({ state: "succeeded" });
    expect(fs.readFileSync(path.join(pkg.outputDir, "marker.txt"), "utf8")).toBe("marker\n");
    expect(readLog(pkg.logPath)).toContain("cores=2");
    const steps = fs.readFileSync(path.join(pkg.outputDir, "steps.jsonl"), "utf8").trim().split("\n");
    expect(steps.map((line) => JSON.parse(line))).toEqual([
      { step: 1, loss: 0.7 },
      { step: 2, loss: 0.3, accuracy: 0.9 },
    ]);
  });
});

describe("the built-in PyTorch CNN package against the colour/shape trainers", () => {
  it(
    "beats both on shapes of mixed colours (mirror-image triangles), and exports an ONNX model onnxruntime loads",
    async () => {
      const root = tempDir("cnn-");
      const inputDir = path.join(root, "input");
      writeMixedShapesCoco(path.join(inputDir, "dataset"), 30);
      const runner = new LocalRunner();
      const accuracy: Record<string, number> = {};
      for (const id of ["centroid", "softmax", "cnn-pytorch"]) {
        const loaded = builtinPackage(id);
        const outputDir = path.join(root, id);
        fs.mkdirSync(outputDir);
        const paramsFile = path.join(inputDir, `${id}.json`);
        const hyperParameters = Object.fromEntries(
          loaded.manifest.hyperParameters.map((p) => [p.name, p.default]),
        );
        const resources = { ...SMALL, cores: 2, memoryGb: 2 };
        fs.writeFileSync(
          paramsFile,
          JSON.stringify({
            runId: 1,
            taskType: "detection",
            hyperParameters,
            resources,
            input: { dir: path.join(inputDir, "dataset"), format: "coco" },
            output: { dir: outputDir },
          }),
        );
        const launch = launchOf(loaded, { packageDir: loaded.dir, inputDir, outputDir, paramsFile });
        const logPath = path.join(outputDir, "train.log");
        const handle = await runner.submit({
          runId: 1,
          name: id,
          jobDir: root,
          logPath,
          resources,
          package: launch,
        });
        expect(await ended(runner, handle, 150_000), readLog(logPath)).toMatchObject({ state: "succeeded" });
        const metrics = JSON.parse(fs.readFileSync(path.join(outputDir, "metrics.json"), "utf8"));
        expect(metrics.evaluatedOn).toBe("validation");
        accuracy[id] = metrics.accuracy;
      }
      expect(accuracy["cnn-pytorch"]).toBeGreaterThanOrEqual(0.9);
      expect(accuracy["cnn-pytorch"]).toBeGreaterThan(accuracy.centroid! + 0.1);
      expect(accuracy["cnn-pytorch"]).toBeGreaterThan(accuracy.softmax! + 0.1);

      const cnnDir = path.join(root, "cnn-pytorch");
      const manifest = JSON.parse(fs.readFileSync(path.join(cnnDir, "model.json"), "utf8"));
      expect(Value.Check(ModelManifestSchema, manifest)).toBe(true);
      expect(manifest).toMatchObject({
        format: "onnx",
        labels: [...MIXED_SHAPES],
        input: { width: 32, height: 32 },
      });
      const steps = fs.readFileSync(path.join(cnnDir, "steps.jsonl"), "utf8").trim().split("\n");
      expect(steps).toHaveLength(12);
      const session = await ort.InferenceSession.create(path.join(cnnDir, "model.onnx"));
      const out = await session.run({
        input: new ort.Tensor("float32", new Float32Array(3 * 32 * 32), [1, 3, 32, 32]),
      });
      expect(out.logits!.dims).toEqual([1, 4]);
      // The JS trainers keep their checkpoint, with a model.json saying so.
      expect(JSON.parse(fs.readFileSync(path.join(root, "softmax", "model.json"), "utf8"))).toMatchObject({
        format: "checkpoint",
        file: "checkpoint.json",
      });
    },
    REAL_PROCESS_TEST_MS,
  );
});
