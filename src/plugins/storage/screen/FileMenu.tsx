import { Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { isFolder, type FileRow } from "../api";
import { t, type MessageKey } from "../../../core/messages";
import { storageText, type StorageMessageKey } from "../messages";
import { canUnzip } from "../pathRules";

export type FileAction =
  | "open"
  | "view"
  | "details"
  | "download"
  | "copy"
  | "paste"
  | "remove"
  | "rename"
  | "mkdir"
  | "chmod"
  | "chown"
  | "pack"
  | "unzip";

export interface FileMenuProps {
  /** The row right-clicked, or null on the table's empty space. */
  row: FileRow | null;
  selectedCount: number;
  /** Hides create, rename and permission (storage spec §2 onlyShow mode). */
  onlyShow?: boolean;
  /** Whether the user's codes allow an action (storage/permissions.ts); every one when absent. */
  allowed?: (action: FileAction) => boolean;
  onAction: (action: FileAction) => void;
}

/** Actions named by a shared word of the core catalogue; the others by the storage catalogue. */
const SHARED: Partial<Record<FileAction, MessageKey>> = {
  view: "action.view",
  copy: "action.copy",
  remove: "action.delete",
};
const labelOf = (action: FileAction) => {
  const shared = SHARED[action];
  return shared ? t(shared) : storageText(action as StorageMessageKey);
};

/** The right-click menu with every operation of storage spec §1. */
export function FileMenu({ row, selectedCount, onlyShow, allowed, onAction }: FileMenuProps) {
  const item = (action: FileAction, icon: Parameters<typeof MenuItem>[0]["icon"], disabled = false) => (
    <MenuItem
      key={action}
      icon={icon}
      text={labelOf(action)}
      disabled={disabled || allowed?.(action) === false}
      onClick={() => onAction(action)}
    />
  );
  const none = !row;
  return (
    <Menu aria-label="file menu">
      {row && isFolder(row) && item("open", "folder-open")}
      {item("view", "eye-open", none)}
      {item("details", "info-sign", none)}
      {item("download", "download", none)}
      <MenuDivider />
      {item("copy", "duplicate", selectedCount === 0)}
      {item("paste", "clipboard")}
      {item("remove", "trash", selectedCount === 0)}
      {!onlyShow && item("rename", "edit", none)}
      {!onlyShow && item("mkdir", "folder-new")}
      {!onlyShow && item("chmod", "lock", selectedCount === 0)}
      {item("chown", "person", selectedCount === 0)}
      <MenuDivider />
      {item("pack", "compressed", selectedCount === 0)}
      {row && !isFolder(row) && canUnzip(row.name) && item("unzip", "unarchive")}
    </Menu>
  );
}
