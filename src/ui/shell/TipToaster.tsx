import { Suspense, lazy, useEffect, useState } from "react";
import type { BusEvents } from "../../core/bus";
import { useCore } from "../CoreContext";

export type Tip = BusEvents["ui.tip"];

// The toaster's code (Blueprint's overlays) loads with the first tip: the sign-in page needs none.
const ToasterHost = lazy(() => import("./ToasterHost"));

/** Shows the bus's `ui.tip` events (HTTP error catalogue, success tips) as Blueprint toasts. */
export function TipToaster() {
  const { bus } = useCore();
  const [tips, setTips] = useState<Tip[]>([]);
  useEffect(() => {
    const subscription = bus.on("ui.tip").subscribe(({ payload }) => setTips((shown) => [...shown, payload]));
    return () => subscription.unsubscribe();
  }, [bus]);
  if (tips.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost tips={tips} />
    </Suspense>
  );
}
