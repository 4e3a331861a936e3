import { Alert, type AlertProps } from "@blueprintjs/core";

/**
 * Blueprint's Alert with the keyboard where the next key goes: when it opens, focus is on the
 * confirming button (Enter confirms, Tab reaches 取消, Esc cancels), not on the overlay, where Enter
 * did nothing. The confirming button is the footer's first (Blueprint renders it before 取消).
 */
export function ConfirmAlert({ onOpened, canEscapeKeyCancel = true, ...props }: AlertProps) {
  return (
    <Alert
      {...props}
      canEscapeKeyCancel={canEscapeKeyCancel}
      onOpened={(node) => {
        node.querySelector<HTMLButtonElement>(".bp6-alert-footer button")?.focus();
        onOpened?.(node);
      }}
    />
  );
}
