import { createServiceToken } from "../../core/pluginTypes";

/**
 * The storage plugin's file picker as other plugins see it (the storage plugin provides the service
 * under this id): `pick("all")` opens the picker on the user's storage and resolves with the confirmed
 * file (its remote path `/GPUFS/{account}/…`) or null when the user cancels.
 *
 *   const picker = core.plugins.getService(STORAGE_FILE_PICKER);
 *   const file = await picker?.pick("all");
 */
export interface PickedFile {
  name: string;
  path: string;
  size: number;
}

export type PickedFileType = "image" | "zip" | "tar" | "text" | "audio" | "MATLAB" | "all";

export interface StorageFilePicker {
  pick(type: PickedFileType): Promise<PickedFile | null>;
}

export const STORAGE_FILE_PICKER = createServiceToken<StorageFilePicker>("storage.picker");
