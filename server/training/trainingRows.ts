import fs from "node:fs";
import { pixelTable, regionFeatures } from "./features";
import { clampBox, relativeSize, type RelativeSize } from "./geometry";
import { decodeImage } from "./image";
import type { Job, JobLabel } from "./jobFile";
import { backgroundBoxes } from "./split";

/** Raw (not yet standardised) features of one region. */
export interface RawRow {
  features: number[];
  /** A label index (into the job's labels), or null for a background window. */
  label: number | null;
  /** Which kind of background window (index into BACKGROUND_KINDS), or null for a labelled box. */
  backgroundKind: number | null;
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
      result.rows.push({ features: regionFeatures(table, box), label: box.label, backgroundKind: null });
      result.sizes.push(relativeSize(box, image.width, image.height));
    }
    const background = backgroundBoxes(image.width, image.height, boxes, backgroundPerImage, random);
    for (const box of background)
      result.rows.push({ features: regionFeatures(table, box), label: null, backgroundKind: box.kind });
    result.usedImages += 1;
    await hooks.progress(
      `features ${index + 1}/${total} ${entry.fileName}: ${boxes.length} boxes, ${background.length} background`,
    );
  }
  return result;
}

/** A row with its class: a label's index, or labels.length + the index of its kind of background. */
export interface ClassedRow {
  features: number[];
  cls: number;
  background: boolean;
}

/**
 * Class numbers for the rows. Labels whose every image was skipped drop out (`dropped`); the labels
 * left keep their order, then come the kinds of background window that occur.
 */
export function assignClasses(rows: readonly RawRow[], jobLabels: readonly JobLabel[]) {
  const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const present = sorted(rows.flatMap((row) => (row.label === null ? [] : [row.label])));
  const kinds = sorted(rows.flatMap((row) => (row.backgroundKind === null ? [] : [row.backgroundKind])));
  const labels = present.map((k) => jobLabels[k]!);
  const classed: ClassedRow[] = rows.map((row) => ({
    features: row.features,
    cls: row.label === null ? labels.length + kinds.indexOf(row.backgroundKind!) : present.indexOf(row.label),
    background: row.label === null,
  }));
  return {
    labels,
    rows: classed,
    backgroundClasses: kinds.length,
    dropped: jobLabels.filter((_, k) => !present.includes(k)),
  };
}
