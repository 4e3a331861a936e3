import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { isGranted, SHARE_RESOURCE } from "../platform/grants";
import { ANNOTATION_TEXT, BoxList, checkBoxes } from "./boxCheck";
import { CODES } from "./common";
import { LabelStore } from "./labelStore";
import { DATASET_TEXT, DatasetStore, type DatasetRow } from "../platform/datasetStore";
import { TASK_VALIDATION } from "./taskOperationRoutes";
import { VersionAnnotationStore, type OwnBoxKey } from "./versionAnnotationStore";
import { refuseIfPublished } from "../platform/datasetVersionSchema";

export const VERSION_ANNOTATION_TEXT = {
  ownerOnly: "只有数据集的创建者可以标注该数据集",
  forbidden: "无权查看该数据集",
  label: "标签不属于所选的标签组",
  groupNotFound: TASK_VALIDATION.groupNotFound,
  groupForbidden: TASK_VALIDATION.groupForbidden,
} as const;

const BASE = "/data-set-version-annotation";

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
  const ANNOTATE = anyOf(CODES.annotate);
  const Key = { versionId: Id("版本"), itemId: Id("数据"), labelGroupId: Id("标签组") };

  /** The version's dataset: 404 unknown version; 403 when the user may not read it (or write, `write`). */
  const datasetOf = (versionId: number, userId: number, write: boolean): DatasetRow => {
    const dataset = datasets.dataset(datasets.version(versionId).dataset_id);
    if (dataset.user_id === userId) return dataset;
    if (write) return refuse(403, VERSION_ANNOTATION_TEXT.ownerOnly);
    if (dataset.is_public !== 1 && !isGranted(db, userId, SHARE_RESOURCE.dataset, dataset.id))
      refuse(403, VERSION_ANNOTATION_TEXT.forbidden);
    return dataset;
  };
  /** The label group: 404 unknown; a write needs one of the user's own groups (403). */
  const groupOf = (groupId: number, userId: number, write: boolean) => {
    const owner = labels.groupOwner(groupId);
    if (owner === null) return refuse(404, VERSION_ANNOTATION_TEXT.groupNotFound);
    if (write && owner !== userId) refuse(403, VERSION_ANNOTATION_TEXT.groupForbidden);
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
    url: `${BASE}/list`,
    access: ANNOTATE,
    schema: { querystring: T.Object(Key) },
    handler: ({ user, query, reply }) => sendOk(reply, store.boxes(checked(query, user.id, false))),
  });

  route(app, {
    method: "POST",
    url: `${BASE}/batch/save`,
    access: ANNOTATE,
    schema: { body: T.Object({ ...Key, annotations: BoxList }) },
    log: { name: "保存数据标注", module: "数据标注" },
    handler: ({ user, body, reply }) => {
      const key = checked(
        { versionId: body.versionId, itemId: body.itemId, labelGroupId: body.labelGroupId },
        user.id,
        true,
      );
      checkBoxes(db, { ...key, boxes: body.annotations }, VERSION_ANNOTATION_TEXT.label);
      store.replace(key, body.annotations, user.id);
      return sendOk(reply, store.boxes(key));
    },
  });

  route(app, {
    method: "POST",
    url: `${BASE}/annotation-clear`,
    access: ANNOTATE,
    schema: { body: T.Object(Key) },
    log: { name: "清空数据标注", module: "数据标注" },
    handler: ({ user, body, reply }) => {
      store.clear(checked(body, user.id, true));
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: `${BASE}/:id`,
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
    url: `${BASE}/annotation-stat`,
    access: ANNOTATE,
    schema: { querystring: T.Object({ versionId: Id("版本"), labelGroupId: Id("标签组") }) },
    handler: ({ user, query, reply }) => {
      datasetOf(query.versionId, user.id, false);
      groupOf(query.labelGroupId, user.id, false);
      return sendOk(reply, store.counts(query.versionId, query.labelGroupId));
    },
  });
}
