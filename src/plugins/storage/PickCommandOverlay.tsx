import { Button, Dialog, DialogBody, Menu, MenuItem } from "@blueprintjs/core";
import { useCore, useObservableValue } from "../../ui/CoreContext";
import { storageText } from "./messages";
import { copyText, PICK_TYPE_CHOICES, pickTypeChooserOpen } from "./pickCommand";
import type { PickerType } from "./picker";
import { openPicker } from "./pickerState";
import { t } from "../../core/messages";

/**
 * The command's type chooser: one picker type is chosen, the file picker opens with it (the plugin's
 * picker overlay shows it), and the confirmed file's path goes to the clipboard with a tip.
 */
export default function PickCommandOverlay() {
  const core = useCore();
  const open = useObservableValue(pickTypeChooserOpen, () => pickTypeChooserOpen.value);
  const close = () => pickTypeChooserOpen.next(false);

  const choose = async (type: PickerType) => {
    close();
    const row = await openPicker(type);
    if (!row) return;
    const copied = await copyText(row.path);
    core.bus.emit("storage", "ui.tip", {
      intent: "success",
      message: storageText(copied ? "pathCopied" : "pathChosen", { path: row.path }),
    });
  };

  return (
    <Dialog isOpen={open} title={storageText("pickTypeTitle")} onClose={close} style={{ width: 360 }}>
      <DialogBody>
        <Menu aria-label={storageText("pickTypeTitle")}>
          {PICK_TYPE_CHOICES.map(({ type, label }) => (
            <MenuItem
              key={type}
              text={storageText(label as Parameters<typeof storageText>[0])}
              label={type}
              onClick={() => void choose(type)}
            />
          ))}
        </Menu>
        <Button variant="minimal" text={t("confirm.cancel")} onClick={close} />
      </DialogBody>
    </Dialog>
  );
}
