import type { RgbaImage } from "./image";

/** A rectangle in image pixels (top-left corner, size). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const HUE_BINS = 12;
/** The region is read on a grid of at most GRID × GRID points (nearest pixel), whatever its size. */
const GRID = 24;
const ACHROMATIC_SATURATION = 0.2;
const ACHROMATIC_VALUE = 0.15;
const EDGE_STEP2 = 0.25 ** 2;
const FLAT_CONTRAST = 0.1;

/** What the checkpoint records about the features, so a reader knows what the numbers mean. */
export const FEATURE_SPEC = {
  name: "colour-shape-v1",
  grid: GRID,
  names: [
    ...Array.from({ length: HUE_BINS }, (_, bin) => `hue${bin * (360 / HUE_BINS)}`),
    "achromatic",
    "meanR",
    "meanG",
    "meanB",
    "meanSaturation",
    "meanValue",
    "logAspect",
    "sqrtRelativeArea",
    "edgeDensity",
    "cornerContrast",
    "edgeMidContrast",
    "fill",
    "outsideContrast",
  ],
} as const;

export const FEATURE_DIMENSION = FEATURE_SPEC.names.length;

/** Per-pixel values computed once an image, read by every region of it (sliding windows overlap a lot). */
export interface PixelTable {
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  saturation: Float32Array;
  value: Float32Array;
  /** 0..HUE_BINS-1, or HUE_BINS for an achromatic pixel. */
  hueBin: Uint8Array;
}

export function pixelTable(image: RgbaImage): PixelTable {
  const size = image.width * image.height;
  const table: PixelTable = {
    width: image.width,
    height: image.height,
    r: new Float32Array(size),
    g: new Float32Array(size),
    b: new Float32Array(size),
    saturation: new Float32Array(size),
    value: new Float32Array(size),
    hueBin: new Uint8Array(size),
  };
  for (let i = 0; i < size; i += 1) {
    const r = image.data[i * 4]! / 255;
    const g = image.data[i * 4 + 1]! / 255;
    const b = image.data[i * 4 + 2]! / 255;
    const max = Math.max(r, g, b);
    const delta = max - Math.min(r, g, b);
    let hue = 0;
    if (delta > 0) {
      if (max === r) hue = ((g - b) / delta + 6) % 6;
      else if (max === g) hue = (b - r) / delta + 2;
      else hue = (r - g) / delta + 4;
    }
    const saturation = max === 0 ? 0 : delta / max;
    table.r[i] = r;
    table.g[i] = g;
    table.b[i] = b;
    table.saturation[i] = saturation;
    table.value[i] = max;
    table.hueBin[i] =
      saturation < ACHROMATIC_SATURATION || max < ACHROMATIC_VALUE
        ? HUE_BINS
        : Math.min(HUE_BINS - 1, Math.floor((hue * HUE_BINS) / 6));
  }
  return table;
}

/** Mean colour of the first `count` listed pixels. */
function meanColour(table: PixelTable, pixels: Int32Array, count: number): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let n = 0; n < count; n += 1) {
    const i = pixels[n]!;
    r += table.r[i]!;
    g += table.g[i]!;
    b += table.b[i]!;
  }
  return count ? [r / count, g / count, b / count] : [0, 0, 0];
}

/** Squared colour distance of two pixels (Math.hypot is slow in V8; this runs for every grid pair). */
function colourDistance2(table: PixelTable, i: number, j: number): number {
  const r = table.r[i]! - table.r[j]!;
  const g = table.g[i]! - table.g[j]!;
  const b = table.b[i]! - table.b[j]!;
  return r * r + g * g + b * b;
}

function squaredTo(table: PixelTable, i: number, colour: readonly number[]): number {
  const r = table.r[i]! - colour[0]!;
  const g = table.g[i]! - colour[1]!;
  const b = table.b[i]! - colour[2]!;
  return r * r + g * g + b * b;
}

const MAX_POINTS = GRID * GRID;
const points = new Int32Array(MAX_POINTS);
const centre = new Int32Array(MAX_POINTS);
const corners = new Int32Array(MAX_POINTS);
const outside = new Int32Array(4 * GRID);
const edgeMids = new Int32Array(MAX_POINTS);

/**
 * The colour and shape of a region as FEATURE_DIMENSION numbers: a coarse hue histogram with an
 * achromatic bin, mean colour, mean saturation and value, aspect ratio, size relative to the image,
 * edge density, and how the centre differs from the corners and the edge midpoints (a filled square
 * reaches its corners, a disc does not) with the share of points that look like the centre, and how
 * the centre differs from a ring just outside the box (high for a box tight around an object, zero for
 * a window inside one).
 */
