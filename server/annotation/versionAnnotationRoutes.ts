import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { isGranted, SHARE_RESOURCE } from "../platform/grants";
import { checkBoxes } from "./boxCheck";
import { LabelStore } from "./labelStore";
import {
  ANNOTATION_API,
  ANNOTATION_CODES,
  ANNOTATION_TEXT,
  OWN_BOX_TEXT,
} from "../../src/contracts/annotation";
import { OwnBoxKey, SaveOwnBoxesBody } from "../../src/contracts/annotationBodies";
import { DATASET_TEXT, DatasetStore, type DatasetRow } from "../platform/datasetStore";
import { VersionAnnotationStore } from "./versionAnnotationStore";
import { refuseIfPublished } from "../platform/datasetVersionSchema";

const PATHS = ANNOTATION_API.ownBoxes;

/**
 * 数据标注 (code data-label): the boxes a dataset's owner draws on a version of their dataset without a
 * team task, per item and label group (docs/annotation-api.md). Only the owner writes, with one of
 * their own label groups; a public dataset is read-only for everyone else. Tasks never see these boxes;
 * training reads both (server/training/samples.ts).
 */
export async function versionAnnotationRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  const { platform } = options;
  const db = platform.db;
  const datasets = new DatasetStore(db, options.dataDir, platform.now);
  const store = new VersionAnnotationStore(db, platform.now);
  const labels = new LabelStore(db, platform.now);
  const ANNOTATE = anyOf(ANNOTATION_CODES.annotate);

  /** The version's dataset: 404 unknown version; 403 when the user may not read it (or write, `write`). */
  const datasetOf = (versionId: number, userId: number, write: boolean): DatasetRow => {
    const dataset = datasets.dataset(datasets.version(versionId).dataset_id);
    if (dataset.user_id === userId) return dataset;
    if (write) return refuse(403, OWN_BOX_TEXT.ownerOnly);
    if (dataset.is_public !== 1 && !isGranted(db, userId, SHARE_RESOURCE.dataset, dataset.id))
      refuse(403, OWN_BOX_TEXT.forbidden);
    return dataset;
  };
  /** The label group: 404 unknown; a write needs one of the user's own groups (403). */
  const groupOf = (groupId: number, userId: number, write: boolean) => {
    const owner = labels.groupOwner(groupId);
    if (owner === null) return refuse(404, OWN_BOX_TEXT.groupNotFound);
    if (write && owner !== userId) refuse(403, OWN_BOX_TEXT.groupForbidden);
  };
  /** Checks a version + item + label group for a read or a write (the item must be the version's: 404). */
  const checked = (key: OwnBoxKey, userId: number, write: boolean): OwnBoxKey => {
    datasetOf(key.versionId, userId, write);
    if (write) refuseIfPublished(db, key.versionId);
    if (datasets.item(key.itemId).version_id !== key.versionId) refuse(404, DATASET_TEXT.itemNotFound);
    groupOf(key.labelGroupId, userId, write);
    return key;
  };

  route(app, {
    method: "GET",
    url: PATHS.list,
    access: ANNOTATE,
    schema: { querystring: OwnBoxKey },
    handler: ({ user, query, reply }) => sendOk(reply, store.boxes(checked(query, user.id, false))),
  });

  route(app, {
    method: "POST",
    url: PATHS.batchSave,
    access: ANNOTATE,
    schema: { body: SaveOwnBoxesBody },
    log: { name: "保存数据标注", module: "数据标注" },
    handler: ({ user, body, reply }) => {
      const key = checked(
        { versionId: body.versionId, itemId: body.itemId, labelGroupId: body.labelGroupId },
        user.id,
        true,
      );
      checkBoxes(db, { ...key, boxes: body.annotations }, OWN_BOX_TEXT.label);
      store.replace(key, body.annotations, user.id);
      return sendOk(reply, store.boxes(key));
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.clear,
    access: ANNOTATE,
    schema: { body: OwnBoxKey },
    log: { name: "清空数据标注", module: "数据标注" },
    handler: ({ user, body, reply }) => {
      store.clear(checked(body, user.id, true));
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: PATHS.one,
    access: ANNOTATE,
    schema: { params: IdParams("标注") },
    log: { name: "删除数据标注", module: "数据标注" },
    handler: ({ user, params, reply }) => {
      const box = store.box(params.id) ?? refuse(404, ANNOTATION_TEXT.notFound);
      datasetOf(box.version_id, user.id, true);
      refuseIfPublished(db, box.version_id);
      store.remove(box.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.stat,
    access: ANNOTATE,
    schema: { querystring: T.Object({ versionId: Id("版本"), labelGroupId: Id("标签组") }) },
    handler: ({ user, query, reply }) => {
      datasetOf(query.versionId, user.id, false);
      groupOf(query.labelGroupId, user.id, false);
      return sendOk(reply, store.counts(query.versionId, query.labelGroupId));
    },
  });
}
