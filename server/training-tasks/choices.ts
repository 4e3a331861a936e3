import type { Db } from "../lib/db";
import { ownOrGranted, SHARE_RESOURCE } from "../platform/grants";
import type { DatasetVersionChoice } from "../../src/contracts/trainingTasks";

/**
 * What the training-task form picks from: the user's own dataset versions and those of datasets a
 * passed sharing order granted them (another user's public dataset needs an order: sharing/grants.ts).
 */
export class TaskChoices {
  constructor(private readonly db: Db) {}

  datasetVersions(userId: number): DatasetVersionChoice[] {
    const usable = ownOrGranted(this.db, "d", SHARE_RESOURCE.dataset, userId);
    return this.db
      .prepare(
        `SELECT dv.id, d.id AS datasetId, d.name AS datasetName, 'V' || dv.number AS version,
           (SELECT COUNT(*) FROM dataset_items i WHERE i.version_id = dv.id) AS itemCount,
           (SELECT COUNT(*) FROM annotations a JOIN annotation_tasks t ON t.id = a.task_id WHERE t.version_id = dv.id)
             + (SELECT COUNT(*) FROM version_annotations v WHERE v.version_id = dv.id) AS annotationCount
         FROM dataset_versions dv JOIN datasets d ON d.id = dv.dataset_id
         WHERE ${usable.sql} ORDER BY d.name, dv.number DESC`,
      )
      .all(...usable.args) as DatasetVersionChoice[];
  }

  datasetVersionReadable(userId: number, versionId: number): boolean {
    const usable = ownOrGranted(this.db, "d", SHARE_RESOURCE.dataset, userId);
    return (
      this.db
        .prepare(
          `SELECT 1 FROM dataset_versions dv JOIN datasets d ON d.id = dv.dataset_id
           WHERE dv.id = ? AND ${usable.sql}`,
        )
        .get(versionId, ...usable.args) !== undefined
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
