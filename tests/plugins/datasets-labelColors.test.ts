import { describe, expect, it } from "vitest";
import { LABEL_PALETTE, nextLabelColor } from "../../src/plugins/datasets/labels/labelColors";

describe("a new label's colour", () => {
  it("is the first palette colour the group does not use, whatever the case it was stored in", () => {
    expect(nextLabelColor([])).toBe("#2D72D2");
    expect(nextLabelColor(["#2d72d2"])).toBe("#D33D17");
    expect(nextLabelColor(["#D33D17"])).toBe("#2D72D2");
  });

  it("gives ten labels ten different colours, then cycles", () => {
    const used: string[] = [];
    for (let i = 0; i < LABEL_PALETTE.length; i++) used.push(nextLabelColor(used));
    expect(new Set(used).size).toBe(LABEL_PALETTE.length);
    expect(LABEL_PALETTE).toContain(nextLabelColor(used));
  });
});
