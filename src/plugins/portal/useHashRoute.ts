import { useHashLocation } from "wouter/use-hash-location";

/** The hash route's path and query, re-read whenever either changes (a menu link changes only the query). */
export function useHashRoute(): { path: string; query: URLSearchParams } {
  const [location] = useHashLocation();
  const at = location.indexOf("?");
  return at < 0
    ? { path: location, query: new URLSearchParams() }
    : { path: location.slice(0, at), query: new URLSearchParams(location.slice(at + 1)) };
}
