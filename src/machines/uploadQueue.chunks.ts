import {
  current,
  nextChunk,
  patchCurrent,
  progressOf,
  type UploadItem,
  type UploadQueueContext,
} from "./uploadQueue.model";

/**
 * The transfer steps of the upload queue (uploadQueue.machine.ts, region `transfer`), pure: the next
 * item starts, chunks are acknowledged, the server's offset is taken, the item succeeds or fails,
 * RETRY and CANCEL. Each returns the context fields it changes.
 */

/** The next pass: succeeded items leave the queue, the first waiting one starts. */
export function startNext(context: UploadQueueContext): Partial<UploadQueueContext> {
  const items = context.items.filter((item) => item.status !== "success");
  const next = items.find((item) => item.status === "wait")!;
  return {
    currentId: next.id,
    attempts: 0,
    items: items.map((item) => (item === next ? { ...item, status: "padding" as const } : item)),
  };
}

/** The server holds `held` bytes of the current item: the next chunk starts there. */
export function takeServerOffset(context: UploadQueueContext, held: number): Partial<UploadQueueContext> {
  const item = current(context)!;
  const kept = Math.max(0, Math.min(item.size, held || 0));
  return {
    items: patchCurrent(context, {
      sent: kept,
      progress: progressOf(kept, item.size),
      resume: false,
      attempted: item.attempted || kept > 0,
    }),
  };
}

/** Once per item (not per chunk: the items stay the same arrays while only `sent` moves). */
export const markAttempted = (context: UploadQueueContext): Partial<UploadQueueContext> =>
  current(context)?.attempted ? {} : { items: patchCurrent(context, { attempted: true }) };

/** The chunk sent is stored: the item's bytes and percentage move on. */
export function acknowledge(context: UploadQueueContext): Partial<UploadQueueContext> {
  const chunk = nextChunk(context);
  const sent = chunk.offset + chunk.size;
  return { attempts: 0, items: patchCurrent(context, { sent, progress: progressOf(sent, chunk.item.size) }) };
}

export const succeeded = (context: UploadQueueContext): UploadItem => ({
  ...current(context)!,
  status: "success",
  progress: 100,
  error: null,
});

export const failed = (context: UploadQueueContext, reason: string): UploadItem => ({
  ...current(context)!,
  status: "error",
  progress: 0,
  resume: false,
  error: reason,
});

/** After a lost answer the chunk may have landed: past the first chunk, the server is asked first. */
export const countAttempt = (context: UploadQueueContext): Partial<UploadQueueContext> => ({
  attempts: context.attempts + 1,
  items: patchCurrent(context, { resume: (current(context)?.sent ?? 0) > 0 }),
});

/** An errored item waits again; it resumes from the server's bytes unless it never sent any. */
export const retryItem = (context: UploadQueueContext, id: string): Partial<UploadQueueContext> => ({
  items: context.items.map((item) =>
    item.id === id && item.status === "error"
      ? { ...item, status: "wait" as const, error: null, resume: !(item.overwrite && !item.attempted) }
      : item,
  ),
});

/** Drops the item wherever it is; one that may have left a partial file goes to cleanup. */
export function cancelItem(context: UploadQueueContext, id: string): Partial<UploadQueueContext> {
  const keep = (item: UploadItem) => item.id !== id;
  const item = context.items.find((candidate) => candidate.id === id);
  const leftover = item && item.status !== "success" && (item.attempted || item.status === "padding");
  return {
    items: context.items.filter(keep),
    incoming: context.incoming.filter(keep),
    admitting: context.admitting.filter(keep),
    cleanup:
      leftover && !context.cleanup.some((queued) => queued.id === item.id)
        ? [...context.cleanup, item]
        : context.cleanup,
    currentId: context.currentId === id ? null : context.currentId,
    attempts: context.currentId === id ? 0 : context.attempts,
  };
}
