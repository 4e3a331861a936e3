import { useEffect, useState } from "react";
import { MenuItem } from "@blueprintjs/core";
import { Omnibar, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import { useLocation } from "wouter";
import { t } from "../../core/messages";
import { useCore } from "../CoreContext";
import { usePaletteEntries, type PaletteEntry } from "../kit/navigation";

export { usePaletteEntries, type PaletteEntry };

const PaletteOmnibar = Omnibar.ofType<PaletteEntry>();

const matches: ItemPredicate<PaletteEntry> = (query, entry) => {
  const needle = query.trim().toLowerCase();
  return !needle || `${entry.title} ${entry.path} ${entry.area}`.toLowerCase().includes(needle);
};

const renderEntry: ItemRenderer<PaletteEntry> = (entry, { handleClick, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={entry.path}
      active={modifiers.active}
      text={entry.title}
      label={entry.area}
      onClick={handleClick}
      roleStructure="listoption"
    />
  ) : null;

/** The command palette (Ctrl+K or Cmd+K): jump to any page this user may open. */
export function CommandPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const entries = usePaletteEntries();
  const [, navigate] = useLocation();
  return (
    <PaletteOmnibar
      isOpen={isOpen}
      onClose={onClose}
      items={entries}
      itemPredicate={matches}
      itemRenderer={renderEntry}
      noResults={<MenuItem disabled text={t("table.empty")} roleStructure="listoption" />}
      inputProps={{ placeholder: t("shell.palette.placeholder") }}
      onItemSelect={(entry) => {
        onClose();
        navigate(entry.path);
      }}
      resetOnSelect
      // List every page on open: a power user scans or arrows down without typing.
      initialContent={undefined}
    />
  );
}

/** Opens the palette on Ctrl+K / Cmd+K anywhere in the workspace. */
export function usePaletteHotkey(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const { session } = useCore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        event.key.toLowerCase() === "k" &&
        session.token
      ) {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [session]);
  return [open, setOpen];
}
