import { useEffect, useState } from "react";
import type { Actor } from "xstate";
import type { UploadItem, uploadQueueMachine } from "../../../machines/uploadQueue.machine";
import { measureSince, UPLOAD_ROWS_MEASURE } from "./mainThreadMarks";
import { SpeedMeter, speedText } from "./speedMeter";

/** What a progress row shows: every chunk changes an item's `sent`, the row only when one of these does. */
export type ShownItem = Pick<UploadItem, "id" | "name" | "size" | "status" | "progress" | "error"> & {
  /** Speed and time left of the uploading item (`1.50MB/s，剩余 8 秒`); null for the others. */
  rate: string | null;
};

/** A percentage that moved is shown at most this often; anything else at once. */
export const PROGRESS_REPAINT_MS = 200;

const monotonic = () => performance.now();

/** The rows; with a meter, the uploading items' acknowledged bytes are recorded and their speed shown. */
export const shownRows = (items: readonly UploadItem[], meter?: SpeedMeter, at = 0): ShownItem[] =>
  items.map(({ id, name, size, status, progress, error, sent }) => {
    let rate: string | null = null;
    if (meter && status === "padding") {
      meter.record(id, sent, at);
      rate = speedText(meter.rate(id), size - sent);
    }
    return { id, name, size, status, progress, error, rate };
  });

/** The same rows apart from their percentages and speeds. */
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
  sameRowsButProgress(a, b) &&
  a.every((row, index) => row.progress === b[index]!.progress && row.rate === b[index]!.rate);

/**
 * The queue's rows for the panel. A row that appears, leaves, or changes status shows at once; a
 * percentage or speed that only moved shows at most every PROGRESS_REPAINT_MS (the last value always
 * shows). The speed is measured from the acknowledged bytes of every snapshot (SpeedMeter).
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
    const meter = new SpeedMeter();
    let shown = shownRows(actor.getSnapshot().context.items, meter, now());
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
    const take = (items: readonly UploadItem[]) => {
      const next = shownRows(items, meter, now());
      if (items.length !== shown.length) meter.keepOnly(new Set(items.map((item) => item.id)));
      if (sameRows(next, pending ?? shown)) return;
      const wait = shownAt + intervalMs - now();
      if (!sameRowsButProgress(next, shown) || wait <= 0) return show(next);
      pending = next;
      timer ??= setTimeout(() => pending && show(pending), wait);
    };
    const subscription = actor.subscribe((snapshot) => {
      const started = performance.now();
      take(snapshot.context.items);
      measureSince(UPLOAD_ROWS_MEASURE, started);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [actor, intervalMs, now]);
  return rows;
}
