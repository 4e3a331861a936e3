import { navigate as wouterNavigate } from "wouter/use-hash-location";

/** Navigates within the hash router (`/#/path`); a query goes into the URL's search part. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  wouterNavigate(to, options);
}

export function currentQuery(): URLSearchParams {
  const hashQuery = location.hash.includes("?") ? location.hash.slice(location.hash.indexOf("?") + 1) : "";
  const merged = new URLSearchParams(location.search);
  new URLSearchParams(hashQuery).forEach((value, key) => merged.set(key, value));
  return merged;
}
