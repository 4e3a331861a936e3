import { STORAGE_API } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import { strictNumber, T } from "../http";
import { answer } from "./answers";
import { RemotePath, storageRoute, type StorageContext } from "./gatewayRoutes";
import { STORAGE_TEXT, StorageRefusal } from "../platform/storageText";
import { parseContentRange } from "./uploads";

/** A multipart number field: absent, or plain decimal text equal to `expected`. */
const agrees = (text: string | undefined, expected: number) =>
  text === undefined || strictNumber(text, true) === expected;

/**
 * PUT storage/upload (one chunk, multipart, `Content-Range`), what an unfinished upload holds
 * (GET upload/offset) and dropping one (DELETE upload).
 */
export async function uploadRoutes(app: FastifyInstance, { uploads }: StorageContext) {
  storageRoute(app, {
    method: "PUT",
    url: STORAGE_API.storageUpload,
    action: "add",
    log: { name: "上传文件", module: "存储管理" },
    schema: { querystring: T.Object({ file: RemotePath, overwrite: T.Optional(T.Boolean()) }) },
    handler: async ({ request, user, query, log, reply }) => {
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
      if (!range || !agrees(fields.totalSize, range.total)) throw new StorageRefusal(STORAGE_TEXT.badRange);
      if (!agrees(fields.currentChunkSize, bytes.length)) throw new StorageRefusal(STORAGE_TEXT.badChunk);
      const result = await uploads.write(user.user_name, query.file, range, bytes, query.overwrite === true);
      // One entry per file, when its last chunk lands; the chunks before change nothing visible.
      if (result.complete) log.detail(`${range.total} B`);
      else log.skip();
      return answer(reply, { spec: result });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageUploadOffset,
    action: "add",
    schema: { querystring: T.Object({ file: RemotePath }) },
    handler: ({ user, query, reply }) => answer(reply, { spec: uploads.held(user.user_name, query.file) }),
  });

  storageRoute(app, {
    method: "DELETE",
    url: STORAGE_API.storageUpload,
    action: "add",
    log: { name: "取消上传", module: "存储管理" },
    schema: { querystring: T.Object({ file: RemotePath }) },
    handler: ({ user, query, reply }) =>
      answer(reply, { spec: { removed: uploads.cancel(user.user_name, query.file) } }),
  });
}
