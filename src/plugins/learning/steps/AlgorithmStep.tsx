import { useState } from "react";
import { Callout, HTMLTable, Radio } from "@blueprintjs/core";
import { versionsFor } from "../flow";
import { learningText } from "../messages";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

/** Step 3: an algorithm version fit for the task type (detection needs one that draws boxes). */
export default function AlgorithmStep({ project, choices, trainers, save, go }: StepProps) {
  const taskType = project.taskType ?? "classification";
  const [picked, setPicked] = useState(project.algorithmVersionId);
  const [busy, setBusy] = useState(false);
  const versions = versionsFor(choices, taskType, trainers);
  const next = async () => {
    if (picked === null) return;
    if (picked !== project.algorithmVersionId) {
      setBusy(true);
      const saved = await save({ algorithmVersionId: picked, epochs: null, hours: null, cores: null });
      setBusy(false);
      if (!saved) return;
    }
    go("budget");
  };
  return (
    <section aria-label={learningText("stepAlgorithm")}>
      <p className="learning-hint">{learningText("algorithmHint", { type: learningText(taskType) })}</p>
      {versions.length === 0 ? (
        <Callout intent="warning">{learningText("noAlgorithm")}</Callout>
      ) : (
        <HTMLTable compact interactive className="learning-choice-table">
          <thead>
            <tr>
              <th>{learningText("algorithmColumn")}</th>
              <th>{learningText("versionColumn")}</th>
              <th>{learningText("trainerColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} onClick={() => setPicked(version.id)}>
                <td>
                  <Radio
                    checked={picked === version.id}
                    label={version.algorithmName}
                    onChange={() => setPicked(version.id)}
                  />
                </td>
                <td>{version.version}</td>
                <td>{version.trainerTitle}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <StepFooter
        onPrevious={() => go("taskType")}
        onNext={() => void next()}
        nextDisabled={picked === null}
        busy={busy}
      />
    </section>
  );
}
