/**
 * A time stamp as the spec writes it (YYYY-MM-DD HH:mm:ss, local time), for code on the boot path
 * (the operation-log writer stamps every entry). Everything a user reads goes through the UI kit's
 * dates.ts (dayjs, with locales and relative times); this one format is written out here so the
 * sign-in page does not load dayjs and its plugins (about 5 KB gzip of a 180 KB budget). A test
 * checks it against dates.ts for every hour of a year and both sides of a DST change.
 *
 *   stamp(Date.now())   // "2026-11-23 20:15:03"
 */
export function stamp(ms: number): string {
  const date = new Date(ms);
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}
