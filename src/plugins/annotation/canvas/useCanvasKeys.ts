import { useEffect, useRef, useState } from "react";

export interface CanvasKeyHandlers {
  deleteSelected(): void;
  save(): void;
  navigate(direction: 1 | -1): void;
  chooseLabel(index: number): void;
  zoom(direction: 1 | -1): void;
  fit(): void;
  deselect(): void;
}

/** Keys typed into a field or a dialog are theirs, not the canvas's. */
export function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest("input, textarea, select, [contenteditable='true']")) return true;
  return target.closest(".bp6-overlay, [role='dialog'], [role='alertdialog']") !== null;
}

type Shortcut = ((run: CanvasKeyHandlers) => void) | "pan" | null;

function shortcutOf(event: KeyboardEvent): Shortcut {
  const key = event.key;
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "s") return (run) => run.save();
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (key === " ") return "pan";
  if (key === "Delete" || key === "Backspace") return (run) => run.deleteSelected();
  if (key === "d" || key === "D" || key === "ArrowRight") return (run) => run.navigate(1);
  if (key === "a" || key === "A" || key === "ArrowLeft") return (run) => run.navigate(-1);
  if (/^[1-9]$/.test(key)) return (run) => run.chooseLabel(Number(key) - 1);
  if (key === "+" || key === "=") return (run) => run.zoom(1);
  if (key === "-") return (run) => run.zoom(-1);
  if (key === "0") return (run) => run.fit();
  if (key === "Escape") return (run) => run.deselect();
  return null;
}

/**
 * The canvas's keyboard shortcuts on the window (the canvas need not have focus): Delete/Backspace,
 * Ctrl+S, D/→ and A/←, 1-9, +/-/0, Escape. Returns whether Space is held (a drag then pans).
 */
export function useCanvasKeys(handlers: CanvasKeyHandlers): boolean {
  const [spaceHeld, setSpaceHeld] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.defaultPrevented || belongsElsewhere(event.target)) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === "pan") setSpaceHeld(true);
      else shortcut(latest.current);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === " ") setSpaceHeld(false);
    };
    const blur = () => setSpaceHeld(false);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, []);
  return spaceHeld;
}
