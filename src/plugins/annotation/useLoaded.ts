import { useCallback, useEffect, useState } from "react";

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
}

/**
 * One answer of `load` for the current `key` (a new key loads again; answers for an old key are
 * dropped). A failure keeps the last data (the http layer has shown the tip). `key` null waits.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data: T | null; failed: boolean; done: boolean }>({
    key: null,
    data: null,
    failed: false,
    done: false,
  });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load()
      .then((data) => current && setState({ key, data, failed: false, done: true }))
      .catch(() => current && setState((prev) => ({ ...prev, key, failed: true, done: true })));
    return () => {
      current = false;
    };
    // `load` may be a new closure every render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce]);
  const reload = useCallback(() => setNonce((count) => count + 1), []);
  return {
    data: state.data,
    loading: key !== null && (state.key !== key || !state.done),
    failed: state.failed,
    reload,
  };
}
