import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { pageOffset } from "../lib/paging";
import { anyOf, Id, IdParams, PageQuery, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { DATASET_TEXT, DatasetStore, type DatasetRow } from "../platform/datasetStore";
import { CODES, DATASET_BUTTONS } from "./common";
import { DatasetPages } from "./datasetPages";
import type { TaskStore } from "./taskStore";
import { usedByOpenTask } from "./usage";
import { DATASETS_API as API, DATASET_ROUTE_TEXT } from "../../src/contracts/datasets";

/** Reads that the members of a task on the dataset (code taskM) and 数据标注 (data-label) also make. */
export const DATASET_OR_TASK = anyOf(CODES.dataset, CODES.task, CODES.annotate);

interface ItemRouteDeps {
  platform: Platform;
  store: DatasetStore;
  tasks: TaskStore;
  /** May this user read the dataset's items (datasetRoutes' rule: owner, public, granted, or on a task)? */
  readable: (dataset: DatasetRow, userId: number, versionId?: number) => boolean;
}

/** The `data-set-item` calls (ai-domain §7): a version's or a task's items, an item's file, deleting one. */
export function datasetItemRoutes(app: FastifyInstance, { platform, store, tasks, readable }: ItemRouteDeps) {
  const db = platform.db;
  const pages = new DatasetPages(store, platform);
  route(app, {
    method: "GET",
    url: API.items,
    access: DATASET_OR_TASK,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        taskId: T.Optional(Id("任务")),
        dataSetId: T.Optional(Id("数据集")),
        versionId: T.Optional(Id("版本")),
      }),
    },
    handler: ({ user, query, reply }) => {
      const { pageNum, pageSize } = query;
      if (query.taskId) {
        // A task's items (a sub-task: its member's share), with that task's counts and flags.
        const task = tasks.task(query.taskId);
        if (!tasks.roleOf(task, user.id)) refuse(403, DATASET_ROUTE_TEXT.taskForbidden);
        const ids = tasks.itemIds(task);
        const slice = ids.slice(pageOffset(pageNum, pageSize), pageNum * pageSize);
        return sendOk(reply, {
          list: slice.map((id) => store.itemView(store.item(id), tasks.familyIds(task))),
          total: ids.length,
          pageNum,
          pageSize,
        });
      }
      const dataset = store.dataset(query.dataSetId ?? refuse(400, DATASET_ROUTE_TEXT.datasetMissing));
      const version = query.versionId
        ? store.version(query.versionId, dataset.id)
        : store.newestVersion(dataset.id);
      if (!version) return refuse(404, DATASET_TEXT.versionNotFound);
      if (!readable(dataset, user.id, version.id)) refuse(403, DATASET_ROUTE_TEXT.forbidden);
      return sendOk(reply, pages.items(version.id, query));
    },
  });

  route(app, {
    method: "GET",
    url: API.itemFile,
    access: DATASET_OR_TASK,
    schema: { params: IdParams("数据") },
    handler: ({ user, params, reply }) => {
      const item = store.item(params.id);
      const dataset = store.dataset(item.dataset_id);
      if (!readable(dataset, user.id, item.version_id)) refuse(403, DATASET_ROUTE_TEXT.itemForbidden);
      const file = store.file(item);
      if (!fs.existsSync(file)) refuse(404, DATASET_TEXT.itemNotFound);
      return reply
        .header("content-type", store.mime(item))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=3600")
        .header("content-length", fs.statSync(file).size)
        .send(fs.createReadStream(file));
    },
  });

  route(app, {
    method: "DELETE",
    url: API.item,
    access: DATASET_BUTTONS.remove,
    schema: { params: IdParams("数据") },
    handler: ({ user, params, reply }) => {
      const item = store.item(params.id);
      store.owned(item.dataset_id, user.id);
      if (usedByOpenTask(db, "version_id", item.version_id)) refuse(409, DATASET_TEXT.itemInUse);
      store.removeItem(item);
      return sendOk(reply, null);
    },
  });
}
