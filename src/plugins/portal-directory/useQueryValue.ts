import { useSyncExternalStore } from "react";
import { currentQuery } from "../../ui/routing/hashLocation";

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  window.addEventListener("popstate", changed);
  return () => {
    window.removeEventListener("hashchange", changed);
    window.removeEventListener("popstate", changed);
  };
};

/** One value of the route's query ("" when absent), re-read when the address changes. */
export function useQueryValue(name: string): string {
  return useSyncExternalStore(subscribe, () => currentQuery().get(name) ?? "");
}

/** A positive integer of the query, or null when absent or not one. */
export function useQueryId(name: string): number | null {
  const value = Number(useQueryValue(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
