import { createServiceToken } from "../../core/pluginTypes";
import type { PackageManifest } from "../../contracts/algorithmPackages";
import type { AlgorithmVersionView, HyperParameter, TrainerView } from "../../contracts/algorithms";
import type { RunMetrics, RunView } from "../../contracts/trainingRuns";
import type { DatasetVersionChoice } from "../../contracts/trainingTasks";

/**
 * What the training-tasks plugin offers other plugins (AI服务's guided flow first): its own calls of
 * 训练任务 (tb-task-manage, tb-algorithm-version/trainers, train/*), so nothing of them is copied.
 * `requires: [TRAINING_RUNS]`, then `usePlugins().getService(TRAINING_RUNS)`.
 */

/** A version of an algorithm the user may train with (the contract's version, what the flow reads). */
export type TrainableVersion = Pick<
  AlgorithmVersionView,
  "id" | "version" | "trainer" | "trainerTitle" | "params"
> & {
  /** The version's own algorithm package's manifest (trainer "package"), else null. */
  manifest?: Pick<PackageManifest, "taskType" | "hyperParameters"> | null;
};

/** 训练任务's choices: what the user may train on (the contract's TaskChoices, as the flow reads them). */
export interface TrainingChoices {
  algorithms: { id: number; name: string; versions: TrainableVersion[] }[];
  datasetVersions: Omit<DatasetVersionChoice, "datasetId">[];
}

/** A trainer (the contract's; a built-in package's task type, the colour/shape trainers have none). */
export type TrainerInfo = Pick<TrainerView, "id" | "title" | "taskType"> & {
  parameters: Omit<HyperParameter, "description">[];
};

/** A run as the flow shows it (the contract's RunView has more). */
export type TrainingRun = Pick<
  RunView,
  "id" | "name" | "status" | "statusText" | "reason" | "queuePosition" | "durationMs" | "createdAt"
>;

/** A run's evaluation (the contract's RunMetrics has more). */
export type TrainingRunMetrics = Pick<RunMetrics, "evaluatedOn" | "accuracy" | "loss" | "lossCurve">;

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
