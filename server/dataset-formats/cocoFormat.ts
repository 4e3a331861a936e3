import path from "node:path";
import { entryOf, FORMAT_TEXT } from "../../src/contracts/datasetFormats";
import { numberOf, readJson } from "./annotationFile";
import { ImportRefusal } from "./importRefusal";
import type { ArchiveFiles, ImportPlan, PlannedImage } from "./importPlan";
import type { Sink } from "./sink";
import type { VersionContent } from "./versionContent";

/** Where COCO keeps things in an export: images beside one instances file. */
export const COCO_LAYOUT = { images: "images", annotations: "annotations/instances.json" } as const;

/**
 * COCO detection: `images/{name}` and `annotations/instances.json` with `images` (id, file_name, width,
 * height), `categories` (id from 1, name) and `annotations` (bbox `[x, y, w, h]` in pixels, area).
 */
export async function writeCoco(content: VersionContent, sink: Sink): Promise<number> {
  const categoryId = new Map(content.categories.map((name, index) => [name, index + 1]));
  const images: unknown[] = [];
  const annotations: unknown[] = [];
  for (const [index, image] of content.images.entries()) {
    await sink.file(`${COCO_LAYOUT.images}/${image.name}`, image.file, image.size);
    images.push({ id: index + 1, file_name: image.name, width: image.width, height: image.height });
    for (const box of image.boxes)
      annotations.push({
        id: annotations.length + 1,
        image_id: index + 1,
        category_id: categoryId.get(box.label),
        bbox: [box.x, box.y, box.width, box.height],
        area: box.width * box.height,
        iscrowd: 0,
        segmentation: [],
      });
  }
  const categories = content.categories.map((name, index) => ({ id: index + 1, name, supercategory: "" }));
  const json = JSON.stringify({ info: { description: "exported" }, images, annotations, categories });
  await sink.buffer(COCO_LAYOUT.annotations, Buffer.from(json));
  return annotations.length;
}

/** A COCO instances file: an object with `images`, `annotations` and `categories` arrays. */
export const isCocoJson = (
  json: unknown,
): json is Record<"images" | "annotations" | "categories", unknown[]> =>
  typeof json === "object" &&
  json !== null &&
  ["images", "annotations", "categories"].every((key) =>
    Array.isArray((json as Record<string, unknown>)[key]),
  );

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Reads a COCO instances file (`jsonName`): images by `file_name`, looked up beside the JSON, beside
 * its folder, in an `images` folder there, or by a unique base name; boxes from `bbox` `[x, y, w, h]`.
 */
export function readCoco(files: ArchiveFiles, dir: string, jsonName: string): ImportPlan {
  const json = readJson(dir, jsonName);
  if (!isCocoJson(json))
    throw new ImportRefusal(
      FORMAT_TEXT.badFile(jsonName, "不是 COCO 标注（需要 images、annotations、categories）"),
    );
  const categories = new Map<number, string>();
  json.categories.forEach((value, index) => {
    const category = record(value);
    const id = numberOf(category.id);
    if (id === undefined || typeof category.name !== "string" || !category.name.trim())
      throw new ImportRefusal(
        FORMAT_TEXT.badEntry(jsonName, entryOf.array("categories", index), "需要 id 和 name"),
      );
    categories.set(id, category.name.trim());
  });
  const jsonDir = path.posix.dirname(jsonName);
  const parent = path.posix.dirname(jsonDir);
  const images = new Map<number, PlannedImage>();
  json.images.forEach((value, index) => {
    const image = record(value);
    const id = numberOf(image.id);
    const entry = entryOf.array("images", index);
    if (id === undefined || typeof image.file_name !== "string" || !image.file_name)
      throw new ImportRefusal(FORMAT_TEXT.badEntry(jsonName, entry, "需要 id 和 file_name"));
    const fileName = image.file_name.replace(/\\/g, "/");
    const base = path.posix.basename(fileName);
    const candidates = [jsonDir, parent, `${parent}/images`, `${jsonDir}/images`].map(
      (folder) => `${folder}/${fileName}`,
    );
    const found = files.find(candidates, base);
    const ref = { file: jsonName, entry };
    if (!found) throw new ImportRefusal(FORMAT_TEXT.imageMissing(jsonName, entry, fileName));
    images.set(id, { file: found, name: base, boxes: [], ref });
  });
  json.annotations.forEach((value, index) => {
    const annotation = record(value);
    const entry = entryOf.array("annotations", index);
    const image = images.get(numberOf(annotation.image_id) ?? NaN);
    if (!image)
      throw new ImportRefusal(
        FORMAT_TEXT.imageMissing(jsonName, entry, `image_id ${String(annotation.image_id)}`),
      );
    const label = categories.get(numberOf(annotation.category_id) ?? NaN);
    if (label === undefined)
      throw new ImportRefusal(FORMAT_TEXT.unknownCategory(jsonName, entry, String(annotation.category_id)));
    const bbox = Array.isArray(annotation.bbox) ? annotation.bbox.map(numberOf) : [];
    if (bbox.length !== 4 || bbox.some((n) => n === undefined))
      throw new ImportRefusal(FORMAT_TEXT.badEntry(jsonName, entry, "bbox 应为 [x, y, w, h]"));
    const [x, y, width, height] = bbox as number[];
    image.boxes.push({
      label,
      x: x!,
      y: y!,
      width: width!,
      height: height!,
      where: { file: jsonName, entry },
    });
  });
  return { format: "coco", categories: [...new Set(categories.values())], images: [...images.values()] };
}
