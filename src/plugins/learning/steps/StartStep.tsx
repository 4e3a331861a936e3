import { useState } from "react";
import dayjs from "dayjs";
import { HTMLTable } from "@blueprintjs/core";
import { useRefusal } from "../../../ui/kit/list";
import { parametersOf, versionsFor } from "../flow";
import { LEARNING_PLUGIN_ID } from "../pluginId";
import { learningText } from "../messages";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

/** A training task's name: the project's (cut to fit 训练任务's 50 characters) and the time. */
const taskName = (project: string, now: number) =>
  `${[...project].slice(0, 30).join("")}-${dayjs(now).format("YYYYMMDDHHmmss")}`;

/**
 * Step 5: the settings at a glance and 开始训练. The first start creates the project's training task
 * with 训练任务's own call (classification trains without background windows, so the model answers
 * labels only), records it on the project, then starts a run with train/job-version.
 */
export default function StartStep({ project, choices, trainers, services, save, go }: StepProps) {
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal(LEARNING_PLUGIN_ID);
  const dataset = choices.datasetVersions.find((version) => version.id === project.datasetVersionId);
  const taskType = project.taskType ?? "classification";
  const version = versionsFor(choices, taskType, trainers).find(
    (candidate) => candidate.id === project.algorithmVersionId,
  );
  const start = async () => {
    if (!version || project.datasetVersionId === null || project.hours === null || project.cores === null)
      return;
    setBusy(true);
    try {
      let taskId = project.trainingTaskId;
      if (taskId === null) {
        const params: Record<string, number> = {};
        if (project.epochs !== null) params.epochs = project.epochs;
        // Only the colour/shape trainers have background windows; a package's task type is its manifest's.
        const windows = parametersOf(version, trainers).some((p) => p.name === "backgroundPerImage");
        if (taskType === "classification" && windows) params.backgroundPerImage = 0;
        const task = await services.runs.createTask({
          name: taskName(project.name, Date.now()),
          algorithmVersionId: version.id,
          datasetVersionId: project.datasetVersionId,
          labelGroupId: null,
          params,
          cores: project.cores,
          hours: project.hours,
          description: project.description,
        });
        if (!(await save({ trainingTaskId: task.id }))) return;
        taskId = task.id;
      }
      await services.runs.startRun(taskId);
      go("progress");
    } catch (error) {
      // The engine's refusal (a 400 the shell does not show) as a tip; the settings stay.
      refusal(error);
    } finally {
      setBusy(false);
    }
  };
  const budget = learningText("budgetText", {
    epochs: project.epochs === null ? "" : learningText("epochsText", { epochs: project.epochs }),
    hours: project.hours ?? "",
    cores: project.cores ?? "",
  });
  return (
    <section aria-label={learningText("stepStart")}>
      <HTMLTable compact className="learning-summary" aria-label={learningText("summary")}>
        <tbody>
          <tr>
            <th>{learningText("summaryDataset")}</th>
            <td>{dataset ? `${dataset.datasetName} ${dataset.version}` : "-"}</td>
          </tr>
          <tr>
            <th>{learningText("summaryTaskType")}</th>
            <td>{learningText(taskType)}</td>
          </tr>
          <tr>
            <th>{learningText("summaryAlgorithm")}</th>
            <td>
              {version ? `${version.algorithmName} ${version.version}（${version.trainerTitle}）` : "-"}
            </td>
          </tr>
          <tr>
            <th>{learningText("summaryBudget")}</th>
            <td>{budget}</td>
          </tr>
        </tbody>
      </HTMLTable>
      <StepFooter
        onPrevious={() => go("budget")}
        onNext={() => void start()}
        nextText={project.trainingTaskId === null ? learningText("startTraining") : learningText("retrain")}
        busy={busy}
      />
    </section>
  );
}
