import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { API, STORAGE } from "../../src/core/config";
import { signedIn } from "../bearer";
import { sendError } from "../envelope";
import { requireBoundHpc } from "../hpcRoutes";
import type { Platform } from "../platform";
import { dirInfo, formatTime, usedBytes, viewPage } from "./dirInfo";
import { OperationRecords, type OperationEvent } from "./operationRecords";
import { StorageOperations, type Owner } from "./operations";
import { StorageRoots, VOLUMES, type Volume } from "./paths";
import { authenticateQueryToken } from "./queryToken";
import { QUOTA_KIB } from "./quotas";
import { seedDemoFiles } from "./seedStorage";
import { StorageTokens } from "./storageTokens";
import { answer, pathList, refuse } from "./answers";
import { STORAGE_TEXT, StorageRefusal } from "./text";
import { ChunkedUploads, parseContentRange } from "./uploads";
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

type Query = Record<string, string | undefined>;

/** Every call of storage spec §7 under the cluster proxy prefix; each needs a bound HPC account (else 506). */
export async function storageRoutes(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const { platform } = options;
  const roots = new StorageRoots(path.join(options.dataDir, "storage"));
  const records = new OperationRecords(platform.db, platform.now);
  const operations = new StorageOperations(
    roots,
    records,
    options.owner ?? {
      uid: process.getuid?.() ?? 0,
      gid: process.getgid?.() ?? 0,
    },
  );
  const uploads = new ChunkedUploads(roots);
  const storageTokens = new StorageTokens(platform.now);
  // Running operations finish before the database closes (the root's onClose runs after this one).
  app.addHook("onClose", () => operations.idle());

  await app.register(websocket);
  await app.register(multipart, { limits: { fileSize: 16 * STORAGE.uploadChunkBytes, files: 1 } });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StorageRefusal) return refuse(reply, error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500 && status !== 506) request.log.error(error);
    return sendError(reply, status);
  });

  /** The signed-in user with a bound HPC account, their folders created (the demo admin's seeded). */
  app.addHook("onRequest", async (request, reply) => {
    if (
      request.routeOptions.config?.queryToken &&
      !authenticateQueryToken(platform, storageTokens, request, reply)
    )
      return reply;
    requireBoundHpc(request);
    const { user } = signedIn(request);
    const created = roots.ensure(user.user_name);
    if (user.user_name === DEMO_ADMIN && created.includes("GPUFS"))
      seedDemoFiles(roots.userRoot("GPUFS", user.user_name), roots.userRoot("PUBLIC", user.user_name));
  });

  const userName = (request: FastifyRequest) => signedIn(request).user.user_name;
  const query = (request: FastifyRequest) => (request.query ?? {}) as Query;

  app.get(API.storageUserPath, async (request, reply) => {
    // The special fixed directory (spec §4), for an account an operator gave one (vipPaths.ts).
    const vipPath = vipPathOf(roots, userName(request));
    return answer(reply, {
      spec: [...VOLUMES],
      paths: VOLUMES.map((volume) => `/${volume}/${userName(request)}`),
      ...(vipPath ? { vipPath } : {}),
    });
  });

  app.get(API.storageToken, async (request, reply) =>
    answer(reply, { data: storageTokens.issue(signedIn(request).token) }),
  );

  app.get(API.storageQuotas, async (request, reply) => {
    const spec = await Promise.all(
      VOLUMES.map(async (volume) => ({
        storage_name: volume,
        group_block_soft: QUOTA_KIB[volume],
        group_block_used: Math.ceil((await usedBytes(roots.userRoot(volume, userName(request)))) / 1024),
      })),
    );
    return answer(reply, { spec });
  });

  app.get(API.storageTime, async (request, reply) => {
    const volume = query(request).storageName ?? VOLUMES[0];
    if (!VOLUMES.includes(volume as Volume)) throw new StorageRefusal(STORAGE_TEXT.unknownVolume);
    const stat = fs.statSync(roots.userRoot(volume as Volume, userName(request)));
    const start = stat.birthtimeMs || stat.ctimeMs;
    return answer(reply, { data: { start: formatTime(start), end: formatTime(start + VALIDITY_MS) } });
  });

  app.get(API.storageDirInfo, async (request, reply) => {
    const q = query(request);
    const dir = roots.resolve(userName(request), q.dir, { mustExist: true });
    if (!fs.statSync(dir.abs).isDirectory()) throw new StorageRefusal(STORAGE_TEXT.notFolder);
    const rows = await dirInfo(dir.abs, dir.remote, {
      sortKey: q.sort_key,
      showHidden: q.show_hidden === "show",
      name: q.name?.trim() || undefined,
    });
    return answer(reply, { spec: rows.map(({ mtimeMs: _mtime, ...row }) => row), total: rows.length });
  });

  app.get(API.storageView, { config: { public: true, queryToken: true } }, async (request, reply) => {
    const q = query(request);
    const browser = q.type === "browser";
    let file;
    try {
      file = roots.resolve(userName(request), q.file, { mustExist: true });
    } catch {
      if (browser)
        return reply
          .code(400)
          .send({ code: 400, message: STORAGE_TEXT.cannotView, info: STORAGE_TEXT.cannotView });
      throw new StorageRefusal(STORAGE_TEXT.cannotView);
    }
    if (fs.statSync(file.abs).isDirectory()) {
      if (browser)
        return reply
          .code(400)
          .send({ code: 400, message: STORAGE_TEXT.viewFolder, info: STORAGE_TEXT.viewFolder });
      throw new StorageRefusal(STORAGE_TEXT.viewFolder);
    }
    if (browser) {
      const type = IMAGE_TYPES[path.extname(file.abs).toLowerCase()];
      if (!type)
        return reply
          .code(415)
          .send({ code: 415, message: STORAGE_TEXT.notImage, info: STORAGE_TEXT.notImage });
      return reply
        .code(200)
        .header("content-type", type)
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .header("content-length", fs.statSync(file.abs).size)
        .send(fs.createReadStream(file.abs));
    }
    const size = Math.min(
      STORAGE.previewPageBytes,
      Math.max(1, Number.parseInt(q.size ?? "", 10) || STORAGE.previewPageBytes),
    );
    const page = Math.max(1, Number.parseInt(q.page ?? "", 10) || 1);
    return answer(reply, { spec: await viewPage(file.abs, page, size) });
  });

  app.get(API.storageOpt, async (request, reply) => {
    const q = query(request);
    const page = Math.max(1, Number.parseInt(q.page ?? "", 10) || STORAGE.recordsPage.page);
    const limit = Math.min(100, Math.max(1, Number.parseInt(q.limit ?? "", 10) || STORAGE.recordsPage.limit));
    return answer(reply, records.page(signedIn(request).user.id, page, limit));
  });

  app.post(API.storageOpt, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { user } = signedIn(request);
    const id = operations.start(user.id, user.user_name, {
      type: Number(body.type ?? query(request).type),
      from: pathList(body.from),
      target: pathList(body.target),
      mod: query(request).mod ?? (typeof body.mod === "string" ? body.mod : undefined),
    });
    return answer(reply, { spec: { id } });
  });

  app.delete(`${API.storageOpt}/:id`, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!records.remove(signedIn(request).user.id, id))
      throw new StorageRefusal(STORAGE_TEXT.recordNotFound, 404);
    return answer(reply, { spec: { id } });
  });

  app.get(
    `${API.storageOpt}/:id`,
    { websocket: true, config: { public: true, queryToken: true } },
    (socket, request) => {
      const id = Number((request.params as { id: string }).id);
      const record = records.get(signedIn(request).user.id, id);
      if (!record) {
        socket.close(4404, "operation not found");
        return;
      }
      for (const line of records.lines(id)) socket.send(line);
      if (record.status !== STORAGE.opStatus.running) {
        socket.close(1000, "end");
        return;
      }
      const channel = `op:${id}`;
      const listener = (event: OperationEvent) => {
        if (event.kind === "line") socket.send(event.line);
        else {
          records.events.off(channel, listener);
          socket.close(1000, "end");
        }
      };
      records.events.on(channel, listener);
      socket.on("close", () => records.events.off(channel, listener));
    },
  );

  app.put(API.storageUpload, async (request, reply) => {
    const q = query(request);
    if (!request.isMultipart()) throw new StorageRefusal(STORAGE_TEXT.noChunk);
    const fields: Record<string, string> = {};
    let bytes: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type === "file") bytes = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
    if (!bytes) throw new StorageRefusal(STORAGE_TEXT.noChunk);
    const range =
      parseContentRange(request.headers["content-range"]) ??
      (fields.totalSize === "0" ? { start: 0, end: -1, total: 0 } : undefined);
    if (!range) throw new StorageRefusal(STORAGE_TEXT.badRange);
    if (fields.totalSize !== undefined && Number(fields.totalSize) !== range.total)
      throw new StorageRefusal(STORAGE_TEXT.badRange);
    if (fields.currentChunkSize !== undefined && Number(fields.currentChunkSize) !== bytes.length)
      throw new StorageRefusal(STORAGE_TEXT.badChunk);
    const result = await uploads.write(userName(request), q.file, range, bytes, q.overwrite === "true");
    return answer(reply, { spec: result });
  });

  app.get(API.storageUploadOffset, async (request, reply) =>
    answer(reply, { spec: uploads.held(userName(request), query(request).file) }),
  );

  app.delete(API.storageUpload, async (request, reply) =>
    answer(reply, { spec: { removed: uploads.cancel(userName(request), query(request).file) } }),
  );

  app.get(API.storageDownload, { config: { public: true, queryToken: true } }, async (request, reply) => {
    let file;
    try {
      file = roots.resolve(userName(request), query(request).file, { mustExist: true });
    } catch (error) {
      const info = error instanceof StorageRefusal ? error.info : STORAGE_TEXT.notFound;
      return reply.code(400).send({ code: 400, message: info, info });
    }
    const stat = fs.statSync(file.abs);
    if (stat.isDirectory())
      return reply
        .code(400)
        .send({ code: 400, message: STORAGE_TEXT.folderDownload, info: STORAGE_TEXT.folderDownload });
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
  });
}
