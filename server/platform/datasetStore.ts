import fs from "node:fs";
import path from "node:path";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { ownedTable } from "../lib/ownedTable";
import { formatTime } from "../lib/time";
import { IMAGE_TYPES, type ImageInfo, type ImageType } from "../lib/imageInfo";
import { refuseIfPublished } from "./datasetVersionSchema";
import { DATASET_TEXT, versionName } from "../dataset-formats/text";
import type { DatasetView, ItemView, VersionView } from "../../src/contracts/datasets";

export interface DatasetRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  data_type: string;
  is_public: number;
  created_at: number;
  updated_at: number;
}

export interface VersionRow {
  id: number;
  dataset_id: number;
  number: number;
  created_at: number;
}

export interface ItemRow {
  id: number;
  dataset_id: number;
  version_id: number;
  file_name: string;
  ext: string;
  file_size: number;
  width: number;
  height: number;
  created_at: number;
}

export { DATASET_TEXT, versionName };

/** Datasets, their versions and items: rows in SQLite, image files in `{dataDir}/datasets/{dataSetId}/{versionId}/`. */
export class DatasetStore {
  readonly root: string;
  private readonly datasets: ReturnType<typeof ownedTable<DatasetRow>>;

  constructor(
    readonly db: Db,
    dataDir: string,
    private readonly now: () => number,
  ) {
    this.root = path.join(dataDir, "datasets");
    this.datasets = ownedTable<DatasetRow>(db, "datasets", {
      notFound: DATASET_TEXT.notFound,
      forbidden: "无权操作该数据集",
    });
  }

  dataset(id: number): DatasetRow {
    return this.datasets.get(id);
  }

  /** The dataset when the user owns it: 404 unknown, 403 someone else's. */
  /** The user's own datasets, newest first by id (id and name). */
  namesOf(userId: number): { id: number; name: string }[] {
    return this.db
      .prepare("SELECT id, name FROM datasets WHERE user_id = ? ORDER BY id DESC")
      .all(userId) as {
      id: number;
      name: string;
    }[];
  }

  owned(id: number, userId: number): DatasetRow {
    return this.datasets.owned(id, userId);
  }

  version(id: number, datasetId?: number): VersionRow {
    const row = this.db.prepare("SELECT * FROM dataset_versions WHERE id = ?").get(id) as
      VersionRow | undefined;
    if (!row || (datasetId !== undefined && row.dataset_id !== datasetId))
      refuse(404, DATASET_TEXT.versionNotFound);
    return row!;
  }

  item(id: number): ItemRow {
    const row = this.db.prepare("SELECT * FROM dataset_items WHERE id = ?").get(id) as ItemRow | undefined;
    return row ?? refuse(404, DATASET_TEXT.itemNotFound);
  }

  /** Does another of the user's datasets (`exceptId` aside) have this name? */
  readonly nameTaken = (userId: number, name: string, exceptId = 0): boolean =>
    this.datasets.nameTaken(userId, name, exceptId);

