import type { FastifyInstance } from "fastify";
import { anyOf, route, T, Text, type AnyOf, type RouteDefinition, type RouteSchema } from "../http";
import type { Platform } from "../platform";
import type { OperationRecords } from "./operationRecords";
import type { StorageOperations } from "./operations";
import type { StorageRoots } from "./paths";
import type { ChunkedUploads } from "./uploads";

/**
 * The storage manager's menu code (storage spec §6). Every call of the cluster gateway needs it: admin
 * and dev hold it, the annotators do not (they reach files only through the shared chunk upload and
 * the file service, which any signed-in user may use).
 */
export const STORAGE_CODE = "storageM-look";
export const STORAGE_ACCESS = anyOf(STORAGE_CODE);

/** A remote path as the client sends it; the path rules (paths.ts) say what is wrong with it. */
export const RemotePath = T.Optional(Text(8192));

/** What the storage route modules share, built once per server by storageRoutes. */
export interface StorageContext {
  platform: Platform;
  roots: StorageRoots;
  records: OperationRecords;
  operations: StorageOperations;
  uploads: ChunkedUploads;
}

/** A route of the storage gateway: storageM-look, and schema failures carry the gateway's `info`. */
export function storageRoute<S extends RouteSchema>(
  app: FastifyInstance,
  definition: Omit<RouteDefinition<S, AnyOf>, "access" | "gateway">,
): void {
  route(app, { ...definition, access: STORAGE_ACCESS, gateway: true });
}
