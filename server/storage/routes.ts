import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DIR_INFO_COLUMNS } from "../../src/contracts/storageListing";
import { Int, signedIn, T, Text } from "../http";
import { requireBoundHpc } from "../http/hpcBinding";
import type { Platform } from "../platform";
import { answer } from "./answers";
import { dirColumns } from "../lib/dirColumns";
import { dirInfo, formatTime, usedBytes, viewPage } from "../lib/dirInfo";
import { fileServiceRoutes } from "./fileServiceRoutes";
import { operationRoutes } from "./operationRoutes";
import { OperationRecords } from "./operationRecords";
import { StorageOperations, type Owner } from "./operations";
import { StorageRoots, VOLUMES, type Volume } from "../platform/storageRoots";
import { QUOTA_KIB } from "../platform/storageQuotas";
import { seedDemoFiles } from "./seedStorage";
import { storageCheckRoutes } from "./storageCheckRoutes";
import { RemotePath, storageRoute, type StorageContext } from "./gatewayRoutes";
import { browserRefusal, STORAGE_TEXT, StorageRefusal } from "../platform/storageText";
import { uploadRoutes } from "./uploadRoutes";
import { ChunkedUploads } from "./uploads";
import { vipPathOf } from "./vipPaths";

export interface StorageOptions {
  platform: Platform;
  /** `{dataDir}/storage` holds the volumes. */
  dataDir: string;
  /** Owner that "restore owner" (type 6) sets; the server process's uid/gid by default. */
  owner?: Owner;
}

/** Validity of a volume: a year from the day the user's folder was created. */
const VALIDITY_MS = 365 * 24 * 3600 * 1000;
const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};
const DEMO_ADMIN = "admin";
/** The furthest preview page a call may ask for (4096 bytes a page: far beyond any file here). */
const MAX_PREVIEW_PAGE = 1_000_000_000;

/**
 * Every call of storage spec §7 under the cluster proxy prefix: each needs storageM-look (403) and a
 * bound HPC account (506), then answers the gateway's body `{ code, info, spec }`.
 */
