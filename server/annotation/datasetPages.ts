import type { Db, DbClock } from "../lib/db";
import { likeContains } from "../lib/like";
import { pageOf, type Page, type Paging } from "../lib/paging";
import { newestPage } from "./common";
import { keywordFilter } from "../lib/portalSearch";
import { formatTime } from "../lib/time";
import { grantedIn, SHARE_RESOURCE } from "../platform/grants";
import {
  versionName,
  type DatasetRow,
  type DatasetStore,
  type ItemRow,
  type VersionRow,
} from "../platform/datasetStore";
import type { PublicVersion } from "../../src/contracts/datasetVersions";

type ItemView = ReturnType<DatasetStore["itemView"]>;
type VersionView = ReturnType<DatasetStore["versionView"]>;
type DatasetView = ReturnType<DatasetStore["datasetView"]>;

interface PublicRow extends VersionRow {
  name: string;
  display_name: string;
  published_at: number | null;
}

/** The paged and listed reads of datasets, their versions and items (the dataset store shapes each row). */
export class DatasetPages {
  private readonly db: Db;

  constructor(
    private readonly store: DatasetStore,
    private readonly clock: DbClock,
  ) {
    this.db = clock.db;
  }

  /** A page of the user's own datasets (named like `name` when given), newest first. */
  own(userId: number, paging: Paging, name: string | undefined): Page<DatasetView> {
    return this.newest(paging, name, "user_id = ?", [userId], (row) => this.store.datasetView(row));
  }

  /** A page of the public datasets (named like `name` when given), newest first. */
  publicPage(paging: Paging, name: string | undefined): Page<DatasetView> {
    return this.newest(paging, name, "is_public = 1", [], (row) => this.store.datasetView(row));
  }

  /** A page of the user's own datasets and those granted them (named like `name`), newest first, each by `view`. */
  usablePage<T>(
    userId: number,
    paging: Paging,
    name: string | undefined,
    view: (row: DatasetRow) => T,
  ): Page<T> {
    const granted = grantedIn(this.db, userId, SHARE_RESOURCE.dataset);
    return this.newest(paging, name, `(user_id = ? OR id IN ${granted.sql})`, [userId, ...granted.ids], view);
  }

  private newest<T>(
    paging: Paging,
    name: string | undefined,
    where: string,
    args: unknown[],
    view: (row: DatasetRow) => T,
  ): Page<T> {
    return newestPage(this.clock, paging, { table: "datasets", where, args, name }, view);
  }

  /** A page of a version's items in upload order. */
  items(versionId: number, paging: Paging): Page<ItemView> {
    return pageOf<ItemRow, ItemView>(
      this.clock,
      "SELECT * FROM dataset_items WHERE version_id = ? ORDER BY id",
      "SELECT COUNT(*) AS total FROM dataset_items WHERE version_id = ?",
      [versionId],
      paging,
      (row) => this.store.itemView(row),
    );
  }

  /** A page of a dataset's versions, oldest first. */
  versions(datasetId: number, paging: Paging): Page<VersionView> {
    return pageOf<VersionRow, VersionView>(
      this.clock,
      "SELECT * FROM dataset_versions WHERE dataset_id = ? ORDER BY number, id",
      "SELECT COUNT(*) AS total FROM dataset_versions WHERE dataset_id = ?",
      [datasetId],
      paging,
      (row) => this.store.versionView(row),
    );
  }

  /** The portal's search: public datasets whose name or description holds the keyword, newest first. */
  publicSearch(keyword: string | undefined, paging: Paging): Page<DatasetView> {
    const word = keywordFilter(["name", "description"], keyword);
    const where = `is_public = 1 AND ${word.sql}`;
    return pageOf<DatasetRow, DatasetView>(
      this.clock,
      `SELECT * FROM datasets WHERE ${where} ORDER BY created_at DESC, id DESC`,
      `SELECT COUNT(*) AS total FROM datasets WHERE ${where}`,
      word.args,
      paging,
      (row) => this.store.datasetView(row),
    );
  }

  /** Public versions (their dataset's name containing `name` when given), newest first. */
  publicVersions(name: string | undefined, paging: Paging): Page<PublicVersion> {
    const where = `s.is_public = 1${name ? " AND d.name LIKE ? ESCAPE '\\'" : ""}`;
    const args = name ? [likeContains(name)] : [];
    const from = `FROM dataset_version_states s JOIN dataset_versions v ON v.id = s.version_id
      JOIN datasets d ON d.id = v.dataset_id JOIN users u ON u.id = d.user_id WHERE ${where}`;
    return pageOf<PublicRow, PublicVersion>(
      this.clock,
      `SELECT v.*, d.name, u.display_name, s.published_at ${from} ORDER BY v.created_at DESC, v.id DESC`,
      `SELECT COUNT(*) AS total ${from}`,
      args,
      paging,
      (row) => ({
        id: row.id,
        dataSetId: row.dataset_id,
        dataSetName: row.name,
        version: versionName(row.number),
        itemCount: this.store.itemCount(row.id),
        userName: row.display_name,
        publishTime: row.published_at === null ? null : formatTime(row.published_at),
        createTime: formatTime(row.created_at),
      }),
    );
  }

  /** The user's own datasets and those a passed sharing order granted them, newest first. */
  usable(userId: number): { id: number; name: string }[] {
    const granted = grantedIn(this.db, userId, SHARE_RESOURCE.dataset);
    return this.db
      .prepare(
        `SELECT id, name FROM datasets WHERE user_id = ? OR id IN ${granted.sql} ORDER BY created_at DESC, id DESC`,
      )
      .all(userId, ...granted.ids) as { id: number; name: string }[];
  }

  /** The dataset when it is public, else null. */
  publicDataset(id: number): DatasetRow | null {
    return (
      (this.db.prepare("SELECT * FROM datasets WHERE id = ? AND is_public = 1").get(id) as
        DatasetRow | undefined) ?? null
    );
  }
}
