import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { authRoutes } from "./authRoutes";
import { externalConnectRoutes } from "./externalConnectRoutes";
import { userRoutes } from "./userInfoRoutes";

/** The auth plugin's calls: sign-in and tokens, the signed-in user's info, external connect (shell spec §7). */
export async function authApi(app: FastifyInstance, options: { platform: Platform }): Promise<void> {
  await app.register(authRoutes, options);
  await app.register(userRoutes, options);
  await app.register(externalConnectRoutes, options);
}
