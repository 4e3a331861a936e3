import { useId } from "react";
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from "@blueprintjs/core";
import { t } from "../../core/messages";

/**
 * Blueprint's Dialog with its header drawn here, so that the close button is named in the shell's
 * language (关闭; Blueprint's own says "Close" to a screen reader, shell spec §1: the interface is
 * Chinese). Same props and markup otherwise: the title names the dialog.
 *
 *   <KitDialog isOpen title="文件预览：a.txt" onClose={close}><DialogBody>…</DialogBody></KitDialog>
 */
export function KitDialog({ title, icon, isCloseButtonShown, children, ...props }: DialogProps) {
  const titleId = `ws-dialog-${useId()}`;
  return (
    <Dialog {...props} aria-labelledby={title != null ? titleId : props["aria-labelledby"]}>
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} aria-hidden tabIndex={-1} />
          <H2 id={titleId}>{title}</H2>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t("action.close")}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon="small-cross"
              variant="minimal"
              onClick={props.onClose}
            />
          )}
        </div>
      )}
      {children}
    </Dialog>
  );
}
