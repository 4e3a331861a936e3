import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { SERVICES_API } from "../../src/contracts/services";
import { Id, Int, refuse, route, T, Text, type AllOf, type AnyOf, Name } from "../http";
import { ProjectStore } from "../platform/ai/learningStore";
import { LEARNING_TEXT } from "../../src/contracts/learning";
import { accuracyOf, dropCheckpoint, runModelFile, RunReader } from "../platform/ai/checkpoints";
import { runModelFacts, servedTaskType } from "../platform/ai/modelSource";
import { addVersionWithFile } from "../platform/ai/registerVersion";
import { ModelStore } from "../platform/ai/modelStore";
import { MODELS_TEXT } from "../platform/ai/modelText";
import { ModelVersionStore } from "../platform/ai/modelVersionStore";
import { fieldsOf, MAX_INSTANCES, warmQuietly, type PublishDeps } from "./publishRoutes";

/**
 * POST learning-project-publishs: the AI服务 flow's last step. The finished run is registered as a
 * version of the user's model of the same name (made when missing, category from the checkpoint),
 * that version is published as a running service, and the learning project (when named) is linked to
 * it: one database transaction, so a failure leaves no model, version, service or link behind and the
 * user can simply try again.
 */
export async function learningPublishRoutes(
  app: FastifyInstance,
  deps: PublishDeps & { access: AllOf | AnyOf; dataDir: string },
) {
  const { platform, services } = deps;
  const models = new ModelStore(platform.db, platform.now);
  const versions = new ModelVersionStore(platform.db, platform.now);
  const runs = new RunReader(platform.db, platform.now);
  const projects = new ProjectStore(platform.db, platform.now);

  route(app, {
    method: "POST",
    url: SERVICES_API.learningPublish,
    access: deps.access,
    log: { name: "发布训练结果为服务", module: "AI服务" },
    schema: {
      body: T.Object({
        runId: Id("训练"),
        name: Name(1000, "服务名称"),
        description: T.Optional(Text(10_000)),
        instances: Int(1, MAX_INSTANCES, `实例数须为1~${MAX_INSTANCES}`),
        learningProjectId: T.Optional(Id("AI服务项目")),
      }),
    },
    handler: async ({ user, body, reply }) => {
      const fields = fieldsOf(deps, user.id, { ...body, isPublic: 0 });
      const project =
        body.learningProjectId === undefined
          ? undefined
          : (projects.get(user.id, body.learningProjectId) ?? refuse(404, LEARNING_TEXT.notFound));
      const run = runs.get(user.id, body.runId);
      if (run.status !== "succeeded") refuse(400, MODELS_TEXT.runNotFinished);
      const model = runModelFile(run) ?? refuse(400, MODELS_TEXT.runHasNoCheckpoint);
      const facts = (await runModelFacts(model.dir)) ?? refuse(400, MODELS_TEXT.runHasNoCheckpoint);
      const category = facts.taskType === "detection" ? "目标检测" : "图像分类";
      let versionId = 0;
      const publish = platform.db.transaction(() => {
        const existing = models.dropList(user.id).find((model) => model.name === fields.name);
        const taskType = servedTaskType(
          existing ? (models.get(user.id, existing.id)?.category ?? "") : category,
          facts,
        );
        const modelId =
          existing?.id ??
          models.add(user.id, { name: fields.name, description: fields.description, category }).id;
        const version = addVersionWithFile(
          deps.dataDir,
          versions,
          {
            model_id: modelId,
            user_id: user.id,
            description: fields.description,
            source: "run",
            run_id: run.id,
            algorithm_version_id: run.algorithmVersionId,
            trainer: facts.trainer,
            labels: "[]",
            accuracy: accuracyOf(run),
            source_path: model.remote,
            file_path: "",
            file_size: 0,
          },
          facts,
        );
        versionId = version.id;
        const id = services.add(user.id, fields, version.id, taskType);
        if (project) projects.setService(user.id, project.id, id);
        return id;
      });
      let id: number;
      try {
        id = publish();
      } catch (error) {
        // The rows went with the transaction; the version's copy of the checkpoint goes too.
        if (versionId) dropCheckpoint(deps.dataDir, versionId);
        throw error;
      }
      await warmQuietly(deps, id, (error) => app.log.warn({ err: error }, "warming a service failed"));
      return sendOk(reply, services.view(id));
    },
  });
}
