import fs from "node:fs";
import path from "node:path";
import { CHECKPOINT_FILE, CHECKPOINT_FORMAT, METRICS_FILE, type Checkpoint } from "./checkpoint";
import { evaluate, type Row } from "./evaluation";
import type { CurvePoint, RunMetrics } from "../../src/contracts/trainingRuns";
import { FEATURE_SPEC, fitStandardiser, standardise } from "./features";
import { representativeSizes } from "./geometry";
import type { Job } from "./jobFile";
import { writeJsonAtomically } from "./jsonFile";
import { seededRandom } from "./random";
import { validationMask } from "./split";
import { resolveHyperParameters, trainerById } from "./trainers";
import { assignClasses, extractRows } from "./trainingRows";

export interface TrainingHooks {
  /** One line of the run's log. */
  log: (line: string) => void;
  /** Waits `ms` (the job's step delay); may end early when the run is stopped. */
  pause: (ms: number) => Promise<void>;
  /** Has the run been asked to stop (SIGTERM)? */
  stopped: () => boolean;
}

/** Thrown between steps once the run has been asked to stop; what was logged so far stays. */
export class TrainingStopped extends Error {
  constructor(readonly step: string) {
    super(`stopped after ${step}`);
  }
}

/** A run's evaluation as metrics.json keeps it and train/evaluation-results answers it (the contract's). */
export type Metrics = RunMetrics;

export const OUTPUT_MOVED = "输出目录已被替换为链接，拒绝写入";
export const NO_TRAINABLE_IMAGES = "没有可用于训练的图片（只支持 PNG 和 JPEG）";

const fixed = (value: number) => value.toFixed(4);

/**
 * A whole training run of `job`: features, seeded stratified split, the trainer's epochs (one log
 * line each), evaluation on the held-out split, then checkpoint.json and metrics.json in the output
 * folder. Deterministic for a seed (time only enters `createdAt`).
 */
export async function runTraining(job: Job, hooks: TrainingHooks, now = () => new Date()) {
  const trainer = trainerById(job.trainer);
  const params = resolveHyperParameters(job.trainer, job.params);
  const random = seededRandom(params.seed!);
  let lastStep = "start";
  const step = async (line: string) => {
    hooks.log(line);
    lastStep = line;
    if (hooks.stopped()) throw new TrainingStopped(lastStep);
    await hooks.pause(job.stepDelayMs);
    if (hooks.stopped()) throw new TrainingStopped(lastStep);
  };

  const boxes = job.images.reduce((sum, image) => sum + image.boxes.length, 0);
  const settings = Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  await step(
    `trainer ${trainer.id}: ${job.labels.length} labels, ${boxes} boxes on ${job.images.length} images; ${settings}`,
  );
  const extracted = await extractRows(job, params.backgroundPerImage!, random, { progress: step });
  if (!extracted.rows.some((row) => row.label !== null)) throw new Error(NO_TRAINABLE_IMAGES);
  const { labels, rows, backgroundClasses, dropped } = assignClasses(extracted.rows, job.labels);
  for (const label of dropped)
    hooks.log(`warning: label ${label.name} has no readable image and is left out`);
  const labelled = rows.filter((row) => !row.background);

  const held = validationMask(
    labelled.map((row) => row.cls),
    params.validationRatio!,
    random,
  );
  const trainRaw = [...labelled.filter((_, i) => !held[i]), ...rows.filter((row) => row.background)];
  const standardiser = fitStandardiser(trainRaw.map((row) => row.features));
  const toRow = (row: (typeof trainRaw)[number]): Row => ({
    x: standardise(row.features, standardiser),
    y: row.cls,
  });
  const train = trainRaw.map(toRow);
  const validation = labelled.filter((_, i) => held[i]).map(toRow);
  const background = rows.length - labelled.length;
  const classes = labels.length + backgroundClasses;

  const curve: CurvePoint[] = [];
  const run = trainer.train({ x: train.map((row) => row.x), y: train.map((row) => row.y), classes, params });
  let next = run.next();
  while (!next.done) {
    const report = next.value;
    const validationAccuracy = validation.length ? evaluate(report.model, validation, labels).accuracy : null;
    curve.push({ epoch: report.epoch, loss: report.loss, accuracy: report.accuracy, validationAccuracy });
    await step(
      `epoch ${report.epoch}/${report.epochs} loss=${fixed(report.loss)} acc=${fixed(report.accuracy)} val_acc=${
        validationAccuracy === null ? "n/a" : fixed(validationAccuracy)
      }`,
    );
    next = run.next();
  }
  const model = next.value;

  const evaluatedOn = validation.length ? "validation" : "train";
  const evaluation = evaluate(
    model,
    validation.length ? validation : train.filter((row) => row.y < labels.length),
    labels,
  );
  const checkpoint: Checkpoint = {
    format: CHECKPOINT_FORMAT,
    formatVersion: 1,
    trainer: trainer.id,
    createdAt: now().toISOString(),
    runId: job.runId,
    datasetVersionId: job.datasetVersionId,
    labelGroupId: job.labelGroupId,
    features: {
      name: FEATURE_SPEC.name,
      grid: FEATURE_SPEC.grid,
      names: [...FEATURE_SPEC.names],
      ...standardiser,
    },
    labels,
    backgroundClasses,
    windows: representativeSizes(extracted.sizes),
    params,
    model,
  };
  const metrics: Metrics = {
    trainer: trainer.id,
    runId: job.runId,
    datasetVersionId: job.datasetVersionId,
    params,
    evaluatedOn,
    counts: {
      images: extracted.usedImages,
      skippedImages: extracted.skippedImages,
      train: train.length - background,
      validation: validation.length,
      background,
    },
    ...evaluation,
    lossCurve: curve,
  };
  // The output folder is in the user's storage: write only if it is still the folder the server made.
  fs.mkdirSync(job.outputDir, { recursive: true });
  if (fs.realpathSync(job.outputDir) !== path.resolve(job.outputDir)) throw new Error(OUTPUT_MOVED);
  writeJsonAtomically(path.join(job.outputDir, METRICS_FILE), metrics);
  writeJsonAtomically(path.join(job.outputDir, CHECKPOINT_FILE), checkpoint);
  hooks.log(
    `evaluation on ${evaluatedOn}: accuracy=${fixed(evaluation.accuracy)} loss=${fixed(evaluation.loss)}`,
  );
  hooks.log(`saved ${CHECKPOINT_FILE} and ${METRICS_FILE}`);
  return { checkpoint, metrics };
}
