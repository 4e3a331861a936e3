import { useEffect, useRef } from "react";

/** Runs `open` once with the value the address's query names at mount (`?id=` opens that row's editor). */
export function useOpenFromQuery(read: () => string | null, open: (value: string) => void): void {
  const done = useRef(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const value = read();
    if (value && /^\d+$/.test(value)) openRef.current(value);
  }, [read]);
}
