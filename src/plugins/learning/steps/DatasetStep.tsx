import { useState } from "react";
import { Callout, HTMLTable, Radio } from "@blueprintjs/core";
import { annotatedVersions } from "../flow";
import { learningText } from "../messages";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

/** Step 1: an annotated dataset version (only versions with boxes are offered). */
export default function DatasetStep({ project, choices, save, go }: StepProps) {
  const [picked, setPicked] = useState(project.datasetVersionId);
  const [busy, setBusy] = useState(false);
  const versions = annotatedVersions(choices);
  const next = async () => {
    if (picked === null) return;
    if (picked !== project.datasetVersionId) {
      setBusy(true);
      const saved = await save({ datasetVersionId: picked });
      setBusy(false);
      if (!saved) return;
    }
    go("taskType");
  };
  return (
    <section aria-label={learningText("stepDataset")}>
      <p className="learning-hint">{learningText("datasetHint")}</p>
      {versions.length === 0 ? (
        <Callout intent="warning">{learningText("noAnnotated")}</Callout>
      ) : (
        <HTMLTable compact interactive className="learning-choice-table">
          <thead>
            <tr>
              <th>{learningText("datasetColumn")}</th>
              <th>{learningText("images")}</th>
              <th>{learningText("boxes")}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} onClick={() => setPicked(version.id)}>
                <td>
                  <Radio
                    checked={picked === version.id}
                    label={`${version.datasetName} ${version.version}`}
                    onChange={() => setPicked(version.id)}
                  />
                </td>
                <td>{version.itemCount}</td>
                <td>{version.annotationCount}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <StepFooter onNext={() => void next()} nextDisabled={picked === null} busy={busy} />
    </section>
  );
}
