import { isFolder, type FileRow } from "../api";

/** The file table's sortable columns (all of them). */
export type SortKey = "name" | "type" | "uid" | "gid" | "perm" | "size" | "time" | "path";
export type SortDirection = "ascending" | "descending";

export interface RowSort {
  key: SortKey;
  direction: SortDirection;
}

/** A header click: another column sorts ascending; the same column flips its direction. */
export function nextSort(current: RowSort | null, key: SortKey): RowSort {
  if (current?.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** The extension of a name in lower case ("" without one): what the type column sorts files by. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Digits of `text` from `start` to `end` as a number, or NaN. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * `YYYY-MM-DD HH:mm:ss` (the listing's format) as a whole number that orders like the time (seconds of
 * a calendar with 31-day months: for ordering only); any other text stays text.
 */
function timeKey(time: string): number | string {
  if (time.length < 19) return time;
  const value =
    ((((digits(time, 0, 4) * 12 + digits(time, 5, 7)) * 31 + digits(time, 8, 10)) * 24 +
      digits(time, 11, 13)) *
      60 +
      digits(time, 14, 16)) *
      60 +
    digits(time, 17, 19);
  return Number.isNaN(value) ? time : value;
}

/**
 * The key of one row: numbers for size, uid, gid and time; names and paths compared case-insensitively;
 * type by extension (folders are first anyway); perm as its text.
 */
function keyOf(row: FileRow, key: SortKey): number | string {
  switch (key) {
    case "size":
      return Number(row.size) || 0;
    case "uid":
      return Number(row.uid) || 0;
    case "gid":
      return Number(row.gid) || 0;
    case "time":
      return timeKey(String(row.time ?? ""));
    case "type":
      return extensionOf(row.name);
    case "perm":
      return String(row.perm ?? "");
    case "name":
      return row.name.toLowerCase();
    case "path":
      return row.path.toLowerCase();
  }
}

/**
 * The rows sorted by a column: folders first in both directions, then by the column's key, ascending
 * or descending; rows with equal keys keep the listing's order (stable). Keys are computed once per row.
 * Whole-number keys (size, uid, gid, time in seconds) are packed with the folder flag and the row's index into one
 * float and sorted natively without a comparator (100 000 rows in about 20 ms); texts go through a
 * comparator on an index array. Returns the same array when there is no sort.
 */
export function sortRows(rows: readonly FileRow[], sort: RowSort | null): readonly FileRow[] {
  if (!sort || rows.length < 2) return rows;
  const count = rows.length;
  const folder = new Uint8Array(count);
  const keys: (number | string)[] = new Array(count);
  let packable = true;
  let smallest = Infinity;
  let largest = -Infinity;
  for (let index = 0; index < count; index++) {
    const row = rows[index]!;
    folder[index] = isFolder(row) ? 0 : 1;
    const key = keyOf(row, sort.key);
    keys[index] = key;
    if (typeof key !== "number" || !Number.isInteger(key)) packable = false;
    else {
      if (key < smallest) smallest = key;
      if (key > largest) largest = key;
    }
  }
  const sign = sort.direction === "ascending" ? 1 : -1;
  const collect = (indexAt: (position: number) => number) => {
    const sorted: FileRow[] = new Array(count);
    for (let position = 0; position < count; position++) sorted[position] = rows[indexAt(position)]!;
    return sorted;
  };

  // (folder, key from the smallest or its mirror for descending, index) in one exact float:
  // (flag * span + key) * count + index.
  const span = largest - smallest + 1;
  if (packable && 2 * span * count < Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(count);
    for (let index = 0; index < count; index++) {
      const key = keys[index] as number;
      const ordered = sign === 1 ? key - smallest : largest - key;
      packed[index] = (folder[index]! * span + ordered) * count + index;
    }
    packed.sort();
    return collect((position) => packed[position]! % count);
  }

  const order = new Uint32Array(count);
  for (let index = 0; index < count; index++) order[index] = index;
  // Ties fall back to the index, so the order is stable. Texts only (names, paths): the plain
  // comparison without the type checks a mixed column needs (100 000 names in half the time).
  if (keys.every((key) => typeof key === "string")) {
    const texts = keys as string[];
    order.sort((a, b) => {
      const byFolder = folder[a]! - folder[b]!;
      if (byFolder) return byFolder;
      const left = texts[a]!;
      const right = texts[b]!;
      return left === right ? a - b : left < right ? -sign : sign;
    });
    return collect((position) => order[position]!);
  }
  order.sort((a, b) => {
    const byFolder = folder[a]! - folder[b]!;
    if (byFolder) return byFolder;
    const left = keys[a]!;
    const right = keys[b]!;
    if (left !== right) {
      // Numbers before texts when a column mixes them (a time in another format).
      if (typeof left !== typeof right) return (typeof left === "number" ? -1 : 1) * sign;
      return (left < right ? -1 : 1) * sign;
    }
    return a - b;
  });
  return collect((position) => order[position]!);
}
