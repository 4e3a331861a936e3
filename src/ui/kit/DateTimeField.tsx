import type { Intent } from "@blueprintjs/core";
import { DateInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import enUS from "date-fns/locale/en-US";
import zhCN from "date-fns/locale/zh-CN";
import dayjs from "dayjs";
import { getLocale, t } from "../../core/messages";
import { DATE_TIME_FORMAT, formatDateTime, parseDateTime } from "./dates";
/**
 * One date and time in Blueprint's own picker, in Chinese (calendar, 今天 / 清除, hours, minutes and
 * seconds), typed or picked as YYYY-MM-DD HH:mm:ss. The value is that text ("" when empty), so a form
 * keeps it like any other field and reads it with `parseDateTime`.
 *
 *   <DateTimeField id="deadline" value={text} onChange={setText} />
 *   const deadline = parseDateTime(text)?.getTime();
 */

export interface DateTimeFieldProps {
  /** The input's id (a FormGroup's labelFor). */
  id?: string;
  /** YYYY-MM-DD HH:mm:ss, or "". */
  value: string;
  onChange: (text: string) => void;
  intent?: Intent;
  /** The earliest selectable day; 20 years ago by default. */
  minDate?: Date;
  /** The latest selectable day; 10 years ahead by default. */
  maxDate?: Date;
}

/** Blueprint's DateInput speaks ISO local times (no zone); the field speaks the spec's format. */
const ISO_LOCAL = "YYYY-MM-DDTHH:mm:ss";

export function DateTimeField({
  id,
  value,
  onChange,
  intent,
  minDate = dayjs().subtract(20, "year").startOf("year").toDate(),
  maxDate = dayjs().add(10, "year").endOf("year").toDate(),
}: DateTimeFieldProps) {
  const parsed = parseDateTime(value);
  return (
    <DateInput
      className="ws-date-time"
      value={parsed ? dayjs(parsed).format(ISO_LOCAL) : null}
      onChange={(iso) => onChange(iso ? formatDateTime(iso) : "")}
      locale={getLocale() === "en" ? enUS : zhCN}
      formatDate={(date) => formatDateTime(date)}
      parseDate={(text) => parseDateTime(text)}
      timePrecision="second"
      timePickerProps={{ showArrowButtons: false }}
      showActionsBar
      todayButtonText={t("date.today")}
      clearButtonText={t("date.clear")}
      invalidDateMessage={t("date.invalid")}
      outOfRangeMessage={t("date.outOfRange")}
      minDate={minDate}
      maxDate={maxDate}
      closeOnSelection={false}
      inputProps={{ id, intent, placeholder: DATE_TIME_FORMAT }}
      popoverProps={{ placement: "bottom-start" }}
    />
  );
}
