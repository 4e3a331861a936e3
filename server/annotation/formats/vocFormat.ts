import { XMLBuilder } from "fast-xml-parser";
import type { Sink } from "./sink";
import { stemOf, type VersionContent } from "./versionContent";

/** Pascal VOC folders: images, one XML per image, the image list and the class names. */
export const VOC_LAYOUT = {
  images: "JPEGImages",
  annotations: "Annotations",
  list: "ImageSets/Main/default.txt",
  labels: "labels.txt",
} as const;

const builder = new XMLBuilder({ format: true, indentBy: "  ", suppressEmptyNode: false });

/**
 * Pascal VOC: `JPEGImages/{name}`, `Annotations/{stem}.xml` (filename, size, one `object` per box with
 * `bndbox` xmin, ymin, xmax, ymax in pixels, xmax = x + width), `ImageSets/Main/default.txt` and
 * `labels.txt` (one class name a line, so classes without boxes survive).
 */
export async function writeVoc(content: VersionContent, sink: Sink): Promise<number> {
  let count = 0;
  for (const image of content.images) {
    await sink.file(`${VOC_LAYOUT.images}/${image.name}`, image.file, image.size);
    const xml = builder.build({
      annotation: {
        folder: VOC_LAYOUT.images,
        filename: image.name,
        size: { width: image.width, height: image.height, depth: 3 },
        segmented: 0,
        object: image.boxes.map((box) => ({
          name: box.label,
          pose: "Unspecified",
          truncated: 0,
          difficult: 0,
          bndbox: { xmin: box.x, ymin: box.y, xmax: box.x + box.width, ymax: box.y + box.height },
        })),
      },
    }) as string;
    count += image.boxes.length;
    await sink.buffer(`${VOC_LAYOUT.annotations}/${stemOf(image.name)}.xml`, Buffer.from(xml));
  }
  const list = content.images.map((image) => stemOf(image.name)).join("\n");
  await sink.buffer(VOC_LAYOUT.list, Buffer.from(list ? `${list}\n` : ""));
  await sink.buffer(VOC_LAYOUT.labels, Buffer.from(content.categories.map((name) => `${name}\n`).join("")));
  return count;
}
