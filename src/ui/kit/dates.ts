import dayjs, { type ConfigType } from "dayjs";
import "dayjs/locale/zh-cn";
import customParseFormat from "dayjs/plugin/customParseFormat";
import relativeTime from "dayjs/plugin/relativeTime";
import { LIMITS } from "../../core/config";
import { getLocale } from "../../core/messages";

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);

/**
 * Every date the workspace shows or sends, through dayjs (shell spec §9): `YYYY-MM-DD HH:mm:ss`,
 * ranges joined with 至, relative times in the shell's language.
 *
 *   formatDateTime(1_700_000_000_000)        // "2023-11-15 06:13:20" (local time)
 *   formatRange(start, end)                  // "2024-01-01 00:00:00 至 2024-01-31 23:59:59"
 *   fromNow(lastSeen)                        // "3 分钟前" (the en catalogue: "3 minutes ago")
 *   parseDateTime("2024-01-01 08:00:00")     // a Date, or null when the text is not that format
 */

/** The spec's date format (LIMITS.dateFormat). */
export const DATE_TIME_FORMAT = LIMITS.dateFormat;

const dayjsLocale = () => (getLocale() === "en" ? "en" : "zh-cn");

/** Local time as YYYY-MM-DD HH:mm:ss; "" for an empty or invalid value. */
export function formatDateTime(value: ConfigType): string {
  if (value === null || value === undefined || value === "") return "";
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : "";
}

/** Time of day as HH:mm:ss (a log line, an event). */
export function formatTime(value: ConfigType): string {
  const date = dayjs(value);
  return date.isValid() ? date.format("HH:mm:ss") : "";
}

/** `start 至 end` in the spec's format; an open end shows only the other one. */
export function formatRange(start: ConfigType, end: ConfigType): string {
  const parts = [formatDateTime(start), formatDateTime(end)];
  return parts.filter(Boolean).join(` ${LIMITS.dateRangeSeparator} `);
}

/** How long ago (or ahead) `value` is from `now`, in the shell's language: 3 分钟前, 几秒前, 1 小时内. */
export function fromNow(value: ConfigType, now: ConfigType = Date.now()): string {
  return dayjs(value).locale(dayjsLocale()).from(now);
}

/** A YYYY-MM-DD HH:mm:ss text (seconds may be left out) as a Date; null when it is not one. */
export function parseDateTime(text: string): Date | null {
  const trimmed = text.trim();
  for (const format of [DATE_TIME_FORMAT, "YYYY-MM-DD HH:mm", "YYYY-MM-DD"]) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return date.toDate();
  }
  return null;
}

/** A compact stamp for file names: YYYYMMDDHHmmss. */
export function fileStamp(value: ConfigType = Date.now()): string {
  return dayjs(value).format("YYYYMMDDHHmmss");
}
