import { FORMAT_NAMES, FORMAT_TEXT, type DatasetFormat } from "../../src/contracts/datasetFormats";
import { readJson } from "./annotationFile";
import { isCocoJson, readCoco } from "./cocoFormat";
import { readFolders } from "./foldersFormat";
import { ImportRefusal } from "./importRefusal";
import { isImageName, type ArchiveFiles, type ImportPlan } from "./importPlan";
import { readVoc, vocXml } from "./vocFormat";
import { readYolo, yoloNamesFile } from "./yoloFormat";

/** The first JSON file that is a COCO instances file. */
const cocoJson = (files: ArchiveFiles, dir: string) =>
  files.withExtension("json").find((name) => isCocoJson(readJson(dir, name)));

const hasVoc = (files: ArchiveFiles, dir: string) =>
  files.withExtension("xml").some((name) => vocXml(dir, name) !== undefined);

/** A names file and at least one txt that is not it. */
const hasYolo = (files: ArchiveFiles) => {
  const names = yoloNamesFile(files);
  return names !== undefined && files.withExtension("txt").some((name) => name !== names);
};

/**
 * Detection (docs/dataset-formats.md): a COCO instances JSON, else VOC XMLs, else a YOLO names file with
 * label txts, else images in folders (classes). A named format skips detection; its files must be there.
 */
export function readPlan(files: ArchiveFiles, dir: string, format: DatasetFormat | "auto"): ImportPlan {
  const missing = (named: DatasetFormat) =>
    new ImportRefusal(`${FORMAT_NAMES[named]}：${FORMAT_TEXT.unknownFormat}`);
  let plan: ImportPlan;
  const coco = format === "auto" || format === "coco" ? cocoJson(files, dir) : undefined;
  if (coco) plan = readCoco(files, dir, coco);
  else if (format === "coco") throw missing("coco");
  else if ((format === "auto" && hasVoc(files, dir)) || format === "voc") plan = readVoc(files, dir);
  else if ((format === "auto" && hasYolo(files)) || format === "yolo") plan = readYolo(files, dir);
  else if (files.all.some(isImageName)) plan = readFolders(files);
  else throw new ImportRefusal(format === "auto" ? FORMAT_TEXT.unknownFormat : FORMAT_TEXT.noImages);
  if (!plan.images.length) throw new ImportRefusal(FORMAT_TEXT.noImages);
  return plan;
}
