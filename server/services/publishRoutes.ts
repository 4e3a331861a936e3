import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { SERVICES_API, SERVICE_STATUS_TEXT, SERVICE_TEXT } from "../../src/contracts/services";
import {
  Id,
  IdParams,
  Int,
  OneOf,
  PageQuery,
  refuse,
  route,
  T,
  Text,
  type AllOf,
  type AnyOf,
  Name,
} from "../http";
import { loadModel } from "../inference/model";
import type { Platform } from "../platform";
import { servedTaskType } from "../platform/ai/modelSource";
import { ModelStore } from "../platform/ai/modelStore";
import { manifestOf, ModelVersionStore, type VersionRow } from "../platform/ai/modelVersionStore";
import type { ServiceEngine } from "./engine";
import type { ServiceFields, ServiceStore, TaskType } from "../platform/ai/serviceStore";

const LOG_MODULE = "服务管理";
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;
export const MAX_INSTANCES = 4;

/** Fields as the dialog sends them; their rules (trimmed, required, at most …) answer the screen's texts. */
export const FieldsSchema = {
  name: Name(1000, "服务名称"),
  description: T.Optional(Text(10_000)),
  instances: Int(1, MAX_INSTANCES, `实例数须为1~${MAX_INSTANCES}`),
  classifyId: T.Optional(T.Union([Id("行业分类"), T.Null()])),
  isPublic: OneOf([0, 1], "isPublic 只能为 0 或 1"),
};

interface FieldsBody {
  name: string;
  description?: string;
  instances: number;
  classifyId?: number | null;
  isPublic: number;
}

export interface PublishDeps {
  platform: Platform;
  services: ServiceStore;
  engine: ServiceEngine;
  codes: { read: AllOf | AnyOf; write: AllOf | AnyOf };
}

/** Checks a service's fields (trimmed name unique per user, lengths, an existing classification). */
export function fieldsOf(deps: PublishDeps, userId: number, body: FieldsBody, exceptId = 0): ServiceFields {
  const name = body.name.trim();
  const description = (body.description ?? "").trim();
  if (!name) refuse(400, SERVICE_TEXT.nameEmpty);
  if ([...name].length > NAME_MAX) refuse(400, SERVICE_TEXT.nameTooLong);
  if ([...description].length > DESCRIPTION_MAX) refuse(400, SERVICE_TEXT.descriptionTooLong);
  if (deps.services.taken(userId, name, exceptId)) refuse(400, SERVICE_TEXT.nameTaken);
  const classifyId = body.classifyId ?? null;
  if (classifyId !== null && !deps.services.classifyExists(classifyId))
    refuse(400, SERVICE_TEXT.classifyNotFound);
  return { name, description, instances: body.instances, classifyId, isPublic: body.isPublic === 1 };
}

/**
 * The task type a version is published as: its model's category when that is 图像分类 or 目标检测
 * (the user chose it when creating the model), else what the model does (an ONNX manifest's taskType;
 * a checkpoint: boxes when it was trained with background classes).
 */
export async function taskTypeOf(category: string, version: VersionRow): Promise<TaskType> {
  const manifest = manifestOf(version);
  if (manifest) return servedTaskType(category, manifest);
  try {
    const { checkpoint } = await loadModel(version.file_path);
    return servedTaskType(category, {
      taskType: checkpoint.backgroundClasses > 0 ? "detection" : "classification",
    });
  } catch {
    return refuse(400, SERVICE_TEXT.versionNoFile);
  }
}

/** Warms a service that just started; a failure only means the first call loads the model itself. */
export async function warmQuietly(
  deps: { engine: ServiceEngine; services: ServiceStore },
  serviceId: number,
  log?: (error: unknown) => void,
) {
  const service = deps.services.byId(serviceId);
  if (service?.status) await deps.engine.warm(service).catch((error: unknown) => log?.(error));
}

