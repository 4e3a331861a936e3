import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Load on mount and whenever `key` changes; ignore answers that arrive after unmount or after a newer
 * request (a new key, or `reload()`). The one guard the pages use instead of `let live = true`.
 *
 *   const task = useLoaded(() => readTask(http, id), `task:${id}`);
 *   if (task.loading && !task.data) return <Spinner />;
 *   task.reload();                       // asks again with the same key
 *   task.set((rows) => rows?.filter(…));  // a local change until the next answer
 *
 * `key` names what is loaded: a new key loads again; `null` waits (nothing is asked, `loading` is
 * false). `load` may be a new closure every render: the one of the render that asked is used. A
 * failure keeps the last data (the http layer has shown its tip) and sets `failed` and `error`.
 * `release` is called with an answer that is no longer shown (superseded, or the component went):
 * revoke an object URL, close a stream.
 */

export interface Loaded<T> {
  /** The last answer (of this key or an earlier one), or null before the first. */
  data: T | null;
  /** The key `data` answers, or null before the first answer. */
  dataKey: string | null;
  /** The current key is asked and not answered yet. */
  loading: boolean;
  /** The last answer for the current key was a failure. */
  failed: boolean;
  error: unknown;
  /** Asks again with the same key. */
  reload(): void;
  /** Replaces the shown data (e.g. after a local delete) until the next answer. */
  set(update: (data: T | null) => T | null): void;
}

export interface LoadedOptions<T> {
  /** Called with an answer that is no longer shown (superseded, unmounted). */
  release?: (data: T) => void;
}

interface State<T> {
  /** The request (key and reload count) the state answers. */
  answered: string | null;
  dataKey: string | null;
  data: T | null;
  failed: boolean;
  error: unknown;
}

export function useLoaded<T>(
  load: () => Promise<T>,
  key: string | null,
  options: LoadedOptions<T> = {},
): Loaded<T> {
  const loadRef = useRef(load);
  const releaseRef = useRef(options.release);
  useLayoutEffect(() => {
    loadRef.current = load;
    releaseRef.current = options.release;
  });
  const [nonce, setNonce] = useState(0);
  // Each change of key is a new request, even back to an earlier key (a dialog opened again).
  const [asked, setAsked] = useState({ key, generation: 0 });
  if (asked.key !== key) setAsked({ key, generation: asked.generation + 1 });
  const [state, setState] = useState<State<T>>({
    answered: null,
    dataKey: null,
    data: null,
    failed: false,
    error: undefined,
  });
  const request = key === null ? null : `${asked.generation}.${nonce}:${key}`;

  useEffect(() => {
    if (key === null || request === null) return;
    let current = true;
    let shown: T | undefined;
    loadRef.current().then(
      (data) => {
        if (!current) return void releaseRef.current?.(data);
        shown = data;
        setState({ answered: request, dataKey: key, data, failed: false, error: undefined });
      },
      (error: unknown) => {
        if (current) setState((prev) => ({ ...prev, answered: request, failed: true, error }));
      },
    );
    return () => {
      current = false;
      if (shown !== undefined) releaseRef.current?.(shown);
    };
  }, [key, request]);

  const reload = useCallback(() => setNonce((count) => count + 1), []);
  const set = useCallback(
    (update: (data: T | null) => T | null) => setState((prev) => ({ ...prev, data: update(prev.data) })),
    [],
  );
  return {
    data: state.data,
    dataKey: state.dataKey,
    loading: request !== null && state.answered !== request,
    failed: state.failed && state.answered === request,
    error: state.answered === request ? state.error : undefined,
    reload,
    set,
  };
}
