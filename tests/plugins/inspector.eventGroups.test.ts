import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "../../src/core/machines";
import { groupEvents, typeCounts } from "../../src/plugins/inspector/eventGroups";

const log = (...types: string[]): RecordedEvent[] => types.map((type, at) => ({ event: { type }, at }));

describe("the event list's groups", () => {
  it("folds consecutive events of one type into one group, keeping the order", () => {
    const ticks = Array.from({ length: 59 }, () => "TICK");
    const groups = groupEvents(log("SUBMIT", ...ticks, "RESEND", "TICK"));
    expect(groups.map((group) => [group.type, group.indexes.length])).toEqual([
      ["SUBMIT", 1],
      ["TICK", 59],
      ["RESEND", 1],
      ["TICK", 1],
    ]);
    expect(groups[1].indexes[0]).toBe(1);
    expect(groups[1].indexes.at(-1)).toBe(59);
  });

  it("filtered by type, keeps only that type and groups only events that were adjacent", () => {
    const groups = groupEvents(log("TICK", "TICK", "EDIT", "TICK"), "TICK");
    expect(groups.map((group) => group.indexes)).toEqual([[0, 1], [3]]);
  });

  it("counts each type, most frequent first", () => {
    expect(typeCounts(log("EDIT", "TICK", "TICK", "SUBMIT"))).toEqual([
      { type: "TICK", count: 2 },
      { type: "EDIT", count: 1 },
      { type: "SUBMIT", count: 1 },
    ]);
  });
});
