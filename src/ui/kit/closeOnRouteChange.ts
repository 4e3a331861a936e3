import { useEffect, useRef } from "react";

/**
 * A dialog closes with its page (shell spec §2: a page's dialogs belong to it): while `open`, any
 * change of address — Back, Forward, a typed hash, a link or `navigate`, a query changing on the same
 * page — calls `close`. The shell's overlays (申请共享, 用户反馈, the SMS and HPC dialogs) live outside
 * the page tree, so they do not unmount with it and use this instead.
 */
export function useCloseOnRouteChange(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const opened = location.href;
    const onChange = () => {
      if (location.href !== opened) closeRef.current();
    };
    addEventListener("hashchange", onChange);
    addEventListener("popstate", onChange);
    return () => {
      removeEventListener("hashchange", onChange);
      removeEventListener("popstate", onChange);
    };
  }, [open]);
}