/** publish-manage: list, publish a model version, edit, start/stop, delete, one service's status. */
export async function publishRoutes(app: FastifyInstance, deps: PublishDeps) {
  const { platform, services, engine, codes } = deps;
  const versions = new ModelVersionStore(platform.db, platform.now);
  const models = new ModelStore(platform.db, platform.now);
  const owned = (userId: number, id: number) =>
    services.get(userId, id) ?? refuse(404, SERVICE_TEXT.notFound);

  route(app, {
    method: "GET",
    url: SERVICES_API.publishs,
    access: codes.read,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        name: T.Optional(Text(200)),
        status: T.Optional(OneOf([0, 1])),
        taskType: T.Optional(T.Union([T.Literal("classification"), T.Literal("detection")])),
      }),
    },
    handler: ({ user, query, reply }) => sendOk(reply, services.mine(user.id, query)),
  });

  route(app, {
    method: "POST",
    url: SERVICES_API.publishs,
    access: codes.write,
    log: { name: "发布服务", module: LOG_MODULE },
    schema: { body: T.Object({ ...FieldsSchema, modelVersionId: Id("模型版本") }) },
    handler: async ({ user, body, reply }) => {
      const fields = fieldsOf(deps, user.id, body);
      const version = versions.get(user.id, body.modelVersionId) ?? refuse(404, SERVICE_TEXT.versionNotFound);
      if (!version.status) refuse(400, SERVICE_TEXT.versionClosed);
      if (!version.file_path) refuse(400, SERVICE_TEXT.versionNoFile);
      const category = models.get(user.id, version.model_id)?.category ?? "";
      const taskType = await taskTypeOf(category, version);
      const id = services.add(user.id, fields, version.id, taskType);
      await warmQuietly(deps, id, (error) => app.log.warn({ err: error }, "warming a service failed"));
      return sendOk(reply, services.view(id));
    },
  });

  route(app, {
    method: "PUT",
    url: SERVICES_API.publishs,
    access: codes.write,
    log: { name: "编辑服务", module: LOG_MODULE },
    schema: { body: T.Object({ ...FieldsSchema, id: Id("服务") }) },
    handler: ({ user, body, reply }) => {
      owned(user.id, body.id);
      services.update(body.id, fieldsOf(deps, user.id, body, body.id));
      return sendOk(reply, services.view(body.id));
    },
  });

  route(app, {
    method: "PUT",
    url: SERVICES_API.publishStatus,
    access: codes.write,
    log: { name: "切换服务状态", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("服务"), status: OneOf([0, 1], "状态无效") }) },
    handler: async ({ user, body, reply }) => {
      const service = owned(user.id, body.id);
      // Starting loads the model, so a service whose version is gone does not claim to run.
      if (body.status === 1) await engine.model(service);
      services.setStatus(body.id, body.status === 1 ? 1 : 0);
      if (body.status === 1)
        await warmQuietly(deps, service.id, (error) =>
          app.log.warn({ err: error }, "warming a service failed"),
        );
      return sendOk(reply, services.view(body.id));
    },
  });

  route(app, {
    method: "DELETE",
    url: SERVICES_API.publish,
    access: codes.write,
    log: { name: "删除服务", module: LOG_MODULE },
    schema: { params: IdParams("服务") },
    handler: ({ user, params, reply }) => {
      const service = owned(user.id, params.id);
      if (service.status) refuse(409, SERVICE_TEXT.deleteRunning);
      services.remove(service.id);
      if (!services.versionInUse(service.model_version_id)) engine.forget(service.model_version_id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.publishStatusOf,
    access: codes.read,
    schema: { params: IdParams("服务") },
    handler: ({ user, params, reply }) => {
      const service = owned(user.id, params.id);
      const status = service.status ? 1 : 0;
      return sendOk(reply, { id: service.id, status, statusText: SERVICE_STATUS_TEXT[status] });
    },
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.publish,
    access: codes.read,
    schema: { params: IdParams("服务") },
    handler: ({ user, params, reply }) => {
      owned(user.id, params.id);
      return sendOk(reply, services.view(params.id));
    },
  });
}
