import type { Db } from "../lib/db";
import type {
  BoxMove,
  BoxRef,
  ChangedImage,
  ImageRef,
  LabelCount,
  Rect,
  VersionComparison,
} from "../../src/contracts/datasetVersions";

interface ItemLite {
  id: number;
  file_name: string;
  file_size: number;
  width: number;
  height: number;
}
interface BoxLite extends Rect {
  item_id: number;
  label_id: number;
  labelName: string;
  color: string;
}

export interface VersionSnapshot {
  id: number;
  version: string;
  items: ItemLite[];
  boxes: BoxLite[];
}

/** A version's items and its owner's boxes (of one label group, when given), read in two queries. */
export function loadSnapshot(
  db: Db,
  version: { id: number; version: string },
  labelGroupId?: number,
): VersionSnapshot {
  const items = db
    .prepare(
      "SELECT id, file_name, file_size, width, height FROM dataset_items WHERE version_id = ? ORDER BY id",
    )
    .all(version.id) as ItemLite[];
  const group = labelGroupId ? "AND a.label_group_id = ?" : "";
  const boxes = db
    .prepare(
      `SELECT a.item_id, a.label_id, a.x, a.y, a.width, a.height, l.name AS labelName, l.color AS color
       FROM version_annotations a JOIN labels l ON l.id = a.label_id
       WHERE a.version_id = ? ${group} ORDER BY a.id`,
    )
    .all(...(labelGroupId ? [version.id, labelGroupId] : [version.id])) as BoxLite[];
  return { id: version.id, version: version.version, items, boxes };
}

const EPSILON = 1e-6;
const same = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < EPSILON &&
  Math.abs(a.y - b.y) < EPSILON &&
  Math.abs(a.width - b.width) < EPSILON &&
  Math.abs(a.height - b.height) < EPSILON;
const rect = (box: Rect): Rect => ({ x: box.x, y: box.y, width: box.width, height: box.height });
const centreDistance = (a: Rect, b: Rect) =>
  Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2));

/** An image's identity across versions: its file name and size (a copied version keeps both). */
const imageKey = (item: ItemLite) => `${item.file_name}\u0000${item.file_size}`;

