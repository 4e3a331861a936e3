import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  DATASET_VERSION_PATHS as PATHS,
  VersionPublicBody,
  type FileInfo,
  type VersionState,
} from "../../src/contracts/datasetVersions";
import { CODES, DATASET_BUTTONS, formatTime } from "./common";
import { DatasetFigures } from "./datasetFigures";
import { DatasetPages } from "./datasetPages";
import { DatasetStore, versionName } from "../platform/datasetStore";
import { canRead } from "./versionOperations";
import { ensureVersionTables, saveVersionState, versionState } from "../platform/datasetVersionSchema";

const DATASET = anyOf(CODES.dataset);

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
  const pages = new DatasetPages(store, platform);
  const figuresOf = new DatasetFigures(db);
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
      return sendOk(reply, pages.publicVersions(query.dataSetName?.trim(), query));
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
      const info: FileInfo = {
        dataSetId: dataset.id,
        versionId: version.id,
        version: versionName(version.number),
        ...figuresOf.versionFiles(version.id),
      };
      return sendOk(reply, info);
    },
  });
}
