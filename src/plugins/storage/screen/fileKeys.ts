import type { KeyboardEvent } from "react";
import { isFolder, type FileRow } from "../api";
import { commandOf, moveCursor, pageOf, selectAll } from "./keyboard";
import { EMPTY_SELECTION, type Selection } from "./selection";

export interface FileKeyActions {
  open(row: FileRow): void;
  up(): void;
  rename(row: FileRow): void;
  remove(paths: string[]): void;
  copy(paths: string[]): void;
  /** Pastes into `folder`, or into the current folder without one. */
  paste(folder?: string): void;
  help(): void;
}

export interface FileKeysInput {
  rows: readonly FileRow[];
  /** Lookup of a listed row by its path. */
  rowOf: (path: string) => FileRow | undefined;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
  actions: FileKeyActions;
}

/**
 * The file table's keyboard (storage-file-manager §2): arrows, Home/End and their Shift forms move the cursor and
 * the selection (and the page follows the cursor), Ctrl+A, Enter, Backspace, F2, Delete, Ctrl+C,
 * Ctrl+V (into the selected folder when the selection is one folder), Esc and ?. Returns the rows'
 * keydown handler.
 */
export function fileKeyHandler(input: FileKeysInput) {
  return (event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command) return;
    event.preventDefault();
    const { selection, actions } = input;
    const order = () => input.rows.map((row) => row.path);
    const focused = selection.focus ? input.rowOf(selection.focus) : undefined;
    const paths = selection.paths.length ? selection.paths : focused ? [focused.path] : [];
    switch (command.kind) {
      case "move": {
        const list = order();
        const next = moveCursor(selection, list, command.to, command.extend);
        input.setSelection(next);
        if (next.focus) {
          const page = pageOf(list, next.focus, input.pageSize);
          if (page !== input.page) input.setPage(page);
        }
        return;
      }
      case "all":
        return input.setSelection(selectAll(selection, order()));
      case "open":
        if (focused) actions.open(focused);
        return;
      case "up":
        return actions.up();
      case "rename":
        if (focused) actions.rename(focused);
        return;
      case "remove":
        if (paths.length) actions.remove(paths);
        return;
      case "copy":
        if (paths.length) actions.copy(paths);
        return;
      case "paste": {
        const only = selection.paths.length === 1 ? input.rowOf(selection.paths[0]!) : undefined;
        return actions.paste(only && isFolder(only) ? only.path : undefined);
      }
      case "clear":
        return input.setSelection({ ...EMPTY_SELECTION, focus: selection.focus });
      case "help":
        return actions.help();
    }
  };
}
