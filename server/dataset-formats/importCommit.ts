import fs from "node:fs";
import path from "node:path";
import { FORMAT_TEXT } from "../../src/contracts/datasetFormats";
import type { Db } from "../lib/db";
import { imageInfo, type ImageInfo } from "../lib/imageInfo";
import { ImportRefusal } from "./importRefusal";
import { micro, type ImportPlan } from "./importPlan";
import type { NamedBox } from "./versionContent";

/** An image checked and ready to be placed: its staged file, header, size and pixel boxes. */
export interface PreparedImage {
  staged: string;
  name: string;
  size: number;
  info: ImageInfo;
  boxes: NamedBox[];
}

/**
 * Reads every planned image (one at a time: memory stays flat) and checks it: present (else the
 * annotation naming it is refused), a readable image header, every box with a size and inside the
 * image. YOLO fractions and class folders become pixel boxes here.
 */
export async function prepareImages(
  plan: ImportPlan,
  dir: string,
  onImage: (done: number) => void,
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  const byFile = new Map<string, PreparedImage>();
  for (const [index, image] of plan.images.entries()) {
    const staged = path.join(dir, ...image.file.split("/"));
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(staged);
    } catch {
      const where = image.ref ?? { file: image.file, entry: "" };
      throw new ImportRefusal(FORMAT_TEXT.imageMissing(where.file, where.entry, image.name));
    }
    const info = imageInfo(bytes) ?? null;
    if (!info) throw new ImportRefusal(FORMAT_TEXT.corruptImage(image.file));
    const boxes: NamedBox[] = image.boxes.map((box) => {
      const pixels = box.normalised
        ? {
            x: micro((box.x - box.width / 2) * info.width),
            y: micro((box.y - box.height / 2) * info.height),
            width: micro(box.width * info.width),
            height: micro(box.height * info.height),
          }
        : { x: box.x, y: box.y, width: box.width, height: box.height };
      const inside =
        pixels.width > 0 &&
        pixels.height > 0 &&
        pixels.x >= 0 &&
        pixels.y >= 0 &&
        pixels.x + pixels.width <= info.width + 1e-6 &&
        pixels.y + pixels.height <= info.height + 1e-6;
      if (!inside) throw new ImportRefusal(FORMAT_TEXT.outside(box.where.file, box.where.entry));
      return { label: box.label, ...pixels };
    });
    if (image.wholeImage !== undefined)
      boxes.push({ label: image.wholeImage, x: 0, y: 0, width: info.width, height: info.height });
    // The same file named twice (two COCO `images` entries): one item with the boxes of both.
    const earlier = byFile.get(staged);
    if (earlier) earlier.boxes.push(...boxes);
    else {
      const ready = { staged, name: image.name, size: bytes.length, info, boxes };
      byFile.set(staged, ready);
      prepared.push(ready);
    }
    onImage(index + 1);
  }
  return prepared;
}

/** Distinct colours for new labels, in turn. */
const PALETTE = [
  "#E6194B",
  "#3CB44B",
  "#FFE119",
  "#4363D8",
  "#F58231",
  "#911EB4",
  "#46F0F0",
  "#F032E6",
  "#BCF60C",
  "#FABEBE",
  "#008080",
  "#9A6324",
];

export interface CommitTarget {
  userId: number;
  datasetId: number;
  datasetName: string;
  /** The version named in the call: filled when empty, else a new version is made. */
  versionId: number;
  /** An existing group of the user: categories map onto its labels by name (missing ones added). */
  labelGroupId?: number;
}

/**
 * Places the images and boxes in one SQLite transaction: the version (the named one when empty, else
 * V{n+1}), the label group and labels, the items and their boxes (the owner's own annotation), each
 * staged file renamed into place inside the transaction. Any failure rolls everything back and removes
 * what was placed: one version appears whole or not at all.
 */
export function commitImport(
  db: Db,
  dataDir: string,
  now: number,
  target: CommitTarget,
  categories: readonly string[],
  images: readonly PreparedImage[],
) {
  const placed: string[] = [];
  let madeFolder: string | undefined;
  try {
    return db.transaction(() => {
      const empty = !db.prepare("SELECT 1 FROM dataset_items WHERE version_id = ?").get(target.versionId);
      let versionId = target.versionId;
      if (!empty) {
        const { next } = db
          .prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM dataset_versions WHERE dataset_id = ?")
          .get(target.datasetId) as { next: number };
        versionId = Number(
          db
            .prepare("INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, ?, ?)")
            .run(target.datasetId, next, now).lastInsertRowid,
        );
      }
      const groupId = target.labelGroupId ?? newGroup(db, target, now);
      const labelIds = labelsByName(db, groupId, categories, now);
      const folder = path.join(dataDir, "datasets", String(target.datasetId), String(versionId));
      if (!fs.existsSync(folder)) madeFolder = fs.mkdirSync(folder, { recursive: true }) ?? folder;
      const insertItem = db.prepare(
        `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const insertBox = db.prepare(
        `INSERT INTO version_annotations (version_id, item_id, label_group_id, label_id, x, y, width, height, user_id, saved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      let annotations = 0;
      for (const image of images) {
        const { info } = image;
        const itemId = Number(
          insertItem.run(
            target.datasetId,
            versionId,
            image.name,
            info.type,
            image.size,
            info.width,
            info.height,
            now,
          ).lastInsertRowid,
        );
        const final = path.join(folder, `${itemId}.${info.type}`);
        fs.renameSync(image.staged, final);
        placed.push(final);
        for (const box of image.boxes) {
          insertBox.run(
            versionId,
            itemId,
            groupId,
            labelIds.get(box.label),
            box.x,
            box.y,
            box.width,
            box.height,
            target.userId,
            now,
          );
          annotations += 1;
        }
      }
      db.prepare("UPDATE datasets SET updated_at = ? WHERE id = ?").run(now, target.datasetId);
      return { versionId, labelGroupId: groupId, images: images.length, annotations };
    })();
  } catch (error) {
    for (const file of placed) fs.rmSync(file, { force: true });
    if (madeFolder) fs.rmSync(madeFolder, { recursive: true, force: true });
    throw error;
  }
}

/** A new label group named after the dataset (`{name}-导入`, `-导入2`… when taken). */
function newGroup(db: Db, target: CommitTarget, now: number): number {
  const taken = (name: string) =>
    db.prepare("SELECT 1 FROM label_groups WHERE user_id = ? AND name = ?").get(target.userId, name);
  let name = `${target.datasetName}-导入`;
  for (let n = 2; taken(name); n += 1) name = `${target.datasetName}-导入${n}`;
  return Number(
    db
      .prepare("INSERT INTO label_groups (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
      .run(target.userId, name, "导入数据集时创建", now).lastInsertRowid,
  );
}

/** The group's label id of each category, adding the labels it lacks. */
function labelsByName(
  db: Db,
  groupId: number,
  categories: readonly string[],
  now: number,
): Map<string, number> {
  const rows = db.prepare("SELECT id, name FROM labels WHERE group_id = ? ORDER BY id").all(groupId) as {
    id: number;
    name: string;
  }[];
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
  let colour = rows.length;
  for (const name of categories) {
    if (ids.has(name)) continue;
    const id = db
      .prepare("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)")
      .run(groupId, name, PALETTE[colour++ % PALETTE.length], now).lastInsertRowid;
    ids.set(name, Number(id));
  }
  return ids;
}
