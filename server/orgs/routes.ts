import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { agencyRoutes } from "./agencyRoutes";
import { classifyRoutes } from "./classifyRoutes";
import { companyRoutes } from "./companyRoutes";
import { expertRoutes } from "./expertRoutes";
import { orgTreeRoutes } from "./orgTreeRoutes";
import { createOrgTables } from "./schema";

/**
 * The organisations module of the back office (ai-domain §2, back office): operating agencies, companies with their
 * HPC resources, the organisation tree and its members, classification and the expert library.
 */
export async function orgsRoutes(app: FastifyInstance, options: { platform: Platform }) {
  createOrgTables(options.platform.db);
  await orgTreeRoutes(app, options);
  await agencyRoutes(app, options);
  await companyRoutes(app, options);
  await classifyRoutes(app, options);
  await expertRoutes(app, options);
}
