import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { t } from "../../../core/messages";

export interface InputDialogProps {
  title: string;
  label: string;
  initial?: string;
  placeholder?: string;
  /**
   * What is selected when the dialog opens: "stem" selects a file name without its extension
   * (rename, as desktop file managers do: the next keys replace "report", not "report.pdf"); all otherwise.
   */
  select?: "stem" | "all";
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
  const input = useRef<HTMLInputElement>(null);
  const select = props.select ?? "all";
  // As the dialog opens (the next frame, after autoFocus put the caret at the end, and again when its
  // transition ends and the focus settles): the field focused and its text selected, unless the user
  // has already typed.
  const selectInitial = () => {
    const field = input.current;
    if (!field || field.value !== (props.initial ?? "")) return;
    const dot = field.value.lastIndexOf(".");
    field.focus();
    field.setSelectionRange(0, select === "stem" && dot > 0 ? dot : field.value.length);
  };
  useEffect(() => {
    const frame = requestAnimationFrame(selectInitial);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the dialog mounts
  }, []);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!value.trim()) {
      setMissing(true);
      return;
    }
    props.onSubmit(value.trim());
  };
  return (
    <Dialog isOpen title={props.title} onClose={props.onClose} onOpened={selectInitial}>
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
              inputRef={input}
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
