import { LIMITS } from "../../../core/config";
/**
 * Counts as the spec shows them (AI domain §9): five or more digits in 万 with two decimals.
 *
 *   formatCount(9999) → "9999"; formatCount(12345) → "1.23万"
 */
export function formatCount(value: number | null | undefined): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return "-";
  if (Math.abs(Math.trunc(n)).toString().length >= LIMITS.tenThousandThreshold)
    return `${(n / 10_000).toFixed(2)}万`;
  return String(n);
}
