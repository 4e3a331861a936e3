import type { Choices, Metrics, Project, Run, TaskType, Trainer } from "./api";

/** The flow's steps, in order. */
export const STEPS = ["dataset", "taskType", "algorithm", "budget", "start", "progress", "publish"] as const;
export type Step = (typeof STEPS)[number];

/** A version the flow offers, with its algorithm's name. */
export interface VersionOption {
  id: number;
  algorithmName: string;
  version: string;
  trainer: string;
  trainerTitle: string;
  params: Record<string, number>;
}

/** Does the version's trainer draw boxes (it learns background windows)? Only those can detect. */
export const detects = (params: Record<string, number>) => (params.backgroundPerImage ?? 0) > 0;

/** The versions fit for the task type: any classifies; detection needs one that draws boxes. */
export function versionsFor(choices: Choices, taskType: TaskType): VersionOption[] {
  return choices.algorithms.flatMap((algorithm) =>
    algorithm.versions
      .filter((version) => taskType === "classification" || detects(version.params))
      .map((version) => ({ ...version, algorithmName: algorithm.name })),
  );
}

/** The dataset versions with boxes (the only ones a project may train on). */
export const annotatedVersions = (choices: Choices) =>
  choices.datasetVersions.filter((version) => version.annotationCount > 0);

/** The trainer's epochs parameter, when it has one. */
export const epochsOf = (trainer: Trainer | undefined) =>
  trainer?.parameters.find((parameter) => parameter.name === "epochs");

/** The first step a project still needs (where the flow opens it). */
export function firstOpenStep(project: Project): Step {
  if (project.datasetVersionId === null) return "dataset";
  if (project.taskType === null) return "taskType";
  if (project.algorithmVersionId === null) return "algorithm";
  if (project.hours === null) return "budget";
  if (project.trainingTaskId === null) return "start";
  if (project.lastRunStatus !== "succeeded" && project.serviceId === null) return "progress";
  return "publish";
}

/** Can the step be opened yet (every earlier choice made)? */
export function reachable(project: Project, step: Step): boolean {
  return STEPS.indexOf(step) <= STEPS.indexOf(firstOpenStep(project));
}

/** The succeeded run with the highest evaluation accuracy (the earlier one on a tie), or null. */
export function bestRun(runs: readonly Run[], metrics: ReadonlyMap<number, Metrics | null>): Run | null {
  let best: { run: Run; accuracy: number } | null = null;
  for (const run of [...runs].sort((a, b) => a.id - b.id)) {
    const accuracy = metrics.get(run.id)?.accuracy;
    if (run.status !== "succeeded" || accuracy === undefined) continue;
    if (!best || accuracy > best.accuracy) best = { run, accuracy };
  }
  return best?.run ?? null;
}

export const isActive = (status: Run["status"]) =>
  status === "queued" || status === "starting" || status === "running" || status === "terminating";

/** 0.8571 → "85.7%". */
export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
