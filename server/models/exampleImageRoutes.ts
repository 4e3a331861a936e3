import fs from "node:fs";
import { MODELS_API } from "../../src/contracts/models";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { imageInfo } from "../lib/imageInfo";
import { sendOk } from "../lib/envelope";
import { Id, IdParams, refuse, route, T, Text, type AllOf } from "../http";
import type { ModelStore } from "../platform/ai/modelStore";
import { MODELS_TEXT } from "../platform/ai/modelText";

/** A model's example image: png or jpeg (by its bytes), at most 2048 KB, sent as base64 in JSON. */
const MAX_IMAGE_BYTES = 2048 * 1024;
const TYPES = { png: "image/png", jpg: "image/jpeg" } as const;
/** The JSON may carry twice the allowed image, so a too large one hears 文件大小限制 rather than a schema error. */
const MAX_TEXT = Math.ceil((MAX_IMAGE_BYTES * 8) / 3);

const imageFile = (dataDir: string, modelId: number, type: string) =>
  path.join(dataDir, "models", "examples", `${modelId}.${type}`);

/** Removes a model's example image (the model is deleted). */
export function dropExampleImage(dataDir: string, modelId: number): void {
  for (const type of Object.keys(TYPES)) fs.rmSync(imageFile(dataDir, modelId, type), { force: true });
}

export async function exampleImageRoutes(
  app: FastifyInstance,
  options: { dataDir: string; models: ModelStore; read: AllOf; edit: AllOf },
) {
  const { dataDir, models, read, edit } = options;

  route(app, {
    method: "POST",
    url: MODELS_API.image,
    access: edit,
    bodyLimit: MAX_TEXT + 4096,
    log: { name: "上传模型示例图片", module: "我的模型" },
    schema: {
      params: IdParams("模型"),
      body: T.Object({ data: Text(MAX_TEXT) }),
    },
    handler: ({ user, params, body, reply }) => {
      if (!models.get(user.id, params.id)) refuse(404, MODELS_TEXT.notFound);
      const bytes = Buffer.from(body.data, "base64");
      if (!bytes.length) refuse(400, MODELS_TEXT.imageEmpty);
      if (bytes.length > MAX_IMAGE_BYTES) refuse(400, MODELS_TEXT.imageTooLarge);
      const info = imageInfo(bytes);
      if (!info || !(info.type in TYPES)) return refuse(400, MODELS_TEXT.imageFormat);
      dropExampleImage(dataDir, params.id);
      const file = imageFile(dataDir, params.id, info.type);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(`${file}.partial`, bytes);
      fs.renameSync(`${file}.partial`, file);
      models.setImage(user.id, params.id, info.type);
      return sendOk(reply, models.get(user.id, params.id));
    },
  });

  route(app, {
    method: "GET",
    url: MODELS_API.exampleImage,
    access: read,
    tokenInQuery: true,
    schema: { querystring: T.Object({ id: Id("模型") }) },
    handler: ({ user, query, reply }) => {
      const type = models.imageOf(user.id, query.id) ?? refuse(404, MODELS_TEXT.noFile);
      const file = imageFile(dataDir, query.id, type);
      if (!fs.existsSync(file)) refuse(404, MODELS_TEXT.noFile);
      return reply
        .code(200)
        .header("content-type", TYPES[type as keyof typeof TYPES] ?? "application/octet-stream")
        .header("x-content-type-options", "nosniff")
        .send(fs.readFileSync(file));
    },
  });
}
