import { useSyncExternalStore } from "react";

/**
 * Every submit of a search box searches (shell spec §2: the search page is kept alive only for going
 * back). The portal header's box, aiHome's box and the results page's 搜索 count their submits here;
 * the search page keys its kept answers by the count, so the same word submitted again asks the server
 * again, while going back (no submit) shows the kept rows.
 */
let submits = 0;
const listeners = new Set<() => void>();

/** Called by a search box when the user submits it (Enter or its button). */
export function submitSearch(): void {
  submits += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The number of search submits in this tab so far. */
export function useSearchSubmits(): number {
  return useSyncExternalStore(subscribe, () => submits);
}
