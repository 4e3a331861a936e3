import { useState } from "react";
import { Card, Radio } from "@blueprintjs/core";
import type { TaskType } from "../api";
import { versionsFor } from "../flow";
import { learningText } from "../messages";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

const TYPES: {
  type: TaskType;
  title: "classification" | "detection";
  hint: "classificationHint" | "detectionHint";
}[] = [
  { type: "classification", title: "classification", hint: "classificationHint" },
  { type: "detection", title: "detection", hint: "detectionHint" },
];

/** Step 2: classification or detection; an algorithm that no longer fits is dropped with its budget. */
export default function TaskTypeStep({ project, choices, trainers, save, go }: StepProps) {
  const [picked, setPicked] = useState<TaskType | null>(project.taskType);
  const [busy, setBusy] = useState(false);
  const next = async () => {
    if (picked === null) return;
    if (picked !== project.taskType) {
      const fits = versionsFor(choices, picked, trainers).some(
        (version) => version.id === project.algorithmVersionId,
      );
      setBusy(true);
      const saved = await save(
        fits
          ? { taskType: picked }
          : { taskType: picked, algorithmVersionId: null, epochs: null, hours: null, cores: null },
      );
      setBusy(false);
      if (!saved) return;
    }
    go("algorithm");
  };
  return (
    <section aria-label={learningText("stepTaskType")}>
      <div className="learning-type-cards" role="radiogroup" aria-label={learningText("stepTaskType")}>
        {TYPES.map(({ type, title, hint }) => (
          <Card key={type} interactive selected={picked === type} onClick={() => setPicked(type)}>
            <Radio checked={picked === type} label={learningText(title)} onChange={() => setPicked(type)} />
            <p className="learning-hint">{learningText(hint)}</p>
          </Card>
        ))}
      </div>
      <StepFooter
        onPrevious={() => go("dataset")}
        onNext={() => void next()}
        nextDisabled={picked === null}
        busy={busy}
      />
    </section>
  );
}
