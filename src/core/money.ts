import { LIMITS } from "./config";

/**
 * Money and metered quantities as the platform shows them. Money is integer cents end to end; text is
 * made from the integer with string arithmetic, never with a float. Numbers of five or more digits
 * (their whole part) are shown in 万 with two decimals (spec §9).
 *
 *   formatCents(123456)     → "1234.56"      formatCents(1234567) → "1.23万"
 *   parseYuan("12.3")       → 1230           parseYuan("1.234")   → null (at most two decimals)
 *   formatUnits(5400, 3600) → "1.50"         (5400 core-seconds in core-hours)
 */

/** Text of an integer divided by `divisor`, rounded half up to `decimals` places (integer maths). */
function fixed(value: bigint, divisor: bigint, decimals = 2): { whole: bigint; text: string } {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const parts = (abs * scale + divisor / 2n) / divisor;
  const whole = parts / scale;
  const fraction = (parts % scale).toString().padStart(decimals, "0");
  return { whole, text: `${negative && parts > 0n ? "-" : ""}${whole}.${fraction}` };
}
const twoDecimals = (value: bigint, divisor: bigint) => fixed(value, divisor, 2);

/**
 * An integer amount in `unit` parts per shown unit as text with `decimals` decimals (two by default),
 * in 万 with two decimals at five digits.
 */
export function formatUnits(value: number, unit: number, decimals = 2): string {
  if (!Number.isSafeInteger(value) || !Number.isSafeInteger(unit) || unit <= 0) return "-";
  const plain = fixed(BigInt(value), BigInt(unit), decimals);
  if (plain.whole.toString().length < LIMITS.tenThousandThreshold) return plain.text;
  return `${twoDecimals(BigInt(value), BigInt(unit) * 10_000n).text}万`;
}

/** Integer cents as yuan: "0.05", "1234.56", "1.23万". */
export const formatCents = (cents: number): string => formatUnits(cents, 100);

/** Yuan with the currency sign: "¥12.30". */
export const formatYuan = (cents: number): string => `¥${formatCents(cents)}`;

/** Cents as a plain yuan text for a form field ("12.30"), never in 万. */
export function centsToInput(cents: number): string {
  if (!Number.isSafeInteger(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A typed yuan amount ("12", "12.3", "12.30") as integer cents, or null when it is not one. */
export function parseYuan(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A typed percentage ("5", "2.5", "12.25") as basis points (hundredths of a percent), or null. */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as a percentage text: 250 → "2.50%". */
export const formatPercent = (bp: number): string => `${centsToInput(bp)}%`;
