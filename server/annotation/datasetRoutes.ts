import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { PortalSearchQuery } from "../lib/portalSearch";
import { isGranted, SHARE_RESOURCE } from "../platform/grants";
import { FileStore } from "../platform/fileStore";
import { readParts } from "../platform/multipartParts";
import { CODES, DATASET_BUTTONS, descriptionOf, nameOf, namedFields } from "./common";
import { DATASET_TEXT, DatasetStore, type DatasetRow } from "../platform/datasetStore";
import { imageInfo, NOT_AN_IMAGE, type ImageInfo } from "../lib/imageInfo";
import { DatasetPages } from "./datasetPages";
import { TaskStore } from "./taskStore";
import { usedByOpenTask, worksOn } from "./usage";
import { DATASET_OR_TASK, datasetItemRoutes } from "./datasetItemRoutes";
import {
  DATASETS_API as API,
  DATASET_ROUTE_TEXT,
  DatasetCreateBody,
  DatasetEditBody,
  DatasetPublicBody,
  UPLOAD_TEXT,
  UploadBody,
} from "../../src/contracts/datasets";
import { VersionBody } from "../../src/contracts/datasetVersions";

const DATASET = anyOf(CODES.dataset);
const DatasetQuery = T.Object({ ...PageQuery, dataSetName: T.Optional(Text(200)) });

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
  const pages = new DatasetPages(store, platform);

  /** May this user read the dataset's versions and items? Owner, public, granted by a sharing order, or a task on it (when a version is given). */
  const readable = (dataset: DatasetRow, userId: number, versionId?: number) =>
    dataset.user_id === userId ||
    dataset.is_public === 1 ||
    isGranted(db, userId, SHARE_RESOURCE.dataset, dataset.id) ||
    (versionId !== undefined && worksOn(db, userId, "version_id", versionId)) ||
    (versionId === undefined &&
      store.versions(dataset.id).some((version) => worksOn(db, userId, "version_id", version.id)));

  // ---- datasets ----
  const datasetName = { field: "dataSetName", name: DATASET_TEXT.name, exists: DATASET_TEXT.exists };

  route(app, {
    method: "GET",
    url: API.page,
    access: DATASET,
    schema: { querystring: DatasetQuery },
    handler: ({ user, query, reply }) => sendOk(reply, pages.own(user.id, query, query.dataSetName)),
  });

  route(app, {
    method: "GET",
    url: API.publicPage,
    access: DATASET,
    schema: { querystring: DatasetQuery },
    handler: ({ query, reply }) => sendOk(reply, pages.publicPage(query, query.dataSetName)),
  });

  route(app, {
    method: "GET",
    url: API.list,
    access: DATASET_OR_TASK,
    handler: ({ user, reply }) => {
      // The user's own datasets and those a passed sharing order granted them.
      return sendOk(
        reply,
        pages.usable(user.id).map((row) => ({ id: row.id, dataSetName: row.name })),
      );
    },
  });

  route(app, {
    method: "GET",
    url: API.one,
    access: DATASET_OR_TASK,
    schema: { params: IdParams("数据集") },
    handler: ({ user, params, reply }) => {
      const dataset = store.dataset(params.id);
      if (!readable(dataset, user.id)) refuse(403, DATASET_ROUTE_TEXT.forbidden);
      return sendOk(reply, store.datasetView(dataset));
    },
  });

  route(app, {
    method: "POST",
    url: API.data,
    access: DATASET_BUTTONS.add,
    schema: { body: DatasetCreateBody },
    handler: ({ user, body, reply }) => {
      const name = nameOf(body.dataSetName, DATASET_TEXT.name);
      const description = descriptionOf(body.description);
      if ((body.dataType || "image") !== "image") refuse(400, DATASET_TEXT.dataType);
      if (store.nameTaken(user.id, name)) refuse(400, DATASET_TEXT.exists);
      return sendOk(reply, store.datasetView(store.create(user.id, name, description, "image")));
    },
  });

  route(app, {
    method: "PUT",
    url: API.data,
    access: DATASET_BUTTONS.edit,
    schema: { body: DatasetEditBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.id, user.id);
      const { name, description } = namedFields(body, user.id, datasetName, store.nameTaken, dataset);
      return sendOk(reply, store.datasetView(store.update(dataset.id, { name, description })));
    },
  });

  route(app, {
    method: "DELETE",
    url: API.one,
    access: DATASET_BUTTONS.remove,
    schema: { params: IdParams("数据集") },
    handler: ({ user, params, reply }) => {
      const dataset = store.owned(params.id, user.id);
      if (usedByOpenTask(db, "dataset_id", dataset.id)) refuse(409, DATASET_TEXT.inUse);
      store.remove(dataset.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: API.updatePublic,
    access: DATASET_BUTTONS.edit,
    schema: { body: DatasetPublicBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.id, user.id);
      return sendOk(reply, store.datasetView(store.update(dataset.id, { isPublic: body.isPublic })));
    },
  });

  route(app, {
    method: "POST",
    url: API.upload,
    access: DATASET_BUTTONS.add,
    schema: {
      params: T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") }),
      // A multipart request has no JSON body (its files are read below).
      body: UploadBody,
    },
    handler: async ({ request, user, params, body, reply }) => {
      const dataset = store.owned(params.dataSetId, user.id);
      const version = store.version(params.versionId, dataset.id);
      const images: { fileName: string; bytes: Buffer; info: ImageInfo }[] = [];
      const consumed: string[] = [];
      if (request.isMultipart()) {
        const { files: parts } = await readParts(request);
        for (const part of parts.filter((candidate) => candidate.field === "file")) {
          const info = imageInfo(part.bytes) ?? refuse(400, NOT_AN_IMAGE);
          images.push({ fileName: part.name, bytes: part.bytes, info });
        }
      } else {
        for (const ticket of body?.tickets ?? []) {
          const item = files.get(ticket) ?? refuse(404, UPLOAD_TEXT.ticket);
          if (files.ownerOf(item.fileTicket) !== user.id) refuse(403, UPLOAD_TEXT.notYours);
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
    },
  });

  // ---- versions ----
  const readableDataset = (dataSetId: number, userId: number) => {
    const dataset = store.dataset(dataSetId);
    if (!readable(dataset, userId)) refuse(403, DATASET_ROUTE_TEXT.forbidden);
    return dataset;
  };

  route(app, {
    method: "GET",
    url: API.versions,
    access: DATASET_OR_TASK,
    schema: { querystring: T.Object({ dataSetId: Id("数据集") }) },
    handler: ({ user, query, reply }) => {
      const dataset = readableDataset(query.dataSetId, user.id);
      return sendOk(
        reply,
        store.versions(dataset.id).map((row) => store.versionView(row)),
      );
    },
  });

  route(app, {
    method: "GET",
    url: API.versionPage,
    access: DATASET_OR_TASK,
    schema: { querystring: T.Object({ ...PageQuery, dataSetId: Id("数据集") }) },
    handler: ({ user, query, reply }) => {
      const dataset = readableDataset(query.dataSetId, user.id);
      return sendOk(reply, pages.versions(dataset.id, query));
    },
  });

  // The portal's global search: public datasets whose name or description holds the keyword, no sign-in.
  route(app, {
    method: "GET",
    url: API.portalSearch,
    access: "public",
    schema: { querystring: PortalSearchQuery },
    handler: ({ query, reply }) => {
      return sendOk(reply, pages.publicSearch(query.keyword, query));
    },
  });

  route(app, {
    method: "POST",
    url: API.versionCopy,
    access: DATASET_BUTTONS.add,
    schema: { body: VersionBody },
    handler: ({ user, body, reply }) => {
      const dataset = store.owned(body.dataSetId, user.id);
      const version = store.copyVersion(dataset.id, body.versionId);
      store.touch(dataset.id);
      return sendOk(reply, store.versionView(version));
    },
  });

  route(app, {
    method: "DELETE",
    url: API.version,
    access: DATASET_BUTTONS.remove,
    schema: { params: T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") }) },
    handler: ({ user, params, reply }) => {
      const dataset = store.owned(params.dataSetId, user.id);
      const version = store.version(params.versionId, dataset.id);
      if (store.versions(dataset.id).length <= 1) refuse(409, DATASET_TEXT.lastVersion);
      if (usedByOpenTask(db, "version_id", version.id)) refuse(409, DATASET_TEXT.versionInUse);
      store.removeVersion(dataset.id, version.id);
      store.touch(dataset.id);
      return sendOk(reply, null);
    },
  });

  datasetItemRoutes(app, { platform, store, tasks, readable });
}
