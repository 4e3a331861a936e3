import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { MODEL_GENERAL_VIEW, MODEL_OVERVIEW_API, OVERVIEW_CODES } from "../../src/contracts/models";
import { allOf, route } from "../http";
import { ModelOverview } from "./overview";
import type { DbClock } from "../lib/db";

export { MODEL_GENERAL_VIEW };

const ACCESS = allOf(...OVERVIEW_CODES);

export async function overviewRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const overview = new ModelOverview(platform.db, platform.now);
  const read = (url: string, answer: (userId: number) => unknown) =>
    route(app, {
      method: "GET",
      url,
      access: ACCESS,
      handler: ({ user, reply }) => sendOk(reply, answer(user.id)),
    });

  read(MODEL_OVERVIEW_API.algorithms, (userId) => overview.algorithms(userId));
  read(MODEL_OVERVIEW_API.tasks, (userId) => overview.tasks(userId));
  read(MODEL_OVERVIEW_API.trainings, (userId) => overview.trainings(userId));
  read(MODEL_OVERVIEW_API.models, (userId) => overview.models(userId));
  read(MODEL_OVERVIEW_API.algorithmTypes, (userId) => overview.algorithmTypes(userId));
  read(MODEL_OVERVIEW_API.taskTypes, (userId) => overview.taskTypes(userId));
  read(MODEL_OVERVIEW_API.categories, (userId) => overview.categories(userId));
  read(MODEL_OVERVIEW_API.ranking, (userId) => overview.timeRanking(userId));
  read(MODEL_OVERVIEW_API.packages, (userId) => overview.runPackages(userId));
}
