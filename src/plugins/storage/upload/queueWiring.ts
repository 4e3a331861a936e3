import type { Actor } from "xstate";
import { t } from "../../../core/messages";
import {
  hasPendingUploads,
  type UploadItem,
  type UploadQueueSnapshot,
  uploadQueueMachine,
} from "../../../machines/uploadQueue.machine";
import type { UploadFiles } from "./fileRegistry";
import { groupUploadTips, type UploadTip } from "./uploadTips";

type UploadQueueActor = Actor<typeof uploadQueueMachine>;

export interface UploadQueueOutlets {
  /** A toast (the shell's `ui.tip` on the bus); a `key` replaces the toast of the same key. */
  tip: UploadTip;
  /** The file list shows the new file (spec §4: the list refreshes after the last chunk). */
  refresh: (item: UploadItem) => void;
  files: UploadFiles;
  log?: (message: string, error: unknown) => void;
}

/**
 * What the queue reports, turned into what the user sees: a list refresh after the last chunk, the
 * batch's grouped toasts (uploadTips.ts: 'upload success' / 'upload failed', or one progress toast and
 * one summary for several files), the storage check's refusal; a finished or refused file is let go.
 * Returns the unsubscribe.
 */
export function connectUploadQueue(actor: UploadQueueActor, outlets: UploadQueueOutlets): () => void {
  const subscriptions = [
    actor.on("uploaded", ({ item }) => outlets.files.delete(item.id)),
    actor.on("refreshList", ({ item }) => outlets.refresh(item)),
    actor.on("quotaRefused", ({ items, message }) => {
      for (const item of items) outlets.files.delete(item.id);
      outlets.tip("warning", message || t("upload.quotaExceeded"));
    }),
    actor.on("cleanupFailed", ({ item, error }) =>
      (outlets.log ?? console.warn)(`[upload] removing the partial file of ${item.name} failed`, error),
    ),
  ];
  const ungroup = groupUploadTips(actor, outlets.tip);
  return () => {
    ungroup();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  };
}

/**
 * Closing or reloading the page while uploads remain asks first (the browser shows its own wording;
 * the text is set for browsers that still show it). Returns the remover.
 */
export function confirmLeaveWhileUploading(
  snapshot: () => Pick<UploadQueueSnapshot, "context">,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasPendingUploads(snapshot())) return;
    event.preventDefault();
    event.returnValue = t("upload.leaveConfirm");
  };
  target.addEventListener("beforeunload", onBeforeUnload);
  return () => target.removeEventListener("beforeunload", onBeforeUnload);
}
