/**
 * Row selection of the file table (storage spec §2): click selects one row, Ctrl-click (or Cmd-click)
 * adds or removes a row (not in single-file mode), Shift-click selects the range from the last
 * clicked row. Pure: paths in, paths out.
 */
export interface Selection {
  paths: string[];
  /** The row a Shift-click ranges from. */
  anchor: string | null;
  /** The row the keys act on (the focused row; see keyboard.ts); the last clicked row. */
  focus: string | null;
}

export const EMPTY_SELECTION: Selection = { paths: [], anchor: null, focus: null };

export function clickRow(
  selection: Selection,
  order: readonly string[],
  path: string,
  keys: { ctrl?: boolean; shift?: boolean },
  single = false,
): Selection {
  if (keys.shift && !single && selection.anchor && order.includes(selection.anchor)) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(path);
    const [low, high] = from <= to ? [from, to] : [to, from];
    return { paths: order.slice(low, high + 1), anchor: selection.anchor, focus: path };
  }
  if (keys.ctrl && !single) {
    const has = selection.paths.includes(path);
    return {
      paths: has ? selection.paths.filter((p) => p !== path) : [...selection.paths, path],
      anchor: path,
      focus: path,
    };
  }
  return { paths: [path], anchor: path, focus: path };
}
