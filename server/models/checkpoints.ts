import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db";
import { loadModel } from "../inference/model";
import { refuse } from "../http";
import { RunStore } from "../training/runStore";
import { runView, type RunView } from "../training/runView";
import { EngineRefusal } from "../training/text";
import { MODELS_TEXT } from "./text";

/** A finished run a model version can be registered from (the drop-list's row). */
export interface FinishedRun {
  id: number;
  name: string;
  trainer: string;
  algorithmVersionId: number | null;
  taskId: number | null;
  accuracy: number | null;
  endTime: number | null;
  remoteCheckpointPath: string;
  coreHours: number;
}

/** What a checkpoint carries into its version's row. */
export interface CheckpointFacts {
  trainer: string;
  labels: string[];
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
      .filter((run) => run.checkpointPath && run.remoteCheckpointPath)
      .map((run) => ({
        id: run.id,
        name: run.name,
        trainer: run.trainer,
        algorithmVersionId: run.algorithmVersionId,
        taskId: run.taskId,
        accuracy: accuracyOf(run),
        endTime: run.endedAt,
        remoteCheckpointPath: run.remoteCheckpointPath ?? "",
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

/** Loads a checkpoint with the engine (refusing a missing or malformed file with its status). */
export async function readCheckpoint(file: string): Promise<CheckpointFacts> {
  try {
    const { checkpoint } = await loadModel(file);
    return { trainer: checkpoint.trainer, labels: checkpoint.labels.map((label) => label.name) };
  } catch (error) {
    if (error instanceof EngineRefusal) refuse(error.status, error.message);
    throw error;
  }
}

/** The folder of the registered checkpoints, out of the users' storage. */
export const versionFile = (dataDir: string, versionId: number) =>
  path.join(dataDir, "models", String(versionId), "checkpoint.json");

/** Copies a checkpoint into the version's own file (through a temporary name); returns its size. */
export function keepCheckpoint(
  dataDir: string,
  versionId: number,
  source: string,
): { file: string; size: number } {
  const file = versionFile(dataDir, versionId);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.copyFileSync(source, partial);
  fs.renameSync(partial, file);
  return { file, size: fs.statSync(file).size };
}

/** Removes a version's own file and folder. */
export function dropCheckpoint(dataDir: string, versionId: number): void {
  fs.rmSync(path.dirname(versionFile(dataDir, versionId)), { recursive: true, force: true });
}
