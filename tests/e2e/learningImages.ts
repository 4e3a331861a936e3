import type { Rgb, Shape } from "../support/shapeImage";

export { shapePng } from "../support/shapeImage";

/** The shapes dataset's background and its first red square (tests/e2e/trainingData.ts draws the same). */
export const BACKGROUND: Rgb = [200, 200, 200];
export const RED_SQUARE: Shape = { kind: "square", rgb: [220, 40, 40], size: 14, x: 4, y: 20 };
