import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { tt } from "../taskMessages";

export interface ScoreDialogProps {
  isOpen: boolean;
  initial: number | null;
  onSubmit(score: number): Promise<unknown>;
  onClose(): void;
}

/** 评分: a score from 0 to 100. */
export function ScoreDialog({ isOpen, initial, onSubmit, onClose }: ScoreDialogProps) {
  const [value, setValue] = useState(initial === null ? "" : String(initial));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const score = Number(value);
    const problem =
      value.trim() === "" || !Number.isFinite(score) || score < 0 || score > 100 ? tt("scoreRange") : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(score);
      onClose();
    } catch {
      // the shell has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={tt("op.SCORE")} onClose={onClose} canOutsideClickClose={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody>
          <FormGroup
            label={tt("score")}
            labelFor="ws-annot-score"
            labelInfo="*"
            intent={error ? "danger" : "none"}
            helperText={error}
          >
            <InputGroup
              id="ws-annot-score"
              type="number"
              min={0}
              max={100}
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
