import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import {
  CreateTransferBody,
  FILE_TRANSFER_CODE,
  FILE_TRANSFER_PATHS,
  MAX_TRANSFER_FILES,
  TRANSFER_TEXT,
  TransferPageQuery,
  type TransferDatasetChoice,
} from "../../src/contracts/fileTransfer";
import { DatasetStore, versionName } from "../platform/datasetStore";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, refuse, route } from "../http";
import type { Platform } from "../platform";
import type { UserRow } from "../platform/users";
import { StorageRoots, type ResolvedPath } from "../platform/storageRoots";
import { checkStorage } from "../platform/storageCheck";
import { StorageRefusal } from "../platform/storageText";
import { TransferRunner, type TransferJob } from "./transferRunner";
import { TransferStore } from "./transferStore";

const ACCESS = anyOf(FILE_TRANSFER_CODE);

/** Folder names a dataset may give the target folder: separators and control characters become `_`. */
const folderName = (name: string) =>
  [...name]
    .map((c) => (c === "/" || c === "\\" || c.charCodeAt(0) < 32 ? "_" : c))
    .join("")
    .slice(0, 200) || "dataset";

/**
 * 文件传输 (ai-domain §2): the back office's transfers between the signed-in user's storage and the
 * user's own datasets (identity from the session; a dataset of someone else answers 403). Every
 * transfer first passes the storage check (the ACL area of ai-domain §5, and the quota for a copy
 * into storage), then runs in the background; its record carries the progress.
 */
export async function fileTransferRoutes(
  app: FastifyInstance,
  { platform, dataDir }: { platform: Platform; dataDir: string },
): Promise<void> {
  const roots = new StorageRoots(path.join(dataDir, "storage"));
  const records = new TransferStore(platform.db, platform.now);
  const datasets = new DatasetStore(platform.db, dataDir, platform.now);
  const runner = new TransferRunner(records, datasets);
  app.addHook("onClose", () => runner.close());

  const resolve = (user: UserRow, remote: string): ResolvedPath => {
    try {
      return roots.resolve(user.user_name, remote, { mustExist: true });
    } catch (error) {
      if (error instanceof StorageRefusal)
        refuse(error.info === TRANSFER_TEXT.notFound ? 404 : 400, error.info);
      throw error;
    }
  };

  const passCheck = async (user: UserRow, remote: string, bytes: number) => {
    const storageName = remote.split("/").filter(Boolean)[0];
    const check = await checkStorage(platform, roots, user, { storageName, bytes });
    if (!check.pass) refuse(400, check.message ?? TRANSFER_TEXT.failed);
  };

  route(app, {
    method: "GET",
    url: FILE_TRANSFER_PATHS.page,
    access: ACCESS,
    schema: { querystring: TransferPageQuery },
    handler: ({ query, reply }) => sendOk(reply, records.page(query)),
  });

  route(app, {
    method: "GET",
    url: FILE_TRANSFER_PATHS.datasets,
    access: ACCESS,
    handler: ({ user, reply }) => {
      const rows = datasets.namesOf(user.id);
      const choices: TransferDatasetChoice[] = rows.map((row) => ({
        id: row.id,
        dataSetName: row.name,
        versions: datasets.versions(row.id).map((version) => ({
          id: version.id,
          version: versionName(version.number),
          itemCount: datasets.itemCount(version.id),
        })),
      }));
      return sendOk(reply, choices);
    },
  });

  route(app, {
    method: "GET",
    url: `${FILE_TRANSFER_PATHS.create}/:id`,
    access: ACCESS,
    schema: { params: IdParams("传输记录") },
    handler: ({ params, reply }) => sendOk(reply, records.one(params.id)),
  });

  route(app, {
    method: "DELETE",
    url: `${FILE_TRANSFER_PATHS.create}/:id`,
    access: ACCESS,
    log: { name: "删除传输记录", module: "文件传输" },
    schema: { params: IdParams("传输记录") },
    handler: ({ params, reply }) => {
      records.remove(params.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "POST",
    url: FILE_TRANSFER_PATHS.create,
    access: ACCESS,
    log: { name: "创建文件传输", module: "文件传输" },
    schema: { body: CreateTransferBody },
    handler: async ({ user, body, reply }) => {
      const dataset = datasets.owned(body.dataSetId, user.id);
      const version = datasets.version(body.versionId, dataset.id);
      const remote = body.storagePath.trim();
      let job: TransferJob;
      let total: number;
      if (body.direction === "storageToDataset") {
        await passCheck(user, remote, 0);
        const source = resolve(user, remote);
        const files = fs.statSync(source.abs).isDirectory()
          ? fs
              .readdirSync(source.abs, { withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => path.join(source.abs, entry.name))
              .sort()
          : [source.abs];
        if (files.length === 0) refuse(400, TRANSFER_TEXT.noImages);
        if (files.length > MAX_TRANSFER_FILES) refuse(400, TRANSFER_TEXT.tooMany);
        job = { kind: "storageToDataset", version, files };
        total = files.length;
      } else {
        const items = datasets.items(version.id);
        if (items.length === 0) refuse(400, TRANSFER_TEXT.emptyVersion);
        if (items.length > MAX_TRANSFER_FILES) refuse(400, TRANSFER_TEXT.tooMany);
        await passCheck(
          user,
          remote,
          items.reduce((sum, item) => sum + item.file_size, 0),
        );
        const target = resolve(user, remote);
        if (!fs.statSync(target.abs).isDirectory()) refuse(400, TRANSFER_TEXT.notFolder);
        const folder = path.join(target.abs, `${folderName(dataset.name)}_${versionName(version.number)}`);
        fs.mkdirSync(folder, { recursive: true });
        job = { kind: "datasetToStorage", items, folder };
        total = items.length;
      }
      const id = records.create({
        userId: user.id,
        direction: body.direction,
        datasetId: dataset.id,
        datasetName: dataset.name,
        versionId: version.id,
        versionNo: version.number,
        storagePath: remote,
        total,
      });
      runner.start(id, job);
      return sendOk(reply, records.one(id));
    },
  });
}
