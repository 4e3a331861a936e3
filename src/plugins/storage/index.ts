import { createServiceToken, definePlugin } from "../../core/pluginTypes";
import { uploadQueueMachine } from "../../machines/uploadQueue.machine";
import type { PageComponent } from "../../ui/CoreContext";
import type { FileRow } from "./api";
import { createChunkUploadService, STORAGE_CHUNK_UPLOAD } from "./chunkUploadService";
import type { PickerType } from "./picker";
import { openPicker, settlePicker } from "./pickerState";

/** The file picker for other plugins: `pick("zip")` resolves with the confirmed file or null. */
export interface StoragePickerService {
  pick(type: PickerType): Promise<FileRow | null>;
}

export const STORAGE_PICKER = createServiceToken<StoragePickerService>("storage.picker");

/** The registry id of the upload queue (the page starts it; the inspector lists its live actor). */
export const UPLOAD_QUEUE_MACHINE_ID = "uploadQueue";

/**
 * The storage file manager (storage spec §2): browsing, every file operation, the upload queue and
 * the operation records with live output. Its menu entry is the development platform's
 * storage-manage (marked `builtBy: "storage"` there).
 */
export const storagePlugin = definePlugin<PageComponent>({
  id: "storage",
  title: "存储管理",
  routes: [
    {
      path: "/home/storage-manage",
      title: "存储管理",
      permission: ["storageM-look"],
      load: () => import("./StoragePage"),
    },
  ],
  machines: { [UPLOAD_QUEUE_MACHINE_ID]: uploadQueueMachine },
  provides: [STORAGE_PICKER, STORAGE_CHUNK_UPLOAD],
  overlays: [{ id: "storage-picker", load: () => import("./PickerOverlay") }],
  activate(ctx) {
    ctx.provide(STORAGE_PICKER, { pick: openPicker });
    const chunks = createChunkUploadService(ctx.http, (message) =>
      ctx.bus.emit("ui.tip", { intent: "danger", message }),
    );
    ctx.provide(STORAGE_CHUNK_UPLOAD, chunks);
    return () => {
      settlePicker(null);
      chunks.dispose();
    };
  },
});

export default storagePlugin;
