import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { caseRoutes } from "./caseRoutes";
import { orderRoutes } from "./orderRoutes";

/** Sharing work orders (apply-order) and the portal's cases (share-case). */
export async function sharingRoutes(app: FastifyInstance, options: { platform: Platform }) {
  await orderRoutes(app, options);
  await caseRoutes(app, options);
}
