import { pixelTable, regionFeatures, standardise, type Box, type PixelTable } from "../training/features";
import { decodeImage, DEFAULT_IMAGE_LIMITS, type ImageLimits, type RgbaImage } from "../training/image";
import { argmax, classProbabilities } from "../training/models";
import type { LoadedModel } from "./model";
import { nonMaxSuppression, refineBounds, refineBox, slidingWindows } from "./proposals";

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
  /** The whole image classified: every label with its score (scores sum to 1), best first. */
  labels: LabelScore[];
  /** Regions the model finds a label in, best first; empty when the checkpoint has no background classes. */
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

/** The prediction for already decoded pixels. */
export function predictPixels(
  model: LoadedModel,
  image: RgbaImage,
  options: PredictOptions = {},
): Prediction {
  const { threshold, maxOverlap, maxBoxes } = { ...PREDICT_DEFAULTS, ...options };
  const { labels, backgroundClasses, windows } = model.checkpoint;
  const describe = (k: number, score: number): LabelScore => ({
    labelId: labels[k]!.id,
    label: labels[k]!.name,
    color: labels[k]!.color,
    score: round(score),
  });

  const table = pixelTable(image);
  const whole = probabilities(model, table, { x: 0, y: 0, width: image.width, height: image.height });
  const labelTotal = whole.slice(0, labels.length).reduce((sum, p) => sum + p, 0);
  const labelScores = labels
    .map((_, k) => describe(k, whole[k]! / labelTotal))
    .sort((a, b) => b.score - a.score || a.labelId - b.labelId);

  // Coarse windows find where something is; each label's local bests are then nudged onto the object,
  // the label kept (a linear model can like a drifting window better for another label), and only
  // then do labels compete for a place.
  const scores = (box: Box) => probabilities(model, table, box);
  const coarse: (Box & { score: number; k: number })[] = [];
  if (backgroundClasses > 0)
    for (const window of slidingWindows(image.width, image.height, windows)) {
      const p = scores(window);
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
    return { ...describe(k, score), ...box };
  });
  const candidates = refined.filter((box) => box.score >= threshold);
  return {
    width: image.width,
    height: image.height,
    labels: labelScores,
    boxes: nonMaxSuppression(candidates, maxOverlap, maxBoxes),
  };
}
