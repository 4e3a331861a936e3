import * as ort from "onnxruntime-node";
import { BACKGROUND_LABELS, type OnnxManifest } from "../../src/contracts/modelManifest";
import type { Box } from "../training/features";
import { iou, type RelativeSize } from "../training/geometry";
import type { RgbaImage } from "../training/image";
import type { LoadedOnnx } from "./onnxModel";
import { PREDICT_DEFAULTS, type LabelScore, type PredictOptions, type Prediction } from "./predict";
import { nonMaxSuppression, slidingWindows } from "./proposals";
import { scaleBoxBack, shrinkImage, workingScale } from "./workingSize";

export type TaskType = "classification" | "detection";

/** Colours of an ONNX model's labels (its manifest names them only), in label order. */
const PALETTE = ["#e6194b", "#4363d8", "#3cb44b", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45"];

/**
 * Region sizes a detection service proposes for a classifier (relative to the square root of the image's
 * area, as the checkpoints' windows): the proposals of proposals.ts, each crop classified by the model.
 */
export const ONNX_WINDOWS: readonly RelativeSize[] = [
  { width: 0.25, height: 0.25 },
  { width: 0.45, height: 0.45 },
];
/** Crops run together when the model's batch dimension is free. */
const BATCH = 64;

const round = (value: number) => Number(value.toFixed(4));

/** Scores as probabilities: kept when they already are (each in [0,1], summing to 1), else a softmax. */
export function probabilities(scores: ArrayLike<number>): number[] {
  const values = Array.from(scores);
  const sum = values.reduce((total, value) => total + value, 0);
  if (values.every((value) => value >= 0 && value <= 1) && Math.abs(sum - 1) < 1e-3) return values;
  const top = Math.max(...values);
  const exps = values.map((value) => Math.exp(value - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / total);
}

/**
 * Writes the `box` of the image, resized (bilinear) to the manifest's input size, into `into` at
 * `offset` as NCHW floats: (pixel / scale − mean) / std per channel; transparent pixels count as white.
 */
export function writeInput(
  image: RgbaImage,
  box: Box,
  input: OnnxManifest["input"],
  into: Float32Array,
  offset: number,
) {
  const { width, height, scale, mean, std } = input;
  const plane = width * height;
  const fx = box.width / width;
  const fy = box.height / height;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(box.height - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(box.height - 1, y0 + 1);
    const wy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(box.width - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(box.width - 1, x0 + 1);
      const wx = sx - x0;
      const at = (px: number, py: number) => ((box.y + py) * image.width + box.x + px) * 4;
      const corners = [at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1)];
      const weights = [(1 - wx) * (1 - wy), wx * (1 - wy), (1 - wx) * wy, wx * wy];
      for (let channel = 0; channel < 3; channel += 1) {
        let value = 0;
        for (let k = 0; k < 4; k += 1) {
          const p = corners[k]!;
          const alpha = image.data[p + 3]! / 255;
          value += weights[k]! * (image.data[p + channel]! * alpha + 255 * (1 - alpha));
        }
        into[offset + channel * plane + y * width + x] = (value / scale - mean[channel]!) / std[channel]!;
      }
    }
  }
}

/** The model's probabilities for each box of the image, batched when the model allows it. */
async function classifyBoxes(
  model: LoadedOnnx,
  image: RgbaImage,
  boxes: readonly Box[],
): Promise<number[][]> {
  const { input, output } = model.manifest;
  const meta = model.session.inputMetadata.find((entry) => entry.name === input.name);
  const batch = meta?.isTensor && typeof meta.shape[0] !== "number" ? BATCH : 1;
  const size = 3 * input.width * input.height;
  const answers: number[][] = [];
  for (let start = 0; start < boxes.length; start += batch) {
    const part = boxes.slice(start, start + batch);
    const data = new Float32Array(part.length * size);
    part.forEach((box, k) => writeInput(image, box, input, data, k * size));
    const tensor = new ort.Tensor("float32", data, [part.length, 3, input.height, input.width]);
    const result = await model.session.run({ [input.name]: tensor });
    const scores = result[output.name]!.data as Float32Array;
    const classes = scores.length / part.length;
    for (let k = 0; k < part.length; k += 1)
      answers.push(probabilities(scores.subarray(k * classes, (k + 1) * classes)));
  }
  return answers;
}

/**
 * Predicts with an ONNX classifier: a classification service classifies the whole image; a detection
 * service classifies each proposed region and keeps those whose best (non-background) label reaches the
 * threshold, as boxes in the image's own pixels (the labels then agree with the boxes, as a
 * checkpoint's do: a label without a box stays just under the threshold at most).
 */
export async function predictOnnx(
  model: LoadedOnnx,
  original: RgbaImage,
  taskType: TaskType,
  options: PredictOptions = {},
): Promise<Prediction> {
  const { threshold, maxOverlap, maxBoxes } = { ...PREDICT_DEFAULTS, ...options };
  const { labels } = model.manifest;
  const describe = (k: number, score: number): LabelScore => ({
    labelId: k + 1,
    label: labels[k]!,
    color: PALETTE[k % PALETTE.length]!,
    score: round(score),
  });
  const bestFirst = (a: LabelScore, b: LabelScore) => b.score - a.score || a.labelId - b.labelId;
  if (taskType === "classification") {
    const [whole] = await classifyBoxes(model, original, [
      { x: 0, y: 0, width: original.width, height: original.height },
    ]);
    return {
      width: original.width,
      height: original.height,
      labels: labels.map((_, k) => describe(k, whole![k]!)).sort(bestFirst),
      boxes: [],
    };
  }
  const image = shrinkImage(original, workingScale(original.width, original.height, ONNX_WINDOWS));
  const windows = slidingWindows(image.width, image.height, ONNX_WINDOWS);
  const scores = await classifyBoxes(model, image, windows);
  const foreground = labels
    .map((label, k) => ({ label, k }))
    .filter(({ label }) => !(BACKGROUND_LABELS as readonly string[]).includes(label.toLowerCase()))
    .map(({ k }) => k);
  if (!foreground.length) labels.forEach((_, k) => foreground.push(k));
  const seen = labels.map(() => 0);
  const candidates = windows.flatMap((window, at) => {
    const p = scores[at]!;
    foreground.forEach((k) => (seen[k] = Math.max(seen[k]!, p[k]!)));
    const k = foreground.reduce((best, next) => (p[next]! > p[best]! ? next : best), foreground[0]!);
    return p[k]! >= threshold ? [{ ...window, ...describe(k, p[k]!) }] : [];
  });
  // At equal scores the larger window first: a window inside the object scores as high as one around it.
  candidates.sort((a, b) => b.score - a.score || b.width * b.height - a.width * a.height);
  // Each kept box becomes the score-weighted mean of the same label's windows overlapping it (a
  // classifier likes any window mostly on the object: their mean sits on it better than the best one).
  const boxes = nonMaxSuppression(candidates, maxOverlap, maxBoxes).map((kept) => {
    const near = candidates.filter((other) => other.labelId === kept.labelId && iou(other, kept) >= 0.3);
    const total = near.reduce((sum, other) => sum + other.score, 0);
    const mean = (pick: (box: Box) => number) =>
      near.reduce((sum, other) => sum + pick(other) * other.score, 0) / total;
    const x = Math.round(mean((box) => box.x));
    const y = Math.round(mean((box) => box.y));
    const fused = {
      ...kept,
      x,
      y,
      width: Math.max(1, Math.round(mean((box) => box.x + box.width)) - x),
      height: Math.max(1, Math.round(mean((box) => box.y + box.height)) - y),
    };
    return scaleBoxBack(fused, image, original);
  });
  const labelScores = foreground.map((k) => {
    const best = boxes.find((box) => box.labelId === k + 1);
    return describe(k, best ? best.score : Math.min(seen[k]!, threshold - 0.0001));
  });
  return { width: original.width, height: original.height, labels: labelScores.sort(bestFirst), boxes };
}
