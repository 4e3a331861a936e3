import { useEffect, useRef } from "react";
import { OverlayToaster, type Intent } from "@blueprintjs/core";
import { useCore } from "../CoreContext";

const TIMEOUT_MS = 3000;

/** Shows the bus's `ui.tip` events (HTTP error catalogue, success tips) as Blueprint toasts. */
export function TipToaster() {
  const { bus } = useCore();
  const toaster = useRef<OverlayToaster>(null);
  useEffect(() => {
    const subscription = bus.on("ui.tip").subscribe(({ payload }) => {
      toaster.current?.show({
        message: payload.message,
        intent: payload.intent as Intent,
        timeout: TIMEOUT_MS,
      });
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return <OverlayToaster ref={toaster} position="top" maxToasts={5} usePortal />;
}
