import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { roleRoutes } from "./roleRoutes";
import { userAdminRoutes } from "./userAdminRoutes";

/** The user-admin plugin's calls: roles and their codes, the user list (with its import). */
export async function userAdminApi(app: FastifyInstance, options: { platform: Platform }): Promise<void> {
  await app.register(roleRoutes, options);
  await app.register(userAdminRoutes, options);
}
