import type { DatasetFormat } from "../../src/contracts/datasetFormats";
import { writeCoco } from "./cocoFormat";
import { writeFolders } from "./foldersFormat";
import type { Sink } from "./sink";
import type { VersionContent } from "./versionContent";
import { writeVoc } from "./vocFormat";
import { writeYolo } from "./yoloFormat";

/** Writes a version in one format; answers the images and annotations (boxes, or classes for folders) written. */
export async function writeFormat(
  content: VersionContent,
  format: DatasetFormat,
  sink: Sink,
): Promise<{ images: number; annotations: number }> {
  if (format === "folders") {
    const images = await writeFolders(content, sink);
    return { images, annotations: images };
  }
  const write = format === "coco" ? writeCoco : format === "voc" ? writeVoc : writeYolo;
  const annotations = await write(content, sink);
  return { images: content.images.length, annotations };
}
