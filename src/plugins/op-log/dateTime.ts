const pad = (value: number) => String(value).padStart(2, "0");

/** Local time as YYYY-MM-DD HH:mm:ss (shell spec §9 date format). */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A datetime-local input's value (YYYY-MM-DDTHH:mm[:ss]) as YYYY-MM-DD HH:mm:ss; "" stays "". */
export function fromDateTimeInput(value: string, endOfMinute = false): string {
  if (!value) return "";
  const [date, time = "00:00"] = value.split("T");
  const seconds = time.length > 5 ? "" : endOfMinute ? ":59" : ":00";
  return `${date} ${time}${seconds}`;
}
