import type { Sink } from "./sink";
import { stemOf, type VersionContent } from "./versionContent";

/** YOLO (Ultralytics layout): images, one txt per image, the class names. */
export const YOLO_LAYOUT = {
  images: "images",
  labels: "labels",
  names: "classes.txt",
  yaml: "data.yaml",
} as const;

/**
 * YOLO: `images/{name}`, `labels/{stem}.txt` (one `class cx cy w h` line per box, normalised to the
 * image's size, class = line index in `classes.txt`), `classes.txt`, and `data.yaml` for Ultralytics.
 */
export async function writeYolo(content: VersionContent, sink: Sink): Promise<number> {
  const classOf = new Map(content.categories.map((name, index) => [name, index]));
  let count = 0;
  for (const image of content.images) {
    await sink.file(`${YOLO_LAYOUT.images}/${image.name}`, image.file, image.size);
    const lines = image.boxes.map((box) =>
      [
        classOf.get(box.label),
        (box.x + box.width / 2) / image.width,
        (box.y + box.height / 2) / image.height,
        box.width / image.width,
        box.height / image.height,
      ].join(" "),
    );
    count += lines.length;
    await sink.buffer(
      `${YOLO_LAYOUT.labels}/${stemOf(image.name)}.txt`,
      Buffer.from(lines.map((l) => `${l}\n`).join("")),
    );
  }
  await sink.buffer(YOLO_LAYOUT.names, Buffer.from(content.categories.map((name) => `${name}\n`).join("")));
  const names = content.categories.map((name, index) => `  ${index}: ${JSON.stringify(name)}`).join("\n");
  await sink.buffer(
    YOLO_LAYOUT.yaml,
    Buffer.from(`path: .\ntrain: ${YOLO_LAYOUT.images}\nval: ${YOLO_LAYOUT.images}\nnames:\n${names}\n`),
  );
  return count;
}
