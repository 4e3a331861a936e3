import { useEffect, useState } from "react";
import type { Actor } from "xstate";
import type { UploadItem, uploadQueueMachine } from "../../../machines/uploadQueue.machine";

/** What a progress row shows: every chunk changes an item's `sent`, the row only when one of these does. */
export type ShownItem = Pick<UploadItem, "id" | "name" | "size" | "status" | "progress" | "error">;

/** A percentage that moved is shown at most this often; anything else at once. */
export const PROGRESS_REPAINT_MS = 200;

const monotonic = () => performance.now();

export const shownRows = (items: readonly UploadItem[]): ShownItem[] =>
  items.map(({ id, name, size, status, progress, error }) => ({ id, name, size, status, progress, error }));

/** The same rows apart from their percentages. */
export const sameRowsButProgress = (a: ShownItem[], b: ShownItem[]) =>
  a.length === b.length &&
  a.every((row, index) => {
    const other = b[index]!;
    return (
      row.id === other.id &&
      row.name === other.name &&
      row.size === other.size &&
      row.status === other.status &&
      row.error === other.error
    );
  });

export const sameRows = (a: ShownItem[], b: ShownItem[]) =>
  sameRowsButProgress(a, b) && a.every((row, index) => row.progress === b[index]!.progress);

/**
 * The queue's rows for the panel. A row that appears, leaves, or changes status shows at once; a
 * percentage that only moved shows at most every PROGRESS_REPAINT_MS (the last value always shows).
 * Rendering, laying out and painting the table on each 1 MiB chunk cost the page several ms of CPU per
 * chunk, which on a small machine the upload itself (the browser's network process, the server) waits for.
 */
export function useUploadRows(
  actor: Actor<typeof uploadQueueMachine>,
  intervalMs = PROGRESS_REPAINT_MS,
  now: () => number = monotonic,
): ShownItem[] {
  const [rows, setRows] = useState(() => shownRows(actor.getSnapshot().context.items));
  useEffect(() => {
    let shown = shownRows(actor.getSnapshot().context.items);
    let shownAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: ShownItem[] | null = null;
    const show = (next: ShownItem[]) => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      shown = next;
      shownAt = now();
      setRows(next);
    };
    show(shown);
    const subscription = actor.subscribe((snapshot) => {
      const next = shownRows(snapshot.context.items);
      if (sameRows(next, pending ?? shown)) return;
      const wait = shownAt + intervalMs - now();
      if (!sameRowsButProgress(next, shown) || wait <= 0) return show(next);
      pending = next;
      timer ??= setTimeout(() => pending && show(pending), wait);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [actor, intervalMs, now]);
  return rows;
}
