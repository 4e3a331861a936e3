import { FormGroup, InputGroup } from "@blueprintjs/core";
import type { HyperParameter } from "./api";
import { trainingTasksText } from "./messages";

/** The hyper-parameters of a trainer: blank keeps the version's default; the range is shown beside. */
export function ParamInputs({
  parameters,
  defaults,
  values,
  onChange,
}: {
  parameters: HyperParameter[];
  defaults: Record<string, number>;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  return (
    <FormGroup label={trainingTasksText("params")}>
      <div className="ws-task-params">
        {parameters.map((parameter) => (
          <label key={parameter.name} title={parameter.description}>
            <span>{parameter.name}</span>
            <InputGroup
              size="small"
              aria-label={parameter.name}
              placeholder={String(defaults[parameter.name] ?? parameter.default)}
              value={values[parameter.name] ?? ""}
              onValueChange={(value) => onChange({ ...values, [parameter.name]: value })}
            />
            <span className="ws-task-hint">
              {trainingTasksText("paramHint", {
                default: defaults[parameter.name] ?? parameter.default,
                min: parameter.min,
                max: parameter.max,
              })}
            </span>
          </label>
        ))}
      </div>
    </FormGroup>
  );
}