export function regionFeatures(source: RgbaImage | PixelTable, box: Box): number[] {
  const table = "data" in source ? pixelTable(source) : source;
  const left = Math.max(0, Math.min(table.width - 1, box.x));
  const top = Math.max(0, Math.min(table.height - 1, box.y));
  const width = Math.max(1, Math.min(table.width - left, box.width));
  const height = Math.max(1, Math.min(table.height - top, box.height));
  const columns = Math.max(1, Math.min(GRID, Math.round(width)));
  const rows = Math.max(1, Math.min(GRID, Math.round(height)));

  const hues = new Array<number>(HUE_BINS + 1).fill(0);
  let saturation = 0;
  let value = 0;
  let centreCount = 0;
  let cornerCount = 0;
  let edgeMidCount = 0;
  for (let row = 0; row < rows; row += 1) {
    const v = (row + 0.5) / rows;
    const py = Math.min(table.height - 1, Math.floor(top + v * height));
    for (let column = 0; column < columns; column += 1) {
      const u = (column + 0.5) / columns;
      const px = Math.min(table.width - 1, Math.floor(left + u * width));
      const i = py * table.width + px;
      points[row * columns + column] = i;
      hues[table.hueBin[i]!]! += 1;
      saturation += table.saturation[i]!;
      value += table.value[i]!;
      const nearU = u < 0.15 || u > 0.85;
      const nearV = v < 0.15 || v > 0.85;
      if (Math.abs(u - 0.5) < 0.25 && Math.abs(v - 0.5) < 0.25) centre[centreCount++] = i;
      if (nearU && nearV) corners[cornerCount++] = i;
      if ((nearU && Math.abs(v - 0.5) < 0.15) || (nearV && Math.abs(u - 0.5) < 0.15))
        edgeMids[edgeMidCount++] = i;
    }
  }
  const count = rows * columns;

  let edges = 0;
  let pairs = 0;
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1) {
      const here = points[row * columns + column]!;
      if (column + 1 < columns) {
        pairs += 1;
        if (colourDistance2(table, here, points[row * columns + column + 1]!) > EDGE_STEP2) edges += 1;
      }
      if (row + 1 < rows) {
        pairs += 1;
        if (colourDistance2(table, here, points[(row + 1) * columns + column]!) > EDGE_STEP2) edges += 1;
      }
    }

  const all = meanColour(table, points, count);
  const centreColour = centreCount ? meanColour(table, centre, centreCount) : all;
  const cornerColour = cornerCount ? meanColour(table, corners, cornerCount) : all;
  const edgeMidColour = edgeMidCount ? meanColour(table, edgeMids, edgeMidCount) : all;
  const outsideCount = outsideRing(table, left, top, width, height);
  const outsideColour = outsideCount ? meanColour(table, outside, outsideCount) : cornerColour;
  const distance = (a: number[], b: number[]) =>
    Math.sqrt((a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2);
  const cornerContrast = distance(centreColour, cornerColour) / Math.sqrt(3);
  let likeCentre = 0;
  if (cornerContrast >= FLAT_CONTRAST)
    for (let n = 0; n < count; n += 1) {
      const i = points[n]!;
      if (squaredTo(table, i, centreColour) <= squaredTo(table, i, cornerColour)) likeCentre += 1;
    }

  return [
    ...hues.map((n) => n / count),
    ...all,
    saturation / count,
    value / count,
    Math.log(width / height),
    Math.sqrt((width * height) / (table.width * table.height)),
    pairs ? edges / pairs : 0,
    cornerContrast,
    distance(centreColour, edgeMidColour) / Math.sqrt(3),
    cornerContrast < FLAT_CONTRAST ? 1 : likeCentre / count,
    distance(centreColour, outsideColour) / Math.sqrt(3),
  ];
}

/** Fills `outside` with points on a ring just outside the box (inside the image); returns how many. */
function outsideRing(table: PixelTable, left: number, top: number, width: number, height: number): number {
  const gap = Math.max(1, Math.round(0.12 * Math.min(width, height)));
  const steps = Math.min(GRID, Math.max(1, Math.round(Math.max(width, height))));
  let count = 0;
  const add = (x: number, y: number) => {
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (px >= 0 && py >= 0 && px < table.width && py < table.height) outside[count++] = py * table.width + px;
  };
  for (let k = 0; k < steps; k += 1) {
    const along = (k + 0.5) / steps;
    add(left + along * width, top - gap);
    add(left + along * width, top + height - 1 + gap);
    add(left - gap, top + along * height);
    add(left + width - 1 + gap, top + along * height);
  }
  return count;
}

/** Per-feature mean and spread of the training set, so every feature weighs alike. */
export interface Standardiser {
  mean: number[];
  std: number[];
}

/** Spreads below this floor count as this floor: a feature constant in training must not explode later. */
const MIN_STD = 0.05;

export function fitStandardiser(rows: number[][]): Standardiser {
  const dimension = rows[0]?.length ?? FEATURE_DIMENSION;
  const mean = new Array<number>(dimension).fill(0);
  const std = new Array<number>(dimension).fill(0);
  for (const row of rows) row.forEach((value, i) => (mean[i]! += value / rows.length));
  for (const row of rows) row.forEach((value, i) => (std[i]! += (value - mean[i]!) ** 2 / rows.length));
  return { mean, std: std.map((variance) => Math.max(MIN_STD, Math.sqrt(variance))) };
}

export const standardise = (row: number[], { mean, std }: Standardiser) =>
  row.map((value, i) => (value - mean[i]!) / std[i]!);
