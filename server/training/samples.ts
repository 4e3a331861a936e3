import path from "node:path";
import { DATASET_TEXT } from "../annotation/datasetStore";
import type { Db } from "../db";
import type { Box } from "./features";
import { DECODABLE_TYPES } from "./image";
import { EngineRefusal, TRAINING_TEXT } from "./text";

/** One labelled region of a dataset version: the image file, the box in image pixels, the label. */
export interface Sample {
  itemId: number;
  fileName: string;
  ext: string;
  imagePath: string;
  imageWidth: number;
  imageHeight: number;
  box: Box;
  label: { id: number; name: string; color: string };
}

export interface SampleQuery {
  versionId: number;
  /** Only boxes with a label of this group (null or absent: every label). */
  labelGroupId?: number | null;
}

interface BoxRow {
  task_id: number;
  item_id: number;
  saved_at: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label_id: number;
  label_name: string;
  label_color: string;
  dataset_id: number;
  version_id: number;
  ext: string;
  file_name: string;
  image_width: number;
  image_height: number;
}

/**
 * The labelled regions of a dataset version. Boxes are saved per annotation task and item; when several
 * tasks on the version annotated the same item, the task that saved that item last wins (its boxes,
 * all of them). Refuses (EngineRefusal 400) a version without boxes, or whose boxed images are all in
 * formats the trainer cannot decode; 404 for an unknown version.
 */
export function gatherSamples(db: Db, dataDir: string, query: SampleQuery): Sample[] {
  if (!db.prepare("SELECT 1 FROM dataset_versions WHERE id = ?").get(query.versionId))
    throw new EngineRefusal(DATASET_TEXT.versionNotFound, 404);
  const byGroup = query.labelGroupId != null;
  const rows = db
    .prepare(
      `SELECT a.task_id, a.item_id, a.saved_at, a.x, a.y, a.width, a.height,
              l.id AS label_id, l.name AS label_name, l.color AS label_color,
              i.dataset_id, i.version_id, i.ext, i.file_name, i.width AS image_width, i.height AS image_height
       FROM annotations a
       JOIN annotation_tasks t ON t.id = a.task_id
       JOIN dataset_items i ON i.id = a.item_id
       JOIN labels l ON l.id = a.label_id
       WHERE i.version_id = ? ${byGroup ? "AND l.group_id = ?" : ""}
       ORDER BY a.item_id, a.id`,
    )
    .all(...(byGroup ? [query.versionId, query.labelGroupId] : [query.versionId])) as BoxRow[];

  const newestTask = new Map<number, { taskId: number; savedAt: number }>();
  for (const row of rows) {
    const best = newestTask.get(row.item_id);
    if (!best || row.saved_at > best.savedAt || (row.saved_at === best.savedAt && row.task_id > best.taskId))
      newestTask.set(row.item_id, { taskId: row.task_id, savedAt: row.saved_at });
  }
  const samples = rows
    .filter((row) => newestTask.get(row.item_id)!.taskId === row.task_id)
    .map((row): Sample => ({
      itemId: row.item_id,
      fileName: row.file_name,
      ext: row.ext,
      imagePath: path.join(
        dataDir,
        "datasets",
        String(row.dataset_id),
        String(row.version_id),
        `${row.item_id}.${row.ext}`,
      ),
      imageWidth: row.image_width,
      imageHeight: row.image_height,
      box: { x: row.x, y: row.y, width: row.width, height: row.height },
      label: { id: row.label_id, name: row.label_name, color: row.label_color },
    }));
  if (!samples.length) throw new EngineRefusal(TRAINING_TEXT.noAnnotations);
  if (!samples.some((sample) => (DECODABLE_TYPES as readonly string[]).includes(sample.ext)))
    throw new EngineRefusal(TRAINING_TEXT.noTrainableImages);
  return samples;
}
