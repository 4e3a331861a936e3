import { useSyncExternalStore } from "react";
import { LIMITS } from "../../core/config";

/** Spec §9: the mobile layout applies at a width of 1000 px or less (styles.css holds the same rule). */
export const NARROW_QUERY = `(max-width: ${LIMITS.mobileMaxWidth}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(NARROW_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const isNarrow = () => mediaQuery()?.matches ?? false;

/** Whether the window is in the mobile layout (width ≤ 1000 px); follows resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
