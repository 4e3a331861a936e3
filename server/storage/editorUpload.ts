import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API } from "../../src/core/config";
import { signedIn } from "../bearer";
import { readParts } from "./multipartParts";
import { extensionOf, type FileStore } from "./fileStore";

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg", "mov"];

function refuse(reply: FastifyReply, message: string) {
  return reply.code(200).send({ code: 400, errno: 1, message });
}

/**
 * The editor's image (`/api/upload-image`) and video (`/api/upload`) uploads: one multipart file (any
 * field name); the answer carries the item's URL in `data.url` (code 200 and errno 0, so both the
 * platform's and the editor's conventions read it).
 */
export async function editorUploadRoutes(app: FastifyInstance, options: { store: FileStore }) {
  const handle =
    (allowed: string[], kind: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return refuse(reply, `请选择要上传的${kind}`);
      const { files } = await readParts(request);
      const file = files[0];
      if (!file) return refuse(reply, `请选择要上传的${kind}`);
      if (!allowed.includes(extensionOf(file.name)))
        return refuse(reply, `请上传 ${allowed.join("、")} 格式的${kind}`);
      const item = options.store.add(
        signedIn(request).user.id,
        file.name,
        { bytes: file.bytes },
        { application: "editor" },
      );
      const url = `${API.fileItemRaw}/${item.fileTicket}`;
      return reply.code(200).send({
        code: 200,
        errno: 0,
        message: "success",
        data: { url, alt: file.name, href: url, fileTicket: item.fileTicket },
      });
    };
  app.post(API.editorUploadImage, handle(IMAGE_EXTENSIONS, "图片"));
  app.post(API.editorUploadVideo, handle(VIDEO_EXTENSIONS, "视频"));
}
