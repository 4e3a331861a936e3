import type { Selection } from "./selection";

/**
 * The file table's keys (storage-file-manager §2), pure: a key press is read into a command, and the moves of the
 * cursor (the focused row) are worked out on the listing's order of paths.
 */
export type KeyCommand =
  | { kind: "move"; to: "prev" | "next" | "first" | "last"; extend: boolean }
  | { kind: "all" }
  | { kind: "open" }
  | { kind: "up" }
  | { kind: "rename" }
  | { kind: "remove" }
  | { kind: "copy" }
  | { kind: "paste" }
  | { kind: "clear" }
  | { kind: "help" };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

const MOVES: Record<string, "prev" | "next" | "first" | "last"> = {
  ArrowUp: "prev",
  ArrowDown: "next",
  Home: "first",
  End: "last",
};

/** What a key press asks of the table; null for a key it leaves alone. */
export function commandOf(press: KeyPress): KeyCommand | null {
  const ctrl = !!(press.ctrlKey || press.metaKey);
  if (press.altKey) return null;
  const move = MOVES[press.key];
  if (move && !ctrl) return { kind: "move", to: move, extend: !!press.shiftKey };
  if (ctrl) {
    const letter = press.key.toLowerCase();
    if (letter === "a") return { kind: "all" };
    if (letter === "c") return { kind: "copy" };
    if (letter === "v") return { kind: "paste" };
    return null;
  }
  switch (press.key) {
    case "Enter":
      return { kind: "open" };
    case "Backspace":
      return { kind: "up" };
    case "F2":
      return { kind: "rename" };
    case "Delete":
      return { kind: "remove" };
    case "Escape":
      return { kind: "clear" };
    case "?":
      return { kind: "help" };
    default:
      return null;
  }
}

/** A selection with its cursor: the row the keys act on (and where a Shift move ranges to). */
export type Cursor = Selection;

/**
 * Moves the cursor: alone, the row it lands on is the selection; with Shift, the selection is the
 * range from the anchor to it. With no cursor yet, the first move lands on the first (or last) row.
 */
export function moveCursor(
  cursor: Cursor,
  order: readonly string[],
  to: "prev" | "next" | "first" | "last",
  extend: boolean,
): Cursor {
  if (order.length === 0) return cursor;
  const at = cursor.focus === null ? -1 : order.indexOf(cursor.focus);
  const last = order.length - 1;
  const index =
    to === "first"
      ? 0
      : to === "last"
        ? last
        : at < 0
          ? to === "next"
            ? 0
            : last
          : Math.min(last, Math.max(0, at + (to === "next" ? 1 : -1)));
  const focus = order[index]!;
  if (!extend) return { paths: [focus], anchor: focus, focus };
  const anchor = cursor.anchor ?? cursor.focus ?? focus;
  const from = order.indexOf(anchor);
  if (from < 0) return { paths: [focus], anchor: focus, focus };
  const [low, high] = from <= index ? [from, index] : [index, from];
  return { paths: order.slice(low, high + 1), anchor, focus };
}

/** Every row selected; the cursor stays where it was (or the first row). */
export const selectAll = (cursor: Cursor, order: readonly string[]): Cursor => ({
  paths: [...order],
  anchor: order[0] ?? null,
  focus: cursor.focus ?? order[0] ?? null,
});

/** The page a row is on (1-based), so the cursor is always on the shown page. */
export const pageOf = (order: readonly string[], path: string, pageSize: number): number =>
  Math.floor(Math.max(0, order.indexOf(path)) / pageSize) + 1;
