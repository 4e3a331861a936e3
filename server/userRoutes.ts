import type { FastifyInstance } from "fastify";
import { API } from "../src/core/config";
import { signedIn } from "./bearer";
import { sendOk } from "./envelope";
import type { Platform } from "./platform";

/** The signed-in user's own data. The bearer check has attached `request.user` before these run. */
export async function userRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  // groupCategory (e.g. government) is accepted; the reference data has one category, so it filters nothing.
  app.get(API.userInfo, async (request, reply) => sendOk(reply, platform.users.info(signedIn(request).user)));

  app.get(API.userResource, async (request, reply) =>
    sendOk(reply, platform.users.codes(signedIn(request).user.id)),
  );

  app.get(API.hpcUserAccounts, async (request, reply) =>
    sendOk(reply, platform.users.hpcAccounts(signedIn(request).user)),
  );
}
