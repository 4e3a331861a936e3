import fs from "node:fs";
import path from "node:path";
import { Value } from "@sinclair/typebox/value";
import {
  MODEL_MANIFEST_FILE,
  RunParamsSchema,
  type ModelManifest,
} from "../../../src/contracts/algorithmPackages";
import { CHECKPOINT_FILE } from "../checkpoint";
import { FEATURE_SPEC } from "../features";
import { writeJsonAtomically } from "../jsonFile";
import { PID_FILE, TRAINER_EXIT as EXIT } from "../trainerCommand";
import { runTraining, TrainingStopped } from "../training";
import { readCocoImages } from "./coco";

const EPOCH = /^epoch (\d+)\/\d+ loss=([\d.]+) acc=([\d.]+) val_acc=(\S+)/;

/** An epoch line of the built-in trainers also as a step metric line (the package contract's). */
function log(line: string) {
  process.stdout.write(`${line}\n`);
  const epoch = EPOCH.exec(line);
  if (!epoch) return;
  const step: Record<string, number> = {
    step: Number(epoch[1]),
    loss: Number(epoch[2]),
    accuracy: Number(epoch[3]),
  };
  if (epoch[4] !== "n/a") step.validationAccuracy = Number(epoch[4]);
  process.stdout.write(`${JSON.stringify(step)}\n`);
}

/**
 * The built-in colour/shape trainers as packages (docs/algorithm-packages.md): read params.json and
 * the COCO folder it names, train as the trainer program does, write checkpoint.json, metrics.json and
 * a model.json of format "checkpoint" (there is no ONNX writer without another dependency).
 */
export async function runBuiltinPackage(trainer: string, paramsFile: string | undefined): Promise<number> {
  let stopRequested = false;
  let wake: (() => void) | undefined;
  process.on("SIGTERM", () => {
    stopRequested = true;
    wake?.();
  });
  // The platform's pause after each line (TRAINING_STEP_DELAY_MS), so a small run can be watched.
  const delayMs = Math.max(0, Number(process.env.STEP_DELAY_MS) || 0);
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || stopRequested) return resolve();
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  try {
    if (!paramsFile) throw new Error("usage: train.ts <params.json>");
    // The job folder holds input/params.json: the pid there lets a restarted server stop this run.
    fs.writeFileSync(path.join(path.dirname(path.dirname(paramsFile)), PID_FILE), String(process.pid));
    const params: unknown = JSON.parse(fs.readFileSync(paramsFile, "utf8"));
    if (!Value.Check(RunParamsSchema, params)) throw new Error("params.json 格式不正确");
    const dataset = readCocoImages(params.input.dir);
    const outputDir = params.output.dir;
    await runTraining(
      {
        format: 1,
        runId: params.runId,
        trainer,
        params: params.hyperParameters,
        stepDelayMs: delayMs,
        outputDir,
        datasetVersionId: 0,
        labelGroupId: null,
        ...dataset,
      },
      { log, pause, stopped: () => stopRequested },
    );
    const manifest: ModelManifest = {
      format: "checkpoint",
      file: CHECKPOINT_FILE,
      taskType: params.taskType,
      labels: dataset.labels.map((label) => label.name),
      // The checkpoint reads a region through its colour/shape features on a grid of this size.
      input: {
        name: "features",
        width: FEATURE_SPEC.grid,
        height: FEATURE_SPEC.grid,
        channels: 3,
        layout: "NCHW",
        scale: 255,
        mean: [0, 0, 0],
        std: [1, 1, 1],
      },
      output: { kind: "classification", name: "probabilities" },
    };
    writeJsonAtomically(path.join(outputDir, MODEL_MANIFEST_FILE), manifest);
    log("done");
    return EXIT.ok;
  } catch (error) {
    if (error instanceof TrainingStopped) {
      log(`terminated: 收到终止信号，训练已停止（最后一步：${error.step}）`);
      return EXIT.terminated;
    }
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}
