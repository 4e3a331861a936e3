import { FEATURE_SPEC, type Box } from "../training/features";
import type { RelativeSize } from "../training/geometry";
import type { RgbaImage } from "../training/image";
import { SMALLEST_WINDOW_SCALE } from "./proposals";

/**
 * The model reads a region on a grid of at most FEATURE_SPEC.grid × grid points, so pixels beyond two
 * per point of the smallest sliding window change nothing it sees: an image is shrunk to that working
 * size before the windows slide (a 4000 × 4000 picture is 16 million pixels to tabulate, its working
 * size a quarter of a million), and the boxes are scaled back to the picture's own pixels.
 */
const SMALLEST_WINDOW_PIXELS = 2 * FEATURE_SPEC.grid;
/** The working size's side (the square root of its area) stays within these, whatever the windows. */
export const WORKING_SIDE = { min: 256, max: 1024 } as const;

/** The factor (at most 1) that brings a `width` × `height` image to the model's working size. */
export function workingScale(width: number, height: number, windows: readonly RelativeSize[]): number {
  const smallest = windows.length
    ? Math.min(...windows.flatMap((size) => [size.width, size.height])) * SMALLEST_WINDOW_SCALE
    : 0;
  const wanted = smallest > 0 ? SMALLEST_WINDOW_PIXELS / smallest : WORKING_SIDE.min;
  const side = Math.min(WORKING_SIDE.max, Math.max(WORKING_SIDE.min, wanted));
  return Math.min(1, side / Math.sqrt(width * height));
}

/**
 * The image shrunk by `scale` (< 1): each new pixel the mean of the source pixels it covers, so a
 * thin line or a shape's edge is blended in rather than skipped.
 */
export function shrinkImage(image: RgbaImage, scale: number): RgbaImage {
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const columns = Int32Array.from({ length: width + 1 }, (_, x) => Math.floor((x * image.width) / width));
  const rows = Int32Array.from({ length: height + 1 }, (_, y) => Math.floor((y * image.height) / height));
  const data = new Uint8Array(width * height * 4);
  const sums = new Float64Array(width * 4);
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    for (let sy = rows[y]!; sy < rows[y + 1]!; sy += 1) {
      const line = sy * image.width * 4;
      for (let x = 0; x < width; x += 1)
        for (let sx = columns[x]!; sx < columns[x + 1]!; sx += 1) {
          const at = line + sx * 4;
          sums[x * 4] += image.data[at]!;
          sums[x * 4 + 1] += image.data[at + 1]!;
          sums[x * 4 + 2] += image.data[at + 2]!;
          sums[x * 4 + 3] += image.data[at + 3]!;
        }
    }
    const spanY = rows[y + 1]! - rows[y]!;
    for (let x = 0; x < width; x += 1) {
      const count = spanY * (columns[x + 1]! - columns[x]!);
      for (let channel = 0; channel < 4; channel += 1)
        data[(y * width + x) * 4 + channel] = Math.round(sums[x * 4 + channel]! / count);
    }
  }
  return { width, height, data };
}

/** A box found on the shrunk image, in the pixels of the original `width` × `height` one. */
export function scaleBoxBack<T extends Box>(
  box: T,
  shrunk: { width: number; height: number },
  original: { width: number; height: number },
): T {
  const fx = original.width / shrunk.width;
  const fy = original.height / shrunk.height;
  const x = Math.min(original.width - 1, Math.round(box.x * fx));
  const y = Math.min(original.height - 1, Math.round(box.y * fy));
  return {
    ...box,
    x,
    y,
    width: Math.max(1, Math.min(original.width - x, Math.round(box.width * fx))),
    height: Math.max(1, Math.min(original.height - y, Math.round(box.height * fy))),
  };
}
