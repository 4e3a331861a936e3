import path from "node:path";
import { DATASET_TEXT } from "../dataset-formats/text";
import type { Db } from "../lib/db";
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
  /** `task:{id}` for a task's boxes, `own:{labelGroupId}` for the dataset owner's own (数据标注). */
  source: string;
  /** Ties of saved_at: the owner's own annotation first, then the higher task id. */
  rank: number;
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

const LABEL_AND_ITEM = `l.id AS label_id, l.name AS label_name, l.color AS label_color,
  i.dataset_id, i.version_id, i.ext, i.file_name, i.width AS image_width, i.height AS image_height`;

/**
 * The labelled regions of a dataset version. Boxes come from two kinds of source: each annotation task
 * on the version (sub-tasks included), and the dataset owner's own annotation without a task
 * (`version_annotations`, one source per label group). For each item the source that saved that item
 * last wins (its boxes of that item, all of them); on the same instant the owner's own annotation wins,
 * then the higher task id. Refuses (EngineRefusal 400) a version without boxes, or whose boxed images
 * are all in formats the trainer cannot decode; 404 for an unknown version.
 */
export function gatherSamples(db: Db, dataDir: string, query: SampleQuery): Sample[] {
  if (!db.prepare("SELECT 1 FROM dataset_versions WHERE id = ?").get(query.versionId))
    throw new EngineRefusal(DATASET_TEXT.versionNotFound, 404);
  const byGroup = query.labelGroupId != null;
  const group = byGroup ? "AND l.group_id = ?" : "";
  const args = byGroup ? [query.versionId, query.labelGroupId] : [query.versionId];
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT 'task:' || a.task_id AS source, a.task_id AS rank, a.id AS box_id, a.item_id, a.saved_at,
                a.x, a.y, a.width, a.height, ${LABEL_AND_ITEM}
         FROM annotations a
         JOIN annotation_tasks t ON t.id = a.task_id
         JOIN dataset_items i ON i.id = a.item_id
         JOIN labels l ON l.id = a.label_id
         WHERE i.version_id = ? ${group}
         UNION ALL
         SELECT 'own:' || a.label_group_id, ${Number.MAX_SAFE_INTEGER}, a.id, a.item_id, a.saved_at,
                a.x, a.y, a.width, a.height, ${LABEL_AND_ITEM}
         FROM version_annotations a
         JOIN dataset_items i ON i.id = a.item_id
         JOIN labels l ON l.id = a.label_id
         WHERE i.version_id = ? ${group}
       ) ORDER BY item_id, rank, box_id`,
    )
    .all(...args, ...args) as BoxRow[];

  const newest = new Map<number, { source: string; rank: number; savedAt: number }>();
  for (const row of rows) {
    const best = newest.get(row.item_id);
    if (!best || row.saved_at > best.savedAt || (row.saved_at === best.savedAt && row.rank > best.rank))
      newest.set(row.item_id, { source: row.source, rank: row.rank, savedAt: row.saved_at });
  }
  const samples = rows
    .filter((row) => newest.get(row.item_id)!.source === row.source)
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
