import { expect, type Page } from "@playwright/test";
import type { Rgb, Shape } from "../support/shapeImage";

export { shapePng } from "../support/shapeImage";

/** The shapes dataset's background and its first red square (tests/e2e/trainingData.ts draws the same). */
export const BACKGROUND: Rgb = [200, 200, 200];
export const RED_SQUARE: Shape = { kind: "square", rgb: [220, 40, 40], size: 14, x: 4, y: 20 };

/** The box of a drawn shape (its bounding square). */
export const boxOf = (shape: Shape) => ({ x: shape.x, y: shape.y, width: shape.size, height: shape.size });

/** Intersection over union of two boxes. */
export function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  return (width * height) / (a.width * a.height + b.width * b.height - width * height);
}

/**
 * The answer drawn on the page (the demo, the flow's test call): the first (best) box's label and
 * rectangle in the picture's pixels, and the first label of 识别结果.
 */
export async function shownAnswer(page: Page) {
  const box = page.getByTestId("inference-box").first();
  await expect(box).toBeVisible();
  const rect = box.locator("rect");
  const [x, y, width, height] = await Promise.all(
    ["x", "y", "width", "height"].map(async (name) => Number(await rect.getAttribute(name))),
  );
  const topLabel = page.getByRole("list", { name: "识别结果" }).getByRole("listitem").first();
  return {
    boxText: (await box.textContent()) ?? "",
    box: { x: x!, y: y!, width: width!, height: height! },
    topLabel: (await topLabel.textContent()) ?? "",
  };
}
