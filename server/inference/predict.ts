import { pixelTable, regionFeatures, standardise, type Box, type PixelTable } from "../training/features";
import { decodeImage, DEFAULT_IMAGE_LIMITS, type ImageLimits, type RgbaImage } from "../training/image";
import { argmax, classProbabilities } from "../training/models";
import type { LoadedModel } from "./model";
import { nonMaxSuppression, refineBounds, refineBox, slidingWindows } from "./proposals";
import { scaleBoxBack, shrinkImage, workingScale } from "./workingSize";

export interface LabelScore {
  labelId: number;
  label: string;
  color: string;
  score: number;
}

export interface PredictedBox extends LabelScore, Box {}

/** What the model makes of one image. */
export interface Prediction {
  width: number;
  height: number;
  /**
   * Every label with its score, best first. A detection checkpoint's (one with background classes)
   * agree with its boxes: a label's score is its best box's; a label without a box gets the highest
   * probability any window gave it, kept under the threshold (no box means the model did not find it).
   * A classification checkpoint's are the whole image's probabilities (summing to 1).
   */
  labels: LabelScore[];
  /** Regions the model finds a label in, best first, in the image's own pixels; empty for classification. */
  boxes: PredictedBox[];
}

export interface PredictOptions {
  /** A window becomes a box when its best label's probability reaches this (background competing). */
  threshold?: number;
  /** Boxes overlapping a better one more than this (intersection over union) are dropped. */
  maxOverlap?: number;
  maxBoxes?: number;
  limits?: ImageLimits;
}

/** Coarse windows this close to the threshold are refined too (refining raises the score). */
const COARSE_SHARE = 0.6;
/** The score step under the threshold a label without a box stays at most (scores have 4 digits). */
const UNDER = 0.0001;

export const PREDICT_DEFAULTS = { threshold: 0.6, maxOverlap: 0.3, maxBoxes: 20 } as const;

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

function probabilities(model: LoadedModel, image: PixelTable, box: Box): number[] {
  const { features, model: classifier } = model.checkpoint;
  return classProbabilities(classifier, standardise(regionFeatures(image, box), features));
}

/** Decodes the image (PNG or JPEG) and predicts with the model; refuses what `decodeImage` refuses. */
export function predict(
  model: LoadedModel,
  imageBytes: Uint8Array,
  options: PredictOptions = {},
): Prediction {
  const image = decodeImage(imageBytes, options.limits ?? DEFAULT_IMAGE_LIMITS);
  return predictPixels(model, image, options);
}

/**
 * The prediction for already decoded pixels: the image is shrunk to the model's working size first
 * (workingSize.ts), the answer given in the image's own pixels.
 */
export function predictPixels(
  model: LoadedModel,
  original: RgbaImage,
  options: PredictOptions = {},
): Prediction {
  const { threshold, maxOverlap, maxBoxes } = { ...PREDICT_DEFAULTS, ...options };
  const { labels, backgroundClasses, windows } = model.checkpoint;
  const image = shrinkImage(original, workingScale(original.width, original.height, windows));
  const describe = (k: number, score: number): LabelScore => ({
    labelId: labels[k]!.id,
    label: labels[k]!.name,
    color: labels[k]!.color,
    score: round(score),
  });
  const bestFirst = (a: LabelScore, b: LabelScore) => b.score - a.score || a.labelId - b.labelId;
  const table = pixelTable(image);
  const answer = (labelScores: LabelScore[], boxes: PredictedBox[]): Prediction => ({
    width: original.width,
    height: original.height,
    labels: labelScores.sort(bestFirst),
    boxes: boxes.map((box) => scaleBoxBack(box, image, original)),
  });

  if (backgroundClasses === 0) {
    const whole = probabilities(model, table, { x: 0, y: 0, width: image.width, height: image.height });
    return answer(
      labels.map((_, k) => describe(k, whole[k]!)),
      [],
    );
  }

  // Coarse windows find where something is; each label's local bests are then nudged onto the object,
  // the label kept (a linear model can like a drifting window better for another label), and only
  // then do labels compete for a place.
  const scores = (box: Box) => probabilities(model, table, box);
  const seen = labels.map(() => 0);
  const coarse: (Box & { score: number; k: number })[] = [];
  for (const window of slidingWindows(image.width, image.height, windows)) {
    const p = scores(window);
    labels.forEach((_, k) => (seen[k] = Math.max(seen[k]!, p[k]!)));
    const k = argmax(p, labels.length);
    const background = p.slice(labels.length).reduce((sum, value) => sum + value, 0);
    if (p[k]! >= threshold * COARSE_SHARE && p[k]! > background * COARSE_SHARE)
      coarse.push({ ...window, score: p[k]!, k });
  }
  const bounds = refineBounds(image.width, image.height, windows);
  const seeds = labels.flatMap((_, label) =>
    nonMaxSuppression(
      coarse.filter((window) => window.k === label),
      maxOverlap,
      maxBoxes,
    ),
  );
  const refined = seeds.map(({ k, score: _, ...seed }) => {
    const step = Math.max(1, Math.round(Math.min(seed.width, seed.height) * 0.125));
    const { box, score } = refineBox(seed, (box) => scores(box)[k]!, bounds, step);
    seen[k] = Math.max(seen[k]!, score);
    return { ...describe(k, score), ...box };
  });
  const boxes = nonMaxSuppression(
    refined.filter((box) => box.score >= threshold),
    maxOverlap,
    maxBoxes,
  );
  const labelScores = labels.map((_, k) => {
    const best = boxes.find((box) => box.labelId === labels[k]!.id);
    return describe(k, best ? best.score : Math.min(seen[k]!, threshold - UNDER));
  });
  return answer(labelScores, boxes);
}
