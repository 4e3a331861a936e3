import type { FastifyInstance } from "fastify";
import { API } from "../../src/core/config";
import {
  EXTERNAL_CONNECT_CODE,
  EXTERNAL_CONNECT_PATH,
  type ExternalConnectInfo,
} from "../../src/contracts/externalConnect";
import { sendOk } from "../lib/envelope";
import { anyOf, route } from "../http";
import type { Platform } from "../platform";

/** Shell spec §7 external connect: the unified authentication's connection parameters (no secret). */
export async function externalConnectRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  route(app, {
    method: "GET",
    url: EXTERNAL_CONNECT_PATH,
    access: anyOf(EXTERNAL_CONNECT_CODE),
    handler: ({ reply }) => {
      const info: ExternalConnectInfo = {
        clientId: platform.client.id,
        authorizeCodePath: API.authorizeCode,
        authorizeTokenPath: API.authorizeToken,
        redirectUrl: "/#/home/call_back",
        responseType: "code",
        scope: "openid",
        grantType: "authorization_code",
      };
      return sendOk(reply, info);
    },
  });
}
