import path from "node:path";
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { entryOf, FORMAT_TEXT } from "../../src/contracts/datasetFormats";
import { nameLines, numberOf, readText } from "./annotationFile";
import { ImportRefusal } from "./importRefusal";
import { isImageName, micro, type ArchiveFiles, type ImportPlan, type PlannedImage } from "./importPlan";
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

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === "object" });

/** An XML file whose root is `annotation` (a VOC annotation), parsed; else undefined. */
export function vocXml(dir: string, name: string): Record<string, unknown> | undefined {
  try {
    const root = parser.parse(readText(dir, name)) as Record<string, unknown>;
    const annotation = root.annotation;
    return typeof annotation === "object" && annotation !== null
      ? (annotation as Record<string, unknown>)
      : undefined;
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    return undefined;
  }
}

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Reads Pascal VOC: each `Annotations/*.xml` names its image (`filename`, looked up in `JPEGImages`
 * beside the annotations folder, beside the XML, or by a unique base name) and holds its objects
 * (`name`, `bndbox`); `labels.txt` (optional) fixes the classes and their order. Images without an XML
 * come in without boxes.
 */
export function readVoc(files: ArchiveFiles, dir: string): ImportPlan {
  const labelsFile = files.all.find((name) => /(^|\/)(labels|labelmap)\.txt$/i.test(name));
  const known = labelsFile
    ? nameLines(readText(dir, labelsFile)).map((line) => line.split(":")[0]!.trim())
    : undefined;
  const categories = [...(known ?? [])];
  const images: PlannedImage[] = [];
  const used = new Set<string>();
  for (const xmlName of files.withExtension("xml")) {
    const annotation = vocXml(dir, xmlName);
    if (!annotation) continue;
    const xmlDir = path.posix.dirname(xmlName);
    const parent = path.posix.dirname(xmlDir);
    const fileName = String(annotation.filename ?? "").trim();
    const ref = { file: xmlName, entry: "filename" };
    if (!fileName) throw new ImportRefusal(FORMAT_TEXT.badEntry(xmlName, "filename", "缺少图片文件名"));
    const found = files.find(
      [`${parent}/${VOC_LAYOUT.images}/${fileName}`, `${xmlDir}/${fileName}`, `${parent}/${fileName}`],
      path.posix.basename(fileName),
    );
    if (!found) throw new ImportRefusal(FORMAT_TEXT.imageMissing(xmlName, "filename", fileName));
    const objects = Array.isArray(annotation.object) ? annotation.object : [];
    const boxes = objects.map((object: unknown, index: number) => {
      const entry = entryOf.array("object", index);
      const label = String(field(object, "name") ?? "").trim();
      if (!label) throw new ImportRefusal(FORMAT_TEXT.badEntry(xmlName, entry, "缺少类别名 name"));
      if (known && !known.includes(label))
        throw new ImportRefusal(FORMAT_TEXT.unknownCategory(xmlName, entry, label));
      if (!categories.includes(label)) categories.push(label);
      const box = field(object, "bndbox");
      const [xmin, ymin, xmax, ymax] = ["xmin", "ymin", "xmax", "ymax"].map((key) =>
        numberOf(field(box, key)),
      );
      if ([xmin, ymin, xmax, ymax].some((n) => n === undefined))
        throw new ImportRefusal(FORMAT_TEXT.badEntry(xmlName, entry, "bndbox 需要 xmin、ymin、xmax、ymax"));
      return {
        label,
        x: xmin!,
        y: ymin!,
        width: micro(xmax! - xmin!),
        height: micro(ymax! - ymin!),
        where: { file: xmlName, entry },
      };
    });
    used.add(found);
    images.push({ file: found, name: path.posix.basename(found), boxes, ref });
  }
  for (const name of files.all)
    if (isImageName(name) && !used.has(name))
      images.push({ file: name, name: path.posix.basename(name), boxes: [] });
  return { format: "voc", categories, images };
}
