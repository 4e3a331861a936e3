import { FormGroup, InputGroup } from "@blueprintjs/core";
import { validate, type Rule } from "../../ui/kit/list";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  rules: Rule[];
  error: string | null | undefined;
  onChange: (value: string) => void;
  /** The message of the blur rules (or null), for the form to keep. */
  onCheck: (message: string | null) => void;
  type?: "text" | "password";
  placeholder?: string;
  disabled?: boolean;
}

/** One labelled text field of an inline form: its message under it, checked on blur and as it is fixed. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, rules, error } = props;
  const required = rules.some((rule) => rule.check(undefined) !== null);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? "*" : undefined}
      intent={error ? "danger" : "none"}
      helperText={error ?? undefined}
    >
      <InputGroup
        id={id}
        type={props.type ?? "text"}
        value={value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        intent={error ? "danger" : "none"}
        autoComplete={props.type === "password" ? "new-password" : "off"}
        onChange={(event) => {
          const next = event.currentTarget.value;
          props.onChange(next);
          if (error) props.onCheck(validate(next, rules));
        }}
        onBlur={() => props.onCheck(validate(value, rules, "blur"))}
      />
    </FormGroup>
  );
}
