import type { Box } from "../training/features";
import { iou, type RelativeSize } from "../training/geometry";

/** Each window size is also tried this much smaller and larger. */
const SCALES = [0.8, 1, 1.25];
export const SMALLEST_WINDOW_SCALE = Math.min(...SCALES);
/** Windows step by this share of their smaller side. */
const STRIDE = 0.25;
const MIN_WINDOW = 4;
const MAX_WINDOWS_PER_SIZE = 2500;

function positions(extent: number, size: number, stride: number): number[] {
  const list: number[] = [];
  for (let at = 0; at + size <= extent; at += stride) list.push(at);
  if (list[list.length - 1] !== extent - size) list.push(extent - size);
  return list;
}

/** Sliding windows over a `width` × `height` image at the checkpoint's sizes (each at three scales). */
export function slidingWindows(width: number, height: number, sizes: readonly RelativeSize[]): Box[] {
  const seen = new Set<string>();
  const windows: Box[] = [];
  const side = Math.sqrt(width * height);
  for (const size of sizes)
    for (const scale of SCALES) {
      const w = Math.min(width, Math.max(MIN_WINDOW, Math.round(size.width * side * scale)));
      const h = Math.min(height, Math.max(MIN_WINDOW, Math.round(size.height * side * scale)));
      if (seen.has(`${w}x${h}`)) continue;
      seen.add(`${w}x${h}`);
      // Tiny windows on a large image would mean millions of them: the stride grows to keep a bound.
      const bound = Math.ceil(Math.sqrt(((width - w + 1) * (height - h + 1)) / MAX_WINDOWS_PER_SIZE));
      const stride = Math.max(1, Math.round(Math.min(w, h) * STRIDE), bound);
      for (const y of positions(height, h, stride))
        for (const x of positions(width, w, stride)) windows.push({ x, y, width: w, height: h });
    }
  return windows;
}

export interface RefineBounds {
  imageWidth: number;
  imageHeight: number;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  /** Width / height. */
  minAspect: number;
  maxAspect: number;
}

/** How far a refined box may shrink or grow beyond the trained sizes. */
const SIZE_SLACK = { shrink: 0.7, grow: 1.4, aspect: 1.25 };

/** The sizes a refined box may take on a `width` × `height` image. */
export function refineBounds(width: number, height: number, sizes: readonly RelativeSize[]): RefineBounds {
  const side = Math.sqrt(width * height);
  const widths = sizes.map((size) => size.width * side);
  const heights = sizes.map((size) => size.height * side);
  const aspects = sizes.map((size) => size.width / size.height);
  return {
    imageWidth: width,
    imageHeight: height,
    minWidth: Math.min(...widths) * SIZE_SLACK.shrink,
    maxWidth: Math.max(...widths) * SIZE_SLACK.grow,
    minHeight: Math.min(...heights) * SIZE_SLACK.shrink,
    maxHeight: Math.max(...heights) * SIZE_SLACK.grow,
    minAspect: Math.min(...aspects) / SIZE_SLACK.aspect,
    maxAspect: Math.max(...aspects) * SIZE_SLACK.aspect,
  };
}

/** A box whose area lies this much inside a better box is a part of it, however small its overlap. */
const MAX_CONTAINED = 0.6;

function containedShare(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  return (width * height) / Math.min(a.width * a.height, b.width * b.height);
}

/**
 * Greedy non-maximum suppression across labels: the best box wins; boxes overlapping it more than
 * `maxIou` (intersection over union), or lying mostly inside it or around it, go.
 */
export function nonMaxSuppression<T extends Box & { score: number }>(
  boxes: readonly T[],
  maxIou: number,
  limit: number,
): T[] {
  const kept: T[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) {
    if (kept.length >= limit) break;
    if (kept.every((other) => iou(other, box) <= maxIou && containedShare(other, box) <= MAX_CONTAINED))
      kept.push(box);
  }
  return kept;
}

/**
 * A box nudged to where `score` is highest: greedy moves of its sides and position, starting at
 * `step` pixels and halving down to one (coarse windows rarely sit exactly on an object). Boxes stay
 * inside the image and within `bounds` (the sizes the model was trained on, with some slack).
 */
export function refineBox(
  start: Box,
  score: (box: Box) => number,
  bounds: RefineBounds,
  step: number,
): { box: Box; score: number } {
  const seen = new Map<string, number>();
  const scoreOnce = (box: Box) => {
    const key = `${box.x},${box.y},${box.width},${box.height}`;
    let value = seen.get(key);
    if (value === undefined) seen.set(key, (value = score(box)));
    return value;
  };
  let best = { box: start, score: scoreOnce(start) };
  const fits = (box: Box) =>
    box.width >= Math.max(MIN_WINDOW, bounds.minWidth) &&
    box.height >= Math.max(MIN_WINDOW, bounds.minHeight) &&
    box.width <= bounds.maxWidth &&
    box.height <= bounds.maxHeight &&
    box.width / box.height >= bounds.minAspect &&
    box.width / box.height <= bounds.maxAspect &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= bounds.imageWidth &&
    box.y + box.height <= bounds.imageHeight;
  for (let size = Math.max(1, Math.round(step)); size >= 1; size = Math.floor(size / 2)) {
    let improved = true;
    while (improved) {
      improved = false;
      const { x, y, width, height } = best.box;
      const moves: Box[] = [
        { x: x - size, y, width, height },
        { x: x + size, y, width, height },
        { x, y: y - size, width, height },
        { x, y: y + size, width, height },
        { x: x - size, y: y - size, width: width + 2 * size, height: height + 2 * size },
        { x: x + size, y: y + size, width: width - 2 * size, height: height - 2 * size },
        { x, y, width: width + size, height },
        { x, y, width: width - size, height },
        { x, y, width, height: height + size },
        { x, y, width, height: height - size },
      ];
      for (const move of moves) {
        if (!fits(move)) continue;
        const value = scoreOnce(move);
        if (value > best.score) {
          best = { box: move, score: value };
          improved = true;
        }
      }
    }
  }
  return best;
}
