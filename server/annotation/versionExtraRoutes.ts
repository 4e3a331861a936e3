import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { introduceRoutes } from "./introduceRoutes";
import { labelManageRoutes } from "./labelManageRoutes";
import { shareRoutes } from "./shareRoutes";
import { versionHistoryRoutes } from "./versionHistoryRoutes";
import { versionRoutes } from "./versionRoutes";

/**
 * Versions, sharing, introductions and label spreadsheets
 * (src/contracts/datasetVersions.ts), registered as one group beside the other annotation routes.
 */
export async function versionExtraRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  await app.register(versionRoutes, options);
  await app.register(versionHistoryRoutes, options);
  await app.register(shareRoutes, options);
  await app.register(introduceRoutes, options);
  await app.register(labelManageRoutes, options);
}
