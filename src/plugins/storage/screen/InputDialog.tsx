import { useState, type FormEvent } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { t } from "../../../core/messages";

export interface InputDialogProps {
  title: string;
  label: string;
  initial?: string;
  placeholder?: string;
  /** Shown when the field is left empty. */
  requiredMessage: string;
  busy?: boolean;
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** One dialog per menu action that asks for a value (rename, new folder, permission, pack, unzip). */
export function InputDialog(props: InputDialogProps) {
  const [value, setValue] = useState(props.initial ?? "");
  const [missing, setMissing] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!value.trim()) {
      setMissing(true);
      return;
    }
    props.onSubmit(value.trim());
  };
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup
            label={props.label}
            labelFor="ws-storage-input"
            intent={missing ? "danger" : "none"}
            helperText={missing ? props.requiredMessage : undefined}
          >
            <InputGroup
              id="ws-storage-input"
              autoFocus
              value={value}
              placeholder={props.placeholder}
              intent={missing ? "danger" : "none"}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setMissing(false);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={props.onClose} />
              <Button type="submit" intent="primary" text={t("action.ok")} loading={props.busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
