import { Type as T, type Static } from "@sinclair/typebox";
import { RunStatus } from "./trainingTasks";

/**
 * A training run as 训练任务's train calls answer it (ai-domain §5), its evaluation (metrics.json) and
 * the messages of its log socket. Read by src/plugins/training-tasks and server/training (the engine
 * writes these shapes).
 */

/** What a run asked for. */
export const RunResources = T.Object({ cores: T.Number(), memoryGb: T.Number(), hours: T.Number() });
export type RunResources = Static<typeof RunResources>;

/** A run. Paths: `remote*` as the user's storage shows them (the answer's others say the same). */
export const RunView = T.Object({
  id: T.Integer(),
  userId: T.Integer(),
  account: T.String(),
  name: T.String(),
  taskId: T.Union([T.Integer(), T.Null()]),
  algorithmVersionId: T.Union([T.Integer(), T.Null()]),
  datasetVersionId: T.Integer(),
  labelGroupId: T.Union([T.Integer(), T.Null()]),
  trainer: T.String(),
  params: T.Record(T.String(), T.Number()),
  resources: RunResources,
  status: RunStatus,
  /** 排队中, 运行中, 已终止 … */
  statusText: T.String(),
  reason: T.String(),
  /** 1 for the next to start, while the local runner queues it. */
  queuePosition: T.Union([T.Integer(), T.Null()]),
  runner: T.String(),
  runnerJobId: T.Union([T.String(), T.Null()]),
  sampleCount: T.Integer(),
  exitCode: T.Union([T.Integer(), T.Null()]),
  createdAt: T.Number(),
  startedAt: T.Union([T.Number(), T.Null()]),
  endedAt: T.Union([T.Number(), T.Null()]),
  /** Time actually run (started to ended, or to now while running). */
  durationMs: T.Number(),
  /** cores × duration in hours: what the run used, for metering. */
  coreHours: T.Number(),
  remoteDir: T.String(),
  logPath: T.String(),
  remoteLogPath: T.String(),
  /** Present once written (a succeeded run). */
  metricsPath: T.Union([T.String(), T.Null()]),
  checkpointPath: T.Union([T.String(), T.Null()]),
  remoteCheckpointPath: T.Union([T.String(), T.Null()]),
});
export type RunView = Static<typeof RunView>;

/** A label's scores on the evaluated rows. */
export const LabelScore = T.Object({
  labelId: T.Integer(),
  name: T.String(),
  /** Of the rows predicted as this label, the share that are; null when none was predicted. */
  precision: T.Union([T.Number(), T.Null()]),
  /** Of the rows of this label, the share predicted as it; null when there were none. */
  recall: T.Union([T.Number(), T.Null()]),
  support: T.Integer(),
});
export type LabelScore = Static<typeof LabelScore>;

/** One point of the loss curve. */
export const CurvePoint = T.Object({
  epoch: T.Integer(),
  loss: T.Number(),
  accuracy: T.Number(),
  validationAccuracy: T.Union([T.Number(), T.Null()]),
});
export type CurvePoint = Static<typeof CurvePoint>;

/** A run's evaluation, metrics.json of a built-in trainer's run (null before it is written). */
export const RunMetrics = T.Object({
  trainer: T.String(),
  runId: T.Integer(),
  datasetVersionId: T.Integer(),
  params: T.Record(T.String(), T.Number()),
  /** "validation" normally; "train" when the held-out split was empty (too few boxes or ratio 0). */
  evaluatedOn: T.Union([T.Literal("validation"), T.Literal("train")]),
  counts: T.Object({
    images: T.Integer(),
    skippedImages: T.Integer(),
    train: T.Integer(),
    validation: T.Integer(),
    background: T.Integer(),
  }),
  accuracy: T.Number(),
  /** Mean cross-entropy of the true class. */
  loss: T.Number(),
  perLabel: T.Array(LabelScore),
  /** matrix[true][predicted] over the labels, in the labels' order. */
  confusionMatrix: T.Object({ labels: T.Array(T.String()), matrix: T.Array(T.Array(T.Number())) }),
  lossCurve: T.Array(CurvePoint),
});
export type RunMetrics = Static<typeof RunMetrics>;

/** One message of the log socket: a line, the run as it changed, or the end of the stream. */
export const RunSocketMessage = T.Union([
  T.Object({ kind: T.Literal("line"), n: T.Integer(), text: T.String() }),
  T.Object({ kind: T.Literal("run"), run: RunView }),
  T.Object({ kind: T.Literal("end") }),
]);
export type RunSocketMessage = Static<typeof RunSocketMessage>;
