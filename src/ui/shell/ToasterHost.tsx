import { useEffect, useRef } from "react";
import { OverlayToaster, type Intent } from "@blueprintjs/core";
import type { Tip } from "./TipToaster";

const TIMEOUT_MS = 3000;

/**
 * Shows each tip once, in order, including those that arrived while this code was loading; a tip with
 * a key replaces the shown toast of that key.
 */
export default function ToasterHost({ tips }: { tips: Tip[] }) {
  const toaster = useRef<OverlayToaster>(null);
  const shown = useRef(0);
  useEffect(() => {
    if (!toaster.current) return;
    const pending = tips.slice(shown.current);
    shown.current = tips.length;
    pending.forEach((tip, index) => {
      // Of several tips with one key in a batch only the last shows: the toaster reads its own state
      // to tell an update from a new toast, and that state is not updated between calls in one tick.
      if (tip.key && pending.slice(index + 1).some((later) => later.key === tip.key)) return;
      toaster.current?.show(
        { message: tip.message, intent: tip.intent as Intent, timeout: tip.timeout ?? TIMEOUT_MS },
        tip.key,
      );
    });
  });
  // Esc belongs to the page (a canvas deselects, a table clears its selection), not to a passing toast:
  // Blueprint's toaster would otherwise take the key from the document while any toast shows.
  return <OverlayToaster ref={toaster} position="top" maxToasts={5} usePortal canEscapeKeyClear={false} />;
}
