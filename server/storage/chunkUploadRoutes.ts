import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Refusal, route, strictNumber } from "../http";
import { metaFrom, readParts } from "../platform/multipartParts";
import type { FileStore } from "../platform/fileStore";

export const CHUNK_TEXT = {
  missing: "分片参数不完整",
  order: "分片顺序错误，请从第一个分片重新上传",
  size: "分片大小与 currentChunkSize 不一致",
  total: "文件大小与 totalSize 不一致",
  md5: "文件校验失败：MD5 与 identifier 不一致",
} as const;

interface Progress {
  received: number;
  totalChunks: number;
  totalSize: number;
  filename: string;
}

/** Body code, HTTP 200: 206 a chunk accepted and more expected, 200 done (data is the file ticket). */
function chunkAnswer(reply: FastifyReply, code: number, message: string, data: unknown = null) {
  return reply.code(200).send({ code, message, data });
}

/** Any other body code refuses the chunk (HTTP 200, `data` null), as the shared helper expects. */
const chunkRefusal = (message: string) =>
  new Refusal(400, message, { httpStatus: 200, extra: { data: null } });

/** A whole number field of the chunk form: plain decimal text only (`0x10`, `1e1` are refused). */
const wholeNumber = (text: string | undefined) => strictNumber(text ?? "", true);

/**
 * The shared chunk endpoint (storage spec §4, §7): chunks arrive in order (chunkNumber 1-based); the
 * assembled file must have totalSize bytes and the MD5 `identifier`; it then becomes a file-service
 * item whose ticket is the result reference (`data`).
 */
export async function chunkUploadRoute(app: FastifyInstance, options: { dataDir: string; store: FileStore }) {
  const dir = path.join(options.dataDir, "chunks");

  route(app, {
    method: "POST",
    url: STORAGE_API.chunkUpload,
    access: "signedIn",
    handler: async ({ request, user, reply }) => {
      if (!request.isMultipart()) throw chunkRefusal(CHUNK_TEXT.missing);
      const { files, fields } = await readParts(request);
      const file = files[0];
      const number = wholeNumber(fields.chunkNumber);
      const totalChunks = wholeNumber(fields.totalChunks);
      const totalSize = wholeNumber(fields.totalSize);
      const identifier = (fields.identifier ?? "").toLowerCase();
      if (!file || number === undefined || totalChunks === undefined || number < 1 || number > totalChunks)
        throw chunkRefusal(CHUNK_TEXT.missing);
      if (!/^[0-9a-f]{32}$/.test(identifier) || !fields.filename || totalSize === undefined || totalSize < 0)
        throw chunkRefusal(CHUNK_TEXT.missing);
      if (fields.currentChunkSize !== undefined && wholeNumber(fields.currentChunkSize) !== file.bytes.length)
        throw chunkRefusal(CHUNK_TEXT.size);

      const key = `${user.id}-${identifier}-${createHash("sha256")
        .update(fields.taskId ?? "")
        .digest("hex")
        .slice(0, 12)}`;
      const data = path.join(dir, key);
      const metaFile = `${data}.json`;
      const drop = () => {
        fs.rmSync(data, { force: true });
        fs.rmSync(metaFile, { force: true });
      };

      let progress: Progress;
      if (number === 1) {
        fs.mkdirSync(dir, { recursive: true });
        progress = { received: 0, totalChunks, totalSize, filename: fields.filename };
        fs.writeFileSync(data, "");
      } else {
        try {
          progress = JSON.parse(fs.readFileSync(metaFile, "utf8")) as Progress;
        } catch {
          throw chunkRefusal(CHUNK_TEXT.order);
        }
        if (
          progress.received + 1 !== number ||
          progress.totalChunks !== totalChunks ||
          progress.totalSize !== totalSize
        )
          throw chunkRefusal(CHUNK_TEXT.order);
      }
      fs.appendFileSync(data, file.bytes);
      progress.received = number;
      fs.writeFileSync(metaFile, JSON.stringify(progress));
      if (number < totalChunks) return chunkAnswer(reply, 206, "分片已接收", { chunkNumber: number });

      if (fs.statSync(data).size !== totalSize) {
        drop();
        throw chunkRefusal(CHUNK_TEXT.total);
      }
      const hash = createHash("md5");
      for await (const piece of fs.createReadStream(data)) hash.update(piece as Buffer);
      if (hash.digest("hex") !== identifier) {
        drop();
        throw chunkRefusal(CHUNK_TEXT.md5);
      }
      const meta = { ...metaFrom(fields), taskId: fields.taskId };
      const item = options.store.add(user.id, progress.filename, { moveFrom: data }, meta);
      fs.rmSync(metaFile, { force: true });
      return chunkAnswer(reply, 200, "success", item.fileTicket);
    },
  });
}
