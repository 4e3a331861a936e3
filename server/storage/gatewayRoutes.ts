import { STORAGE } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import type { FastifyRequest } from "fastify";
import {
  allOf,
  anyOf,
  Refusal,
  route,
  signedIn,
  T,
  Text,
  type AllOf,
  type AnyOf,
  type RouteDefinition,
  type RouteSchema,
} from "../http";
import type { Platform } from "../platform";
import type { OperationRecords } from "./operationRecords";
import type { StorageOperations } from "./operations";
import type { StorageRoots } from "../platform/storageRoots";
import type { ChunkedUploads } from "./uploads";
import { CODE } from "../../src/contracts/permissionCodes";

/**
 * The storage manager's menu code (storage spec §6). Every call of the cluster gateway needs it: admin
 * and dev hold it, the annotators do not (they reach files only through the shared chunk upload and
 * the file service, which any signed-in user may use).
 */
export const STORAGE_CODE = CODE.storageMLook;
export const STORAGE_ACCESS = anyOf(STORAGE_CODE);

/**
 * The storage manager's button codes (permission tree, under storageM-look): add creates files
 * (upload, new folder, copy and paste, pack, unzip), del deletes, put changes what exists (rename,
 * permissions, owner), download downloads. storageM-share guards nothing yet: the storage manager has
 * no share operation (storage spec §1).
 */
export const STORAGE_ACTION_CODES = {
  add: CODE.storageMAdd,
  remove: CODE.storageMDel,
  edit: CODE.storageMPut,
  download: CODE.storageMDownload,
  share: CODE.storageMShare,
} as const;
export type StorageAction = keyof typeof STORAGE_ACTION_CODES;

/** The action code each operation type (POST opt) needs besides storageM-look. */
export const OPERATION_ACTIONS: Readonly<Record<number, StorageAction>> = {
  [STORAGE.opType.delete]: "remove",
  [STORAGE.opType.copy]: "add",
  [STORAGE.opType.mkdir]: "add",
  [STORAGE.opType.rename]: "edit",
  [STORAGE.opType.chmod]: "edit",
  [STORAGE.opType.chown]: "edit",
  [STORAGE.opType.pack]: "add",
  [STORAGE.opType.unpack]: "add",
};

/** Refuses (403, like a route's access rule) a user without the action's code. */
export function requireStorageAction(
  platform: Platform,
  request: FastifyRequest,
  action: StorageAction,
): void {
  if (!platform.permissions.has(signedIn(request).user.id, STORAGE_ACTION_CODES[action]))
    throw new Refusal(403);
}

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

/**
 * A route of the storage gateway: storageM-look (and the action's code, when the route is one
 * button's), and schema failures carry the gateway's `info`.
 */
export function storageRoute<S extends RouteSchema>(
  app: FastifyInstance,
  definition: Omit<RouteDefinition<S, AnyOf | AllOf>, "access" | "gateway"> & { action?: StorageAction },
): void {
  const { action, ...rest } = definition;
  const access = action ? allOf(STORAGE_CODE, STORAGE_ACTION_CODES[action]) : STORAGE_ACCESS;
  route(app, { ...rest, access, gateway: true });
}
