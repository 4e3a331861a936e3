import { STORAGE_API } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import { Refusal, route, type AnyOf, type RouteContext, type RouteSchema } from "../http";
import { extensionOf, type FileStore } from "../platform/fileStore";
import type { IncomingFile } from "../platform/incomingFiles";

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "ogg", "mov"];

/** The editor's refusal: HTTP 200 with body code 400 and `errno: 1`. */
const editorRefusal = (message: string) =>
  new Refusal(400, message, { httpStatus: 200, extra: { errno: 1 } });

/**
 * The editor's image (`/api/upload-image`) and video (`/api/upload`) uploads: one multipart file (any
 * field name); the answer carries the item's URL in `data.url` (code 200 and errno 0, so both the
 * platform's and the editor's conventions read it). The file service's rules hold: an area's code,
 * the file streamed to disk within the request's and the user's caps (`receive`).
 */
export async function editorUploadRoutes(
  app: FastifyInstance,
  options: {
    store: FileStore;
    uploader: AnyOf;
    receive: (
      request: RouteContext<RouteSchema, AnyOf>["request"],
      userId: number,
    ) => Promise<{ files: IncomingFile[]; done: () => void }>;
  },
) {
  const handle =
    (allowed: string[], kind: string) =>
    async ({ request, user, reply }: RouteContext<RouteSchema, AnyOf>) => {
      if (!request.isMultipart()) throw editorRefusal(`请选择要上传的${kind}`);
      const { files, done } = await options.receive(request, user.id);
      try {
        const file = files[0];
        if (!file) throw editorRefusal(`请选择要上传的${kind}`);
        if (!allowed.includes(extensionOf(file.name)))
          throw editorRefusal(`请上传 ${allowed.join("、")} 格式的${kind}`);
        const item = options.store.add(
          user.id,
          file.name,
          { moveFrom: file.path },
          { application: "editor" },
        );
        const url = `${STORAGE_API.fileItemRaw}/${item.fileTicket}`;
        return reply.code(200).send({
          code: 200,
          errno: 0,
          message: "success",
          data: { url, alt: file.name, href: url, fileTicket: item.fileTicket },
        });
      } finally {
        done();
      }
    };
  route(app, {
    method: "POST",
    url: STORAGE_API.editorUploadImage,
    access: options.uploader,
    handler: handle(IMAGE_EXTENSIONS, "图片"),
  });
  route(app, {
    method: "POST",
    url: STORAGE_API.editorUploadVideo,
    access: options.uploader,
    handler: handle(VIDEO_EXTENSIONS, "视频"),
  });
}
