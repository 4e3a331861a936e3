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
    while (toaster.current && shown.current < tips.length) {
      const tip = tips[shown.current++];
      toaster.current.show(
        { message: tip.message, intent: tip.intent as Intent, timeout: tip.timeout ?? TIMEOUT_MS },
        tip.key,
      );
    }
  });
  return <OverlayToaster ref={toaster} position="top" maxToasts={5} usePortal />;
}
