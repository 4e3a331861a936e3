import { Suspense, lazy, useEffect, useState } from "react";
import type { BusEvents } from "../../core/bus";
import { useCore } from "../CoreContext";

export type Tip = BusEvents["ui.tip"];

// The toaster's code (Blueprint's overlays) is not on the sign-in page: it loads with the first tip,
// or earlier, when the browser is idle after sign-in, so a tip after a long task (上传成功 after an
// upload) shows at once instead of waiting for its chunk.
const loadToaster = () => import("./ToasterHost");
const ToasterHost = lazy(loadToaster);

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === "function"
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : window.setTimeout(run, 1000);

/** Shows the bus's `ui.tip` events (HTTP error catalogue, success tips) as Blueprint toasts. */
export function TipToaster() {
  const { bus, session } = useCore();
  const [tips, setTips] = useState<Tip[]>([]);
  useEffect(() => {
    const subscription = bus.on("ui.tip").subscribe(({ payload }) => setTips((shown) => [...shown, payload]));
    return () => subscription.unsubscribe();
  }, [bus]);
  useEffect(() => {
    let asked = false;
    const subscription = session.changes.subscribe((state) => {
      if (!state.token || asked) return;
      asked = true;
      whenIdle(() => void loadToaster());
    });
    return () => subscription.unsubscribe();
  }, [session]);
  if (tips.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost tips={tips} />
    </Suspense>
  );
}
