import type { Db } from "../lib/db";
import { grantedIn, SHARE_RESOURCE } from "../platform/grants";
import { ensureVersionTables } from "../platform/datasetVersionSchema";
import type { AlgorithmTypeCount, DatasetCounts, FileInfo } from "../../src/contracts/datasetVersions";

/** A version's file figures: counts, sizes, image extents, types and boxes (the version's 文件信息). */
export type VersionFigures = Omit<FileInfo, "dataSetId" | "versionId" | "version">;

/** The figures of the dataset pages: a user's counts, datasets per algorithm type, a version's files. */
export class DatasetFigures {
  constructor(private readonly db: Db) {}

  private count(sql: string, ...args: unknown[]): number {
    return (this.db.prepare(sql).get(...args) as { n: number }).n;
  }

  /** The user's datasets, public ones, those granted them, their versions, items and published versions. */
  counts(userId: number): DatasetCounts {
    const granted = grantedIn(this.db, userId, SHARE_RESOURCE.dataset);
    ensureVersionTables(this.db);
    return {
      mine: this.count("SELECT COUNT(*) AS n FROM datasets WHERE user_id = ?", userId),
      publicCount: this.count("SELECT COUNT(*) AS n FROM datasets WHERE is_public = 1"),
      granted: this.count(
        `SELECT COUNT(*) AS n FROM datasets WHERE id IN ${granted.sql} AND user_id <> ?`,
        ...granted.ids,
        userId,
      ),
      versions: this.count(
        "SELECT COUNT(*) AS n FROM dataset_versions v JOIN datasets d ON d.id = v.dataset_id WHERE d.user_id = ?",
        userId,
      ),
      items: this.count(
        "SELECT COUNT(*) AS n FROM dataset_items i JOIN datasets d ON d.id = i.dataset_id WHERE d.user_id = ?",
        userId,
      ),
      publishedVersions: this.count(
        `SELECT COUNT(*) AS n FROM dataset_version_states s JOIN dataset_versions v ON v.id = s.version_id
         JOIN datasets d ON d.id = v.dataset_id WHERE d.user_id = ? AND s.published_at IS NOT NULL`,
        userId,
      ),
    };
  }

  /** The user's datasets that training tasks used, per algorithm type (none before any training table exists). */
  countByAlgorithmType(userId: number): AlgorithmTypeCount[] {
    const exists = this.db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'training_tasks'")
      .get();
    if (!exists) return [];
    return this.db
      .prepare(
        `SELECT t.id AS algorithmTypeId, t.name AS algorithmType, COUNT(DISTINCT d.id) AS dataSetCount
         FROM training_tasks k
         JOIN dataset_versions v ON v.id = k.dataset_version_id JOIN datasets d ON d.id = v.dataset_id
         JOIN algorithm_versions av ON av.id = k.algorithm_version_id JOIN algorithms a ON a.id = av.algorithm_id
         JOIN algorithm_types t ON t.id = a.type_id
         WHERE d.user_id = ? GROUP BY t.id ORDER BY dataSetCount DESC, t.id`,
      )
      .all(userId) as AlgorithmTypeCount[];
  }

  /** The figures of a version's items and of the owner's boxes on them. */
  versionFiles(versionId: number): VersionFigures {
    const sizes = this.db
      .prepare(
        `SELECT COUNT(*) AS itemCount, COALESCE(SUM(file_size), 0) AS totalBytes,
           COALESCE(MIN(width), 0) AS minWidth, COALESCE(MAX(width), 0) AS maxWidth,
           COALESCE(MIN(height), 0) AS minHeight, COALESCE(MAX(height), 0) AS maxHeight
         FROM dataset_items WHERE version_id = ?`,
      )
      .get(versionId) as Pick<
      FileInfo,
      "itemCount" | "totalBytes" | "minWidth" | "maxWidth" | "minHeight" | "maxHeight"
    >;
    const byType = this.db
      .prepare(
        `SELECT ext, COUNT(*) AS count, SUM(file_size) AS bytes FROM dataset_items WHERE version_id = ?
         GROUP BY ext ORDER BY count DESC, ext`,
      )
      .all(versionId) as FileInfo["byType"];
    const boxes = this.db
      .prepare(
        "SELECT COUNT(*) AS boxCount, COUNT(DISTINCT item_id) AS annotatedCount FROM version_annotations WHERE version_id = ?",
      )
      .get(versionId) as { boxCount: number; annotatedCount: number };
    return { ...sizes, byType, ...boxes };
  }
}
