import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, route } from "../http";
import { ModelOverview } from "./overview";
import type { DbClock } from "../lib/db";

/** The spec's model-general-view calls (ai-domain §7): 模型概览's numbers, code model-ill. */
export const MODEL_GENERAL_VIEW = "/api/aimanager/v1/model-general-view";

const ACCESS = allOf("modelManage", "model-ill");

export async function overviewRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const overview = new ModelOverview(platform.db, platform.now);
  const read = (name: string, answer: (userId: number) => unknown) =>
    route(app, {
      method: "GET",
      url: `${MODEL_GENERAL_VIEW}/${name}`,
      access: ACCESS,
      handler: ({ user, reply }) => sendOk(reply, answer(user.id)),
    });

  read("get-algorithm-number", (userId) => overview.algorithms(userId));
  read("get-task-number", (userId) => overview.tasks(userId));
  read("get-training-number", (userId) => overview.trainings(userId));
  read("get-model-number", (userId) => overview.models(userId));
  read("get-algorithm-type", (userId) => overview.algorithmTypes(userId));
  read("get-task-type", (userId) => overview.taskTypes(userId));
  read("get-classification-type", (userId) => overview.categories(userId));
  read("get-model-time-ranking", (userId) => overview.timeRanking(userId));
  read("get-training-package", (userId) => overview.runPackages(userId));
}
