import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { createServiceToken, definePlugin } from "../../core/pluginTypes";
import { uploadQueueMachine } from "../../machines/uploadQueue.machine";
import type { PageComponent } from "../../ui/CoreContext";
import type { AttachmentUploadProps } from "./attachments/AttachmentUpload";
import { STORAGE_CHUNK_UPLOAD } from "../shared/chunkUpload";
import { STORAGE_PICKER } from "../shared/storagePicker";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import { createChunkUploadService } from "./chunkUploadService";
import { PICK_FILE_COMMAND, pickTypeChooserOpen } from "./pickCommand";
import { openPicker, settlePicker } from "./pickerState";
import { UPLOAD_QUEUE_MACHINE_ID } from "./machineIds";
import { CODE } from "../../contracts/permissionCodes";

/** The file picker for other plugins (one token, in shared/storagePicker.ts). */
export { STORAGE_PICKER, type StoragePickerService } from "../shared/storagePicker";

/**
 * The attachment upload widget for other plugins (storage spec §5/§6): render
 * `<AttachmentUpload entityType entityId category limit? />` inside a Suspense boundary (its code loads
 * on first render); it lists, uploads, downloads and deletes the entity's files on the file service.
 */
export interface StorageAttachmentsService {
  AttachmentUpload: LazyExoticComponent<ComponentType<AttachmentUploadProps>>;
}

export const STORAGE_ATTACHMENTS = createServiceToken<StorageAttachmentsService>("storage.attachments");

const AttachmentUpload = lazy(() => import("./attachments/AttachmentUpload"));

/**
 * The storage file manager (storage spec §2): browsing, every file operation, the upload queue and
 * the operation records with live output. Its menu entry is the development platform's
 * storage-manage page, whose slot its route claims.
 */
export const storagePlugin = definePlugin<PageComponent>({
  id: "storage",
  title: "存储管理",
  routes: [
    {
      path: FRONT_DESK.storage.path,
      title: "存储管理",
      permission: [CODE.storageMLook],
      load: () => import("./StoragePage"),
    },
  ],
  machines: { [UPLOAD_QUEUE_MACHINE_ID]: uploadQueueMachine },
  provides: [STORAGE_PICKER, STORAGE_CHUNK_UPLOAD, STORAGE_ATTACHMENTS],
  // "从存储选择文件…": a picker type, then the picker; the chosen file's path goes to the clipboard.
  userMenu: [
    {
      id: "storage-pick-file",
      title: "从存储选择文件…",
      command: PICK_FILE_COMMAND,
      permission: CODE.storageMLook,
      needsHpc: true,
      order: 45,
    },
  ],
  overlays: [
    { id: "storage-picker", load: () => import("./PickerOverlay") },
    { id: "storage-pick-command", load: () => import("./PickCommandOverlay") },
  ],
  activate(ctx) {
    ctx.provide(STORAGE_PICKER, { pick: openPicker });
    ctx.provide(STORAGE_ATTACHMENTS, { AttachmentUpload });
    const disposeCommand = ctx.registerCommand(PICK_FILE_COMMAND, () => pickTypeChooserOpen.next(true));
    const chunks = createChunkUploadService(ctx.http, (message) =>
      ctx.bus.emit("ui.tip", { intent: "danger", message }),
    );
    ctx.provide(STORAGE_CHUNK_UPLOAD, chunks);
    return () => {
      disposeCommand();
      pickTypeChooserOpen.next(false);
      settlePicker(null);
      chunks.dispose();
    };
  },
});

export default storagePlugin;
