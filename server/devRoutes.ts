import type { FastifyInstance } from "fastify";
import { API } from "../src/core/config";
import type { Platform } from "./platform";

/** Development helpers under /__dev: no token, never part of the platform API. */
export async function devRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  app.get(API.devOutbox, async () => platform.outbox.list());
}
