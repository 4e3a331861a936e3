import path from "node:path";
import type { DatasetFormat } from "../../src/contracts/datasetFormats";

/** Where a box or an image reference came from, for a refusal: the annotation file and its entry. */
export interface Where {
  file: string;
  entry: string;
}

export interface PlannedBox {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  where: Where;
  /** YOLO: x, y are the centre and all four are fractions of the image's size, converted once it is read. */
  normalised?: boolean;
}

/** One image to import: its extracted file (relative, `/`), the name it keeps, its boxes. */
export interface PlannedImage {
  file: string;
  name: string;
  boxes: PlannedBox[];
  /** The annotation that named it (for a refusal when it is missing); absent for images found by listing. */
  ref?: Where;
  /** A box covering the whole image once its size is known (class folders). */
  wholeImage?: string;
}

/** What a reader made of an archive: the categories (label names, in order) and the images. */
export interface ImportPlan {
  format: DatasetFormat;
  categories: string[];
  images: PlannedImage[];
}

/** The extracted files of an archive, with lookups the readers share. */
export class ArchiveFiles {
  readonly all: readonly string[];
  private readonly exact: Set<string>;
  private readonly byBase = new Map<string, string[]>();

  constructor(names: readonly string[]) {
    this.all = [...names].sort();
    this.exact = new Set(this.all);
    for (const name of this.all) {
      const base = path.posix.basename(name);
      this.byBase.set(base, [...(this.byBase.get(base) ?? []), name]);
    }
  }

  has(name: string): boolean {
    return this.exact.has(name);
  }

  /** The first candidate present; else the only file of that base name anywhere; else undefined. */
  find(candidates: readonly string[], base: string): string | undefined {
    for (const candidate of candidates) {
      const normal = path.posix.normalize(candidate).replace(/^\.\//, "");
      if (this.exact.has(normal)) return normal;
    }
    const same = this.byBase.get(base);
    return same?.length === 1 ? same[0] : undefined;
  }

  withExtension(...extensions: string[]): string[] {
    return this.all.filter((name) => extensions.includes(extensionOf(name)));
  }
}

export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "webp"];
export const extensionOf = (name: string) => path.posix.extname(name).slice(1).toLowerCase();
export const isImageName = (name: string) => IMAGE_EXTENSIONS.includes(extensionOf(name));

/** Coordinates computed from VOC corners or YOLO fractions, rounded to a millionth of a pixel (exact for whole pixels). */
export const micro = (value: number) => Math.round(value * 1e6) / 1e6;
