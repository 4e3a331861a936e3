import fs from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedIn } from "../bearer";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import { FileStore } from "../storage/fileStore";
import { readParts } from "../storage/multipartParts";
import {
  answer,
  body,
  CODES,
  descriptionOf,
  guarded,
  idOf,
  nameOf,
  namedFields,
  newestPage,
  optionalId,
  pageOf,
  pageParams,
  params,
  query,
  refuse,
} from "./common";
import { DATASET_TEXT, DatasetStore, type DatasetRow, type ItemRow, type VersionRow } from "./datasetStore";
import { imageInfo, NOT_AN_IMAGE, type ImageInfo } from "./imageInfo";
import { TaskStore } from "./taskStore";
import { usedByOpenTask, worksOn } from "./usage";

export const UPLOAD_TEXT = {
  empty: "请选择要上传的图片",
  ticket: "文件不存在",
  notYours: "无权使用该文件",
} as const;

/**
 * Datasets (`data-set`), their versions (`data-set-history`) and items (`data-set-item`: page, file, delete):
 * docs/annotation-api.md. Code dataM for datasets; item pages and files also serve the members of a task on
 * the version (code taskM).
 */
export async function datasetRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const store = new DatasetStore(platform.db, options.dataDir, platform.now);
  const files = new FileStore(platform.db, options.dataDir, platform.now);
  const tasks = new TaskStore(platform.db, platform.now);
  const db = platform.db;

  /** May this user read the dataset's versions and items? Owner, public, or a task on it (when a version is given). */
  const readable = (dataset: DatasetRow, userId: number, versionId?: number) =>
    dataset.user_id === userId ||
    dataset.is_public === 1 ||
    (versionId !== undefined && worksOn(db, userId, "version_id", versionId)) ||
    (versionId === undefined &&
      store.versions(dataset.id).some((version) => worksOn(db, userId, "version_id", version.id)));

  // ---- datasets ----
  const datasetPage = (request: FastifyRequest, where: string, args: unknown[]) => {
    const q = query(request);
    const select = { table: "datasets", where, args, name: q.dataSetName };
    return newestPage(platform, q, select, (row: DatasetRow) => store.datasetView(row));
  };
  const datasetName = { field: "dataSetName", name: DATASET_TEXT.name, exists: DATASET_TEXT.exists };

  app.get(
    "/data-set/page-info",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      return sendOk(reply, datasetPage(request, "user_id = ?", [user.id]));
    }),
  );

  app.get(
    "/data-set/public-page",
    guarded(platform, [CODES.dataset], (_user, request, reply) => {
      return sendOk(reply, datasetPage(request, "is_public = 1", []));
    }),
  );

  app.get(
    "/data-set/list",
    guarded(platform, [CODES.dataset, CODES.task], (user, _request, reply) => {
      const rows = db
        .prepare("SELECT id, name FROM datasets WHERE user_id = ? ORDER BY created_at DESC, id DESC")
        .all(user.id) as { id: number; name: string }[];
      return sendOk(
        reply,
        rows.map((row) => ({ id: row.id, dataSetName: row.name })),
      );
    }),
  );

  app.get(
    "/data-set/data/:id",
    guarded(platform, [CODES.dataset, CODES.task], (user, request, reply) => {
      const dataset = store.dataset(idOf(params(request).id, "数据集"));
      if (!readable(dataset, user.id)) refuse(403, "无权查看该数据集");
      return sendOk(reply, store.datasetView(dataset));
    }),
  );

  app.post(
    "/data-set/data",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const b = body(request);
      const name = nameOf(b.dataSetName, DATASET_TEXT.name);
      const description = descriptionOf(b.description);
      const dataType = b.dataType === undefined || b.dataType === "" ? "image" : b.dataType;
      if (dataType !== "image") refuse(400, DATASET_TEXT.dataType);
      if (store.nameTaken(user.id, name)) refuse(400, DATASET_TEXT.exists);
      return sendOk(reply, store.datasetView(store.create(user.id, name, description, "image")));
    }),
  );

  app.put(
    "/data-set/data",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const b = body(request);
      const dataset = store.owned(idOf(b.id, "数据集"), user.id);
      const { name, description } = namedFields(b, user.id, datasetName, store.nameTaken, dataset);
      return sendOk(reply, store.datasetView(store.update(dataset.id, { name, description })));
    }),
  );

  app.delete(
    "/data-set/data/:id",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const dataset = store.owned(idOf(params(request).id, "数据集"), user.id);
      if (usedByOpenTask(db, "dataset_id", dataset.id)) refuse(409, DATASET_TEXT.inUse);
      store.remove(dataset.id);
      return sendOk(reply, null);
    }),
  );

  app.put(
    "/data-set/updatePublic",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const b = body(request);
      const dataset = store.owned(idOf(b.id, "数据集"), user.id);
      const isPublic = Number(b.isPublic);
      if (isPublic !== 0 && isPublic !== 1) refuse(400, "isPublic 只能为 0 或 1");
      return sendOk(reply, store.datasetView(store.update(dataset.id, { isPublic })));
    }),
  );

  app.post(
    "/data-set/data-set-upload/simple/:dataSetId/:versionId",
    guarded(platform, [CODES.dataset], async (user, request, reply) => {
      const p = params(request);
      const dataset = store.owned(idOf(p.dataSetId, "数据集"), user.id);
      const version = store.version(idOf(p.versionId, "版本"), dataset.id);
      const images: { fileName: string; bytes: Buffer; info: ImageInfo }[] = [];
      const consumed: string[] = [];
      if (request.isMultipart()) {
        const { files: parts } = await readParts(request);
        for (const part of parts.filter((candidate) => candidate.field === "file")) {
          const info = imageInfo(part.bytes) ?? refuse(400, NOT_AN_IMAGE);
          images.push({ fileName: part.name, bytes: part.bytes, info });
        }
      } else {
        const tickets = body(request).tickets;
        if (!Array.isArray(tickets)) refuse(400, UPLOAD_TEXT.empty);
        for (const ticket of tickets as unknown[]) {
          const item = typeof ticket === "string" ? files.get(ticket) : undefined;
          if (!item) return refuse(404, UPLOAD_TEXT.ticket);
          const owner = db
            .prepare("SELECT user_id FROM file_items WHERE ticket = ?")
            .get(item.fileTicket) as {
            user_id: number;
          };
          if (owner.user_id !== user.id) refuse(403, UPLOAD_TEXT.notYours);
          const bytes = fs.readFileSync(files.file(item.fileTicket));
          const info = imageInfo(bytes) ?? refuse(400, NOT_AN_IMAGE);
          images.push({ fileName: item.name, bytes, info });
          consumed.push(item.fileTicket);
        }
      }
      if (!images.length) refuse(400, UPLOAD_TEXT.empty);
      const rows = store.addItems(version, images);
      // The tickets were upload carriers: their bytes now live in the dataset.
      for (const ticket of consumed) files.remove(user.id, ticket);
      return sendOk(
        reply,
        rows.map((row) => store.itemView(row)),
      );
    }),
  );

  // ---- versions ----
  const readableDataset = (request: FastifyRequest, userId: number) => {
    const dataset = store.dataset(idOf(query(request).dataSetId, "数据集"));
    if (!readable(dataset, userId)) refuse(403, "无权查看该数据集");
    return dataset;
  };

  app.get(
    "/data-set-history/list",
    guarded(platform, [CODES.dataset, CODES.task], (user, request, reply) => {
      const dataset = readableDataset(request, user.id);
      return sendOk(
        reply,
        store.versions(dataset.id).map((row) => store.versionView(row)),
      );
    }),
  );

  app.get(
    "/data-set-history/page",
    guarded(platform, [CODES.dataset, CODES.task], (user, request, reply) => {
      const dataset = readableDataset(request, user.id);
      return sendOk(
        reply,
        pageOf<VersionRow, ReturnType<DatasetStore["versionView"]>>(
          platform,
          "SELECT * FROM dataset_versions WHERE dataset_id = ? ORDER BY number, id",
          "SELECT COUNT(*) AS total FROM dataset_versions WHERE dataset_id = ?",
          [dataset.id],
          pageParams(query(request)),
          (row) => store.versionView(row),
        ),
      );
    }),
  );

  app.post(
    "/data-set-history/copy",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const b = body(request);
      const dataset = store.owned(idOf(b.dataSetId, "数据集"), user.id);
      const version = store.copyVersion(dataset.id, idOf(b.versionId, "版本"));
      store.touch(dataset.id);
      return sendOk(reply, store.versionView(version));
    }),
  );

  app.delete(
    "/data-set-history/:dataSetId/:versionId",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const p = params(request);
      const dataset = store.owned(idOf(p.dataSetId, "数据集"), user.id);
      const version = store.version(idOf(p.versionId, "版本"), dataset.id);
      if (store.versions(dataset.id).length <= 1) refuse(409, DATASET_TEXT.lastVersion);
      if (usedByOpenTask(db, "version_id", version.id)) refuse(409, DATASET_TEXT.versionInUse);
      store.removeVersion(dataset.id, version.id);
      store.touch(dataset.id);
      return sendOk(reply, null);
    }),
  );

  // ---- items ----
  app.get(
    "/data-set-item/page",
    guarded(platform, [CODES.dataset, CODES.task], (user, request, reply) => {
      const q = query(request);
      const taskId = optionalId(q.taskId);
      if (taskId) {
        // A task's items (a sub-task: its member's share), with that task's counts and flags.
        const task = tasks.task(taskId);
        if (!tasks.roleOf(task, user.id)) refuse(403, "无权查看该任务");
        const ids = tasks.itemIds(task);
        const { pageNum, pageSize } = pageParams(q);
        const slice = ids.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        return sendOk(reply, {
          list: slice.map((id) => store.itemView(store.item(id), task.id)),
          total: ids.length,
          pageNum,
          pageSize,
        });
      }
      const dataset = store.dataset(idOf(q.dataSetId, "数据集"));
      const versionId = optionalId(q.versionId);
      const version = versionId ? store.version(versionId, dataset.id) : store.newestVersion(dataset.id);
      if (!version) return refuse(404, DATASET_TEXT.versionNotFound);
      if (!readable(dataset, user.id, version.id)) refuse(403, "无权查看该数据集");
      return sendOk(
        reply,
        pageOf<ItemRow, ReturnType<DatasetStore["itemView"]>>(
          platform,
          "SELECT * FROM dataset_items WHERE version_id = ? ORDER BY id",
          "SELECT COUNT(*) AS total FROM dataset_items WHERE version_id = ?",
          [version.id],
          pageParams(q),
          (row) => store.itemView(row),
        ),
      );
    }),
  );

  app.get("/data-set-item/file/:id", async (request, reply) => {
    const { user } = signedIn(request);
    return answer(reply, () => {
      const item = store.item(idOf(params(request).id, "数据"));
      const dataset = store.dataset(item.dataset_id);
      if (!readable(dataset, user.id, item.version_id)) refuse(403, "无权查看该数据");
      const file = store.file(item);
      if (!fs.existsSync(file)) refuse(404, DATASET_TEXT.itemNotFound);
      return reply
        .header("content-type", store.mime(item))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=3600")
        .header("content-length", fs.statSync(file).size)
        .send(fs.createReadStream(file));
    });
  });

  app.delete(
    "/data-set-item/:id",
    guarded(platform, [CODES.dataset], (user, request, reply) => {
      const item = store.item(idOf(params(request).id, "数据"));
      store.owned(item.dataset_id, user.id);
      if (usedByOpenTask(db, "version_id", item.version_id)) refuse(409, DATASET_TEXT.itemInUse);
      store.removeItem(item);
      return sendOk(reply, null);
    }),
  );
}
