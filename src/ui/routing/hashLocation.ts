import { navigate as wouterNavigate, useHashLocation } from "wouter/use-hash-location";

/** Navigates within the hash router (`/#/path`); a query goes into the URL's search part. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  wouterNavigate(to, options);
}

/**
 * The router's location: the hash's path without its query. A query may sit in the hash
 * (`/#/home/call_back?code=…`, as an identity provider appends it); routes match the path alone and
 * `currentQuery()` reads the query.
 */
export function useHashPath(): [string, typeof navigate] {
  const [location] = useHashLocation();
  return [location.split("?")[0], navigate];
}
/** Links render `#/path` hrefs, as with wouter's own hash hook. */
useHashPath.hrefs = (href: string) => `#${href}`;

export function currentQuery(): URLSearchParams {
  const hashQuery = location.hash.includes("?") ? location.hash.slice(location.hash.indexOf("?") + 1) : "";
  const merged = new URLSearchParams(location.search);
  new URLSearchParams(hashQuery).forEach((value, key) => merged.set(key, value));
  return merged;
}
