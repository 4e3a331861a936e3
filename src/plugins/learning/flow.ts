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
  manifest?: Choices["algorithms"][number]["versions"][number]["manifest"];
}

type Version = Pick<VersionOption, "trainer" | "params" | "manifest">;

/**
 * Can the version detect? An algorithm package (the user's, or a built-in such as the CNN) when its
 * manifest's task type is detection; a colour/shape trainer when it learns background windows.
 */
export function detects(version: Version, trainers: readonly Trainer[] = []): boolean {
  if (version.manifest) return version.manifest.taskType === "detection";
  const builtin = trainers.find((trainer) => trainer.id === version.trainer)?.taskType;
  if (builtin) return builtin === "detection";
  return (version.params.backgroundPerImage ?? 0) > 0;
}

/** The versions fit for the task type: any classifies; detection needs one that draws boxes. */
export function versionsFor(
  choices: Choices,
  taskType: TaskType,
  trainers: readonly Trainer[] = [],
): VersionOption[] {
  return choices.algorithms.flatMap((algorithm) =>
    algorithm.versions
      .filter((version) => taskType === "classification" || detects(version, trainers))
      .map((version) => ({ ...version, algorithmName: algorithm.name })),
  );
}

/** The version's hyper-parameters: its package's manifest's, else its trainer's. */
export function parametersOf(version: Version | undefined, trainers: readonly Trainer[]) {
  if (!version) return [];
  return (
    version.manifest?.hyperParameters ??
    trainers.find((trainer) => trainer.id === version.trainer)?.parameters ??
    []
  );
}

/** The dataset versions with boxes (the only ones a project may train on). */
export const annotatedVersions = (choices: Choices) =>
  choices.datasetVersions.filter((version) => version.annotationCount > 0);

/** The version's epochs parameter (its package's or its trainer's), when it has one. */
export const epochsOf = (version: Version | undefined, trainers: readonly Trainer[]) =>
  parametersOf(version, trainers).find((parameter) => parameter.name === "epochs");

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
