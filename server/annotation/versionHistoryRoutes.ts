import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  DATASET_VERSION_PATHS as PATHS,
  VersionPublicBody,
  type FileInfo,
  type PublicVersion,
  type VersionState,
} from "../../src/contracts/datasetVersions";
import { CODES, DATASET_BUTTONS, formatTime, pageOf } from "./common";
import { DatasetStore, versionName } from "../platform/datasetStore";
import { canRead } from "./versionOperations";
import { ensureVersionTables, saveVersionState, versionState } from "../platform/datasetVersionSchema";
import { likeContains } from "../lib/like";

const DATASET = anyOf(CODES.dataset);

interface PublicRow {
  id: number;
  dataset_id: number;
  number: number;
  created_at: number;
  name: string;
  display_name: string;
  published_at: number | null;
}

/**
 * `data-set-history` calls beside datasetRoutes' (ai-domain §7): the public versions' page, a version's
 * public flag and its file information (counts, sizes, types, dimensions, boxes), and each version's
 * publication state. src/contracts/datasetVersions.ts.
 */
export async function versionHistoryRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);
  ensureVersionTables(db);

  const stateView = (versionId: number): VersionState => {
    const state = versionState(db, versionId);
    return {
      versionId,
      published: state.published_at === null ? 0 : 1,
      publishTime: state.published_at === null ? null : formatTime(state.published_at),
      isPublic: state.is_public ? 1 : 0,
    };
  };

  route(app, {
    method: "GET",
    url: PATHS.publicVersions,
    access: DATASET,
    schema: { querystring: T.Object({ ...PageQuery, dataSetName: T.Optional(Text(200)) }) },
    handler: ({ query, reply }) => {
      const name = query.dataSetName?.trim();
      const where = `s.is_public = 1${name ? " AND d.name LIKE ? ESCAPE '\\'" : ""}`;
      const args = name ? [likeContains(name)] : [];
      const from = `FROM dataset_version_states s JOIN dataset_versions v ON v.id = s.version_id
        JOIN datasets d ON d.id = v.dataset_id JOIN users u ON u.id = d.user_id WHERE ${where}`;
      return sendOk(
        reply,
        pageOf<PublicRow, PublicVersion>(
          platform,
          `SELECT v.*, d.name, u.display_name, s.published_at ${from} ORDER BY v.created_at DESC, v.id DESC`,
          `SELECT COUNT(*) AS total ${from}`,
          args,
          query,
          (row) => ({
            id: row.id,
            dataSetId: row.dataset_id,
            dataSetName: row.name,
            version: versionName(row.number),
            itemCount: store.itemCount(row.id),
            userName: row.display_name,
            publishTime: row.published_at === null ? null : formatTime(row.published_at),
            createTime: formatTime(row.created_at),
          }),
        ),
      );
    },
  });

  route(app, {
    method: "PUT",
    url: PATHS.versionPublic,
    access: DATASET_BUTTONS.edit,
    schema: { body: VersionPublicBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.dataSetId, user.id);
      const version = store.version(body.versionId, dataset.id);
      saveVersionState(db, { ...versionState(db, version.id), is_public: body.isPublic });
      return sendOk(reply, stateView(version.id));
    },
  });

  /** Each version's publication state and public flag (the versions list shows them). */
  route(app, {
    method: "GET",
    url: PATHS.states,
    access: anyOf(CODES.dataset, CODES.task, CODES.annotate),
    schema: { querystring: T.Object({ dataSetId: Id("数据集") }) },
    handler: ({ user, query, reply }) => {
      const dataset = store.dataset(query.dataSetId);
      if (!canRead(db, store, dataset, user.id)) refuse(403, "无权查看该数据集");
      return sendOk(
        reply,
        store.versions(dataset.id).map((version) => stateView(version.id)),
      );
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.fileInfo,
    access: DATASET,
    schema: { params: T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") }) },
    handler: ({ user, params, reply }) => {
      const dataset = store.dataset(params.dataSetId);
      if (!canRead(db, store, dataset, user.id)) refuse(403, "无权查看该数据集");
      const version = store.version(params.versionId, dataset.id);
      const sizes = db
        .prepare(
          `SELECT COUNT(*) AS itemCount, COALESCE(SUM(file_size), 0) AS totalBytes,
             COALESCE(MIN(width), 0) AS minWidth, COALESCE(MAX(width), 0) AS maxWidth,
             COALESCE(MIN(height), 0) AS minHeight, COALESCE(MAX(height), 0) AS maxHeight
           FROM dataset_items WHERE version_id = ?`,
        )
        .get(version.id) as Pick<
        FileInfo,
        "itemCount" | "totalBytes" | "minWidth" | "maxWidth" | "minHeight" | "maxHeight"
      >;
      const byType = db
        .prepare(
          `SELECT ext, COUNT(*) AS count, SUM(file_size) AS bytes FROM dataset_items WHERE version_id = ?
           GROUP BY ext ORDER BY count DESC, ext`,
        )
        .all(version.id) as FileInfo["byType"];
      const boxes = db
        .prepare(
          "SELECT COUNT(*) AS boxCount, COUNT(DISTINCT item_id) AS annotatedCount FROM version_annotations WHERE version_id = ?",
        )
        .get(version.id) as { boxCount: number; annotatedCount: number };
      const info: FileInfo = {
        dataSetId: dataset.id,
        versionId: version.id,
        version: versionName(version.number),
        ...sizes,
        byType,
        ...boxes,
      };
      return sendOk(reply, info);
    },
  });
}
