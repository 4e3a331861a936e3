import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { tt } from "../taskMessages";

export interface ActivateDialogProps {
  isOpen: boolean;
  onSubmit(deadlineTime: number): Promise<unknown>;
  onClose(): void;
}

/** 激活: asks for the deadline (date and time, in the future). */
export function ActivateDialog({ isOpen, onSubmit, onClose }: ActivateDialogProps) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const deadline = value ? new Date(value).getTime() : NaN;
    const problem = !value ? tt("deadlineRequired") : !(deadline > Date.now()) ? tt("deadlineFuture") : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(deadline);
      setValue("");
      onClose();
    } catch {
      // the shell has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={tt("op.ACTIVATE")} onClose={onClose} canOutsideClickClose={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody>
          <FormGroup
            label={tt("deadline")}
            labelFor="ws-annot-deadline"
            labelInfo="*"
            intent={error ? "danger" : "none"}
            helperText={error}
          >
            <InputGroup
              id="ws-annot-deadline"
              type="datetime-local"
              value={value}
              intent={error ? "danger" : "none"}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={tt("cancel")} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={tt("ok")} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
