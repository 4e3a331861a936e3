import fs from "node:fs";
import {
  aclAreaReady,
  STORAGE_CHECK_TEXT,
  type CheckStorageAnswer,
  type CheckStorageQuery,
} from "../../src/contracts/storageCheck";
import { usedBytes } from "../lib/dirInfo";
import { QUOTA_KIB } from "./storageQuotas";
import { VOLUMES, type StorageRoots, type Volume } from "./storageRoots";
import type { UserRow, UserStore } from "./users";

/**
 * The storage check of a user's volume (ai-domain §5 and §7, storage spec §5). In the reference
 * server the ACL area's flags come from what exists: gpufsApplyStatus is 2 once the user holds a bound
 * HPC account (the cluster's storage comes with it), aclApplyStatus 2 once the user's shared area (the
 * PUBLIC volume's folder) exists, aclMkdir 1 once the chosen volume's folder exists. The check passes
 * when the ACL area is ready and the volume's remaining quota holds `bytes`; it never creates folders.
 */
export async function checkStorage(
  platform: { users: UserStore },
  roots: StorageRoots,
  user: UserRow,
  query: CheckStorageQuery,
): Promise<CheckStorageAnswer> {
  const storageName = query.storageName?.trim() || VOLUMES[0];
  const known = VOLUMES.includes(storageName as Volume);
  const volume = (known ? storageName : VOLUMES[0]) as Volume;
  const folder = roots.userRoot(volume, user.user_name);
  const folderExists = known && fs.existsSync(folder);
  const flags = {
    gpufsApplyStatus: platform.users.hpcAccounts(user).length > 0 ? 2 : 0,
    aclApplyStatus: fs.existsSync(roots.userRoot("PUBLIC", user.user_name)) ? 2 : 0,
    aclMkdir: folderExists ? 1 : 0,
  };
  const remainingBytes = folderExists ? Math.max(0, QUOTA_KIB[volume] * 1024 - (await usedBytes(folder))) : 0;
  const message = !known
    ? STORAGE_CHECK_TEXT.unknownVolume
    : !aclAreaReady(flags)
      ? STORAGE_CHECK_TEXT.aclNotReady
      : (query.bytes ?? 0) > remainingBytes
        ? STORAGE_CHECK_TEXT.quotaExceeded
        : null;
  return { storageName, ...flags, remainingBytes, pass: message === null, message };
}
