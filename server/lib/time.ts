import { LIMITS } from "../../src/core/config";

/** The spec's date-time format, spelled once for app and server (LIMITS.dateFormat): `YYYY-MM-DD HH:mm:ss`. */
export const DATE_TIME_FORMAT = LIMITS.dateFormat;

/**
 * Epoch milliseconds as DATE_TIME_FORMAT in the server's local time; written by hand (not dayjs) because
 * a folder listing formats every entry's time.
 */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
