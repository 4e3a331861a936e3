import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../lib/db";
import { MODEL_FILES, type ModelFormat } from "../../../src/contracts/modelManifest";
import { refuse } from "../../lib/refusal";
import { RunStore } from "../../training/runStore";
import { runView, type RunView } from "../../training/runView";
import { writeJsonAtomically } from "../../training/jsonFile";
import type { ModelFacts } from "./modelSource";
import { MODELS_TEXT } from "./modelText";

/** A finished run a model version can be registered from (the drop-list's row). */
export interface FinishedRun {
  id: number;
  name: string;
  trainer: string;
  algorithmVersionId: number | null;
  taskId: number | null;
  accuracy: number | null;
  endTime: number | null;
  /** The run's model as storage names it: its model.onnx or checkpoint.json. */
  remoteCheckpointPath: string;
  format: ModelFormat;
  coreHours: number;
}

/**
 * The model a succeeded run wrote, on disk and as storage names it: model.onnx beside a model.json
 * (an algorithm package's run), else checkpoint.json (a missing model.json means the checkpoint format).
 */
export function runModelFile(run: RunView): { dir: string; remote: string; format: ModelFormat } | null {
  if (run.status !== "succeeded" || !run.logPath) return null;
  const dir = path.dirname(run.logPath);
  if (fs.existsSync(path.join(dir, MODEL_FILES.manifest)) && fs.existsSync(path.join(dir, MODEL_FILES.onnx)))
    return { dir, remote: `${run.remoteDir}/${MODEL_FILES.onnx}`, format: "onnx" };
  if (run.checkpointPath && run.remoteCheckpointPath)
    return { dir, remote: run.remoteCheckpointPath, format: "checkpoint" };
  return null;
}

/** The training engine's runs, read from its store (table training_runs) with the same db. */
export class RunReader {
  private readonly runs: RunStore;

  constructor(
    db: Db,
    private readonly now: () => number,
  ) {
    this.runs = new RunStore(db);
  }

  /** A run of the user, as the engine shows it; 404 训练不存在 for another's or a missing one. */
  get(userId: number, runId: number): RunView {
    const row = this.runs.get(runId);
    if (!row || row.user_id !== userId) return refuse(404, MODELS_TEXT.runNotFound);
    return runView(row, this.now());
  }

  /** The user's succeeded runs that wrote a checkpoint, newest first. */
  finished(userId: number): FinishedRun[] {
    return this.runs
      .list({ userId, statuses: ["succeeded"] })
      .map((row) => runView(row, this.now()))
      .map((run) => ({ run, model: runModelFile(run) }))
      .filter(({ model }) => model !== null)
      .map(({ run, model }) => ({
        id: run.id,
        name: run.name,
        trainer: run.trainer,
        algorithmVersionId: run.algorithmVersionId,
        taskId: run.taskId,
        accuracy: accuracyOf(run),
        endTime: run.endedAt,
        remoteCheckpointPath: model!.remote,
        format: model!.format,
        coreHours: run.coreHours,
      }));
  }

  /** Core hours of the user's runs among `ids` (a model's resource cost). */
  coreHours(userId: number, ids: number[]): number {
    return ids.reduce((sum, id) => {
      const row = this.runs.get(id);
      return row && row.user_id === userId ? sum + runView(row, this.now()).coreHours : sum;
    }, 0);
  }
}

/** The validation accuracy in a run's metrics.json, or null. */
export function accuracyOf(run: RunView): number | null {
  if (!run.metricsPath) return null;
  try {
    const metrics = JSON.parse(fs.readFileSync(run.metricsPath, "utf8")) as { accuracy?: unknown };
    return typeof metrics.accuracy === "number" ? metrics.accuracy : null;
  } catch {
    return null;
  }
}

/** The folder of the registered models, out of the users' storage: the version's own copy of its file. */
export const versionFile = (dataDir: string, versionId: number, format: ModelFormat = "checkpoint") =>
  path.join(
    dataDir,
    "models",
    String(versionId),
    format === "onnx" ? MODEL_FILES.onnx : MODEL_FILES.checkpoint,
  );

/**
 * Copies a model into the version's own folder (through a temporary name): checkpoint.json, or
 * model.onnx with its manifest model.json (naming model.onnx); answers the model file and its size.
 */
export function keepModel(
  dataDir: string,
  versionId: number,
  facts: ModelFacts,
): { file: string; size: number } {
  const file = versionFile(dataDir, versionId, facts.format);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (facts.manifest)
    writeJsonAtomically(path.join(path.dirname(file), MODEL_FILES.manifest), {
      ...facts.manifest,
      file: MODEL_FILES.onnx,
    });
  const partial = `${file}.partial`;
  fs.copyFileSync(facts.file, partial);
  fs.renameSync(partial, file);
  return { file, size: fs.statSync(file).size };
}

/** Removes a version's own file and folder. */
export function dropCheckpoint(dataDir: string, versionId: number): void {
  fs.rmSync(path.dirname(versionFile(dataDir, versionId)), { recursive: true, force: true });
}
