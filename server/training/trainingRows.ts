import fs from "node:fs";
import { pixelTable, regionFeatures } from "./features";
import { clampBox, relativeSize, type RelativeSize } from "./geometry";
import { decodeImage } from "./image";
import type { Job } from "./jobFile";
import { backgroundBoxes } from "./split";

/** Raw (not yet standardised) features of one region. */
export interface RawRow {
  features: number[];
  /** A label index, or the background class (labels.length). */
  cls: number;
  background: boolean;
}

export interface ExtractedRows {
  rows: RawRow[];
  /** Box sizes relative to their image, for the sliding windows of inference. */
  sizes: RelativeSize[];
  usedImages: number;
  skippedImages: number;
}

export interface ExtractHooks {
  /** Called after each image with a line for the log; awaited, so a run can pause and stop between images. */
  progress: (line: string) => Promise<void>;
}

/**
 * The features of every labelled box and of `backgroundPerImage` background windows per image.
 * An image that cannot be read or decoded is skipped with a warning line; the rest go on.
 */
export async function extractRows(
  job: Job,
  backgroundPerImage: number,
  random: () => number,
  hooks: ExtractHooks,
): Promise<ExtractedRows> {
  const result: ExtractedRows = { rows: [], sizes: [], usedImages: 0, skippedImages: 0 };
  const total = job.images.length;
  for (const [index, entry] of job.images.entries()) {
    let image;
    try {
      image = decodeImage(fs.readFileSync(entry.path));
    } catch (error) {
      result.skippedImages += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await hooks.progress(`warning: skip ${entry.fileName} (item ${entry.itemId}): ${reason}`);
      continue;
    }
    const table = pixelTable(image);
    const boxes = entry.boxes.map((box) => ({
      ...clampBox(box, image.width, image.height),
      label: box.label,
    }));
    for (const box of boxes) {
      result.rows.push({ features: regionFeatures(table, box), cls: box.label, background: false });
      result.sizes.push(relativeSize(box, image.width, image.height));
    }
    const background = backgroundBoxes(image.width, image.height, boxes, backgroundPerImage, random);
    for (const box of background)
      result.rows.push({ features: regionFeatures(table, box), cls: job.labels.length, background: true });
    result.usedImages += 1;
    await hooks.progress(
      `features ${index + 1}/${total} ${entry.fileName}: ${boxes.length} boxes, ${background.length} background`,
    );
  }
  return result;
}
