import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { accountRoutes } from "./account/accountRoutes";
import { homepageRoutes } from "./homepage/homepageRoutes";
import { smsRoutes } from "./sms/smsRoutes";

/** The personal plugin's calls: SMS codes, the user's account settings, the personal homepage and workbench. */
export async function personalApi(app: FastifyInstance, options: { platform: Platform }): Promise<void> {
  await app.register(smsRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(homepageRoutes, options);
}
