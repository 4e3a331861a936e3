import { useMemo } from "react";
import { useSearch } from "wouter";
import { useHashLocation } from "wouter/use-hash-location";
import { currentQuery } from "../../ui/routing/hashLocation";

/** The location's query (search part and hash query), re-read whenever either changes. */
export function useQuery(): URLSearchParams {
  const search = useSearch();
  const [hash] = useHashLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => currentQuery(), [search, hash]);
}
