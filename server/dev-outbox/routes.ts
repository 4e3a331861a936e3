import type { FastifyInstance } from "fastify";
import { API } from "../../src/core/config";
import { route } from "../http";
import type { Platform } from "../platform";

/** Development helpers under /__dev: no token, never part of the platform API. */
export async function devRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  route(app, {
    method: "GET",
    url: API.devOutbox,
    access: "public",
    handler: () => platform.outbox.list(),
  });
}
