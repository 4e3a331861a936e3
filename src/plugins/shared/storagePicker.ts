import { createServiceToken } from "../../core/pluginTypes";

/**
 * The storage plugin's file picker, the one token for it (the storage plugin provides it): `pick("all")`
 * opens the picker on the user's storage and resolves with the confirmed file (its remote path
 * `/GPUFS/{account}/…`) or null when the user cancels. A plugin using it names it in its manifest
 * (`optional: [STORAGE_PICKER]`) and a page reads it with `useService(STORAGE_PICKER)`.
 */
export interface PickedFile {
  name: string;
  path: string;
  size: number;
}

export type PickedFileType = "image" | "zip" | "tar" | "text" | "audio" | "MATLAB" | "all";

export interface StoragePickerService {
  pick(type: PickedFileType): Promise<PickedFile | null>;
}

export const STORAGE_PICKER = createServiceToken<StoragePickerService>("storage.picker");
