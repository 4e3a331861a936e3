import { Checkbox, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from "@blueprintjs/core";
import { listText } from "./listMessages";
/**
 * One field of a FormDialog, by kind: input, textarea, select, radio, check (a list of values), color
 * (a colour picker with its hex text). Used by FormDialog; on its own:
 *
 *   <FieldInput id="name" field={{ name: "name", label: "名称", kind: "input" }} value={v} onChange={setV} onBlur={…} />
 */

export type FieldKind = "input" | "textarea" | "select" | "radio" | "check" | "color";

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface FieldInputProps {
  id: string;
  field: { name: string; label: string; kind: FieldKind; options?: FieldOption[]; placeholder?: string };
  value: unknown;
  invalid?: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

export function FieldInput({ id, field, value, invalid, onChange, onBlur }: FieldInputProps) {
  const text = value === undefined || value === null ? "" : String(value);
  const intent = invalid ? "danger" : "none";
  const options = field.options ?? [];
  switch (field.kind) {
    case "textarea":
      return (
        <TextArea
          id={id}
          fill
          rows={3}
          intent={intent}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      );
    case "select":
      return (
        <HTMLSelect
          id={id}
          fill
          value={text}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
            onChange(chosen ? chosen.value : "");
          }}
          onBlur={onBlur}
        >
          <option value="">{field.placeholder ?? ""}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      );
    case "radio":
      return (
        <RadioGroup
          inline
          selectedValue={value as string | number | undefined}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
            onChange(chosen ? chosen.value : event.currentTarget.value);
          }}
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      );
    case "check": {
      const chosen = Array.isArray(value) ? (value as FieldOption["value"][]) : [];
      return (
        <div id={id} role="group" aria-label={field.label}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              inline
              label={option.label}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...chosen, option.value]
                    : chosen.filter((item) => item !== option.value),
                )
              }
            />
          ))}
        </div>
      );
    }
    case "color":
      return (
        <div className="ws-field-color">
          <input
            type="color"
            aria-label={listText("colorPicker", { label: field.label })}
            value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : "#000000"}
            onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
          />
          <InputGroup
            id={id}
            intent={intent}
            placeholder={field.placeholder ?? "#RRGGBB"}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
          />
        </div>
      );
    default:
      return (
        <InputGroup
          id={id}
          intent={intent}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      );
  }
}
