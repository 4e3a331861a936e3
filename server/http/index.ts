import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { registerErrorAnswers } from "./errors";
import { registerAccessCheck } from "./identity";
import { registerOperationLog } from "./operationLog";
import { recordRoutes } from "./route";
import { validatorCompiler } from "../lib/validation";

export {
  allOf,
  anyOf,
  isUnaudited,
  isWrite,
  Permissions,
  type Access,
  type AllOf,
  type AnyOf,
} from "../platform/access";
export { frameworkErrors, frameworkRefusal } from "./errors";
export { isApiPath, signedIn } from "./identity";
export { HTTP_TEXT } from "../lib/messages";
export { hasUnsafeCharacters, unsafeNameText } from "../lib/names";
export { Refusal, refuse } from "../lib/refusal";
export { MASK, summarize, type LogRule, type OperationLog, type OperationNote } from "./operationLog";
export {
  route,
  type DeclaredRoute,
  type RouteContext,
  type RouteDefinition,
  type RouteSchema,
} from "./route";
export { Id, IdParams, Int, MAX_ID, Name, Num, OneOf, PageQuery, PAGING, PathId, T, Text } from "../lib/schemas";
export { strictNumber } from "../lib/validation";

/**
 * The route framework (docs/server-routes.md): the strict validator, the one error handler, the access
 * check of every request, the operation-log entry of every successful write, and the start-up rule that every /api route declares its access. Call once on
 * the root instance before any route is added.
 */
export function installHttp(app: FastifyInstance, platform: Platform): void {
  app.setValidatorCompiler(validatorCompiler);
  registerErrorAnswers(app);
  registerAccessCheck(app, platform);
  registerOperationLog(app, platform);
  recordRoutes(app);
}
