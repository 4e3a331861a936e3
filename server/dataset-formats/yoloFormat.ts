import path from "node:path";
import { entryOf, FORMAT_TEXT } from "../../src/contracts/datasetFormats";
import { nameLines, numberOf, readText } from "./annotationFile";
import { ImportRefusal } from "./importRefusal";
import { isImageName, type ArchiveFiles, type ImportPlan, type PlannedImage } from "./importPlan";
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

/** The class names of a YOLO archive: classes.txt, obj.names, any *.names, or the `names` of a data.yaml. */
export function yoloNamesFile(files: ArchiveFiles): string | undefined {
  const by = (test: RegExp) => files.all.find((name) => test.test(name));
  return (
    by(/(^|\/)classes\.txt$/i) ?? by(/(^|\/)obj\.names$/i) ?? by(/\.names$/i) ?? by(/(^|\/)data\.ya?ml$/i)
  );
}

/** `names` of a data.yaml: a flow list `[a, b]`, a block list `- a`, or a map `0: a`. */
function yamlNames(text: string): string[] {
  const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, "$2");
  const flow = /^names:\s*\[(.*)\]\s*$/m.exec(text);
  if (flow)
    return flow[1]!
      .split(",")
      .map(unquote)
      .filter((name) => name !== "");
  const block = /^names:\s*\n((?:[ \t]+.*\n?)*)/m.exec(text);
  if (!block) return [];
  return block[1]!
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => unquote(line.replace(/^-\s*/, "").replace(/^\d+\s*:\s*/, "")));
}

/**
 * Reads YOLO: every image, its boxes from the txt of the same stem (in the `labels` folder mirroring
 * `images`, or beside the image), one `class cx cy w h` line per box (fractions of the image's size),
 * classes from the names file. A label file without its image is refused.
 */
export function readYolo(files: ArchiveFiles, dir: string): ImportPlan {
  const namesFile = yoloNamesFile(files);
  if (!namesFile)
    throw new ImportRefusal(
      FORMAT_TEXT.badFile("classes.txt", "缺少类别名文件（classes.txt、obj.names 或 data.yaml）"),
    );
  const text = readText(dir, namesFile);
  const categories = /\.ya?ml$/i.test(namesFile) ? yamlNames(text) : nameLines(text);
  const claimed = new Set<string>();
  const images: PlannedImage[] = files.all.filter(isImageName).map((image) => {
    const stem = image.slice(0, image.length - path.posix.extname(image).length);
    const mirrored = `/${stem}.txt`.replace(/\/images\/(?!.*\/images\/)/, "/labels/").slice(1);
    const labelFile = [mirrored, `${stem}.txt`].find((candidate) => files.has(candidate));
    const planned: PlannedImage = { file: image, name: path.posix.basename(image), boxes: [] };
    if (!labelFile) return planned;
    claimed.add(labelFile);
    readText(dir, labelFile)
      .split(/\r?\n/)
      .forEach((line, index) => {
        if (!line.trim()) return;
        const entry = entryOf.line(index + 1);
        const tokens = line.trim().split(/\s+/);
        const values = tokens.map((token) => numberOf(token));
        if (tokens.length !== 5 || values.some((value) => value === undefined))
          throw new ImportRefusal(FORMAT_TEXT.badEntry(labelFile, entry, "每行应为 class cx cy w h"));
        const [cls, cx, cy, w, h] = values as number[];
        const label = Number.isInteger(cls) ? categories[cls!] : undefined;
        if (label === undefined)
          throw new ImportRefusal(FORMAT_TEXT.unknownCategory(labelFile, entry, tokens[0]!));
        planned.boxes.push({
          label,
          x: cx!,
          y: cy!,
          width: w!,
          height: h!,
          where: { file: labelFile, entry },
          normalised: true,
        });
      });
    return planned;
  });
  for (const name of files.withExtension("txt")) {
    const isLabel = /(^|\/)labels\//.test(name) && name !== namesFile;
    if (isLabel && !claimed.has(name)) {
      const stem = path.posix.basename(name, ".txt");
      throw new ImportRefusal(FORMAT_TEXT.imageMissing(name, entryOf.line(1), `${stem}.*`));
    }
  }
  return { format: "yolo", categories, images };
}
