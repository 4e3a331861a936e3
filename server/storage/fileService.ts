import fs from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API } from "../../src/core/config";
import { signedIn } from "../bearer";
import { sendError, sendOk } from "../envelope";
import type { Platform } from "../platform";
import { chunkUploadRoute } from "./chunkUpload";
import { editorUploadRoutes } from "./editorUpload";
import { FileStore, mimeOf } from "./fileStore";
import { metaFrom, readParts } from "./multipartParts";

/** The most bytes one file of the file service may have, and files per request. */
export const FILE_SERVICE_LIMITS = { fileBytes: 50 * 1_048_576, files: 20 };
export const FILE_NOT_FOUND = "文件不存在";

type Query = Record<string, string | undefined>;

/**
 * The file service (`/api/file-manager/v1/file-item/...`), the shared chunk endpoint and the editor
 * uploads. Items are read by ticket by any signed-in user (the ticket is the capability); only the
 * uploader deletes one.
 */
export async function fileServiceRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
): Promise<void> {
  const { platform } = options;
  const store = new FileStore(platform.db, options.dataDir, platform.now);
  await app.register(multipart, {
    limits: { fileSize: FILE_SERVICE_LIMITS.fileBytes, files: FILE_SERVICE_LIMITS.files },
  });
  const query = (request: FastifyRequest) => (request.query ?? {}) as Query;

  app.get(API.fileItemByTicket, async (request, reply) => {
    const item = store.get(query(request).fileTicket ?? "");
    if (!item) return sendError(reply, 404, FILE_NOT_FOUND);
    return sendOk(reply, {
      ...item,
      content: fs.readFileSync(store.file(item.fileTicket)).toString("base64"),
    });
  });

  app.get(`${API.fileItemRaw}/:ticket`, { config: { public: true } }, async (request, reply) => {
    const item = store.get((request.params as { ticket: string }).ticket);
    if (!item) return sendError(reply, 404, FILE_NOT_FOUND);
    return reply
      .header("content-type", mimeOf(item.type))
      .header("x-content-type-options", "nosniff")
      .header("content-length", item.size)
      .send(fs.createReadStream(store.file(item.fileTicket)));
  });

  app.post(API.fileItemDeleteByTicket, async (request, reply) => {
    const ticket = query(request).fileTicket ?? "";
    if (!store.remove(signedIn(request).user.id, ticket)) return sendError(reply, 404, FILE_NOT_FOUND);
    return sendOk(reply, { fileTicket: ticket });
  });

  app.post(API.fileItemMultipleFiles, async (request, reply) => {
    if (!request.isMultipart()) return sendError(reply, 400, "请选择要上传的文件");
    const { files } = await readParts(request);
    const chosen = files.filter((file) => file.field === "files");
    if (!chosen.length) return sendError(reply, 400, "请选择要上传的文件");
    const { user } = signedIn(request);
    const meta = metaFrom(query(request));
    return sendOk(
      reply,
      chosen.map((file) => store.add(user.id, file.name, { bytes: file.bytes }, meta)),
    );
  });

  app.get(API.fileItemMultipleFiles, async (request, reply) => {
    const q = query(request);
    return sendOk(
      reply,
      store.list({
        application: q.application,
        entityType: q.entityType,
        entityId: q.entityId,
        category: q.category,
      }),
    );
  });

  app.post(API.ossUpload, async (request, reply) => {
    if (!request.isMultipart()) return sendError(reply, 400, "请选择要上传的文件");
    const file = (await readParts(request)).files[0];
    if (!file) return sendError(reply, 400, "请选择要上传的文件");
    const item = store.add(
      signedIn(request).user.id,
      file.name,
      { bytes: file.bytes },
      metaFrom(query(request)),
    );
    return sendOk(reply, `${API.fileItemRaw}/${item.fileTicket}`);
  });

  await chunkUploadRoute(app, { dataDir: options.dataDir, store });
  await editorUploadRoutes(app, { store });
}
