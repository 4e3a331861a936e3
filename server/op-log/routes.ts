import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { areaRoutes } from "./areaRoutes";
import { opLogRoutes } from "./opLogRoutes";
import { sessionAdminRoutes } from "./sessionAdminRoutes";

/** The op-log plugin's calls: the operation log, session management and the area dictionary. */
export async function opLogApi(app: FastifyInstance, options: { platform: Platform }): Promise<void> {
  await app.register(opLogRoutes, options);
  await app.register(sessionAdminRoutes, options);
  await app.register(areaRoutes);
}
