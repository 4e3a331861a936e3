import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { ATTACHMENT_LIMITS, ATTACHMENT_TEXT, ATTACHMENT_UPLOAD_CODES } from "../../src/contracts/attachments";
import { sendOk } from "../lib/envelope";
import { anyOf, hasUnsafeCharacters, refuse, route, T, Text, unsafeNameText } from "../http";
import type { Platform } from "../platform";
import { chunkUploadRoute } from "./chunkUploadRoutes";
import { editorUploadRoutes } from "./editorUploadRoutes";
import { FileStore, mimeOf } from "../platform/fileStore";
import { receiveFiles, UploadAllowance } from "../platform/incomingFiles";
import { metaFrom } from "../platform/multipartParts";

/** The most bytes one file of the file service may have, and files per request. */
export const FILE_SERVICE_LIMITS = { fileBytes: ATTACHMENT_LIMITS.fileBytes, files: ATTACHMENT_LIMITS.files };
export const FILE_NOT_FOUND = "文件不存在";
export const NO_FILE = "请选择要上传的文件";

const Ticket = Text(200);
const Meta = T.Optional(Text(200));
/** The query of an upload: where the files belong (storage spec §3, attachment upload metadata). */
const UploadQuery = T.Object({
  application: Meta,
  category: Meta,
  entityType: Meta,
  entityId: Meta,
  resourceOwnerId: Meta,
  resourceOwnerName: Meta,
  resourceOwnerType: Meta,
});

/**
 * The file service (`/api/file-manager/v1/file-item/...`), the shared chunk endpoint and the editor
 * uploads: helpers every screen shares (attachments, dataset images), so any signed-in user may use
 * them (storageM-look gates only the storage manager's own calls). Items are read by ticket (the
 * ticket is the capability: 128 random bits, handed out only to who may see the item); a listing
 * shows the caller's own items, or one entity's items to an audited user with a menu; only the
 * uploader deletes one. Uploading needs an area's code; the files stream to disk as they arrive, each
 * request at most ATTACHMENT_LIMITS.requestBytes and each user's items at most userBytes (uploads under
 * way counted), past which 413 and nothing is kept.
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
  // Files half-received when the server stopped are nobody's.
  const incoming = path.join(store.dir, ".incoming");
  fs.rmSync(incoming, { recursive: true, force: true });
  const allowance = new UploadAllowance(ATTACHMENT_LIMITS.userBytes);
  const uploader = anyOf(...ATTACHMENT_UPLOAD_CODES);
  const receive = (request: Parameters<typeof receiveFiles>[0], userId: number) =>
    receiveFiles(request, {
      dir: incoming,
      userId,
      kept: () => store.usedBytes(userId),
      allowance,
      requestBytes: ATTACHMENT_LIMITS.requestBytes,
      requestText: ATTACHMENT_TEXT.requestTooLarge,
      quotaText: ATTACHMENT_TEXT.quotaExceeded,
    });

  route(app, {
    method: "GET",
    url: STORAGE_API.fileItemByTicket,
    access: "signedIn",
    schema: { querystring: T.Object({ fileTicket: T.Optional(Ticket) }) },
    handler: ({ query, reply }) => {
      const item = store.get(query.fileTicket ?? "") ?? refuse(404, FILE_NOT_FOUND);
      return sendOk(reply, {
        ...item,
        content: fs.readFileSync(store.file(item.fileTicket)).toString("base64"),
      });
    },
  });

  // No bearer: the ticket is the capability (an <img> or a download link carries no header).
  route(app, {
    method: "GET",
    url: STORAGE_API.fileItemRawOf,
    access: "public",
    schema: { params: T.Object({ ticket: Ticket }) },
    handler: ({ params, reply }) => {
      const item = store.get(params.ticket) ?? refuse(404, FILE_NOT_FOUND);
      return reply
        .header("content-type", mimeOf(item.type))
        .header("x-content-type-options", "nosniff")
        .header("content-length", item.size)
        .send(fs.createReadStream(store.file(item.fileTicket)));
    },
  });

  route(app, {
    method: "POST",
    url: STORAGE_API.fileItemDeleteByTicket,
    access: "signedIn",
    schema: { querystring: T.Object({ fileTicket: T.Optional(Ticket) }) },
    handler: ({ user, query, reply }) => {
      const ticket = query.fileTicket ?? "";
      if (!store.remove(user.id, ticket)) return refuse(404, FILE_NOT_FOUND);
      return sendOk(reply, { fileTicket: ticket });
    },
  });

  route(app, {
    method: "POST",
    url: STORAGE_API.fileItemMultipleFiles,
    access: uploader,
    schema: { querystring: UploadQuery },
    handler: async ({ request, user, query, reply }) => {
      if (!request.isMultipart()) return refuse(400, NO_FILE);
      const { files, done } = await receive(request, user.id);
      try {
        const chosen = files.filter((file) => file.field === "files");
        if (!chosen.length) return refuse(400, NO_FILE);
        if (chosen.some((file) => hasUnsafeCharacters(file.name)))
          return refuse(400, unsafeNameText("文件名"));
        const meta = metaFrom(query);
        return sendOk(
          reply,
          chosen.map((file) => store.add(user.id, file.name, { moveFrom: file.path }, meta)),
        );
      } finally {
        done();
      }
    },
  });

  route(app, {
    method: "GET",
    url: STORAGE_API.fileItemMultipleFiles,
    access: "signedIn",
    schema: {
      querystring: T.Object({ application: Meta, entityType: Meta, entityId: Meta, category: Meta }),
    },
    handler: ({ user, query, reply }) =>
      sendOk(
        reply,
        store.list(
          {
            application: query.application,
            entityType: query.entityType,
            entityId: query.entityId,
            category: query.category,
          },
          {
            userId: user.id,
            // An entity's attachments are shared with the users its module says may read it (a full
            // entity filter; an account without codes, or unaudited, sees only its own uploads).
            entityReadable:
              Boolean(query.entityType && query.entityId) &&
              user.audit_status === 1 &&
              platform.permissions.codes(user.id).length > 0 &&
              platform.entityReaders.canRead(query.entityType!, query.entityId!, user),
          },
        ),
      ),
  });

  route(app, {
    method: "POST",
    url: STORAGE_API.ossUpload,
    access: uploader,
    schema: { querystring: UploadQuery },
    handler: async ({ request, user, query, reply }) => {
      if (!request.isMultipart()) return refuse(400, NO_FILE);
      const { files, done } = await receive(request, user.id);
      try {
        const file = files[0] ?? refuse(400, NO_FILE);
        if (hasUnsafeCharacters(file.name)) return refuse(400, unsafeNameText("文件名"));
        const item = store.add(user.id, file.name, { moveFrom: file.path }, metaFrom(query));
        return sendOk(reply, `${STORAGE_API.fileItemRaw}/${item.fileTicket}`);
      } finally {
        done();
      }
    },
  });

  await chunkUploadRoute(app, { dataDir: options.dataDir, store });
  await editorUploadRoutes(app, { store, uploader, receive });
}
