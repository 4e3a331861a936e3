import { useState } from "react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { epochsOf, versionsFor } from "../flow";
import { learningText } from "../messages";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

/** 训练任务's resource ranges (server/training/resources.ts), shown beside the fields; the server checks them. */
const HOURS = { default: 1, min: 0.1, max: 168 };
const CORES = { default: 1, min: 1, max: 64 };

const numberOrText = (text: string) =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** Step 4: the budget: epochs within the version's range (when its trainer has them), hours and cores. */
export default function BudgetStep({ project, choices, trainers, save, go }: StepProps) {
  const version = versionsFor(choices, project.taskType ?? "classification", trainers).find(
    (candidate) => candidate.id === project.algorithmVersionId,
  );
  const epochs = epochsOf(version, trainers);
  const defaultEpochs = version?.params.epochs ?? epochs?.default;
  const [values, setValues] = useState({
    epochs: String(project.epochs ?? defaultEpochs ?? ""),
    hours: String(project.hours ?? HOURS.default),
    cores: String(project.cores ?? CORES.default),
  });
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const next = async () => {
    setBusy(true);
    // Text that is not a number goes as it is: the server answers which field and why.
    const saved = await save({
      epochs: epochs ? (numberOrText(values.epochs) as number) : null,
      hours: numberOrText(values.hours) as number,
      cores: numberOrText(values.cores) as number,
    });
    setBusy(false);
    if (saved) go("start");
  };
  return (
    <section aria-label={learningText("stepBudget")}>
      {epochs ? (
        <FormGroup
          label={learningText("epochs")}
          labelFor="learning-epochs"
          helperText={learningText("epochsRange", {
            default: defaultEpochs ?? epochs.default,
            min: epochs.min,
            max: epochs.max,
          })}
        >
          <InputGroup id="learning-epochs" inputMode="numeric" {...field("epochs")} />
        </FormGroup>
      ) : (
        <p className="learning-hint">{learningText("noEpochs")}</p>
      )}
      <FormGroup
        label={learningText("hours")}
        labelFor="learning-hours"
        helperText={learningText("rangeHint", HOURS)}
      >
        <InputGroup id="learning-hours" inputMode="decimal" {...field("hours")} />
      </FormGroup>
      <FormGroup
        label={learningText("cores")}
        labelFor="learning-cores"
        helperText={learningText("rangeHint", CORES)}
      >
        <InputGroup id="learning-cores" inputMode="numeric" {...field("cores")} />
      </FormGroup>
      <StepFooter onPrevious={() => go("algorithm")} onNext={() => void next()} busy={busy} />
    </section>
  );
}
