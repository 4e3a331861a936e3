import { useState, type FormEvent, type ReactNode } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup } from "@blueprintjs/core";
import { failureText } from "./failureText";
import { validate, type Rule, type RuleTrigger } from "./formRules";
import { FieldInput, type FieldKind, type FieldOption } from "./FieldInput";
import { listText } from "./listMessages";
import "./list.css";
import { t } from "../../../core/messages";
/**
 * A form in a Blueprint Dialog, fields described as data; each field validates on its rules' trigger
 * (blur, or change for choice fields) and shows the message under itself; 保存 validates every field.
 *
 *   <FormDialog isOpen={editing !== null} entity="数据集" mode={editing?.id ? "edit" : "create"}
 *     fields={[{ name: "dataSetName", label: "数据集名称", kind: "input", rules: rules("数据集名称", { max: 50 }) }]}
 *     initialValues={{ dataSetName: editing?.dataSetName ?? "" }}
 *     onSubmit={(values) => api.save(http, values)} onClose={() => setEditing(null)} />
 *
 * Title 新增{entity} / 编辑{entity} (or `title`). 保存 is disabled while saving; when `onSubmit` rejects
 * the dialog stays open with what was typed: a 400's reason (which the http layer leaves to the page)
 * shows above the fields, other failures have had their tip; when it resolves, `onClose` runs.
 */

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  rules?: Rule[];
  options?: FieldOption[];
  placeholder?: string;
  /** Shown in the label as required (the rules decide). */
  required?: boolean;
}

export type FormValues = Record<string, unknown>;

export interface FormDialogProps<V extends FormValues> {
  isOpen: boolean;
  entity?: string;
  mode?: "create" | "edit";
  title?: string;
  fields: FormField[];
  initialValues: V;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  submitText?: string;
  /** Beside the buttons, at the footer's start: e.g. a link to the records the form adds to. */
  footer?: ReactNode;
}

export function FormDialog<V extends FormValues>(props: FormDialogProps<V>) {
  const { isOpen, fields, initialValues } = props;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(false);

  // Each opening starts from the values given then (state adjusted while rendering, not in an effect).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setValues(initialValues);
      setErrors({});
      setSaving(false);
      setProblem(null);
    }
  }

  const check = (field: FormField, value: unknown, trigger?: RuleTrigger) =>
    setErrors((prev) => ({ ...prev, [field.name]: validate(value, field.rules, trigger) }));

  const change = (field: FormField, value: unknown) => {
    setValues((prev) => ({ ...prev, [field.name]: value }));
    // A shown message is re-checked as the user fixes it; choice fields check on change.
    if (errors[field.name]) check(field, value);
    else if (field.rules?.some((rule) => rule.trigger === "change")) check(field, value, "change");
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found: Record<string, string | null> = {};
    for (const field of fields) found[field.name] = validate(values[field.name], field.rules);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setProblem(null);
    try {
      await props.onSubmit(values);
      setSaving(false);
      props.onClose();
    } catch (error) {
      setSaving(false);
      setProblem(failureText(error));
    }
  };

  const title =
    props.title ??
    listText(props.mode === "edit" ? "editTitle" : "createTitle", { entity: props.entity ?? "" });
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={props.onClose}
      className="ws-form-dialog"
      canOutsideClickClose={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {problem && (
            <Callout intent="danger" compact className="ws-form-problem" role="alert">
              {problem}
            </Callout>
          )}
          {fields.map((field) => {
            const id = `ws-field-${field.name}`;
            const error = errors[field.name];
            const isRequired = field.required ?? field.rules?.some((rule) => rule.check(undefined) !== null);
            return (
              <FormGroup
                key={field.name}
                label={field.label}
                labelFor={id}
                labelInfo={isRequired ? "*" : undefined}
                intent={error ? "danger" : "none"}
                helperText={error ?? undefined}
              >
                <FieldInput
                  id={id}
                  field={field}
                  value={values[field.name]}
                  invalid={Boolean(error)}
                  onChange={(value) => change(field, value)}
                  onBlur={() => check(field, values[field.name], "blur")}
                />
              </FormGroup>
            );
          })}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={props.onClose} disabled={saving} />
              <Button
                type="submit"
                intent="primary"
                text={saving ? listText("saving") : (props.submitText ?? t("action.save"))}
                loading={saving}
                disabled={saving}
              />
            </>
          }
        >
          {props.footer}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
