import type { JobLabel } from "./jobFile";
import { argmax, classProbabilities, type ClassifierModel } from "./models";

/** A standardised feature row and its class. */
export interface Row {
  x: number[];
  y: number;
}

export interface LabelScore {
  labelId: number;
  name: string;
  /** Of the rows predicted as this label, the share that are; null when none was predicted. */
  precision: number | null;
  /** Of the rows of this label, the share predicted as it; null when there were none. */
  recall: number | null;
  support: number;
}

export interface Evaluation {
  accuracy: number;
  /** Mean cross-entropy of the true class. */
  loss: number;
  perLabel: LabelScore[];
  /** matrix[true][predicted] over the labels, in the labels' order. */
  confusionMatrix: { labels: string[]; matrix: number[][] };
}

const ratio = (part: number, whole: number) => (whole ? part / whole : null);

/**
 * How the model does on labelled rows. The prediction is the most probable label, background aside
 * (every row here is a labelled region), so the scores are the ones a user reads for a classifier.
 */
export function evaluate(
  model: ClassifierModel,
  rows: readonly Row[],
  labels: readonly JobLabel[],
): Evaluation {
  const matrix = labels.map(() => labels.map(() => 0));
  let loss = 0;
  let right = 0;
  for (const row of rows) {
    const probabilities = classProbabilities(model, row.x);
    const predicted = argmax(probabilities, labels.length);
    matrix[row.y]![predicted]! += 1;
    if (predicted === row.y) right += 1;
    loss -= Math.log(Math.max(1e-12, probabilities[row.y]!));
  }
  const perLabel = labels.map((label, k) => {
    const truePositives = matrix[k]![k]!;
    const predictedAs = matrix.reduce((sum, line) => sum + line[k]!, 0);
    const support = matrix[k]!.reduce((sum, n) => sum + n, 0);
    return {
      labelId: label.id,
      name: label.name,
      precision: ratio(truePositives, predictedAs),
      recall: ratio(truePositives, support),
      support,
    };
  });
  return {
    accuracy: rows.length ? right / rows.length : 0,
    loss: rows.length ? loss / rows.length : 0,
    perLabel,
    confusionMatrix: { labels: labels.map((label) => label.name), matrix },
  };
}
