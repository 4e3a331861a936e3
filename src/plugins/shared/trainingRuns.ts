import { createServiceToken } from "../../core/pluginTypes";
import type { PackageManifest } from "../../contracts/algorithmPackages";
import type { RunStatus } from "../../machines/trainingRun.machine";

/**
 * What the training-tasks plugin offers other plugins (AI服务's guided flow first): its own calls of
 * 训练任务 (tb-task-manage, tb-algorithm-version/trainers, train/*), so nothing of them is copied.
 * `requires: [TRAINING_RUNS]`, then `usePlugins().getService(TRAINING_RUNS)`.
 */

/** A version of an algorithm the user may train with. */
export interface TrainableVersion {
  id: number;
  version: string;
  trainer: string;
  trainerTitle: string;
  params: Record<string, number>;
  /** The version's own algorithm package's manifest (trainer "package"), else null. */
  manifest?: Pick<PackageManifest, "taskType" | "hyperParameters"> | null;
}

/** 训练任务's choices: what the user may train on. */
export interface TrainingChoices {
  algorithms: { id: number; name: string; versions: TrainableVersion[] }[];
  datasetVersions: {
    id: number;
    datasetName: string;
    version: string;
    itemCount: number;
    annotationCount: number;
  }[];
}

export interface TrainerInfo {
  id: string;
  title: string;
  /** A built-in package's task type (the colour/shape trainers have none: they detect with background windows). */
  taskType?: PackageManifest["taskType"];
  parameters: { name: string; type: "int" | "float"; default: number; min: number; max: number }[];
}

/** A run as the flow shows it (训练任务's Run has more). */
export interface TrainingRun {
  id: number;
  name: string;
  status: RunStatus;
  statusText: string;
  reason: string;
  queuePosition: number | null;
  durationMs: number;
  createdAt: number;
}

/** A run's evaluation (训练任务's Metrics has more). */
export interface TrainingRunMetrics {
  evaluatedOn: "validation" | "train";
  accuracy: number;
  loss: number;
  lossCurve: { epoch: number; loss: number; accuracy: number; validationAccuracy: number | null }[];
}

export interface NewTrainingTask {
  name: string;
  algorithmVersionId: number;
  datasetVersionId: number;
  labelGroupId: number | null;
  params: Record<string, number>;
  cores: number;
  hours: number;
  description: string;
}

/** Failures have shown their tip, as 训练任务's own calls do; creating a task shows no success tip. */
export interface TrainingRunsService {
  choices(): Promise<TrainingChoices>;
  trainers(): Promise<TrainerInfo[]>;
  createTask(task: NewTrainingTask): Promise<{ id: number }>;
  startRun(taskId: number): Promise<TrainingRun>;
  /** The task's runs, newest first (the first 100). */
  runs(taskId: number): Promise<TrainingRun[]>;
  metrics(runId: number): Promise<TrainingRunMetrics | null>;
  terminate(runId: number): Promise<TrainingRun>;
}

export const TRAINING_RUNS = createServiceToken<TrainingRunsService>("training-tasks.runs");
