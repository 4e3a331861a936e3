import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../src/core/messages";
import {
  fileStamp,
  formatDateTime,
  formatRange,
  formatTime,
  fromNow,
  parseDateTime,
} from "../../src/ui/kit/dates";

afterEach(() => setLocale("zh"));

// A local time, so the assertions hold in any time zone.
const AT = new Date(2024, 0, 5, 8, 3, 9).getTime();

describe("dates (dayjs, shell spec §9)", () => {
  it("formats as YYYY-MM-DD HH:mm:ss; empty and invalid values are blank", () => {
    expect(formatDateTime(AT)).toBe("2024-01-05 08:03:09");
    expect(formatDateTime(new Date(AT))).toBe("2024-01-05 08:03:09");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatTime(AT)).toBe("08:03:09");
    expect(fileStamp(AT)).toBe("20240105080309");
  });

  it("joins a range with 至; an open end shows the other", () => {
    const end = new Date(2024, 0, 31, 23, 59, 59);
    expect(formatRange(AT, end)).toBe("2024-01-05 08:03:09 至 2024-01-31 23:59:59");
    expect(formatRange(AT, null)).toBe("2024-01-05 08:03:09");
  });

  it("says how long ago in Chinese, and in English with the English catalogue", () => {
    expect(fromNow(AT - 3 * 60_000, AT)).toBe("3 分钟前");
    expect(fromNow(AT - 20_000, AT)).toBe("几秒前");
    expect(fromNow(AT - 2 * 86_400_000, AT)).toBe("2 天前");
    expect(fromNow(AT + 3_600_000, AT)).toBe("1 小时内");
    setLocale("en");
    expect(fromNow(AT - 3 * 60_000, AT)).toBe("3 minutes ago");
  });

  it("reads YYYY-MM-DD HH:mm:ss (seconds or time may be left out) and refuses anything else", () => {
    expect(parseDateTime("2024-01-05 08:03:09")?.getTime()).toBe(AT);
    expect(parseDateTime(" 2024-01-05 08:03 ")?.getTime()).toBe(new Date(2024, 0, 5, 8, 3).getTime());
    expect(parseDateTime("2024-01-05")?.getTime()).toBe(new Date(2024, 0, 5).getTime());
    expect(parseDateTime("2024-13-05 08:03:09")).toBeNull();
    expect(parseDateTime("01/05/2024")).toBeNull();
  });
});
