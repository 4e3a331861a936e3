import type { AxiosInstance } from "axios";
import { OP_LOG } from "../../core/config";
import { readJson, writeJson } from "../../core/storage";
import { lookupCity, type CityLookup } from "./api";

export const CITY_LOOKUP_KEY = "ws.cityLookup";

interface Cached extends CityLookup {
  at: number;
}

const UNKNOWN: CityLookup = { ip: "", area: "" };

/**
 * The caller's ip and area for log entries, looked up once and reused (memory, then local storage)
 * for `OP_LOG.cityLookupTtlMs`. A failed lookup gives empty values and is tried again next time.
 */
export function createCityLookup(http: AxiosInstance, now: () => number = Date.now) {
  let memory: Cached | null = null;
  let pending: Promise<CityLookup> | null = null;
  const fresh = (cached: Cached | null) => !!cached && now() - cached.at < OP_LOG.cityLookupTtlMs;
  return {
    get(): Promise<CityLookup> {
      if (fresh(memory)) return Promise.resolve(memory as Cached);
      const stored = readJson<Cached>(CITY_LOOKUP_KEY);
      if (fresh(stored)) {
        memory = stored;
        return Promise.resolve(stored as Cached);
      }
      pending ??= lookupCity(http)
        .then((found) => {
          memory = { ip: found.ip, area: found.area, at: now() };
          writeJson(CITY_LOOKUP_KEY, memory);
          return found;
        })
        .catch(() => UNKNOWN)
        .finally(() => (pending = null));
      return pending;
    },
  };
}
