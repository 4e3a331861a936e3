import { describe, expect, it } from "vitest";
import { stamp } from "../../src/core/stamp";
import { formatDateTime } from "../../src/ui/kit/dates";

describe("the boot path's time stamp", () => {
  it("writes YYYY-MM-DD HH:mm:ss in local time, exactly as the kit's dayjs formatter does", () => {
    expect(stamp(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe("2026-01-02 03:04:05");
    const start = new Date(2026, 0, 1).getTime();
    // Every hour of a year (both sides of any DST change where the tests run), at odd seconds.
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = start + hour * 3_600_000 + (hour % 60) * 1000 + 17;
      expect(stamp(at)).toBe(formatDateTime(at));
    }
  });
});