export async function storageRoutes(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const { platform } = options;
  const roots = new StorageRoots(path.join(options.dataDir, "storage"));
  // The demo admin's first files, at start, before anything else (a training run writes runs/ into the
  // same folder) can create it: seeding waits for a folder this module creates.
  const seed = (userName: string) => {
    if (userName === DEMO_ADMIN && roots.ensure(userName).includes("GPUFS"))
      seedDemoFiles(roots.userRoot("GPUFS", userName), roots.userRoot("PUBLIC", userName));
  };
  if (platform.users.byName(DEMO_ADMIN)) seed(DEMO_ADMIN);
  const records = new OperationRecords(platform.db, platform.now);
  const operations = new StorageOperations(
    roots,
    records,
    options.owner ?? {
      uid: process.getuid?.() ?? 0,
      gid: process.getgid?.() ?? 0,
    },
  );
  const context: StorageContext = {
    platform,
    roots,
    records,
    operations,
    uploads: new ChunkedUploads(roots),
  };
  // Running operations finish before the database closes (the root's onClose runs after this one).
  app.addHook("onClose", () => operations.idle());

  await app.register(multipart, { limits: { fileSize: 16 * STORAGE.uploadChunkBytes, files: 1 } });

  /** After the access check: a bound HPC account (506), the user's folders created (the demo admin's seeded). */
  app.addHook("onRequest", async (request) => {
    requireBoundHpc(request);
    const { user } = signedIn(request);
    seed(user.user_name);
    roots.ensure(user.user_name);
  });

  const userName = (request: FastifyRequest) => signedIn(request).user.user_name;

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageUserPath,
    handler: ({ user, reply }) => {
      // The special fixed directory (spec §4), for an account an operator gave one (vipPaths.ts).
      const vipPath = vipPathOf(roots, user.user_name);
      return answer(reply, {
        spec: [...VOLUMES],
        paths: VOLUMES.map((volume) => `/${volume}/${user.user_name}`),
        ...(vipPath ? { vipPath } : {}),
      });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageToken,
    handler: ({ request, reply }) =>
      answer(reply, { data: platform.storageTokens.issue(signedIn(request).token) }),
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageQuotas,
    handler: async ({ user, reply }) => {
      const spec = await Promise.all(
        VOLUMES.map(async (volume) => ({
          storage_name: volume,
          group_block_soft: QUOTA_KIB[volume],
          group_block_used: Math.ceil((await usedBytes(roots.userRoot(volume, user.user_name))) / 1024),
        })),
      );
      return answer(reply, { spec });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageTime,
    schema: { querystring: T.Object({ storageName: T.Optional(Text(100)) }) },
    handler: ({ user, query, reply }) => {
      const volume = query.storageName ?? VOLUMES[0];
      if (!VOLUMES.includes(volume as Volume)) throw new StorageRefusal(STORAGE_TEXT.unknownVolume);
      const stat = fs.statSync(roots.userRoot(volume as Volume, user.user_name));
      const start = stat.birthtimeMs || stat.ctimeMs;
      return answer(reply, { data: { start: formatTime(start), end: formatTime(start + VALIDITY_MS) } });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageDirInfo,
    schema: {
      querystring: T.Object({
        dir: RemotePath,
        sort_key: T.Optional(Text(20)),
        show_hidden: T.Optional(Text(20)),
        name: T.Optional(Text(255)),
        // The app's own table asks for columns (storage spec §7 dir_info as columns; see contracts).
        layout: T.Optional(T.Literal(DIR_INFO_COLUMNS)),
      }),
    },
    handler: async ({ user, query, reply }) => {
      const dir = roots.resolve(user.user_name, query.dir, { mustExist: true });
      if (!fs.statSync(dir.abs).isDirectory()) throw new StorageRefusal(STORAGE_TEXT.notFolder);
      const options = {
        sortKey: query.sort_key,
        showHidden: query.show_hidden === "show",
        name: query.name?.trim() || undefined,
      };
      if (query.layout === DIR_INFO_COLUMNS) {
        const columns = await dirColumns(dir.abs, dir.remote, options);
        return answer(reply, { columns, total: columns.folder.length });
      }
      const rows = await dirInfo(dir.abs, dir.remote, options);
      return answer(reply, { spec: rows, total: rows.length });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageView,
    tokenInQuery: true,
    schema: {
      querystring: T.Object({
        file: RemotePath,
        type: T.Optional(Text(20)),
        // Any size is read as at most one preview page (4096 bytes).
        size: T.Optional(Int(1, 1_073_741_824)),
        page: T.Optional(Int(1, MAX_PREVIEW_PAGE)),
      }),
    },
    handler: async ({ request, query, reply }) => {
      const browser = query.type === "browser";
      let file;
      try {
        file = roots.resolve(userName(request), query.file, { mustExist: true });
      } catch {
        if (browser) throw browserRefusal(400, STORAGE_TEXT.cannotView);
        throw new StorageRefusal(STORAGE_TEXT.cannotView);
      }
      if (fs.statSync(file.abs).isDirectory()) {
        if (browser) throw browserRefusal(400, STORAGE_TEXT.viewFolder);
        throw new StorageRefusal(STORAGE_TEXT.viewFolder);
      }
      if (browser) {
        const type = IMAGE_TYPES[path.extname(file.abs).toLowerCase()];
        if (!type) throw browserRefusal(415, STORAGE_TEXT.notImage);
        return reply
          .code(200)
          .header("content-type", type)
          .header("cache-control", "no-store")
          .header("x-content-type-options", "nosniff")
          .header("content-length", fs.statSync(file.abs).size)
          .send(fs.createReadStream(file.abs));
      }
      const size = Math.min(STORAGE.previewPageBytes, query.size ?? STORAGE.previewPageBytes);
      return answer(reply, { spec: await viewPage(file.abs, query.page ?? 1, size) });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageDownload,
    action: "download",
    tokenInQuery: true,
    schema: { querystring: T.Object({ file: RemotePath }) },
    handler: ({ user, query, reply }) => {
      let file;
      try {
        file = roots.resolve(user.user_name, query.file, { mustExist: true });
      } catch (error) {
        throw browserRefusal(400, error instanceof StorageRefusal ? error.info : STORAGE_TEXT.notFound);
      }
      const stat = fs.statSync(file.abs);
      if (stat.isDirectory()) throw browserRefusal(400, STORAGE_TEXT.folderDownload);
      const name = path.basename(file.abs);
      return reply
        .code(200)
        .header("content-type", "application/octet-stream")
        .header("x-content-type-options", "nosniff")
        .header("content-length", stat.size)
        .header(
          "content-disposition",
          `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(fs.createReadStream(file.abs));
    },
  });

  await operationRoutes(app, context);
  await uploadRoutes(app, context);
}

/**
 * The storage plugin's calls: the storage manager's gateway calls above, the file service (attachments
 * of entities) and the upload's storage check.
 */
export async function storageApi(app: FastifyInstance, options: StorageOptions): Promise<void> {
  await app.register(storageRoutes, options);
  await app.register(fileServiceRoutes, options);
  const roots = new StorageRoots(path.join(options.dataDir, "storage"));
  await app.register(storageCheckRoutes, { platform: options.platform, roots });
}
