import { describe, expect, it } from "vitest";
import { commandOf, moveCursor, pageOf, selectAll } from "../../src/plugins/storage/screen/keyboard";
import { EMPTY_SELECTION } from "../../src/plugins/storage/screen/selection";

const order = ["a", "b", "c", "d", "e"];

describe("the file table's keys (storage-file-manager §2)", () => {
  it("reads each key into its command and leaves other keys alone", () => {
    expect(commandOf({ key: "ArrowDown" })).toEqual({ kind: "move", to: "next", extend: false });
    expect(commandOf({ key: "ArrowUp", shiftKey: true })).toEqual({ kind: "move", to: "prev", extend: true });
    expect(commandOf({ key: "End", shiftKey: true })).toEqual({ kind: "move", to: "last", extend: true });
    expect(commandOf({ key: "Home" })).toEqual({ kind: "move", to: "first", extend: false });
    expect(commandOf({ key: "a", ctrlKey: true })).toEqual({ kind: "all" });
    expect(commandOf({ key: "A", metaKey: true })).toEqual({ kind: "all" });
    expect(commandOf({ key: "c", ctrlKey: true })).toEqual({ kind: "copy" });
    expect(commandOf({ key: "v", ctrlKey: true })).toEqual({ kind: "paste" });
    expect(commandOf({ key: "Enter" })).toEqual({ kind: "open" });
    expect(commandOf({ key: "Backspace" })).toEqual({ kind: "up" });
    expect(commandOf({ key: "F2" })).toEqual({ kind: "rename" });
    expect(commandOf({ key: "Delete" })).toEqual({ kind: "remove" });
    expect(commandOf({ key: "Escape" })).toEqual({ kind: "clear" });
    expect(commandOf({ key: "?", shiftKey: true })).toEqual({ kind: "help" });
    expect(commandOf({ key: "a" })).toBeNull();
    expect(commandOf({ key: "x", ctrlKey: true })).toBeNull();
    expect(commandOf({ key: "ArrowDown", altKey: true })).toBeNull();
  });

  it("moves the cursor: the first move lands on the first (or last) row, moves stop at the ends", () => {
    let cursor = moveCursor(EMPTY_SELECTION, order, "next", false);
    expect(cursor).toEqual({ paths: ["a"], anchor: "a", focus: "a" });
    expect(moveCursor(EMPTY_SELECTION, order, "prev", false).focus).toBe("e");
    cursor = moveCursor(cursor, order, "prev", false);
    expect(cursor.focus).toBe("a");
    cursor = moveCursor(cursor, order, "last", false);
    expect(cursor).toEqual({ paths: ["e"], anchor: "e", focus: "e" });
    expect(moveCursor(cursor, order, "next", false).focus).toBe("e");
  });

  it("Shift moves select the range from the anchor, both ways", () => {
    let cursor = moveCursor({ paths: ["b"], anchor: "b", focus: "b" }, order, "next", true);
    expect(cursor.paths).toEqual(["b", "c"]);
    cursor = moveCursor(cursor, order, "last", true);
    expect(cursor).toEqual({ paths: ["b", "c", "d", "e"], anchor: "b", focus: "e" });
    cursor = moveCursor(cursor, order, "first", true);
    expect(cursor).toEqual({ paths: ["a", "b"], anchor: "b", focus: "a" });
    // After Esc (no anchor, the cursor kept) a Shift move ranges from the cursor.
    expect(moveCursor({ paths: [], anchor: null, focus: "c" }, order, "prev", true).paths).toEqual([
      "b",
      "c",
    ]);
  });

  it("Ctrl+A selects every row and the page follows the cursor", () => {
    expect(selectAll({ paths: ["c"], anchor: "c", focus: "c" }, order)).toEqual({
      paths: order,
      anchor: "a",
      focus: "c",
    });
    const many = Array.from({ length: 45 }, (_, index) => `f${index}`);
    expect(pageOf(many, "f0", 20)).toBe(1);
    expect(pageOf(many, "f20", 20)).toBe(2);
    expect(pageOf(many, "f44", 20)).toBe(3);
  });

  it("Shift+End across 10 000 rows selects them all quickly", () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => `/GPUFS/admin/f${index}`);
    const started = performance.now();
    const cursor = moveCursor({ paths: [rows[0]!], anchor: rows[0]!, focus: rows[0]! }, rows, "last", true);
    expect(cursor.paths).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
