import { definePlugin } from "../../core/pluginTypes";
import { uploadQueueMachine } from "../../machines/uploadQueue.machine";
import type { PageComponent } from "../../ui/CoreContext";

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
});

export default storagePlugin;
