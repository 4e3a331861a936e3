import { useEffect, useRef } from "react";
import { OverlayToaster, type Intent } from "@blueprintjs/core";
import type { QueuedTip } from "./queuedTip";

const TIMEOUT_MS = 3000;

/**
 * Shows each tip once, in order, including those that arrived while this code was loading, then reports
 * them shown (the caller drops them); a tip with a key replaces the shown toast of that key.
 */
export default function ToasterHost({
  tips,
  onShown,
}: {
  tips: readonly QueuedTip[];
  /** The tips numbered up to `upTo` are shown. */
  onShown: (upTo: number) => void;
}) {
  const toaster = useRef<OverlayToaster>(null);
  // A tip still listed until the caller drops it (or met again by a re-run effect) shows once.
  const shownUpTo = useRef(0);
  useEffect(() => {
    if (!toaster.current || tips.length === 0) return;
    const pending = tips.filter((queued) => queued.id > shownUpTo.current).map((queued) => queued.tip);
    shownUpTo.current = Math.max(shownUpTo.current, ...tips.map((queued) => queued.id));
    pending.forEach((tip, index) => {
      // Of several tips with one key in a batch only the last shows: the toaster reads its own state
      // to tell an update from a new toast, and that state is not updated between calls in one tick.
      if (tip.key && pending.slice(index + 1).some((later) => later.key === tip.key)) return;
      toaster.current?.show(
        { message: tip.message, intent: tip.intent as Intent, timeout: tip.timeout ?? TIMEOUT_MS },
        tip.key,
      );
    });
    onShown(shownUpTo.current);
  });
  // Esc belongs to the page (a canvas deselects, a table clears its selection), not to a passing toast:
  // Blueprint's toaster would otherwise take the key from the document while any toast shows.
  return <OverlayToaster ref={toaster} position="top" maxToasts={5} usePortal canEscapeKeyClear={false} />;
}
