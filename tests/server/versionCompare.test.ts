// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareVersions, type VersionSnapshot } from "../../server/annotation/versionCompare";

const item = (id: number, name: string, size = 100) => ({
  id,
  file_name: name,
  file_size: size,
  width: 100,
  height: 80,
});
const box = (itemId: number, label: number, x: number, y: number) => ({
  item_id: itemId,
  label_id: label,
  labelName: label === 1 ? "猫" : "狗",
  color: "#FF0000",
  x,
  y,
  width: 10,
  height: 10,
});
const snapshot = (
  id: number,
  items: VersionSnapshot["items"],
  boxes: VersionSnapshot["boxes"],
): VersionSnapshot => ({
  id,
  version: `V${id}`,
  items,
  boxes,
});

describe("compareVersions", () => {
  it("pairs images by name and size (duplicates in order) and a label's moved boxes nearest first", () => {
    const base = snapshot(
      1,
      [item(1, "a.png"), item(2, "a.png"), item(3, "b.png", 100)],
      [box(1, 1, 0, 0), box(1, 1, 50, 50), box(3, 2, 5, 5)],
    );
    const target = snapshot(
      2,
      [item(11, "a.png"), item(13, "b.png", 999)],
      [box(11, 1, 52, 49), box(11, 1, 1, 1)],
    );
    const c = compareVersions(base, target, 10);
    // b.png changed size: a different image (removed and added); the second a.png was removed.
    expect(c.images.added.map((i) => i.itemId)).toEqual([13]);
    expect(c.images.removed.map((i) => i.itemId)).toEqual([2, 3]);
    expect(c.boxes.movedTotal).toBe(2);
    expect(c.boxes.moved.map((m) => [m.from.x, m.to.x])).toEqual([
      [0, 1],
      [50, 52],
    ]);
    expect(c.boxes.removedTotal).toBe(1);
    expect(c.labels).toEqual([
      expect.objectContaining({ labelName: "猫", base: 2, target: 2, delta: 0 }),
      expect.objectContaining({ labelName: "狗", base: 1, target: 0, delta: -1 }),
    ]);
  });

  it("keeps lists to the limit while the totals count everything", () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i + 1, `n${i}.png`));
    const c = compareVersions(
      snapshot(1, [], []),
      snapshot(
        2,
        items,
        items.map((it) => box(it.id, 1, 0, 0)),
      ),
      5,
    );
    expect([c.images.added.length, c.images.addedTotal, c.boxes.added.length, c.boxes.addedTotal]).toEqual([
      5, 30, 5, 30,
    ]);
  });
});
