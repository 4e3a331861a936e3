import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  type Intent,
} from "@blueprintjs/core";
import { statusOf } from "../../../core/http";
import { t } from "../../../core/messages";
import { failureText } from "../../../ui/kit/list";

export interface OneFieldDialogProps<V> {
  isOpen: boolean;
  title: string;
  /** The field's label (marked required) and its input's id. */
  label: string;
  id: string;
  /** The input's type and limits, e.g. { type: "number", min: 0, max: 100 }. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max">;
  /** Another field than a text input (a date picker), given the same id, text and intent. */
  field?: (props: {
    id: string;
    value: string;
    onChange: (text: string) => void;
    intent: Intent;
  }) => ReactNode;
  /** The text at first; "" without one. */
  initial?: string;
  /** The value to submit, or the message shown under the field. */
  read(text: string): { value: V } | { error: string };
  onSubmit(value: V): Promise<unknown>;
  onClose(): void;
  /** A 409 (the task moved on under the page): the dialog closes and the page reloads the task. */
  onConflict(): void;
  /** Empties the field after a submit went through. */
  clearAfterSubmit?: boolean;
}

/**
 * A task operation's dialog of one required field (激活's deadline, 评分's score): checks it on 确定,
 * submits, closes when that went through. A 400's reason shows under the field (the shell is silent on
 * 400); a 409 closes the dialog and reloads the task (the shell has shown the server's message).
 */
export function OneFieldDialog<V>({
  isOpen,
  title,
  label,
  id,
  input,
  field,
  initial = "",
  read,
  onSubmit,
  onClose,
  onConflict,
  clearAfterSubmit = false,
}: OneFieldDialogProps<V>) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const answer = read(value);
    setError("error" in answer ? answer.error : null);
    if ("error" in answer) return;
    setBusy(true);
    try {
      await onSubmit(answer.value);
      if (clearAfterSubmit) setValue("");
      onClose();
    } catch (error) {
      if (statusOf(error) !== 409) return setError(failureText(error));
      onClose();
      onConflict();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose} canOutsideClickClose={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogBody>
          <FormGroup
            label={label}
            labelFor={id}
            labelInfo="*"
            intent={error ? "danger" : "none"}
            helperText={error}
          >
            {field ? (
              field({ id, value, onChange: setValue, intent: error ? "danger" : "none" })
            ) : (
              <InputGroup
                id={id}
                {...input}
                value={value}
                intent={error ? "danger" : "none"}
                onChange={(event) => setValue(event.currentTarget.value)}
              />
            )}
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={t("action.ok")} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
