import type { FastifyInstance } from "fastify";
import { CHECK_STORAGE_PATH, CheckStorageQuery } from "../../src/contracts/storageCheck";
import { FILE_TRANSFER_CODE } from "../../src/contracts/fileTransfer";
import { sendOk } from "../lib/envelope";
import { anyOf, route } from "../http";
import type { Platform } from "../platform";
import { checkStorage } from "../platform/storageCheck";
import type { StorageRoots } from "../platform/storageRoots";
import { STORAGE_CODE } from "./gatewayRoutes";

/** GET check-storage: the verdict as data (a failed check is an answer, not an error). */
export async function storageCheckRoutes(
  app: FastifyInstance,
  { platform, roots }: { platform: Platform; roots: StorageRoots },
): Promise<void> {
  route(app, {
    method: "GET",
    url: CHECK_STORAGE_PATH,
    access: anyOf(STORAGE_CODE, FILE_TRANSFER_CODE),
    // Called by the storage manager's upload beside the gateway's calls: its refusals carry `info` too.
    gateway: true,
    schema: { querystring: CheckStorageQuery },
    handler: async ({ user, query, reply }) =>
      sendOk(reply, await checkStorage(platform, roots, user, query)),
  });
}
