import type { KeyboardEvent } from "react";
import { isFolder, type FileRow } from "../api";
import { commandOf, moveCursor, pageOf } from "./keyboard";

export interface PickerKeysInput {
  rows: readonly FileRow[];
  /** The one chosen row (the cursor). */
  selected: FileRow | null;
  choose: (row: FileRow) => void;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** Enter on a folder. */
  open: (row: FileRow) => void;
  /** Enter on a file: the dialog's 确定. */
  confirm: () => void;
  up: () => void;
}

/**
 * The file picker's keys, like the file table's (keyboard.ts) for one chosen file: arrows and
 * Home/End move the choice (the page follows), Enter opens a folder or confirms a file, Backspace goes
 * up. Esc is left to the dialog (it closes). Returns the rows' keydown handler.
 */
export function pickerKeyHandler(input: PickerKeysInput) {
  return (event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command || !["move", "open", "up"].includes(command.kind)) return;
    event.preventDefault();
    if (command.kind === "up") return input.up();
    if (command.kind === "open") {
      if (!input.selected) return;
      return isFolder(input.selected) ? input.open(input.selected) : input.confirm();
    }
    if (command.kind !== "move") return;
    const order = input.rows.map((row) => row.path);
    const focus = input.selected?.path ?? null;
    const next = moveCursor({ paths: focus ? [focus] : [], anchor: focus, focus }, order, command.to, false);
    const row = next.focus ? input.rows[order.indexOf(next.focus)] : undefined;
    if (!row) return;
    input.choose(row);
    const page = pageOf(order, row.path, input.pageSize);
    if (page !== input.page) input.setPage(page);
  };
}
