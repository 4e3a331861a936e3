import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { Menu, PopoverNext, type PopoverNextPlacement } from "@blueprintjs/core";
import { focusFirstItem, handleMenuKeys, type MenuEdges } from "./menuKeys";

export interface MenuPopoverProps extends MenuEdges {
  /** The trigger, a Button (its own onKeyDown runs first and may stop the key's propagation). */
  children: ReactElement;
  /** The menu's entries (MenuItem, MenuDivider). */
  items: ReactNode;
  menuLabel?: string;
  menuClassName?: string;
  placement?: PopoverNextPlacement;
  /** Controlled open state (the area menu keeps one dropdown open at a time); uncontrolled without. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Asks this popover to focus its first entry when it opens (the area menu's Left / Right). */
  focusOnOpen?: boolean;
}

const OPEN_KEYS = new Set(["ArrowDown", "Enter", " "]);

/**
 * A dropdown menu that answers the keyboard the same way everywhere (top menu, switcher, user menu):
 * Down, Enter or Space on the trigger opens it with the first entry focused, the arrows move inside
 * (see menuKeys.ts), Escape closes it and gives focus back to the trigger. A mouse opens it without
 * moving the focus.
 */
export function MenuPopover(props: MenuPopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.isOpen ?? ownOpen;
  const setOpen = (next: boolean) => (props.onOpenChange ? props.onOpenChange(next) : setOwnOpen(next));
  const trigger = useRef<HTMLElement | null>(null);
  const byKeyboard = useRef(false);
  const popover = useRef<HTMLDivElement>(null);

  // Opened by the area menu's Left / Right: the first entry takes the focus once it is there.
  const focusAsked = open && Boolean(props.focusOnOpen);
  useEffect(() => {
    if (!focusAsked) return;
    let frame = 0;
    const tryFocus = (attempts: number) => {
      if (!focusFirstItem(popover.current) && attempts > 0)
        frame = requestAnimationFrame(() => tryFocus(attempts - 1));
    };
    tryFocus(30);
    return () => cancelAnimationFrame(frame);
  }, [focusAsked]);

  const closeToTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  // The trigger's events only: the menu's own bubble here too (React events cross the portal).
  const fromTrigger = (event: { currentTarget: HTMLElement; target: EventTarget }) =>
    event.currentTarget.contains(event.target as Node);
  const onTriggerFocus = (event: FocusEvent<HTMLElement>) => {
    if (fromTrigger(event)) trigger.current = event.target;
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!fromTrigger(event)) return;
    if (event.key === "Escape" && open) {
      setOpen(false);
      return;
    }
    if (!OPEN_KEYS.has(event.key)) return;
    byKeyboard.current = true;
    if (event.key !== "ArrowDown") return; // Enter and Space click the trigger, which toggles it
    event.preventDefault();
    if (open) focusFirstItem(popover.current);
    else setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      closeToTrigger();
      return;
    }
    handleMenuKeys(event, { onLeft: props.onLeft, onRight: props.onRight });
  };

  return (
    <span
      className="ws-menu-trigger"
      onKeyDown={onTriggerKeyDown}
      onFocus={onTriggerFocus}
      onPointerDown={() => (byKeyboard.current = false)}
    >
      <PopoverNext
        placement={props.placement ?? "bottom-start"}
        arrow={false}
        isOpen={open}
        onInteraction={(next) => setOpen(next)}
        autoFocus={false}
        enforceFocus={false}
        onOpened={(node) => {
          if (byKeyboard.current) focusFirstItem(node);
          byKeyboard.current = false;
        }}
        shouldReturnFocusOnClose={false}
        popoverRef={popover}
        content={
          <Menu aria-label={props.menuLabel} className={props.menuClassName} onKeyDown={onMenuKeyDown}>
            {props.items}
          </Menu>
        }
      >
        {props.children}
      </PopoverNext>
    </span>
  );
}
