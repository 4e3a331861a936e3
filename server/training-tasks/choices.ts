import type { Db } from "../db";

/** A dataset version the user may train on, with how many boxes its tasks and its owner (数据标注) saved. */
export interface DatasetVersionChoice {
  id: number;
  datasetId: number;
  datasetName: string;
  version: string;
  itemCount: number;
  annotationCount: number;
}

/** What the training-task form picks from, limited to what the user may read. */
export class TaskChoices {
  constructor(private readonly db: Db) {}

  datasetVersions(userId: number): DatasetVersionChoice[] {
    return this.db
      .prepare(
        `SELECT dv.id, d.id AS datasetId, d.name AS datasetName, 'V' || dv.number AS version,
           (SELECT COUNT(*) FROM dataset_items i WHERE i.version_id = dv.id) AS itemCount,
           (SELECT COUNT(*) FROM annotations a JOIN annotation_tasks t ON t.id = a.task_id WHERE t.version_id = dv.id)
             + (SELECT COUNT(*) FROM version_annotations v WHERE v.version_id = dv.id) AS annotationCount
         FROM dataset_versions dv JOIN datasets d ON d.id = dv.dataset_id
         WHERE d.user_id = ? OR d.is_public = 1 ORDER BY d.name, dv.number DESC`,
      )
      .all(userId) as DatasetVersionChoice[];
  }

  datasetVersionReadable(userId: number, versionId: number): boolean {
    return (
      this.db
        .prepare(
          `SELECT 1 FROM dataset_versions dv JOIN datasets d ON d.id = dv.dataset_id
           WHERE dv.id = ? AND (d.user_id = ? OR d.is_public = 1)`,
        )
        .get(versionId, userId) !== undefined
    );
  }

  labelGroups(userId: number): { id: number; name: string }[] {
    return this.db
      .prepare("SELECT id, name FROM label_groups WHERE user_id = ? ORDER BY name")
      .all(userId) as { id: number; name: string }[];
  }

  labelGroupOwned(userId: number, groupId: number): boolean {
    return (
      this.db.prepare("SELECT 1 FROM label_groups WHERE id = ? AND user_id = ?").get(groupId, userId) !==
      undefined
    );
  }
}
