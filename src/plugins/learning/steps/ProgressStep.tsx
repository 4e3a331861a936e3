import { Button, Callout, HTMLTable, Tag } from "@blueprintjs/core";
import type { Run } from "../api";
import { useRefusal } from "../../../ui/kit/list";
import { bestRun, isActive, percent } from "../flow";
import { LEARNING_PLUGIN_ID } from "../pluginId";
import { learningText } from "../messages";
import { useRuns } from "../useRuns";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";

const INTENT: Partial<Record<Run["status"], "primary" | "success" | "danger" | "warning">> = {
  running: "primary",
  starting: "primary",
  succeeded: "success",
  failed: "danger",
  terminated: "warning",
};

const minutes = (ms: number) =>
  `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, "0")}`;

/** Step 6: the project's runs, polled while one is not over: status, time, evaluation accuracy, the best marked. */
export default function ProgressStep({ project, api, services, onProject, go }: StepProps) {
  const { runs, metrics, loaded, reload } = useRuns(services.runs, project.trainingTaskId);
  const refusal = useRefusal(LEARNING_PLUGIN_ID);
  const best = bestRun(runs, metrics);
  // The project as it is now (its last run finished since the flow loaded it), then the publish step.
  const next = async () => {
    const fresh = await api.page({ pageNum: 1, pageSize: 1, name: "", id: project.id }).catch(() => null);
    if (fresh?.list[0]) onProject(fresh.list[0]);
    go("publish");
  };
  const terminate = async (run: Run) => {
    await services.runs.terminate(run.id).catch(refusal);
    reload();
  };
  return (
    <section aria-label={learningText("stepProgress")}>
      {loaded && runs.length === 0 ? (
        <Callout>{learningText("noRuns")}</Callout>
      ) : (
        <HTMLTable compact className="learning-runs" aria-label={learningText("stepProgress")}>
          <thead>
            <tr>
              <th>{learningText("runName")}</th>
              <th>{learningText("progress")}</th>
              <th>{learningText("duration")}</th>
              <th>{learningText("accuracy")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => {
              const result = metrics.get(run.id);
              // A package's metrics.json may hold only accuracy (docs/algorithm-packages.md): no loss curve.
              const last = Array.isArray(result?.lossCurve) ? result.lossCurve.at(-1) : undefined;
              return (
                <tr key={run.id} data-testid={`run-${run.id}`}>
                  <td>
                    {run.name} {best?.id === run.id && <Tag intent="success">{learningText("best")}</Tag>}
                  </td>
                  <td>
                    <Tag minimal intent={INTENT[run.status]}>
                      {run.statusText}
                    </Tag>
                    {run.queuePosition !== null && ` ${learningText("queue", { n: run.queuePosition })}`}
                    {run.reason && <div className="learning-hint">{run.reason}</div>}
                  </td>
                  <td>{minutes(run.durationMs)}</td>
                  <td>
                    {result ? percent(result.accuracy) : "-"}
                    {last && (
                      <div className="learning-hint">
                        {learningText("lossCurve", {
                          loss: last.loss.toFixed(3),
                          accuracy: percent(last.accuracy),
                        })}
                      </div>
                    )}
                  </td>
                  <td>
                    {isActive(run.status) && run.status !== "terminating" && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent="danger"
                        text={learningText("terminate")}
                        onClick={() => void terminate(run)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <StepFooter onPrevious={() => go("start")} onNext={() => void next()} nextDisabled={best === null} />
    </section>
  );
}
