const pad = (value: number) => String(value).padStart(2, "0");

/** Local time as YYYY-MM-DD HH:mm:ss (shell spec §9 date format). */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
