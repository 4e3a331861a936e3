/**
 * The two classifiers the built-in trainers produce, over standardised features. Classes are the
 * labels in checkpoint order, then the checkpoint's background classes (none, or one per kind of window).
 */
export interface CentroidModel {
  kind: "centroid";
  /** Softmax temperature over root-mean-square distances: lower is more confident. */
  temperature: number;
  centroids: number[][];
}

export interface SoftmaxModel {
  kind: "softmax";
  /** One row of weights a class. */
  weights: number[][];
  bias: number[];
}

export type ClassifierModel = CentroidModel | SoftmaxModel;

export function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

/** Root-mean-square distance: a Euclidean distance that does not grow with the number of features. */
export function rmsDistance(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum / a.length);
}

export function logits(model: SoftmaxModel, x: number[]): number[] {
  return model.weights.map((row, k) => row.reduce((sum, weight, i) => sum + weight * x[i]!, model.bias[k]!));
}

/** The probability of each class for one standardised feature row. */
export function classProbabilities(model: ClassifierModel, x: number[]): number[] {
  if (model.kind === "softmax") return softmax(logits(model, x));
  return softmax(model.centroids.map((centroid) => -rmsDistance(x, centroid) / model.temperature));
}

/** The index of the largest of the first `count` values (the labels, leaving the background out). */
export function argmax(values: number[], count = values.length): number {
  let best = 0;
  for (let i = 1; i < count; i += 1) if (values[i]! > values[best]!) best = i;
  return best;
}
