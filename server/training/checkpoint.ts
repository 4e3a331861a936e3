import { Type, type Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { LabelSchema } from "./jobFile";

const Numbers = Type.Array(Type.Number());

const CentroidSchema = Type.Object({
  kind: Type.Literal("centroid"),
  temperature: Type.Number({ exclusiveMinimum: 0 }),
  centroids: Type.Array(Numbers),
});

const SoftmaxSchema = Type.Object({
  kind: Type.Literal("softmax"),
  weights: Type.Array(Numbers),
  bias: Numbers,
});

export const CHECKPOINT_FORMAT = "hpc-ai-trainer-checkpoint";

/** checkpoint.json: what inference needs to predict from an image, written by the trainer. */
export const CheckpointSchema = Type.Object({
  format: Type.Literal(CHECKPOINT_FORMAT),
  formatVersion: Type.Literal(1),
  trainer: Type.String(),
  createdAt: Type.String(),
  runId: Type.Integer(),
  datasetVersionId: Type.Integer(),
  labelGroupId: Type.Union([Type.Integer(), Type.Null()]),
  /** The feature extractor and the training set's per-feature mean and spread. */
  features: Type.Object({
    name: Type.String(),
    grid: Type.Integer(),
    names: Type.Array(Type.String()),
    mean: Numbers,
    std: Numbers,
  }),
  /** Class order: the labels, then `backgroundClasses` background classes (kinds of window). */
  labels: Type.Array(LabelSchema),
  backgroundClasses: Type.Integer({ minimum: 0 }),
  /** Sliding-window sizes for box proposals: pixels divided by the square root of the image's area. */
  windows: Type.Array(
    Type.Object({
      width: Type.Number({ exclusiveMinimum: 0, maximum: 4 }),
      height: Type.Number({ exclusiveMinimum: 0, maximum: 4 }),
    }),
    { maxItems: 8 },
  ),
  params: Type.Record(Type.String(), Type.Number()),
  model: Type.Union([CentroidSchema, SoftmaxSchema]),
});

export type Checkpoint = Static<typeof CheckpointSchema>;

export const CHECKPOINT_FILE = "checkpoint.json";
export const METRICS_FILE = "metrics.json";

/** Is this a checkpoint whose sizes agree (features, classes, model rows)? */
export function isCheckpoint(value: unknown): value is Checkpoint {
  if (!Value.Check(CheckpointSchema, value)) return false;
  const dimension = value.features.names.length;
  const classes = value.labels.length + value.backgroundClasses;
  const rows = value.model.kind === "centroid" ? value.model.centroids : value.model.weights;
  return (
    value.labels.length > 0 &&
    (value.backgroundClasses === 0 || value.windows.length > 0) &&
    value.features.mean.length === dimension &&
    value.features.std.length === dimension &&
    value.features.std.every((spread) => spread > 0) &&
    rows.length === classes &&
    rows.every((row) => row.length === dimension) &&
    (value.model.kind === "centroid" || value.model.bias.length === classes)
  );
}
