import type { KeyboardEvent } from "react";
import { Classes } from "@blueprintjs/core";

/**
 * Arrow keys in a Blueprint Menu (WAI-ARIA menu pattern): Down / Up move through the entries of one
 * level (wrapping), Home / End go to its ends, Right opens a submenu and enters it, Left leaves a
 * submenu for its parent entry. Right and Left at the top level go to `edges` (the area menu moves
 * to the neighbouring top entry). Enter is Blueprint's own (MenuItem clicks on Enter and Space).
 */

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

export interface MenuEdges {
  onLeft?: () => void;
  onRight?: () => void;
}

/** The entries of one menu level: each `li`'s own item, not those of a nested submenu. */
function levelItems(list: HTMLElement): HTMLElement[] {
  return [...list.children].flatMap((child) => {
    const item = child.querySelector<HTMLElement>(ITEM);
    return item && item.closest("ul") === list ? [item] : [];
  });
}

/** Focuses the first entry of a menu (after it opened from the keyboard). */
export function focusFirstItem(container: HTMLElement | null): boolean {
  const list = container?.matches(`ul.${Classes.MENU}`)
    ? container
    : container?.querySelector<HTMLElement>(`ul.${Classes.MENU}`);
  const first = list ? levelItems(list)[0] : undefined;
  first?.focus();
  return Boolean(first);
}

/** Tries a few frames: a submenu's popover renders just after its entry got focus. */
function focusSubmenu(entry: HTMLElement, attempts = 5): void {
  const submenu = entry.closest("li")?.querySelector<HTMLElement>(`.${Classes.POPOVER} ul.${Classes.MENU}`);
  if (submenu && focusFirstItem(submenu)) return;
  if (attempts > 0) requestAnimationFrame(() => focusSubmenu(entry, attempts - 1));
}

export function handleMenuKeys(event: KeyboardEvent<HTMLElement>, edges: MenuEdges = {}): void {
  const target = event.target as HTMLElement;
  const entry = target.closest<HTMLElement>('[role="menuitem"]');
  const list = (entry ?? target).closest<HTMLElement>(`ul.${Classes.MENU}`);
  if (!list) return;
  const items = levelItems(list);
  const index = entry ? items.indexOf(entry) : -1;
  const parentEntry = list.closest(`li.${Classes.MENU_SUBMENU}`)?.querySelector<HTMLElement>(ITEM);
  const hasSubmenu = Boolean(entry?.closest("li")?.classList.contains(Classes.MENU_SUBMENU));
  switch (event.key) {
    case "ArrowDown":
      items[(index + 1) % items.length]?.focus();
      break;
    case "ArrowUp":
      items[(index - 1 + items.length) % items.length]?.focus();
      break;
    case "Home":
      items[0]?.focus();
      break;
    case "End":
      items[items.length - 1]?.focus();
      break;
    case "ArrowRight":
      if (entry && hasSubmenu) focusSubmenu(entry);
      else if (edges.onRight) edges.onRight();
      else return;
      break;
    case "ArrowLeft":
      if (parentEntry && parentEntry !== entry) parentEntry.focus();
      else if (edges.onLeft) edges.onLeft();
      else return;
      break;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}
