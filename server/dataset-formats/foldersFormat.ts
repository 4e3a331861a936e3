import path from "node:path";
import { isImageName, type ArchiveFiles, type ImportPlan, type PlannedImage } from "./importPlan";
import type { Sink } from "./sink";
import type { NamedBox, VersionContent } from "./versionContent";

/**
 * The class of an image in the folder layout: the label of its largest box (the first saved on a
 * tie); an image without boxes has none.
 */
export function imageClass(boxes: readonly NamedBox[]): string | undefined {
  let best: NamedBox | undefined;
  for (const box of boxes) if (!best || box.width * box.height > best.width * best.height) best = box;
  return best?.label;
}

/**
 * Classification by folders: `{class}/{name}`, one folder per label, each image in its class's folder
 * (imageClass); images without boxes are left out. Returns the number of images written.
 */
export async function writeFolders(content: VersionContent, sink: Sink): Promise<number> {
  let count = 0;
  for (const image of content.images) {
    const label = imageClass(image.boxes);
    if (label === undefined) continue;
    await sink.file(`${folderName(label)}/${image.name}`, image.file, image.size);
    count += 1;
  }
  return count;
}

/** A label as one folder name: `/`, `\` and control characters become `_`; `.` and `..` are prefixed. */
export function folderName(label: string): string {
  // eslint-disable-next-line no-control-regex
  const name = label.replace(/[/\\\u0000-\u001f\u007f]/g, "_");
  return name === "." || name === ".." || name === "" ? `_${name}` : name;
}

/**
 * Reads class folders: each image's class is the name of the folder holding it, and becomes one box
 * covering the whole image; images at the archive's top level come in without a box.
 */
export function readFolders(files: ArchiveFiles): ImportPlan {
  const categories: string[] = [];
  const images: PlannedImage[] = files.all.filter(isImageName).map((file) => {
    const folder = path.posix.dirname(file);
    const planned: PlannedImage = { file, name: path.posix.basename(file), boxes: [] };
    if (folder === ".") return planned;
    const label = path.posix.basename(folder);
    if (!categories.includes(label)) categories.push(label);
    return { ...planned, wholeImage: label };
  });
  return { format: "folders", categories, images };
}