function groupBy<T>(rows: T[], key: (row: T) => string | number): Map<string | number, T[]> {
  const map = new Map<string | number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Two versions side by side: images added and removed (paired by file name and size, duplicates in
 * order), and on each image kept, per label, boxes unchanged (same place), moved (the label's
 * remaining boxes paired nearest centre first) and added or removed (the rest); boxes of added or
 * removed images count as added or removed. Lists hold at most `limit` entries; totals count all.
 */
export function compareVersions(
  base: VersionSnapshot,
  target: VersionSnapshot,
  limit: number,
): VersionComparison {
  const baseByKey = groupBy(base.items, imageKey);
  const pairs: { from: ItemLite; to: ItemLite }[] = [];
  const added: ItemLite[] = [];
  for (const item of target.items) {
    const candidates = baseByKey.get(imageKey(item));
    const match = candidates?.shift();
    if (match) pairs.push({ from: match, to: item });
    else added.push(item);
  }
  const removed = [...baseByKey.values()].flat().sort((a, b) => a.id - b.id);

  const baseBoxes = groupBy(base.boxes, (box) => box.item_id);
  const targetBoxes = groupBy(target.boxes, (box) => box.item_id);
  const boxRef = (box: BoxLite, item: ItemLite): BoxRef => ({
    itemId: item.id,
    fileName: item.file_name,
    labelId: box.label_id,
    labelName: box.labelName,
    color: box.color,
    ...rect(box),
  });
  const result = {
    added: [] as BoxRef[],
    removed: [] as BoxRef[],
    moved: [] as BoxMove[],
    addedTotal: 0,
    removedTotal: 0,
    movedTotal: 0,
    unchanged: 0,
  };
  const keep = <T>(list: T[], entry: T) => {
    if (list.length < limit) list.push(entry);
  };
  const addBox = (box: BoxLite, item: ItemLite) => {
    result.addedTotal += 1;
    keep(result.added, boxRef(box, item));
  };
  const removeBox = (box: BoxLite, item: ItemLite) => {
    result.removedTotal += 1;
    keep(result.removed, boxRef(box, item));
  };
  for (const item of added) for (const box of targetBoxes.get(item.id) ?? []) addBox(box, item);
  for (const item of removed) for (const box of baseBoxes.get(item.id) ?? []) removeBox(box, item);

  const changedImages: ChangedImage[] = [];
  let changedImagesTotal = 0;
  for (const { from, to } of pairs) {
    const beforeList = baseBoxes.get(from.id) ?? [];
    const afterList = targetBoxes.get(to.id) ?? [];
    // Most images keep their boxes as they were (a copied version saves them in the same order).
    if (
      beforeList.length === afterList.length &&
      beforeList.every((box, i) => box.label_id === afterList[i]!.label_id && same(box, afterList[i]!))
    ) {
      result.unchanged += beforeList.length;
      continue;
    }
    const before = groupBy(beforeList, (box) => box.label_id);
    const after = groupBy(afterList, (box) => box.label_id);
    const counts = { added: 0, removed: 0, moved: 0 };
    for (const labelId of new Set([...before.keys(), ...after.keys()])) {
      const left = [...(before.get(labelId) ?? [])];
      const right: BoxLite[] = [];
      for (const box of after.get(labelId) ?? []) {
        const index = left.findIndex((candidate) => same(candidate, box));
        if (index >= 0) {
          left.splice(index, 1);
          result.unchanged += 1;
        } else right.push(box);
      }
      // Remaining boxes of the label: nearest centres first are the same box moved.
      const candidates = left.flatMap((a, i) => right.map((b, j) => ({ i, j, d: centreDistance(a, b) })));
      candidates.sort((p, q) => p.d - q.d);
      const usedLeft = new Set<number>();
      const usedRight = new Set<number>();
      for (const { i, j } of candidates) {
        if (usedLeft.has(i) || usedRight.has(j)) continue;
        usedLeft.add(i);
        usedRight.add(j);
        const a = left[i]!;
        counts.moved += 1;
        result.movedTotal += 1;
        keep(result.moved, {
          fileName: to.file_name,
          baseItemId: from.id,
          targetItemId: to.id,
          labelId: a.label_id,
          labelName: a.labelName,
          color: a.color,
          from: rect(a),
          to: rect(right[j]!),
        });
      }
      left.forEach((box, i) => {
        if (usedLeft.has(i)) return;
        counts.removed += 1;
        removeBox(box, from);
      });
      right.forEach((box, j) => {
        if (usedRight.has(j)) return;
        counts.added += 1;
        addBox(box, to);
      });
    }
    if (counts.added + counts.removed + counts.moved > 0) {
      changedImagesTotal += 1;
      keep(changedImages, {
        fileName: to.file_name,
        baseItemId: from.id,
        targetItemId: to.id,
        width: to.width,
        height: to.height,
        ...counts,
      });
    }
  }

  const imageRef = (item: ItemLite): ImageRef => ({
    itemId: item.id,
    fileName: item.file_name,
    width: item.width,
    height: item.height,
  });
  return {
    base: { id: base.id, version: base.version, itemCount: base.items.length, boxCount: base.boxes.length },
    target: {
      id: target.id,
      version: target.version,
      itemCount: target.items.length,
      boxCount: target.boxes.length,
    },
    images: {
      added: added.slice(0, limit).map(imageRef),
      removed: removed.slice(0, limit).map(imageRef),
      addedTotal: added.length,
      removedTotal: removed.length,
      kept: pairs.length,
    },
    boxes: result,
    changedImages,
    changedImagesTotal,
    labels: labelCounts(base.boxes, target.boxes),
  };
}

/** Boxes per label in each version, by label name (most boxes first). */
function labelCounts(base: BoxLite[], target: BoxLite[]): LabelCount[] {
  const counts = new Map<number, LabelCount>();
  const count = (box: BoxLite, side: "base" | "target") => {
    const entry = counts.get(box.label_id) ?? {
      labelId: box.label_id,
      labelName: box.labelName,
      color: box.color,
      base: 0,
      target: 0,
      delta: 0,
    };
    entry[side] += 1;
    counts.set(box.label_id, entry);
  };
  for (const box of base) count(box, "base");
  for (const box of target) count(box, "target");
  return [...counts.values()]
    .map((entry) => ({ ...entry, delta: entry.target - entry.base }))
    .sort((a, b) => b.target + b.base - (a.target + a.base) || a.labelName.localeCompare(b.labelName));
}
