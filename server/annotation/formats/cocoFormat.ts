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
