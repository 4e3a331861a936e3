export { formatDateTime } from "../../ui/kit/formatDateTime";

/** A datetime-local input's value (YYYY-MM-DDTHH:mm[:ss]) as YYYY-MM-DD HH:mm:ss; "" stays "". */
export function fromDateTimeInput(value: string, endOfMinute = false): string {
  if (!value) return "";
  const [date, time = "00:00"] = value.split("T");
  const seconds = time.length > 5 ? "" : endOfMinute ? ":59" : ":00";
  return `${date} ${time}${seconds}`;
}
