import { useEffect, useState } from "react";

/**
 * The current time, refreshed every second while `running` (a countdown on screen). The machine keeps
 * only the deadline; the seconds left are worked out here, so the machine gets no event per second.
 */
export function useClock(running: boolean, now: () => number = Date.now): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [running, now]);
  return running ? time : now();
}
