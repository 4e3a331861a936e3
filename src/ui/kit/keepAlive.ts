import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import { useLocation } from "wouter";

/**
 * Kept-alive pages (shell spec §2: the expert centre, the app store and the search are "kept alive"):
 * going back to such a page shows it as the user left it, with its filters, page, loaded rows and
 * scroll position. The shell unmounts a page when the route changes (RouteOutlet keys the page by its
 * route), so instead of keeping the React tree alive, the page keeps its state in a small cache keyed
 * by the route's path, and takes it back when it mounts again:
 *
 *   const [filters, setFilters] = useKeptState("filters", { name: "", field: "" });
 *   const [pageNum, setPageNum] = useKeptState("pageNum", 1);
 *   const [rows, setRows] = useKeptState<Row[] | null>("rows", null);   // shown at once on return
 *   const scrollRef = useKeptScroll<HTMLDivElement>(rows !== null);     // restored once rows show
 *   return <div ref={scrollRef}>…</div>;
 *
 * - State is per route path (`/portal/expert-center`) and per field name; the query is not part of
 *   the key (a page whose query names what it shows, like the search's keyword, keeps that word in
 *   its state and starts afresh when the address names another).
 * - The scroll position is the nearest scrolling ancestor's (the workspace's content area), saved
 *   while the page is on screen and restored when `ready` first turns true.
 * - The cache holds the last {@link MAX_KEPT_PAGES} routes and lives as long as the tab; sign-out or a
 *   test clears it with {@link forgetKeptPages}.
 */

export const MAX_KEPT_PAGES = 20;

const pages = new Map<string, Map<string, unknown>>();

/** The kept fields of a route, most recently used last (the oldest route goes first). */
function memoryOf(route: string): Map<string, unknown> {
  const kept = pages.get(route) ?? new Map<string, unknown>();
  pages.delete(route);
  pages.set(route, kept);
  while (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value as string);
  return kept;
}

/** Drops every kept page (sign-out, tests). */
export function forgetKeptPages(): void {
  pages.clear();
}

/** `useState` whose value survives the page's unmount: the route's kept value, else `initial`. */
export function useKeptState<T>(field: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [route] = useLocation();
  const [memory] = useState(() => memoryOf(route));
  const [value, setValue] = useState<T>(() => {
    if (memory.has(field)) return memory.get(field) as T;
    return typeof initial === "function" ? (initial as () => T)() : initial;
  });
  useEffect(() => {
    memory.set(field, value);
  }, [memory, field, value]);
  return [value, setValue];
}

/** The nearest ancestor that scrolls vertically, else the document's scroller. */
function scrollerOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === "auto" || overflowY === "scroll") return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Keeps the scroll position of the area the page scrolls in: attach the ref to the page's root. The
 * position is saved on every scroll while the page is on screen and put back once, when `ready` is
 * first true (the rows it scrolled over are shown again).
 */
export function useKeptScroll<E extends HTMLElement>(ready: boolean): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  const [route] = useLocation();
  const [memory] = useState(() => memoryOf(route));
  const restored = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !ready || restored.current) return;
    restored.current = true;
    const top = memory.get("scrollTop");
    if (typeof top === "number" && top > 0) scrollerOf(element).scrollTop = top;
  }, [memory, ready]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const scroller = scrollerOf(element);
    const target: HTMLElement | Window = scroller === document.scrollingElement ? window : scroller;
    // Only while the page is on screen: the next page's layout must not overwrite the position.
    const save = () => {
      if (element.isConnected && restored.current) memory.set("scrollTop", scroller.scrollTop);
    };
    target.addEventListener("scroll", save, { passive: true });
    return () => target.removeEventListener("scroll", save);
  }, [memory]);

  return ref;
}

export interface KeptLoaded<T> {
  /** The last answer (of this key or an earlier one), or null before the first. */
  data: T | null;
  /** The key `data` answers, or null before the first answer. */
  dataKey: string | null;
  /** The current key is asked and not answered yet. */
  loading: boolean;
  /** The last answer for the current key was a failure (the http layer has shown its tip). */
  failed: boolean;
  /** Asks again with the same key. */
  reload(): void;
}

/**
 * `useLoaded` for a kept-alive page: the answer is kept with the key it answers, so a page that comes
 * back with the same key (filters, page) shows the kept rows at once and asks nothing; a new key loads.
 *
 *   const experts = useKeptLoaded("experts", JSON.stringify({ ...filters, pageNum }), () => load(…));
 */
export function useKeptLoaded<T>(field: string, key: string | null, load: () => Promise<T>): KeptLoaded<T> {
  const [kept, setKept] = useKeptState<{ key: string; data: T } | null>(field, null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  const keptKey = useRef(kept?.key ?? null);
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null || (keptKey.current === key && asked === 0)) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    setFailed(false);
    loadRef.current().then(
      (data) => {
        if (!live) return;
        keptKey.current = key;
        setKept({ key, data });
        setLoading(false);
      },
      () => {
        if (!live) return;
        setLoading(false);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [key, asked, setKept]);

  return {
    data: kept?.data ?? null,
    dataKey: kept?.key ?? null,
    loading,
    failed,
    reload: () => setAsked((count) => count + 1),
  };
}
