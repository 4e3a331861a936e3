import { DateRangeInput, type DateRange, type DateRangeShortcut } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import enUS from "date-fns/locale/en-US";
import zhCN from "date-fns/locale/zh-CN";
import dayjs from "dayjs";
import { LIMITS } from "../../core/config";
import { getLocale, t } from "../../core/messages";
import { formatDateTime, parseDateTime } from "./dates";
import "./dateRangeField.css";
/**
 * A date-and-time range in Blueprint's own picker, in Chinese: two fields joined by 至, a two-month
 * calendar with 今天 / 最近7天 … shortcuts, hours, minutes and seconds; typed or picked as
 * YYYY-MM-DD HH:mm:ss (shell spec §9).
 *
 *   const [range, setRange] = useState<DateRange>([null, null]);
 *   <DateRangeField value={range} onChange={setRange} />
 *   readLogs({ startTime: formatDateTime(range[0]), endTime: formatDateTime(range[1]) });
 *
 * The fields are labelled 开始时间 and 结束时间 (or `startLabel` / `endLabel`). The calendar's
 * month and weekday names come from date-fns's zh-CN locale (react-day-picker's), the rest from the
 * core catalogue; the English catalogue switches both.
 */

export type { DateRange };

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /** The earliest selectable day; 20 years ago by default. */
  minDate?: Date;
  /** The latest selectable day; the end of next year by default. */
  maxDate?: Date;
  disabled?: boolean;
}

/** Shortcuts that end now (the time included): 今天 from midnight, then the last 24 hours, 7 and 30 days. */
function shortcuts(now: Date): DateRangeShortcut[] {
  const at = dayjs(now);
  return [
    { label: t("date.today"), dateRange: [at.startOf("day").toDate(), now], includeTime: true },
    { label: t("date.last24Hours"), dateRange: [at.subtract(24, "hour").toDate(), now], includeTime: true },
    { label: t("date.last7Days"), dateRange: [at.subtract(7, "day").toDate(), now], includeTime: true },
    { label: t("date.last30Days"), dateRange: [at.subtract(30, "day").toDate(), now], includeTime: true },
  ];
}

export function DateRangeField({
  value,
  onChange,
  startLabel = t("date.start"),
  endLabel = t("date.end"),
  minDate = dayjs().subtract(20, "year").startOf("year").toDate(),
  maxDate = dayjs().add(1, "year").endOf("year").toDate(),
  disabled,
}: DateRangeFieldProps) {
  const english = getLocale() === "en";
  return (
    <DateRangeInput
      className="ws-date-range"
      value={value}
      onChange={onChange}
      locale={english ? enUS : zhCN}
      formatDate={(date) => formatDateTime(date)}
      parseDate={(text) => parseDateTime(text)}
      timePrecision="second"
      timePickerProps={{ showArrowButtons: false }}
      shortcuts={shortcuts(new Date())}
      allowSingleDayRange
      closeOnSelection={false}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      invalidDateMessage={t("date.invalid")}
      outOfRangeMessage={t("date.outOfRange")}
      overlappingDatesMessage={t("date.overlapping")}
      startInputProps={{ "aria-label": startLabel, placeholder: startLabel, size: "small" }}
      endInputProps={{
        "aria-label": endLabel,
        placeholder: endLabel,
        size: "small",
        leftElement: <span className="ws-date-range-separator">{LIMITS.dateRangeSeparator}</span>,
      }}
      popoverProps={{ placement: "bottom-start" }}
    />
  );
}
