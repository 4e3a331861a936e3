import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  ModelBody,
  ModelFilters,
  MODELS_API,
  MODEL_CODES,
  MODEL_MANAGE,
  type ModelFields,
} from "../../src/contracts/models";
import { allOf, IdParams, OneOf, PageQuery, refuse, route, T, Id } from "../http";
import { AlgorithmStore } from "../platform/ai/algorithmStore";
import { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";
import type { Platform } from "../platform";
import { ServiceStore } from "../platform/ai/serviceStore";
import { RunReader } from "../platform/ai/checkpoints";
import { ModelStore } from "../platform/ai/modelStore";
import { MODEL_CATEGORIES, MODELS_TEXT } from "../platform/ai/modelText";
import { ModelVersionStore } from "../platform/ai/modelVersionStore";
import { versionRoutes } from "./versionRoutes";
import { publicModelRoutes } from "./publicRoutes";
import { overviewRoutes } from "./overviewRoutes";
import { dropExampleImage, exampleImageRoutes } from "./exampleImageRoutes";

export { MODEL_CODES, MODEL_MANAGE };
const READ = allOf(...MODEL_CODES.page);
const ADD = allOf(...MODEL_CODES.page, MODEL_CODES.add);
const EDIT = allOf(...MODEL_CODES.page, MODEL_CODES.edit);
const REMOVE = allOf(...MODEL_CODES.page, MODEL_CODES.remove);
const LOG_MODULE = "我的模型";
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

/** Fields are text of any length here; their rules (trimmed, required, at most …) answer the screen's texts. */
const ListQuery = T.Object({ ...PageQuery, ...ModelFilters.properties });

function fieldsOf(body: { name: string; description?: string; category: string }): ModelFields {
  const name = body.name.trim();
  const description = (body.description ?? "").trim();
  if (!name) refuse(400, MODELS_TEXT.nameEmpty);
  if ([...name].length > NAME_MAX) refuse(400, MODELS_TEXT.nameTooLong);
  if ([...description].length > DESCRIPTION_MAX) refuse(400, MODELS_TEXT.descriptionTooLong);
  if (!(MODEL_CATEGORIES as readonly string[]).includes(body.category))
    refuse(400, MODELS_TEXT.categoryEmpty);
  return { name, description, category: body.category };
}

/** 我的模型 (codes modelManage, modelM; buttons modelM-A01..A03), its versions and the overview. */
export async function modelsRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const versions = new ModelVersionStore(platform.db, platform.now);
  const models = new ModelStore(platform.db, platform.now);
  const runs = new RunReader(platform.db, platform.now);
  const owned = (userId: number, id: number) => models.get(userId, id) ?? refuse(404, MODELS_TEXT.notFound);

  route(app, {
    method: "GET",
    url: MODELS_API.models,
    access: READ,
    schema: { querystring: ListQuery },
    handler: ({ user, query, reply }) => sendOk(reply, models.mine(user.id, query)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.publicPage,
    access: READ,
    schema: { querystring: ListQuery },
    handler: ({ query, reply }) => sendOk(reply, models.publicPage(query)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.droplist,
    access: READ,
    handler: ({ user, reply }) => sendOk(reply, models.dropList(user.id)),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.categories,
    access: READ,
    handler: ({ reply }) => sendOk(reply, MODEL_CATEGORIES),
  });

  route(app, {
    method: "GET",
    url: MODELS_API.resourceCost,
    access: READ,
    schema: { querystring: T.Object({ id: Id("模型") }) },
    handler: ({ user, query, reply }) => {
      owned(user.id, query.id);
      const runIds = versions.runIds(query.id);
      const coreHours = runs.coreHours(user.id, runIds);
      return sendOk(reply, {
        id: query.id,
        versions: versions.count(query.id),
        trainings: runIds.length,
        coreHours: Math.round(coreHours * 10_000) / 10_000,
      });
    },
  });

  route(app, {
    method: "POST",
    url: MODELS_API.models,
    access: ADD,
    log: { name: "新增模型", module: LOG_MODULE },
    schema: { body: ModelBody },
    handler: ({ user, body, reply }) => {
      const fields = fieldsOf(body);
      if (models.taken(user.id, fields.name)) refuse(400, MODELS_TEXT.nameTaken);
      return sendOk(reply, models.add(user.id, fields));
    },
  });

  route(app, {
    method: "PUT",
    url: MODELS_API.models,
    access: EDIT,
    log: { name: "编辑模型", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型"), ...ModelBody.properties }) },
    handler: ({ user, body, reply }) => {
      owned(user.id, body.id);
      const fields = fieldsOf(body);
      if (models.taken(user.id, fields.name, body.id)) refuse(400, MODELS_TEXT.nameTaken);
      return sendOk(reply, models.update(user.id, body.id, fields));
    },
  });

  route(app, {
    method: "PUT",
    url: MODELS_API.setPublic,
    access: EDIT,
    log: { name: "切换模型公开状态", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("模型"), isPublic: OneOf([0, 1]) }) },
    handler: ({ user, body, reply }) => {
      owned(user.id, body.id);
      models.setPublic(user.id, body.id, body.isPublic === 1);
      return sendOk(reply, models.get(user.id, body.id));
    },
  });

  route(app, {
    method: "DELETE",
    url: MODELS_API.model,
    access: REMOVE,
    log: { name: "删除模型", module: LOG_MODULE },
    schema: { params: IdParams("模型") },
    handler: ({ user, params, reply }) => {
      owned(user.id, params.id);
      if (versions.count(params.id) > 0) refuse(400, MODELS_TEXT.hasVersions);
      models.remove(user.id, params.id);
      dropExampleImage(options.dataDir, params.id);
      return sendOk(reply, null);
    },
  });

  await exampleImageRoutes(app, {
    dataDir: options.dataDir,
    models,
    read: READ,
    edit: EDIT,
  });
  await versionRoutes(app, {
    ...options,
    models,
    versions,
    runs,
    algorithms: {
      algorithms: new AlgorithmStore(platform.db, platform.now),
      versions: new AlgorithmVersionStore(platform.db, platform.now),
    },
    services: new ServiceStore(platform.db, platform.now),
    codes: { READ, ADD, EDIT, REMOVE },
  });
  await overviewRoutes(app, options);
  publicModelRoutes(app, { models, versions });
}
