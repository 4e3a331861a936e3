import fs from "node:fs";
import path from "node:path";
import type { Job } from "../jobFile";
import type { Sample } from "../samples";

/** The COCO folder a package reads: `annotations.json` and the pictures in `images/`. */
export const COCO_ANNOTATIONS = "annotations.json";
export const COCO_IMAGES = "images";

interface Coco {
  images: { id: number; file_name: string; width: number; height: number }[];
  annotations: {
    id: number;
    image_id: number;
    category_id: number;
    bbox: number[];
    area: number;
    iscrowd: 0;
  }[];
  categories: { id: number; name: string; color?: string }[];
}

/**
 * The samples of a dataset version (gatherSamples' rules: which source wins per item) as a COCO
 * folder: each picture copied as `images/{itemId}.{ext}`, boxes as `bbox: [x, y, width, height]`,
 * labels as categories (with their colour). Used until the dataset exports
 * (`exportVersionToFolder`) are wired in.
 */
export function writeCocoFromSamples(samples: readonly Sample[], dir: string): void {
  const coco: Coco = { images: [], annotations: [], categories: [] };
  const seenImages = new Set<number>();
  const seenLabels = new Set<number>();
  fs.mkdirSync(path.join(dir, COCO_IMAGES), { recursive: true });
  for (const sample of samples) {
    if (!seenImages.has(sample.itemId)) {
      seenImages.add(sample.itemId);
      const fileName = `${sample.itemId}.${sample.ext}`;
      fs.copyFileSync(sample.imagePath, path.join(dir, COCO_IMAGES, fileName));
      coco.images.push({
        id: sample.itemId,
        file_name: fileName,
        width: sample.imageWidth,
        height: sample.imageHeight,
      });
    }
    if (!seenLabels.has(sample.label.id)) {
      seenLabels.add(sample.label.id);
      coco.categories.push({ id: sample.label.id, name: sample.label.name, color: sample.label.color });
    }
    const { x, y, width, height } = sample.box;
    coco.annotations.push({
      id: coco.annotations.length + 1,
      image_id: sample.itemId,
      category_id: sample.label.id,
      bbox: [x, y, width, height],
      area: width * height,
      iscrowd: 0,
    });
  }
  coco.categories.sort((a, b) => a.id - b.id);
  fs.writeFileSync(path.join(dir, COCO_ANNOTATIONS), JSON.stringify(coco));
}

/** A COCO folder as the built-in trainers' labels and images (categories in id order). */
export function readCocoImages(dir: string): Pick<Job, "labels" | "images"> {
  const coco = JSON.parse(fs.readFileSync(path.join(dir, COCO_ANNOTATIONS), "utf8")) as Coco;
  const categories = [...coco.categories].sort((a, b) => a.id - b.id);
  const index = new Map(categories.map((category, i) => [category.id, i]));
  const images = new Map<number, Job["images"][number]>();
  for (const image of coco.images) {
    const inImages = path.join(dir, COCO_IMAGES, image.file_name);
    const filePath = fs.existsSync(inImages) ? inImages : path.join(dir, image.file_name);
    images.set(image.id, { itemId: image.id, fileName: image.file_name, path: filePath, boxes: [] });
  }
  for (const annotation of coco.annotations) {
    const [x, y, width, height] = annotation.bbox as [number, number, number, number];
    images
      .get(annotation.image_id)
      ?.boxes.push({ x, y, width, height, label: index.get(annotation.category_id)! });
  }
  return {
    labels: categories.map((category) => ({
      id: category.id,
      name: category.name,
      color: category.color ?? "#888888",
    })),
    images: [...images.values()].filter((image) => image.boxes.length > 0),
  };
}

/**
 * The class-folders export: `{label name}/{itemId}.{ext}`, each picture in the folder of its first
 * box's label (a whole-picture classification dataset).
 */
export function writeClassFolders(samples: readonly Sample[], dir: string): void {
  const done = new Set<number>();
  for (const sample of samples) {
    if (done.has(sample.itemId)) continue;
    done.add(sample.itemId);
    const folder = path.join(dir, sample.label.name.replace(/[/\\\0]/g, "_"));
    fs.mkdirSync(folder, { recursive: true });
    fs.copyFileSync(sample.imagePath, path.join(folder, `${sample.itemId}.${sample.ext}`));
  }
}
