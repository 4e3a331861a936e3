import { useEffect, useState } from "react";

/**
 * The current time, read again every second while `running` (a countdown on screen). The machine keeps
 * only the deadline; the seconds left are worked out here, so the machine gets no event per second.
 */
export function useClock(running: boolean, now: () => number = Date.now): number {
  const [, setBeat] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setBeat((beat) => beat + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now();
}
