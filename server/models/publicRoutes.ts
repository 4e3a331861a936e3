import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { MODELS_API } from "../../src/contracts/models";
import { Id, IdParams, refuse, route, T } from "../http";
import { TRAINERS } from "../training/trainers";
import type { ModelStore } from "../platform/ai/modelStore";
import { MODELS_TEXT } from "../platform/ai/modelText";
import type { ModelVersionStore } from "../platform/ai/modelVersionStore";

/**
 * A public model as the portal shows it without a sign-in: the model and its public versions (what
 * each learned: trainer, labels, accuracy, size). Where a checkpoint came from stays the owner's. A
 * private model answers 404 模型不存在 whoever asks.
 */
export function publicModelRoutes(
  app: FastifyInstance,
  deps: { models: ModelStore; versions: ModelVersionStore },
) {
  const { models, versions } = deps;
  const publicModel = (id: number) => models.getPublic(id) ?? refuse(404, MODELS_TEXT.notFound);

  route(app, {
    method: "GET",
    url: MODELS_API.publicModel,
    access: "public",
    schema: { params: IdParams("模型") },
    handler: ({ params, reply }) => sendOk(reply, publicModel(params.id)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.versionPublicList,
    access: "public",
    schema: { querystring: T.Object({ modelId: Id("模型") }) },
    handler: ({ query, reply }) => {
      const model = publicModel(query.modelId);
      return sendOk(
        reply,
        versions.publicList(model.id).map((version) => ({
          id: version.id,
          version: version.version,
          description: version.description,
          trainer: version.trainer,
          trainerTitle: TRAINERS.find((each) => each.id === version.trainer)?.title ?? version.trainer,
          labels: version.labels,
          accuracy: version.accuracy,
          fileSize: version.fileSize,
          status: version.status,
          statusText: version.statusText,
          createTime: version.createTime,
        })),
      );
    },
  });
}
