import { HPC_API } from "../../src/contracts/hpc";
import type { FastifyInstance } from "fastify";
import { API } from "../../src/core/config";
import { sendOk } from "../lib/envelope";
import { route, T, Text } from "../http";
import type { Platform } from "../platform";

/** The signed-in user's own data. */
export async function userRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  // groupCategory (e.g. government) is accepted; the reference data has one category, so it filters nothing.
  route(app, {
    method: "GET",
    url: API.userInfo,
    access: "signedIn",
    openToCodeless: true,
    schema: { querystring: T.Object({ groupCategory: T.Optional(Text(100)) }) },
    handler: ({ user, reply }) => sendOk(reply, platform.users.info(user)),
  });

  route(app, {
    method: "GET",
    url: API.userResource,
    access: "signedIn",
    openToCodeless: true,
    handler: ({ user, reply }) => sendOk(reply, platform.permissions.codes(user.id)),
  });

  route(app, {
    method: "GET",
    url: HPC_API.hpcUserAccounts,
    access: "signedIn",
    handler: ({ user, reply }) => sendOk(reply, platform.users.hpcAccounts(user)),
  });
}
