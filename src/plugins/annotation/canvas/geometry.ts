/** Plain geometry of the annotation canvas, in image pixels unless named otherwise. */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type Corner = "nw" | "ne" | "sw" | "se";
export const CORNERS: Corner[] = ["nw", "ne", "sw", "se"];

/** Boxes narrower or lower than this are dropped when drawn and kept at least this large when resized. */
export const MIN_BOX = 4;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampPoint = (point: Point, image: Size): Point => ({
  x: clamp(point.x, 0, image.width),
  y: clamp(point.y, 0, image.height),
});

/** The rectangle spanned by two points, whichever way it was dragged. */
export function spanOf(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** Whole pixels, still inside the image. */
export function roundRect(rect: Rect, image: Size): Rect {
  const x = clamp(Math.round(rect.x), 0, image.width);
  const y = clamp(Math.round(rect.y), 0, image.height);
  return {
    x,
    y,
    width: clamp(Math.round(rect.x + rect.width) - x, 0, image.width - x),
    height: clamp(Math.round(rect.y + rect.height) - y, 0, image.height - y),
  };
}

export const isTooSmall = (rect: Rect) => rect.width < MIN_BOX || rect.height < MIN_BOX;

/** The corner point of a rectangle and the one facing it. */
export function cornerPoint(rect: Rect, corner: Corner): Point {
  return {
    x: corner === "nw" || corner === "sw" ? rect.x : rect.x + rect.width,
    y: corner === "nw" || corner === "ne" ? rect.y : rect.y + rect.height,
  };
}

const OPPOSITE: Record<Corner, Corner> = { nw: "se", ne: "sw", sw: "ne", se: "nw" };
export const oppositeCorner = (corner: Corner) => OPPOSITE[corner];

/** A rectangle moved by (dx, dy) and kept whole inside the image. */
export function moveInside(rect: Rect, dx: number, dy: number, image: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, Math.max(0, image.width - rect.width)),
    y: clamp(rect.y + dy, 0, Math.max(0, image.height - rect.height)),
  };
}

/** A rectangle whose `corner` was dragged to `to`: the facing corner stays, the size is at least MIN_BOX. */
export function resizeTo(rect: Rect, corner: Corner, to: Point, image: Size): Rect {
  const fixed = cornerPoint(rect, oppositeCorner(corner));
  const target = clampPoint(to, image);
  const span = spanOf(fixed, target);
  const width = Math.max(span.width, MIN_BOX);
  const height = Math.max(span.height, MIN_BOX);
  const x = target.x < fixed.x ? fixed.x - width : fixed.x;
  const y = target.y < fixed.y ? fixed.y - height : fixed.y;
  return { x: clamp(x, 0, image.width - width), y: clamp(y, 0, image.height - height), width, height };
}
