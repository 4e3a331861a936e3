import type { FastifyInstance } from "fastify";
import { AlgorithmStore } from "../platform/ai/algorithmStore";
import { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { isActive } from "../training/runStore";
import { TaskStore } from "../platform/ai/trainingTaskStore";
import { checkSettings, taskMatches } from "./settings";
import { ProjectStore } from "../platform/ai/learningStore";
import {
  LEARNING_API,
  LEARNING_CODES,
  LEARNING_TEXT,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  ProjectFields,
  ProjectUpdate,
  SettingsBody,
  type ProjectView,
} from "../../src/contracts/learning";
import { SERVICES_API } from "../../src/contracts/services";
import { fillPath } from "../../src/contracts/paths";

const ACCESS = allOf(...LEARNING_CODES);
const LOG = { module: "AI服务" };

function fieldsOf(body: { name: string; description?: string }) {
  const name = body.name.trim();
  const description = (body.description ?? "").trim();
  if (!name) refuse(400, LEARNING_TEXT.nameEmpty);
  if ([...name].length > PROJECT_NAME_MAX) refuse(400, LEARNING_TEXT.nameTooLong);
  if ([...description].length > PROJECT_DESCRIPTION_MAX) refuse(400, LEARNING_TEXT.descriptionTooLong);
  return { name, description };
}

/** AI服务 (code aiServe): learning projects, a guided path from an annotated dataset version to a service. */
export async function learningRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const projects = new ProjectStore(platform.db, platform.now);
  const tasks = new TaskStore(platform.db, platform.now);
  const deps = {
    db: platform.db,
    algorithms: new AlgorithmStore(platform.db, platform.now),
    versions: new AlgorithmVersionStore(platform.db, platform.now),
  };

  const runsOf = (project: ProjectView) =>
    project.trainingTaskId === null
      ? []
      : platform.training.list({ userId: project.userId, taskId: project.trainingTaskId });
  const withRuns = (project: ProjectView) => {
    const runs = runsOf(project);
    return {
      ...project,
      runCount: runs.length,
      lastRunStatus: runs[0]?.status ?? null,
      lastRunStatusText: runs[0]?.statusText ?? "",
    };
  };
  const own = (userId: number, id: number) => projects.get(userId, id) ?? refuse(404, LEARNING_TEXT.notFound);
  const idle = (project: ProjectView) => {
    if (runsOf(project).some((run) => isActive(run.status))) refuse(400, LEARNING_TEXT.trainingActive);
  };

  route(app, {
    method: "GET",
    url: LEARNING_API.page,
    access: ACCESS,
    schema: {
      querystring: T.Object({ ...PageQuery, name: T.Optional(Text(200)), id: T.Optional(Id("项目")) }),
    },
    handler: ({ user, query, reply }) => {
      const page = projects.page(user.id, query);
      return sendOk(reply, { ...page, list: page.list.map(withRuns) });
    },
  });

  route(app, {
    method: "POST",
    url: LEARNING_API.projects,
    access: ACCESS,
    log: { name: "新增AI服务项目", ...LOG },
    schema: { body: ProjectFields },
    handler: ({ user, body, reply }) => {
      const fields = fieldsOf(body);
      if (projects.taken(user.id, fields.name)) refuse(400, LEARNING_TEXT.nameTaken(fields.name));
      return sendOk(reply, withRuns(projects.add(user.id, fields.name, fields.description)));
    },
  });

  route(app, {
    method: "PUT",
    url: LEARNING_API.project,
    access: ACCESS,
    log: { name: "编辑AI服务项目", ...LOG },
    schema: {
      params: IdParams("项目"),
      body: ProjectUpdate,
    },
    handler: async ({ user, params, body, request, reply }) => {
      const project = own(user.id, params.id);
      const fields = fieldsOf(body);
      if (projects.taken(user.id, fields.name, project.id)) refuse(400, LEARNING_TEXT.nameTaken(fields.name));
      if (body.serviceId !== undefined && body.serviceId !== null) {
        const answer = await app.inject({
          method: "GET",
          url: fillPath(SERVICES_API.publishStatusOf, { id: body.serviceId }),
          headers: { authorization: request.headers.authorization ?? "" },
        });
        if (answer.statusCode !== 200) refuse(404, LEARNING_TEXT.serviceNotFound);
      }
      projects.rename(user.id, project.id, fields);
      if (body.serviceId !== undefined) projects.setService(user.id, project.id, body.serviceId);
      return sendOk(reply, withRuns(own(user.id, project.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: LEARNING_API.project,
    access: ACCESS,
    log: { name: "删除AI服务项目", ...LOG },
    schema: { params: IdParams("项目") },
    handler: ({ user, params, reply }) => {
      const project = own(user.id, params.id);
      idle(project);
      projects.remove(user.id, project.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "POST",
    url: LEARNING_API.taskSetting,
    access: ACCESS,
    log: { name: "AI服务任务设置", ...LOG },
    schema: {
      params: IdParams("项目"),
      body: SettingsBody,
    },
    handler: ({ user, params, body, reply }) => {
      const project = own(user.id, params.id);
      idle(project);
      const settings = checkSettings(deps, user.id, body);
      let trainingTaskId: number | null = null;
      if (body.trainingTaskId !== undefined && body.trainingTaskId !== null) {
        if (settings.hours === null) refuse(400, LEARNING_TEXT.notConfigured);
        const task = tasks.get(body.trainingTaskId) ?? refuse(404, LEARNING_TEXT.taskNotFound);
        if (task.userId !== user.id) refuse(404, LEARNING_TEXT.taskNotFound);
        const version = settings.algorithmVersionId
          ? deps.versions.get(settings.algorithmVersionId)
          : undefined;
        if (!taskMatches(task, settings, version)) refuse(400, LEARNING_TEXT.taskMismatch);
        trainingTaskId = task.id;
      }
      return sendOk(
        reply,
        withRuns(projects.configure(user.id, project.id, { ...settings, trainingTaskId })),
      );
    },
  });
}
