import type { FileAction } from "./screen/FileMenu";
import { CODE } from "../../contracts/permissionCodes";

/**
 * The storage manager's button codes (permission tree, under storageM-look), as the server demands
 * them (server/storage/gatewayRoutes.ts): add creates files (upload, new folder, copy and paste, pack,
 * unzip), del deletes, put changes what exists (rename, permissions, owner), download downloads.
 * storageM-share has no operation to gate here (storage spec §1 names none).
 */
export const STORAGE_ACTION_CODES: Partial<Record<FileAction | "upload", string>> = {
  upload: CODE.storageMAdd,
  copy: CODE.storageMAdd,
  paste: CODE.storageMAdd,
  mkdir: CODE.storageMAdd,
  pack: CODE.storageMAdd,
  unzip: CODE.storageMAdd,
  remove: CODE.storageMDel,
  rename: CODE.storageMPut,
  chmod: CODE.storageMPut,
  chown: CODE.storageMPut,
  download: CODE.storageMDownload,
};

/** Whether the user's codes allow an action (open, view and details need storageM-look only). */
export const allowedBy =
  (has: (code: string) => boolean) =>
  (action: FileAction | "upload"): boolean => {
    const code = STORAGE_ACTION_CODES[action];
    return code === undefined || has(code);
  };
