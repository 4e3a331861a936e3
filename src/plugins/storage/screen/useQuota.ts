import { useCallback, useEffect, useRef, useState } from "react";
import { remainingG, type StorageApi } from "../api";

export interface Quota {
  /** Remaining storage in G (2 decimals), or null while unknown. */
  remaining: string | null;
  validity: { start: string; end: string } | null;
  /** Asks both again (after an upload, on refresh). */
  loadQuota: () => void;
}

/**
 * The quota bar's data for one volume (storage spec §2): the remaining storage from storage/quotas and
 * the validity period; asked when the volume changes and again on `loadQuota()`.
 *
 *   const { remaining, validity, loadQuota } = useQuota(api, quotaVolume);
 *   <QuotaBar remaining={remaining} validity={validity} />
 */
export function useQuota(api: StorageApi, volume: string | undefined): Quota {
  const [remaining, setRemaining] = useState<string | null>(null);
  const [validity, setValidity] = useState<{ start: string; end: string } | null>(null);
  // Answers that arrive after the bar is gone are dropped (no state update on an unmounted component).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const loadQuota = useCallback(() => {
    if (!volume) return;
    const live =
      <T>(set: (value: T) => void) =>
      (value: T) => {
        if (mounted.current) set(value);
      };
    api
      .quotas()
      .then((entries) => {
        const entry = entries.find((quota) => quota.storage_name === volume);
        live(setRemaining)(entry ? remainingG(entry) : null);
      })
      .catch(() => live(setRemaining)(null));
    api
      .validity(volume)
      .then(live(setValidity))
      .catch(() => live(setValidity)(null));
  }, [api, volume]);
  useEffect(loadQuota, [loadQuota]);
  return { remaining, validity, loadQuota };
}
