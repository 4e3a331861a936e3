import path from "node:path";
import type { Db } from "../lib/db";

/** A box in image pixels with its label's name. */
export interface NamedBox {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One image of a version as an export writes it. */
export interface ContentImage {
  itemId: number;
  /** The name in the export: the item's file name, made unique within the version (`{stem}_{id}.{ext}`). */
  name: string;
  /** Absolute path of the stored bytes. */
  file: string;
  size: number;
  width: number;
  height: number;
  boxes: NamedBox[];
}

/** A version's images and boxes; `categories` are the label names used, in the order first met. */
export interface VersionContent {
  categories: string[];
  images: ContentImage[];
}

interface ItemRow {
  id: number;
  dataset_id: number;
  version_id: number;
  file_name: string;
  ext: string;
  file_size: number;
  width: number;
  height: number;
}

interface BoxRow {
  source: string;
  rank: number;
  item_id: number;
  saved_at: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
}

/** A file name safe as one path segment of an archive: no folders, no control characters. */
function safeName(fileName: string, ext: string, id: number): string {
  // eslint-disable-next-line no-control-regex
  const base = path.posix.basename(fileName.replace(/\\/g, "/")).replace(/[\u0000-\u001f\u007f]/g, "_");
  const usable = base && base !== "." && base !== ".." ? base : `${id}.${ext}`;
  return /\.[A-Za-z0-9]+$/.test(usable) ? usable : `${usable}.${ext}`;
}

/**
 * The images of a version with their boxes. Boxes follow the training rule (server/training/samples.ts):
 * per item, the source that saved that item last (a task, or the owner's own annotation of a label
 * group) gives all of its boxes; on the same instant the owner's own wins, then the higher task id.
 */
export function versionContent(db: Db, dataDir: string, versionId: number): VersionContent {
  const items = db
    .prepare("SELECT * FROM dataset_items WHERE version_id = ? ORDER BY id")
    .all(versionId) as ItemRow[];
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT 'task:' || a.task_id AS source, a.task_id AS rank, a.id AS box_id, a.item_id, a.saved_at,
                a.x, a.y, a.width, a.height, l.name AS label
         FROM annotations a JOIN dataset_items i ON i.id = a.item_id JOIN labels l ON l.id = a.label_id
         WHERE i.version_id = ?
         UNION ALL
         SELECT 'own:' || a.label_group_id, ${Number.MAX_SAFE_INTEGER}, a.id, a.item_id, a.saved_at,
                a.x, a.y, a.width, a.height, l.name
         FROM version_annotations a JOIN dataset_items i ON i.id = a.item_id JOIN labels l ON l.id = a.label_id
         WHERE i.version_id = ?
       ) ORDER BY item_id, rank, box_id`,
    )
    .all(versionId, versionId) as BoxRow[];
  const newest = new Map<number, { source: string; rank: number; savedAt: number }>();
  for (const row of rows) {
    const best = newest.get(row.item_id);
    if (!best || row.saved_at > best.savedAt || (row.saved_at === best.savedAt && row.rank > best.rank))
      newest.set(row.item_id, { source: row.source, rank: row.rank, savedAt: row.saved_at });
  }
  const boxes = new Map<number, NamedBox[]>();
  const categories: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (newest.get(row.item_id)!.source !== row.source) continue;
    if (!seen.has(row.label)) {
      seen.add(row.label);
      categories.push(row.label);
    }
    const list = boxes.get(row.item_id) ?? [];
    list.push({ label: row.label, x: row.x, y: row.y, width: row.width, height: row.height });
    boxes.set(row.item_id, list);
  }

  const taken = new Set<string>();
  const images = items.map((item): ContentImage => {
    let name = safeName(item.file_name, item.ext, item.id);
    // Unique by stem: VOC and YOLO name the annotation file after it (a.png and a.jpg would collide).
    if (taken.has(stemOf(name).toLowerCase())) {
      const dot = name.lastIndexOf(".");
      name = `${name.slice(0, dot)}_${item.id}${name.slice(dot)}`;
    }
    taken.add(stemOf(name).toLowerCase());
    return {
      itemId: item.id,
      name,
      file: path.join(
        dataDir,
        "datasets",
        String(item.dataset_id),
        String(item.version_id),
        `${item.id}.${item.ext}`,
      ),
      size: item.file_size,
      width: item.width,
      height: item.height,
      boxes: boxes.get(item.id) ?? [],
    };
  });
  return { categories, images };
}

/** The file name without its extension (annotation files of VOC and YOLO share the image's stem). */
export const stemOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
};
