import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useCore } from "../CoreContext";
import type { QueuedTip, Tip } from "./queuedTip";

export type { QueuedTip, Tip };

// The toaster's code (Blueprint's overlays) is not on the sign-in page: it loads with the first tip,
// or earlier, when the browser is idle after sign-in, so a tip after a long task (上传成功 after an
// upload) shows at once instead of waiting for its chunk.
const loadToaster = () => import("./ToasterHost");
const ToasterHost = lazy(loadToaster);

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === "function"
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : window.setTimeout(run, 1000);

/**
 * Shows the bus's `ui.tip` events (HTTP error catalogue, success tips) as Blueprint toasts. Only the
 * tips not shown yet are kept: the host reports those it has shown and they are dropped, so a long
 * session does not pile up every tip it ever had.
 */
export function TipToaster() {
  const { bus, session } = useCore();
  const [tips, setTips] = useState<QueuedTip[]>([]);
  const [started, setStarted] = useState(false);
  const count = useRef(0);
  useEffect(() => {
    const subscription = bus.on("ui.tip").subscribe(({ payload }) => {
      setStarted(true);
      const id = ++count.current;
      setTips((waiting) => [...waiting, { id, tip: payload }]);
    });
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
  const shown = useCallback(
    (upTo: number) =>
      setTips((waiting) =>
        waiting.some((queued) => queued.id <= upTo) ? waiting.filter((queued) => queued.id > upTo) : waiting,
      ),
    [],
  );
  // Once a tip came the host stays: its toasts outlive the list of tips waiting to be shown.
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost tips={tips} onShown={shown} />
    </Suspense>
  );
}
