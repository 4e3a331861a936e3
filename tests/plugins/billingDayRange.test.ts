import { afterEach, describe, expect, it } from "vitest";
import { dayRange } from "../../src/plugins/billing/StatsFilter";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("the statistics pages' day range", () => {
  // Bill days are China time (server/billing dayOf): 2025-01-06 is [2025-01-05 16:00Z, 2025-01-06 16:00Z).
  it.each(["America/New_York", "Europe/Berlin", "Asia/Shanghai", "UTC"])(
    "bounds the typed days at 00:00 China time in a browser in %s",
    (browserZone) => {
      process.env.TZ = browserZone;
      expect(dayRange("2025-01-06", "2025-01-07")).toEqual({
        from: Date.UTC(2025, 0, 5, 16),
        to: Date.UTC(2025, 0, 7, 16),
      });
    },
  );

  it("spans 24 hours across a daylight-saving change of the browser's zone, and leaves an open end open", () => {
    process.env.TZ = "America/New_York";
    const { from, to } = dayRange("2025-03-09", "2025-03-09");
    expect(to! - from!).toBe(24 * 3600_000);
    expect(dayRange("", "2025-03-09").from).toBeUndefined();
    expect(dayRange("2025-03-09", "").to).toBeUndefined();
  });
});
