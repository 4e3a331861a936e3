import { useHashLocation } from "wouter/use-hash-location";

/** `#/path?query` → path and query; a missing leading slash is added. */
function splitHash(hash: string): [path: string, query: string] {
  const bare = hash.replace(/^#?\/?/, "/");
  const at = bare.indexOf("?");
  return at < 0 ? [bare, ""] : [bare.slice(0, at), bare.slice(at + 1)];
}

const hashWith = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * Navigates within the hash router. A query belongs to its route: it goes into the hash
 * (`/#/portal/person-page?userId=1&self=1`), and the URL's search part is cleared, so the query
 * vanishes when the user goes elsewhere (wouter's own hash navigation keeps it for the whole visit).
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  const [path, query] = splitHash(to);
  url.hash = hashWith(path, query);
  url.search = "";
  history[options.replace ? "replaceState" : "pushState"](null, "", url.href);
  dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url.href }));
}

/**
 * The router's location: the hash's path without its query. Routes match the path alone;
 * `currentQuery()` reads the query (`/#/home/call_back?code=…`, as an identity provider appends it).
 */
export function useHashPath(): [string, typeof navigate] {
  const [location] = useHashLocation();
  return [location.split("?")[0], navigate];
}
/** Links render `#/path` hrefs, as with wouter's own hash hook. */
useHashPath.hrefs = (href: string) => `#${href}`;

/** The route's query: the hash's, over any left in the URL's search part. */
export function currentQuery(): URLSearchParams {
  const merged = new URLSearchParams(location.search);
  new URLSearchParams(splitHash(location.hash)[1]).forEach((value, key) => merged.set(key, value));
  return merged;
}

/**
 * At start-up: a query in the URL's search part moves into the hash (`/?a=1#/x` → `/#/x?a=1`), so
 * it belongs to that route and later navigation drops it. Without a hash it stays where it is until
 * the first redirect (the bare address's rules read `location.hash === ""`).
 */
export function adoptSearchQuery(): void {
  if (!location.search || location.hash === "" || location.hash === "#") return;
  const [path] = splitHash(location.hash);
  const url = new URL(location.href);
  const query = currentQuery().toString();
  url.hash = hashWith(path, query);
  url.search = "";
  history.replaceState(history.state, "", url.href);
}
