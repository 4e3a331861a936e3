import type { HyperParameterValues } from "./hyperParameters";
import {
  argmax,
  classProbabilities,
  logits,
  softmax,
  type CentroidModel,
  type ClassifierModel,
  type SoftmaxModel,
} from "./models";
import { seededRandom, shuffled } from "./random";

/** The training rows (standardised features) with their class indices. */
export interface TrainInput {
  x: number[][];
  y: number[];
  classes: number;
  params: HyperParameterValues;
}

/** What a trainer reports after each epoch; `model` is its state at that point. */
export interface EpochReport {
  epoch: number;
  epochs: number;
  /** Mean cross-entropy over the training rows. */
  loss: number;
  /** Share of training rows classified right. */
  accuracy: number;
  model: ClassifierModel;
}

/** A trainer yields once an epoch and returns the final model. */
export type TrainerRun = Generator<EpochReport, ClassifierModel, void>;

function lossAndAccuracy(model: ClassifierModel, { x, y }: TrainInput) {
  let loss = 0;
  let right = 0;
  x.forEach((row, i) => {
    const probabilities = classProbabilities(model, row);
    loss -= Math.log(Math.max(1e-12, probabilities[y[i]!]!));
    if (argmax(probabilities) === y[i]) right += 1;
  });
  return { loss: loss / x.length, accuracy: right / x.length };
}

/** Nearest centroid: the mean feature row of each class; one pass. */
export function* trainCentroid(input: TrainInput): TrainerRun {
  const dimension = input.x[0]!.length;
  const sums = Array.from({ length: input.classes }, () => new Array<number>(dimension).fill(0));
  const counts = new Array<number>(input.classes).fill(0);
  input.x.forEach((row, i) => {
    const k = input.y[i]!;
    counts[k]! += 1;
    row.forEach((value, d) => (sums[k]![d]! += value));
  });
  const model: CentroidModel = {
    kind: "centroid",
    temperature: input.params.temperature!,
    centroids: sums.map((sum, k) => sum.map((value) => value / Math.max(1, counts[k]!))),
  };
  yield { epoch: 1, epochs: 1, ...lossAndAccuracy(model, input), model };
  return model;
}

/** Multinomial logistic regression by mini-batch gradient descent with L2 weight decay, seeded shuffling. */
export function* trainSoftmax(input: TrainInput): TrainerRun {
  const { epochs, learningRate, batchSize, weightDecay, seed } = input.params as Record<string, number>;
  const dimension = input.x[0]!.length;
  const weights = Array.from({ length: input.classes }, () => new Array<number>(dimension).fill(0));
  const bias = new Array<number>(input.classes).fill(0);
  const random = seededRandom(seed! + 1);
  const snapshot = (): SoftmaxModel => ({
    kind: "softmax",
    weights: weights.map((row) => [...row]),
    bias: [...bias],
  });
  const indices = input.x.map((_, i) => i);
  for (let epoch = 1; epoch <= epochs!; epoch += 1) {
    const order = shuffled(indices, random);
    for (let start = 0; start < order.length; start += batchSize!) {
      const batch = order.slice(start, start + batchSize!);
      const gradW = Array.from({ length: input.classes }, () => new Array<number>(dimension).fill(0));
      const gradB = new Array<number>(input.classes).fill(0);
      const current: SoftmaxModel = { kind: "softmax", weights, bias };
      for (const i of batch) {
        const row = input.x[i]!;
        const probabilities = softmax(logits(current, row));
        probabilities.forEach((p, k) => {
          const error = (p - (k === input.y[i] ? 1 : 0)) / batch.length;
          gradB[k]! += error;
          row.forEach((value, d) => (gradW[k]![d]! += error * value));
        });
      }
      for (let k = 0; k < input.classes; k += 1) {
        bias[k]! -= learningRate! * gradB[k]!;
        for (let d = 0; d < dimension; d += 1)
          weights[k]![d]! -= learningRate! * (gradW[k]![d]! + weightDecay! * weights[k]![d]!);
      }
    }
    const model = snapshot();
    yield { epoch, epochs: epochs!, ...lossAndAccuracy(model, input), model };
  }
  return snapshot();
}
