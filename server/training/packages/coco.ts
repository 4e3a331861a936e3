import fs from "node:fs";
import path from "node:path";
import type { Job } from "../jobFile";

/**
 * The COCO folder a package reads, as the dataset exporter writes it (docs/dataset-formats.md):
 * `annotations/instances.json` and the pictures in `images/`.
 */
export const COCO_ANNOTATIONS = path.join("annotations", "instances.json");
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
