import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import { Id, Int, refuse, route, T, Text, type AllOf, type AnyOf } from "../http";
import { accuracyOf, dropCheckpoint, keepCheckpoint, readCheckpoint, RunReader } from "../models/checkpoints";
import { ModelStore } from "../models/store";
import { ModelVersionStore } from "../models/versionStore";
import { MODELS_TEXT } from "../models/text";
import { loadModel } from "../inference/model";
import { PUBLISH_MANAGE } from "./endpointRoutes";
import { fieldsOf, MAX_INSTANCES, taskTypeOf, type PublishDeps } from "./publishRoutes";
import { SERVICE_TEXT } from "./text";

/**
 * POST learning-project-publishs: the AI服务 flow's last step. The finished run is registered as a
 * version of the user's model of the same name (made when missing, category from the checkpoint), and
 * that version is published as a running service.
 */
export async function learningPublishRoutes(
  app: FastifyInstance,
  deps: PublishDeps & { access: AllOf | AnyOf; dataDir: string },
) {
  const { platform, services } = deps;
  const models = new ModelStore(platform.db, platform.now);
  const versions = new ModelVersionStore(platform.db, platform.now);
  const runs = new RunReader(platform.db, platform.now);

  route(app, {
    method: "POST",
    url: `${PUBLISH_MANAGE}/learning-project-publishs`,
    access: deps.access,
    log: { name: "发布训练结果为服务", module: "AI服务" },
    schema: {
      body: T.Object({
        runId: Id("训练"),
        name: Text(1000),
        description: T.Optional(Text(10_000)),
        instances: Int(1, MAX_INSTANCES, `实例数须为1~${MAX_INSTANCES}`),
        learningProjectId: T.Optional(Id("AI服务项目")),
      }),
    },
    handler: async ({ user, body, reply }) => {
      const fields = fieldsOf(deps, user.id, { ...body, isPublic: 0 });
      const run = runs.get(user.id, body.runId);
      if (run.status !== "succeeded") refuse(400, MODELS_TEXT.runNotFinished);
      const checkpoint = run.checkpointPath ?? refuse(400, MODELS_TEXT.runHasNoCheckpoint);
      const facts = await readCheckpoint(checkpoint);
      const { checkpoint: loaded } = await loadModel(checkpoint);
      const category = loaded.backgroundClasses > 0 ? "目标检测" : "图像分类";
      const existing = models.dropList(user.id).find((model) => model.name === fields.name);
      const modelId =
        existing?.id ??
        models.add(user.id, { name: fields.name, description: fields.description, category }).id;
      const versionId = versions.add({
        model_id: modelId,
        user_id: user.id,
        description: fields.description,
        source: "run",
        run_id: run.id,
        algorithm_version_id: run.algorithmVersionId,
        trainer: facts.trainer,
        labels: JSON.stringify(facts.labels),
        accuracy: accuracyOf(run),
        source_path: run.remoteCheckpointPath ?? "",
        file_path: "",
        file_size: 0,
      });
      try {
        const kept = keepCheckpoint(deps.dataDir, versionId, checkpoint);
        versions.setFile(versionId, kept.file, kept.size);
      } catch (error) {
        versions.remove(versionId);
        dropCheckpoint(deps.dataDir, versionId);
        throw error;
      }
      const version = versions.get(user.id, versionId) ?? refuse(404, SERVICE_TEXT.versionNotFound);
      const id = services.add(user.id, fields, versionId, await taskTypeOf(version.file_path));
      return sendOk(reply, services.view(id));
    },
  });
}
