import { describe, expect, it } from "vitest";
import {
  centsToInput,
  formatCents,
  formatPercent,
  formatUnits,
  parsePercent,
  parseYuan,
} from "../../src/core/money";

describe("money and quantities", () => {
  it("shows cents as yuan with two decimals, in 万 from five digits of yuan (spec §9)", () => {
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(999_999)).toBe("9999.99");
    expect(formatCents(1_000_000)).toBe("1.00万");
    expect(formatCents(1_234_567)).toBe("1.23万");
    expect(formatCents(1_235_000)).toBe("1.24万");
    expect(formatCents(-250)).toBe("-2.50");
  });

  it("shows integer quantities in a larger unit exactly, rounded half up", () => {
    expect(formatUnits(5400, 3600)).toBe("1.50");
    expect(formatUnits(1, 3600)).toBe("0.00");
    expect(formatUnits(18, 3600)).toBe("0.01");
    expect(formatUnits(36_000_000, 3600)).toBe("1.00万");
    expect(formatUnits(1.5, 3600)).toBe("-");
    expect(formatUnits(10, 3600, 4)).toBe("0.0028");
    expect(formatUnits(36_000_000, 3600, 4)).toBe("1.00万");
  });

  it("reads typed yuan and percentages without floats, refusing anything else", () => {
    expect(parseYuan("12")).toBe(1200);
    expect(parseYuan(" 12.3 ")).toBe(1230);
    expect(parseYuan("0.07")).toBe(7);
    expect(parseYuan("19.99")).toBe(1999);
    for (const bad of ["", "1.234", "-1", "1e3", "abc", "１２"]) expect(parseYuan(bad)).toBeNull();
    expect(centsToInput(1999)).toBe("19.99");
    expect(parsePercent("5.5")).toBe(550);
    expect(parsePercent("100")).toBe(10_000);
    expect(parsePercent("100.01")).toBeNull();
    expect(formatPercent(550)).toBe("5.50%");
  });
});
