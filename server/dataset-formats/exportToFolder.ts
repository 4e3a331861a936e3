import type { DatasetFormat } from "../../src/contracts/datasetFormats";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { DATASET_TEXT } from "./text";
import { folderSink } from "./sink";
import { versionContent } from "./versionContent";
import { writeFormat } from "./writeFormat";

/**
 * Writes a dataset version into `dir` (created when missing) in a standard layout
 * (docs/dataset-formats.md): COCO, VOC, YOLO, or class folders (each boxed image in the folder of its
 * largest box's label). Images are copied file by file, never held together in memory. 404 (Refusal)
 * for an unknown version. The same writers make the zip download.
 */
export async function exportVersionToFolder(
  db: Db,
  dataDir: string,
  versionId: number,
  format: DatasetFormat,
  dir: string,
): Promise<{ images: number; annotations: number }> {
  if (!db.prepare("SELECT 1 FROM dataset_versions WHERE id = ?").get(versionId))
    refuse(404, DATASET_TEXT.versionNotFound);
  return writeFormat(versionContent(db, dataDir, versionId), format, folderSink(dir));
}
