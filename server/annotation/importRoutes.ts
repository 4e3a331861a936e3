import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import {
  DATASET_FORMAT_PATHS,
  FORMAT_TEXT,
  ImportFromStorage,
  ImportFromTicket,
} from "../../src/contracts/datasetFormats";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, PathId, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { FileStore } from "../platform/fileStore";
import { StorageRoots } from "../platform/storageRoots";
import { StorageRefusal } from "../platform/storageText";
import { CODES, DATASET_BUTTONS } from "./common";
import { LabelStore } from "./labelStore";
import { DatasetStore } from "../platform/datasetStore";
import { DatasetImports } from "../dataset-formats/importJobs";

/**
 * Importing an archive of images and annotations (COCO, VOC, YOLO, class folders) into a dataset:
 * from the shared chunk upload's ticket (data-set-package-upload/{a}/{b}) or a storage path chosen with
 * the picker (data-set-package-binding); the import runs in the background and `data/{id}/progress`
 * follows it (docs/dataset-formats.md).
 */
export async function importRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);
  const files = new FileStore(db, options.dataDir, platform.now);
  const roots = new StorageRoots(path.join(options.dataDir, "storage"));
  const imports = new DatasetImports(db, options.dataDir, platform.now);
  const labels = new LabelStore(db, platform.now);
  app.addHook("onClose", () => imports.settled());

  /** The dataset and version (both the user's) and the label group when one is named. */
  const target = (userId: number, dataSetId: number, versionId: number, labelGroupId?: number) => {
    const dataset = store.owned(dataSetId, userId);
    store.version(versionId, dataset.id);
    if (labelGroupId !== undefined && labels.groupOwner(labelGroupId) !== userId)
      refuse(400, FORMAT_TEXT.labelGroup);
    return { userId, datasetId: dataset.id, datasetName: dataset.name, versionId, labelGroupId };
  };

  route(app, {
    method: "POST",
    url: DATASET_FORMAT_PATHS.packageUpload,
    access: DATASET_BUTTONS.add,
    log: { name: "导入数据集压缩包", module: "数据集管理" },
    schema: {
      params: T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") }),
      body: ImportFromTicket,
    },
    handler: ({ user, params, body, reply }) => {
      const into = target(user.id, params.dataSetId, params.versionId, body.labelGroupId);
      const item = files.get(body.fileTicket) ?? refuse(404, FORMAT_TEXT.ticket);
      if (files.ownerOf(item.fileTicket) !== user.id) refuse(403, FORMAT_TEXT.ticket);
      const record = imports.start({
        ...into,
        format: body.format ?? "auto",
        file: files.file(item.fileTicket),
        source: item.name,
        // The ticket carried the upload: its bytes are now in the dataset (or refused).
        done: () => files.remove(user.id, item.fileTicket),
      });
      return sendOk(reply, record);
    },
  });

  route(app, {
    method: "POST",
    url: DATASET_FORMAT_PATHS.packageBinding,
    access: DATASET_BUTTONS.add,
    log: { name: "从存储导入数据集", module: "数据集管理" },
    schema: { body: ImportFromStorage },
    handler: ({ user, body, reply }) => {
      const into = target(user.id, body.dataSetId, body.versionId, body.labelGroupId);
      let file: string;
      try {
        const resolved = roots.resolve(user.user_name, body.path, { mustExist: true, allowRoot: false });
        file = resolved.abs;
      } catch (error) {
        if (error instanceof StorageRefusal) refuse(400, FORMAT_TEXT.storagePath);
        throw error;
      }
      if (!isFile(file)) refuse(400, FORMAT_TEXT.storagePath);
      return sendOk(
        reply,
        imports.start({ ...into, format: body.format ?? "auto", file, source: body.path }),
      );
    },
  });

  route(app, {
    method: "GET",
    url: DATASET_FORMAT_PATHS.progress,
    access: anyOf(CODES.dataset),
    schema: { params: IdParams("数据集") },
    handler: ({ user, params, reply }) => {
      const dataset = store.owned(params.id, user.id);
      return sendOk(reply, imports.newest(dataset.id));
    },
  });
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
