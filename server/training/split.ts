import type { Box } from "./features";
import { iou } from "./geometry";
import { shuffled } from "./random";

/**
 * Which rows are held out for validation: per class, round(n × ratio) of its rows chosen at random,
 * at least one when the class has two or more rows and the ratio is above zero, never all of them.
 */
export function validationMask(classes: readonly number[], ratio: number, random: () => number): boolean[] {
  const mask = classes.map(() => false);
  const byClass = new Map<number, number[]>();
  classes.forEach((k, i) => byClass.set(k, [...(byClass.get(k) ?? []), i]));
  for (const k of [...byClass.keys()].sort((a, b) => a - b)) {
    const rows = byClass.get(k)!;
    const wanted = Math.round(rows.length * ratio);
    const held = Math.min(rows.length - 1, Math.max(ratio > 0 && rows.length >= 2 ? 1 : 0, wanted));
    for (const i of shuffled(rows, random).slice(0, held)) mask[i] = true;
  }
  return mask;
}

/** Below this overlap with every labelled box, a window counts as background. */
export const BACKGROUND_IOU = 0.3;
const TRIES = 25;

/** The kinds of background window, in the order they are taken; each becomes a class of its own. */
export const BACKGROUND_KINDS = ["near", "inner", "anywhere"] as const;

type Placement = (
  near: Box,
  width: number,
  height: number,
) => { x: number; y: number; width: number; height: number };

/**
 * Up to `count` windows that overlap no labelled box by BACKGROUND_IOU or more: what "nothing of
 * interest" looks like in this image. They take turns: a near miss (a box shifted by half its size
 * or more, showing part of the object), a window inside a box (half its size: all object, no edge),
 * and a box-sized window anywhere. The first two teach the model that a part is not the whole, which
 * keeps predicted boxes tight. Each window says which kind (index into BACKGROUND_KINDS) it is.
 */
export function backgroundBoxes(
  imageWidth: number,
  imageHeight: number,
  boxes: readonly Box[],
  count: number,
  random: () => number,
): (Box & { kind: number })[] {
  const found: (Box & { kind: number })[] = [];
  if (!boxes.length) return found;
  const shift = () => (random() < 0.5 ? -1 : 1) * (0.5 + random() * 0.4);
  const placements: Placement[] = [
    (near, width, height) => ({ x: near.x + shift() * width, y: near.y + shift() * height, width, height }),
    (near, width, height) => {
      const scale = 0.4 + random() * 0.1;
      const inner = { width: Math.max(1, width * scale), height: Math.max(1, height * scale) };
      return {
        x: near.x + random() * (width - inner.width),
        y: near.y + random() * (height - inner.height),
        ...inner,
      };
    },
    (_, width, height) => ({
      x: random() * (imageWidth - width + 1),
      y: random() * (imageHeight - height + 1),
      width,
      height,
    }),
  ];
  for (let n = 0; n < count; n += 1)
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const near = boxes[Math.floor(random() * boxes.length)]!;
      const kind = n % placements.length;
      const place = placements[kind]!;
      const spot = place(near, Math.min(imageWidth, near.width), Math.min(imageHeight, near.height));
      const width = Math.round(spot.width);
      const height = Math.round(spot.height);
      const candidate = {
        x: Math.floor(Math.max(0, Math.min(imageWidth - width, spot.x))),
        y: Math.floor(Math.max(0, Math.min(imageHeight - height, spot.y))),
        width,
        height,
      };
      if (boxes.every((box) => iou(box, candidate) < BACKGROUND_IOU)) {
        found.push({ ...candidate, kind });
        break;
      }
    }
  return found;
}
