import fs from "node:fs";
import { MODELS_API, MODEL_HISTORY } from "../../src/contracts/models";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { Id, IdParams, PageQuery, refuse, route, T, type AllOf } from "../http";
import { PortalSearchQuery } from "../lib/portalSearch";
import type { RunReader } from "../platform/ai/checkpoints";
import type { ModelStore } from "../platform/ai/modelStore";
import { MODELS_TEXT } from "../platform/ai/modelText";
import { versionView, type ModelVersionStore } from "../platform/ai/modelVersionStore";

export { MODEL_HISTORY };

/**
 * The reading calls of a model's versions: the page and the whole list (models-versions), the finished
 * runs to register from, a version's relation to its algorithm version, its url, status and download.
 */
export function versionReadRoutes(
  app: FastifyInstance,
  options: { models: ModelStore; versions: ModelVersionStore; runs: RunReader; codes: { READ: AllOf } },
) {
  const { models, versions, runs, codes } = options;
  // A model's versions are listed for its owner and for a user a passed sharing order granted it.
  const readableModel = (userId: number, id: number) => {
    if (!models.usable(userId, id)) refuse(404, MODELS_TEXT.notFound);
  };
  const ownedVersion = (userId: number, id: number) =>
    versions.get(userId, id) ?? refuse(404, MODELS_TEXT.versionNotFound);

  route(app, {
    method: "GET",
    url: MODELS_API.versionPage,
    access: codes.READ,
    schema: { querystring: T.Object({ ...PageQuery, modelId: Id("模型") }) },
    handler: ({ user, query, reply }) => {
      readableModel(user.id, query.modelId);
      return sendOk(reply, versions.page(query.modelId, query));
    },
  });

  // The portal's global search: public models by a word of the name or description, no sign-in.
  route(app, {
    method: "GET",
    url: MODELS_API.versionSearch,
    access: "public",
    schema: { querystring: PortalSearchQuery },
    handler: ({ query, reply }) => sendOk(reply, models.searchPublic(query)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.finishedRuns,
    access: codes.READ,
    handler: ({ user, reply }) => sendOk(reply, runs.finished(user.id)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.versions,
    access: codes.READ,
    schema: { querystring: T.Object({ modelId: Id("模型") }) },
    handler: ({ user, query, reply }) => {
      readableModel(user.id, query.modelId);
      return sendOk(reply, versions.list(query.modelId));
    },
  });

  route(app, {
    method: "GET",
    url: MODELS_API.relationAlgorithmVersion,
    access: codes.READ,
    schema: { querystring: T.Object({ id: Id("模型版本") }) },
    handler: ({ user, query, reply }) => {
      const view = versionView(ownedVersion(user.id, query.id));
      return sendOk(reply, {
        id: view.id,
        algorithmVersionId: view.algorithmVersionId,
        algorithmId: view.algorithmId,
        algorithmName: view.algorithmName,
        algorithmVersion: view.algorithmVersion,
        trainer: view.trainer,
        runId: view.runId,
      });
    },
  });

  route(app, {
    method: "GET",
    url: MODELS_API.url,
    access: codes.READ,
    schema: { querystring: T.Object({ historyId: Id("模型版本") }) },
    handler: ({ user, query, reply }) => {
      const row = ownedVersion(user.id, query.historyId);
      return sendOk(reply, {
        url: `${MODEL_HISTORY}/models-download/${row.id}`,
        sourcePath: row.source_path,
      });
    },
  });

  route(app, {
    method: "GET",
    url: MODELS_API.versionStatus,
    access: codes.READ,
    schema: { params: IdParams("模型版本") },
    handler: ({ user, params, reply }) => {
      const view = versionView(ownedVersion(user.id, params.id));
      return sendOk(reply, { id: view.id, status: view.status, statusText: view.statusText });
    },
  });

  route(app, {
    method: "GET",
    url: MODELS_API.download,
    access: codes.READ,
    tokenInQuery: true,
    schema: { params: IdParams("模型版本") },
    handler: ({ user, params, reply }) => {
      const row = ownedVersion(user.id, params.id);
      if (!row.file_path || !fs.existsSync(row.file_path)) refuse(404, MODELS_TEXT.noFile);
      const model = models.get(user.id, row.model_id);
      const name = `${model?.name ?? "model"}-V${row.version_no}-${row.format === "onnx" ? "model.onnx" : "checkpoint.json"}`;
      return reply
        .code(200)
        .header("content-type", "application/octet-stream")
        .header("x-content-type-options", "nosniff")
        .header("content-length", fs.statSync(row.file_path).size)
        .header(
          "content-disposition",
          `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(fs.createReadStream(row.file_path));
    },
  });
}
