import { t } from "../../core/messages";
import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { inspectorText } from "./messages";

export interface SecretField {
  key: string;
  label: string;
}

/**
 * Asks the tester for the secrets a file masked (***) that the screen has no value for. Whatever is
 * left empty is applied empty: a mask never reaches a live form.
 */
export function SecretsPrompt({
  fields,
  onApply,
  onCancel,
}: {
  fields: SecretField[];
  onApply: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Dialog
      isOpen
      title={inspectorText("secretsTitle")}
      icon="key"
      onClose={onCancel}
      className="ws-secrets-prompt"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(values);
        }}
      >
        <DialogBody>
          <p>{inspectorText("secretsIntro")}</p>
          {fields.map((field) => (
            <FormGroup key={field.key} label={field.label} labelFor={`secret-${field.key}`}>
              <InputGroup
                id={`secret-${field.key}`}
                type="password"
                autoComplete="off"
                value={values[field.key] ?? ""}
                onValueChange={(value) => setValues((previous) => ({ ...previous, [field.key]: value }))}
              />
            </FormGroup>
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onCancel} />
              <Button type="submit" intent="warning" text={inspectorText("secretsApply")} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
