import fs from "node:fs";
import path from "node:path";
import type { Db } from "../lib/db";
import { isGranted, SHARE_RESOURCE } from "../platform/grants";
import type { DatasetRow, DatasetStore, ItemRow, VersionRow } from "../platform/datasetStore";
import { worksOn } from "./usage";

/** May this user read the dataset (as datasetRoutes' reads): owner, public, granted, or on a task of it. */
export function canRead(db: Db, store: DatasetStore, dataset: DatasetRow, userId: number): boolean {
  return (
    dataset.user_id === userId ||
    dataset.is_public === 1 ||
    isGranted(db, userId, SHARE_RESOURCE.dataset, dataset.id) ||
    store.versions(dataset.id).some((version) => worksOn(db, userId, "version_id", version.id))
  );
}

/**
 * Copies the items of `source` into the version `target` (rows in one transaction, then the files),
 * and, with `withBoxes`, the owner's boxes on them (label ids kept: the same owner's label groups).
 * Returns the number of items copied.
 */
export function copyItems(
  db: Db,
  store: DatasetStore,
  source: VersionRow,
  target: VersionRow,
  now: number,
  withBoxes: boolean,
): number {
  const items = store.items(source.id);
  const insertItem = db.prepare(
    `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBoxes = db.prepare(
    `INSERT INTO version_annotations (version_id, item_id, label_group_id, label_id, x, y, width, height, user_id, saved_at)
     SELECT ?, ?, label_group_id, label_id, x, y, width, height, user_id, ? FROM version_annotations
     WHERE version_id = ? AND item_id = ? ORDER BY id`,
  );
  const copies: { from: ItemRow; to: Pick<ItemRow, "id" | "dataset_id" | "version_id" | "ext"> }[] = [];
  db.transaction(() => {
    for (const item of items) {
      const id = Number(
        insertItem.run(
          target.dataset_id,
          target.id,
          item.file_name,
          item.ext,
          item.file_size,
          item.width,
          item.height,
          now,
        ).lastInsertRowid,
      );
      if (withBoxes) insertBoxes.run(target.id, id, now, source.id, item.id);
      copies.push({
        from: item,
        to: { id, dataset_id: target.dataset_id, version_id: target.id, ext: item.ext },
      });
    }
  })();
  fs.mkdirSync(path.join(store.root, String(target.dataset_id), String(target.id)), { recursive: true });
  for (const { from, to } of copies) fs.copyFileSync(store.file(from), store.file(to));
  return copies.length;
}

/** Empties a version: its items (rows cascade to boxes) and their files. */
export function emptyVersion(db: Db, store: DatasetStore, version: VersionRow): void {
  const items = store.items(version.id);
  db.prepare("DELETE FROM dataset_items WHERE version_id = ?").run(version.id);
  for (const item of items) fs.rmSync(store.file(item), { force: true });
}

/** A new dataset of `userId` named `name` whose V1 is a copy of `source` (boxes only when the owner copies). */
export function copyIntoNewDataset(
  db: Db,
  store: DatasetStore,
  source: VersionRow,
  from: DatasetRow,
  userId: number,
  name: string,
  now: number,
): DatasetRow {
  const created = store.create(userId, name, from.description, from.data_type);
  const first = store.newestVersion(created.id)!;
  copyItems(db, store, source, first, now, from.user_id === userId);
  store.touch(created.id);
  return store.dataset(created.id);
}