  create(userId: number, name: string, description: string, dataType: string): DatasetRow {
    const now = this.now();
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare(
            "INSERT INTO datasets (user_id, name, description, data_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .run(userId, name, description, dataType, now, now).lastInsertRowid,
      );
      this.db
        .prepare("INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, 1, ?)")
        .run(id, now);
      return this.dataset(id);
    })();
  }

  update(id: number, fields: { name?: string; description?: string; isPublic?: number }): DatasetRow {
    const current = this.dataset(id);
    this.db
      .prepare("UPDATE datasets SET name = ?, description = ?, is_public = ?, updated_at = ? WHERE id = ?")
      .run(
        fields.name ?? current.name,
        fields.description ?? current.description,
        fields.isPublic ?? current.is_public,
        this.now(),
        id,
      );
    return this.dataset(id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM datasets WHERE id = ?").run(id);
    fs.rmSync(path.join(this.root, String(id)), { recursive: true, force: true });
  }

  versions(datasetId: number): VersionRow[] {
    return this.db
      .prepare("SELECT * FROM dataset_versions WHERE dataset_id = ? ORDER BY number, id")
      .all(datasetId) as VersionRow[];
  }

  newestVersion(datasetId: number): VersionRow | undefined {
    return this.db
      .prepare("SELECT * FROM dataset_versions WHERE dataset_id = ? ORDER BY number DESC LIMIT 1")
      .get(datasetId) as VersionRow | undefined;
  }

  /** A new version V{n+1} holding copies of the items (files copied, annotations not). */
  copyVersion(datasetId: number, versionId: number): VersionRow {
    const source = this.version(versionId, datasetId);
    const items = this.items(source.id);
    const created: { from: ItemRow; to: ItemRow }[] = [];
    const version = this.db.transaction(() => {
      const { next } = this.db
        .prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM dataset_versions WHERE dataset_id = ?")
        .get(datasetId) as { next: number };
      const id = Number(
        this.db
          .prepare("INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, ?, ?)")
          .run(datasetId, next, this.now()).lastInsertRowid,
      );
      for (const item of items)
        created.push({
          from: item,
          to: this.insertItem(datasetId, id, item.file_name, item.file_size, {
            type: item.ext as ImageType,
            width: item.width,
            height: item.height,
          }),
        });
      return this.version(id);
    })();
    fs.mkdirSync(path.join(this.root, String(datasetId), String(version.id)), { recursive: true });
    for (const { from, to } of created) fs.copyFileSync(this.file(from), this.file(to));
    return version;
  }

  removeVersion(datasetId: number, versionId: number): void {
    this.db.prepare("DELETE FROM dataset_versions WHERE id = ?").run(versionId);
    fs.rmSync(path.join(this.root, String(datasetId), String(versionId)), { recursive: true, force: true });
  }

  items(versionId: number): ItemRow[] {
    return this.db
      .prepare("SELECT * FROM dataset_items WHERE version_id = ? ORDER BY id")
      .all(versionId) as ItemRow[];
  }

  itemCount(versionId: number): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM dataset_items WHERE version_id = ?").get(versionId) as {
        n: number;
      }
    ).n;
  }

  file(item: Pick<ItemRow, "id" | "dataset_id" | "version_id" | "ext">): string {
    return path.join(this.root, String(item.dataset_id), String(item.version_id), `${item.id}.${item.ext}`);
  }

  mime(item: ItemRow): string {
    return IMAGE_TYPES[item.ext as ImageType] ?? "application/octet-stream";
  }

  private insertItem(
    datasetId: number,
    versionId: number,
    fileName: string,
    size: number,
    info: ImageInfo,
  ): ItemRow {
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(datasetId, versionId, fileName, info.type, size, info.width, info.height, this.now())
        .lastInsertRowid,
    );
    return this.item(id);
  }

  /** Adds images (already checked) to a version: rows in one transaction, then the bytes on disk (409 when published). */
  addItems(version: VersionRow, images: { fileName: string; bytes: Buffer; info: ImageInfo }[]): ItemRow[] {
    refuseIfPublished(this.db, version.id);
    const rows = this.db.transaction(() =>
      images.map((image) =>
        this.insertItem(version.dataset_id, version.id, image.fileName, image.bytes.length, image.info),
      ),
    )();
    fs.mkdirSync(path.join(this.root, String(version.dataset_id), String(version.id)), { recursive: true });
    rows.forEach((row, index) => fs.writeFileSync(this.file(row), images[index]!.bytes));
    this.touch(version.dataset_id);
    return rows;
  }

  removeItem(item: ItemRow): void {
    refuseIfPublished(this.db, item.version_id);
    this.db.prepare("DELETE FROM dataset_items WHERE id = ?").run(item.id);
    fs.rmSync(this.file(item), { force: true });
    this.touch(item.dataset_id);
  }

  touch(datasetId: number): void {
    this.db.prepare("UPDATE datasets SET updated_at = ? WHERE id = ?").run(this.now(), datasetId);
  }

  datasetView(row: DatasetRow): DatasetView {
    const owner = this.db.prepare("SELECT display_name FROM users WHERE id = ?").get(row.user_id) as
      { display_name: string } | undefined;
    const { versionCount } = this.db
      .prepare("SELECT COUNT(*) AS versionCount FROM dataset_versions WHERE dataset_id = ?")
      .get(row.id) as { versionCount: number };
    const newest = this.newestVersion(row.id);
    return {
      id: row.id,
      dataSetName: row.name,
      description: row.description,
      dataType: row.data_type,
      isPublic: row.is_public ? 1 : 0,
      userId: row.user_id,
      userName: owner?.display_name ?? "",
      versionCount,
      itemCount: newest ? this.itemCount(newest.id) : 0,
      newestVersionId: newest?.id ?? null,
      createTime: formatTime(row.created_at),
      updateTime: formatTime(row.updated_at),
    };
  }

  versionView(row: VersionRow): VersionView {
    const { annotatedCount } = this.db
      .prepare(
        `SELECT COUNT(DISTINCT a.item_id) AS annotatedCount FROM annotations a
         JOIN dataset_items i ON i.id = a.item_id WHERE i.version_id = ?`,
      )
      .get(row.id) as { annotatedCount: number };
    return {
      id: row.id,
      dataSetId: row.dataset_id,
      version: versionName(row.number),
      itemCount: this.itemCount(row.id),
      annotatedCount,
      createTime: formatTime(row.created_at),
    };
  }

  /** An item; annotation count and correction flag of a task's rows (`taskIds`: see TaskStore.familyIds) when given, else of every task. */
  itemView(row: ItemRow, taskIds?: number[] | null): ItemView {
    const scope = taskIds?.length ? `AND task_id IN (${taskIds.map(() => "?").join(",")})` : "";
    const args = taskIds?.length ? [row.id, ...taskIds] : [row.id];
    const { count } = this.db
      .prepare(`SELECT COUNT(*) AS count FROM annotations WHERE item_id = ? ${scope}`)
      .get(...args) as { count: number };
    const flagged = this.db.prepare(`SELECT 1 FROM correction_flags WHERE item_id = ? ${scope}`).get(...args);
    return {
      id: row.id,
      dataSetId: row.dataset_id,
      versionId: row.version_id,
      fileName: row.file_name,
      fileSize: row.file_size,
      width: row.width,
      height: row.height,
      annotationCount: count,
      needsCorrection: flagged !== undefined,
      createTime: formatTime(row.created_at),
    };
  }
}
