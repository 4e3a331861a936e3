import type { Actor } from "xstate";
import { t } from "../../../core/messages";
import { hasPendingUploads, type uploadQueueMachine } from "../../../machines/uploadQueue.machine";
import { storageText } from "../messages";

export type TipIntent = "success" | "danger" | "warning" | "primary";
/** A toast; the same `key` replaces the shown one, `timeout` 0 keeps it until replaced. */
export type UploadTip = (
  intent: TipIntent,
  message: string,
  options?: { key?: string; timeout?: number },
) => void;

/** The key of the batch's toast: its progress, then its summary in its place. */
export const UPLOAD_TIP_KEY = "storage-uploads";
const SUMMARY_MS = 3000;

/**
 * The upload toasts of a batch (the files added until the queue is idle again), grouped: one
 * progress toast 正在上传 {done}/{total} 个文件 kept up to date while several files upload, then one
 * summary in its place (上传成功 / 上传失败 for a single file, counts for several). A file refused by the
 * storage check leaves the batch (its own warning says why). Returns the unsubscribe.
 */
export function groupUploadTips(actor: Actor<typeof uploadQueueMachine>, tip: UploadTip): () => void {
  const batch = new Set<string>();
  let succeeded = 0;
  let failed = 0;
  let shown = "";
  const reset = () => {
    batch.clear();
    succeeded = 0;
    failed = 0;
    shown = "";
  };
  const summary = () => {
    const options = { key: UPLOAD_TIP_KEY, timeout: SUMMARY_MS };
    if (batch.size === 1 || succeeded + failed === 1)
      return failed
        ? tip("danger", t("upload.failed"), options)
        : tip("success", t("upload.success"), options);
    if (failed === 0) return tip("success", storageText("uploadGroupDone", { succeeded }), options);
    if (succeeded === 0) return tip("danger", storageText("uploadGroupFailed", { failed }), options);
    tip("warning", storageText("uploadGroupMixed", { succeeded, failed }), options);
  };
  const subscriptions = [
    actor.on("uploaded", () => (succeeded += 1)),
    actor.on("uploadFailed", () => (failed += 1)),
    actor.on("quotaRefused", ({ items }) => items.forEach((item) => batch.delete(item.id))),
    actor.subscribe((snapshot) => {
      const { items, incoming, admitting } = snapshot.context;
      // The batch is what is still to send: a row finished in an earlier batch stays in the panel but
      // is not counted again (a second file chosen later is a batch of one, with its own 上传成功).
      for (const list of [incoming, admitting]) for (const item of list) batch.add(item.id);
      for (const item of items) if (item.status === "wait" || item.status === "padding") batch.add(item.id);
      if (!hasPendingUploads(snapshot)) {
        if (succeeded + failed > 0) summary();
        reset();
        return;
      }
      if (batch.size < 2) return;
      const text = storageText("uploadGroupProgress", { done: succeeded + failed, total: batch.size });
      if (text === shown) return;
      shown = text;
      tip("primary", text, { key: UPLOAD_TIP_KEY, timeout: 0 });
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
