import fs from "node:fs";
import { MODELS_API } from "../../src/contracts/models";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { Id, IdParams, OneOf, PathId, Refusal, refuse, route, T, Text, type AllOf } from "../http";
import { readableVersion } from "../platform/ai/algorithmAccess";
import type { AlgorithmStore } from "../platform/ai/algorithmStore";
import type { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";
import type { ServiceStore } from "../platform/ai/serviceStore";
import { StorageRoots, VOLUMES } from "../platform/storageRoots";
import { StorageRefusal } from "../platform/storageText";
import { accuracyOf, dropCheckpoint, runModelFile, type RunReader } from "../platform/ai/checkpoints";
import { runModelFacts, storageModelFacts, type ModelFacts } from "../platform/ai/modelSource";
import { addVersionWithFile } from "../platform/ai/registerVersion";
import type { ModelStore } from "../platform/ai/modelStore";
import { MODELS_TEXT } from "../platform/ai/modelText";
import { MODEL_HISTORY, versionReadRoutes } from "./versionReadRoutes";
import {
  manifestOf,
  versionView,
  type ModelVersionStore,
  type NewVersion,
} from "../platform/ai/modelVersionStore";

/** The spec's model-history calls (ai-domain §7). */
export { MODEL_HISTORY };

const LOG_MODULE = "模型版本";
const DESCRIPTION_MAX = 500;
const Description = T.Optional(Text(10_000));

interface VersionRouteOptions {
  dataDir: string;
  models: ModelStore;
  versions: ModelVersionStore;
  runs: RunReader;
  /** The algorithm versions a version may relate to (own or public). */
  algorithms: { algorithms: AlgorithmStore; versions: AlgorithmVersionStore };
  /** The published services: a version one of them uses is not deleted. */
  services: ServiceStore;
  codes: { READ: AllOf; ADD: AllOf; EDIT: AllOf; REMOVE: AllOf };
}

function descriptionOf(text: string | undefined): string {
  const description = (text ?? "").trim();
  if ([...description].length > DESCRIPTION_MAX) refuse(400, MODELS_TEXT.descriptionTooLong);
  return description;
}

/**
 * Versions of a model: registered from a finished run or a checkpoint in storage, copied, edited, closed,
 * made public, deleted; the reading calls are versionReadRoutes'.
 */
export async function versionRoutes(app: FastifyInstance, options: VersionRouteOptions) {
  const { dataDir, models, versions, runs, services, codes } = options;
  versionReadRoutes(app, options);
  const roots = new StorageRoots(path.join(dataDir, "storage"));
  const ownedModel = (userId: number, id: number) =>
    models.get(userId, id) ?? refuse(404, MODELS_TEXT.notFound);
  const ownedVersion = (userId: number, id: number) =>
    versions.get(userId, id) ?? refuse(404, MODELS_TEXT.versionNotFound);
  const algorithmVersionOf = (userId: number, id: number) => {
    try {
      return readableVersion(options.algorithms.algorithms, options.algorithms.versions, userId, id);
    } catch (error) {
      if (error instanceof Refusal) refuse(404, MODELS_TEXT.algorithmVersionNotFound);
      throw error;
    }
  };

  const register = (row: NewVersion, facts: ModelFacts) =>
    versionView(addVersionWithFile(dataDir, versions, row, facts));

  route(app, {
    method: "POST",
    url: MODELS_API.registerFromRun,
    access: codes.ADD,
    log: { name: "从训练注册模型版本", module: LOG_MODULE },
    schema: { body: T.Object({ modelId: Id("模型"), runId: Id("训练"), description: Description }) },
    handler: async ({ user, body, reply }) => {
      ownedModel(user.id, body.modelId);
      const description = descriptionOf(body.description);
      const run = runs.get(user.id, body.runId);
      if (run.status !== "succeeded") refuse(400, MODELS_TEXT.runNotFinished);
      const model = runModelFile(run) ?? refuse(400, MODELS_TEXT.runHasNoCheckpoint);
      if (versions.hasRun(body.modelId, run.id)) refuse(400, MODELS_TEXT.runRegistered);
      const facts = (await runModelFacts(model.dir)) ?? refuse(400, MODELS_TEXT.runHasNoCheckpoint);
      const accuracy = accuracyOf(run);
      const row: NewVersion = {
        model_id: body.modelId,
        user_id: user.id,
        description,
        source: "run",
        run_id: run.id,
        algorithm_version_id: run.algorithmVersionId,
        trainer: run.trainer,
        labels: "[]",
        accuracy,
        source_path: model.remote,
        file_path: "",
        file_size: 0,
      };
      return sendOk(reply, register(row, facts));
    },
  });

  route(app, {
    method: "POST",
    url: MODELS_API.registerFromStorage,
    access: codes.ADD,
    log: { name: "从存储注册模型版本", module: LOG_MODULE },
    schema: {
      params: T.Object({
        modelId: PathId("模型"),
        algorithmVersionId: T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
        volume: T.Union(VOLUMES.map((volume) => T.Literal(volume))),
      }),
      body: T.Object({ path: Text(4096), description: Description }),
    },
    handler: async ({ user, params, body, reply }) => {
      ownedModel(user.id, params.modelId);
      const description = descriptionOf(body.description);
      // 0: no algorithm version; any other must be one the user may read (own or public).
      if (params.algorithmVersionId) algorithmVersionOf(user.id, params.algorithmVersionId);
      if (!body.path.trim()) refuse(400, MODELS_TEXT.pathEmpty);
      if (!body.path.startsWith(`/${params.volume}/`)) refuse(400, MODELS_TEXT.pathOutside);
      let file;
      try {
        file = roots.resolve(user.user_name, body.path, { mustExist: true, allowRoot: false });
      } catch (error) {
        if (error instanceof StorageRefusal) refuse(400, MODELS_TEXT.pathOutside);
        throw error;
      }
      const row: NewVersion = {
        model_id: params.modelId,
        user_id: user.id,
        description,
        source: "storage",
        run_id: null,
        algorithm_version_id: params.algorithmVersionId || null,
        trainer: "",
        labels: "[]",
        accuracy: null,
        source_path: file.remote,
        file_path: "",
        file_size: 0,
      };
      return sendOk(reply, register(row, await storageModelFacts(file.abs)));
    },
  });

  route(app, {
    method: "POST",
    url: MODELS_API.copy,
    access: codes.ADD,
    log: { name: "复制模型版本", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型版本") }) },
    handler: async ({ user, body, reply }) => {
      const from = ownedVersion(user.id, body.id);
      if (!from.file_path || !fs.existsSync(from.file_path)) refuse(404, MODELS_TEXT.noFile);
      const row: NewVersion = { ...from, source: "copy", source_path: `V${from.version_no}` };
      const facts: ModelFacts = {
        format: from.format,
        file: from.file_path,
        trainer: from.trainer,
        labels: JSON.parse(from.labels) as string[],
        taskType: manifestOf(from)?.taskType ?? "classification",
        manifest: manifestOf(from),
      };
      return sendOk(reply, register(row, facts));
    },
  });

  route(app, {
    method: "PUT",
    url: MODELS_API.versions,
    access: codes.EDIT,
    log: { name: "编辑模型版本", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型版本"), description: Description }) },
    handler: ({ user, body, reply }) => {
      ownedVersion(user.id, body.id);
      versions.setDescription(body.id, descriptionOf(body.description));
      return sendOk(reply, versionView(versions.get(user.id, body.id)!));
    },
  });

  route(app, {
    method: "PUT",
    url: MODELS_API.versionClose,
    access: codes.EDIT,
    log: { name: "关闭或启用模型版本", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型版本"), status: OneOf([0, 1]) }) },
    handler: ({ user, body, reply }) => {
      ownedVersion(user.id, body.id);
      versions.setStatus(body.id, body.status === 1 ? 1 : 0);
      if (body.status === 0) versions.setPublic(body.id, false);
      return sendOk(reply, versionView(versions.get(user.id, body.id)!));
    },
  });

  route(app, {
    method: "PUT",
    url: MODELS_API.versionSetPublic,
    access: codes.EDIT,
    log: { name: "切换模型版本公开状态", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型版本"), isPublic: OneOf([0, 1]) }) },
    handler: ({ user, body, reply }) => {
      const row = ownedVersion(user.id, body.id);
      if (body.isPublic === 1 && !row.status) refuse(400, MODELS_TEXT.versionClosed);
      versions.setPublic(body.id, body.isPublic === 1);
      return sendOk(reply, versionView(versions.get(user.id, body.id)!));
    },
  });

  route(app, {
    method: "DELETE",
    url: MODELS_API.version,
    access: codes.REMOVE,
    log: { name: "删除模型版本", module: LOG_MODULE },
    schema: { params: IdParams("模型版本") },
    handler: ({ user, params, reply }) => {
      ownedVersion(user.id, params.id);
      // A service answering with this version would answer 404 for ever: it goes first.
      if (services.versionInUse(params.id)) {
        const names = services
          .mine(user.id, { pageNum: 1, pageSize: Number.MAX_SAFE_INTEGER })
          .list.filter((service) => service.modelVersionId === params.id)
          .sort((a, b) => a.id - b.id)
          .map((service) => service.name);
        refuse(400, MODELS_TEXT.usedByServices(names));
      }
      versions.remove(params.id);
      dropCheckpoint(dataDir, params.id);
      return sendOk(reply, null);
    },
  });
}
