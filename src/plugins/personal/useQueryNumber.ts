import { useHashLocation } from "wouter/use-hash-location";
import { currentQuery } from "../../ui/routing/hashLocation";

/**
 * A positive whole number from the route's query (`#/home/person-page?userId=7`), or undefined. The
 * query lives in the hash (ui/routing/hashLocation), which wouter's `useSearch` does not read; the
 * hash location re-renders the page when it changes.
 */
export function useQueryNumber(name: string): number | undefined {
  useHashLocation();
  const value = currentQuery().get(name);
  const n = value && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
