import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import {
  CompareQuery,
  CopyBody,
  DATASET_VERSION_PATHS as PATHS,
  DroplistQuery,
  VERSION_TEXT,
  VersionBody,
  type AlgorithmTypeCount,
  type DatasetCounts,
  type DroplistEntry,
  type NewVersionInfo,
} from "../../src/contracts/datasetVersions";
import { CODES, DATASET_BUTTONS, formatTime, nameOf } from "./common";
import { DATASET_TEXT, DatasetStore, versionName, type DatasetRow } from "../platform/datasetStore";
import { usedByOpenTask } from "./usage";
import { compareVersions, loadSnapshot } from "./versionCompare";
import { DatasetFigures } from "./datasetFigures";
import { DatasetPages } from "./datasetPages";
import { canRead, copyIntoNewDataset, copyItems, emptyVersion } from "./versionOperations";
import { saveVersionState, versionState } from "../platform/datasetVersionSchema";

const DATASET = anyOf(CODES.dataset);
const FORBIDDEN = "无权查看该数据集";

/**
 * The version calls of `data-set` (ai-domain §7): the next version's name, comparing two versions,
 * copying a version into a new dataset, recovering the newest version from an older one, publishing
 * (freezing) a version, the counts and the paged drop-list. src/contracts/datasetVersions.ts.
 */
export async function versionRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);
  const figures = new DatasetFigures(db);
  const pages = new DatasetPages(store, platform);

  const readableDataset = (id: number, userId: number): DatasetRow => {
    const dataset = store.dataset(id);
    if (!canRead(db, store, dataset, userId)) refuse(403, FORBIDDEN);
    return dataset;
  };

  route(app, {
    method: "GET",
    url: PATHS.newVersion,
    access: DATASET,
    schema: { querystring: T.Object({ dataSetId: Id("数据集") }) },
    handler: ({ user, query, reply }) => {
      const dataset = readableDataset(query.dataSetId, user.id);
      const newest = store.newestVersion(dataset.id);
      const answer: NewVersionInfo = {
        newest: newest ? { id: newest.id, version: versionName(newest.number) } : null,
        nextVersion: versionName((newest?.number ?? 0) + 1),
      };
      return sendOk(reply, answer);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.compare,
    access: DATASET,
    schema: { querystring: CompareQuery },
    handler: ({ user, query, reply }) => {
      const dataset = readableDataset(query.dataSetId, user.id);
      if (query.baseVersionId === query.targetVersionId) refuse(400, VERSION_TEXT.sameVersion);
      const side = (id: number) => {
        const row = store.version(id, dataset.id);
        return loadSnapshot(db, { id: row.id, version: versionName(row.number) }, query.labelGroupId);
      };
      return sendOk(
        reply,
        compareVersions(side(query.baseVersionId), side(query.targetVersionId), query.limit),
      );
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.copy,
    access: DATASET_BUTTONS.add,
    log: { name: "复制数据集版本", module: "数据集管理" },
    schema: { body: CopyBody },
    handler: ({ user, body, reply }) => {
      const from = readableDataset(body.dataSetId, user.id);
      const source = store.version(body.versionId, from.id);
      const name = nameOf(body.dataSetName, VERSION_TEXT.copyName);
      if (store.nameTaken(user.id, name)) refuse(400, DATASET_TEXT.exists);
      const created = copyIntoNewDataset(db, store, source, from, user.id, name, platform.now());
      return sendOk(reply, store.datasetView(created));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.recover,
    access: DATASET_BUTTONS.edit,
    log: { name: "恢复数据集版本", module: "数据集管理" },
    schema: { body: VersionBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.dataSetId, user.id);
      const source = store.version(body.versionId, dataset.id);
      const newest = store.newestVersion(dataset.id)!;
      if (newest.id === source.id) refuse(409, VERSION_TEXT.recoverNewest);
      if (versionState(db, newest.id).published_at !== null) refuse(409, VERSION_TEXT.published);
      if (usedByOpenTask(db, "version_id", newest.id)) refuse(409, VERSION_TEXT.newestInUse);
      db.transaction(() => emptyVersion(db, store, newest))();
      copyItems(db, store, source, newest, platform.now(), true);
      store.touch(dataset.id);
      return sendOk(reply, store.versionView(newest));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.publish,
    access: DATASET_BUTTONS.edit,
    log: { name: "发布数据集版本", module: "数据集管理" },
    schema: { body: VersionBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.dataSetId, user.id);
      const version = store.version(body.versionId, dataset.id);
      const state = versionState(db, version.id);
      if (state.published_at !== null) refuse(409, VERSION_TEXT.alreadyPublished);
      const now = platform.now();
      saveVersionState(db, { ...state, published_at: now });
      return sendOk(reply, {
        versionId: version.id,
        published: 1,
        publishTime: formatTime(now),
        isPublic: state.is_public,
      });
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.count,
    access: DATASET,
    handler: ({ user, reply }) => {
      const counts: DatasetCounts = figures.counts(user.id);
      return sendOk(reply, counts);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.countByAlgorithmType,
    access: DATASET,
    handler: ({ user, reply }) => {
      const rows: AlgorithmTypeCount[] = figures.countByAlgorithmType(user.id);
      return sendOk(reply, rows);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.droplist,
    access: anyOf(CODES.dataset, CODES.task, CODES.annotate),
    schema: { querystring: DroplistQuery },
    handler: ({ user, query, reply }) => {
      // The user's datasets and those granted them, each with its versions: for the pickers of other screens.
      const page = pages.usablePage(user.id, query, query.dataSetName, (row: DatasetRow): DroplistEntry => ({
        id: row.id,
        dataSetName: row.name,
        versions: store
          .versions(row.id)
          .map((version) => ({ id: version.id, version: versionName(version.number) })),
      }));
      return sendOk(reply, page);
    },
  });
}
