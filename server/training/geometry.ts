import type { Box } from "./features";

/** Intersection over union of two boxes (0 when they do not touch). */
export function iou(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const overlap = width * height;
  return overlap / (a.width * a.height + b.width * b.height - overlap);
}

/** A box moved and cut to lie inside an image of this size. */
export function clampBox(box: Box, imageWidth: number, imageHeight: number): Box {
  const x = Math.max(0, Math.min(imageWidth - 1, box.x));
  const y = Math.max(0, Math.min(imageHeight - 1, box.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(imageWidth - x, box.width)),
    height: Math.max(1, Math.min(imageHeight - y, box.height)),
  };
}

/**
 * A box size relative to its image: width and height divided by the square root of the image's area,
 * so the box keeps its shape on an image of another aspect ratio and scales with the resolution.
 */
export interface RelativeSize {
  width: number;
  height: number;
}

export function relativeSize(box: Box, imageWidth: number, imageHeight: number): RelativeSize {
  const side = Math.sqrt(imageWidth * imageHeight);
  return { width: box.width / side, height: box.height / side };
}

/**
 * At most three sizes that stand for all the labelled boxes (the smallest, the median and the largest
 * by area, near-duplicates merged): the sliding-window sizes inference tries.
 */
export function representativeSizes(sizes: readonly RelativeSize[]): RelativeSize[] {
  const sorted = [...sizes].sort((a, b) => a.width * a.height - b.width * b.height);
  if (!sorted.length) return [];
  const picks = [0, 0.5, 1].map((q) => sorted[Math.round(q * (sorted.length - 1))]!);
  const close = (a: RelativeSize, b: RelativeSize) =>
    Math.abs(a.width - b.width) <= 0.15 * b.width && Math.abs(a.height - b.height) <= 0.15 * b.height;
  const chosen: RelativeSize[] = [];
  for (const pick of picks)
    if (!chosen.some((size) => close(size, pick)))
      chosen.push({ width: Number(pick.width.toFixed(4)), height: Number(pick.height.toFixed(4)) });
  return chosen;
}
