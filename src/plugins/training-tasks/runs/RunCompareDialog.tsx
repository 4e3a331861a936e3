import { useEffect, useState } from "react";
import { Callout, Dialog, DialogBody, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import type { ComparedRun } from "../../../contracts/runSteps";
import { loadFailureText } from "../../../ui/kit/list";
import type { TrainingApi } from "../api";
import { trainingTasksText } from "../messages";
import { StepCurves } from "./StepCurves";

const shown = (value: number | undefined) =>
  value === undefined ? "-" : Number.isInteger(value) ? String(value) : value.toFixed(4);

/** Rows of a side-by-side table: each key with every run's value, marked when the values differ. */
function SideBySide({
  runs,
  title,
  keyTitle,
  values,
}: {
  runs: readonly ComparedRun[];
  title: string;
  keyTitle: string;
  values: (run: ComparedRun) => Record<string, number>;
}) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(values(run))))];
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      <HTMLTable compact striped aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{keyTitle}</th>
            {runs.map((run) => (
              <th scope="col" key={run.id}>
                {run.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const row = runs.map((run) => values(run)[key]);
            const differs = new Set(row.map(shown)).size > 1;
            return (
              <tr key={key} className={differs ? "ws-compare-differs" : undefined} data-differs={differs}>
                <th scope="row">
                  {key}{" "}
                  {differs && (
                    <Tag minimal intent="warning">
                      {trainingTasksText("differs")}
                    </Tag>
                  )}
                </th>
                {row.map((value, k) => (
                  <td key={runs[k]!.id}>{differs ? <strong>{shown(value)}</strong> : shown(value)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}

/**
 * 对比: two or more runs of a task side by side (train/compare): their trainers and hyper-parameters
 * with the differences marked, their final metrics, and their step curves overlaid.
 */
export function RunCompareDialog({
  api,
  runIds,
  onClose,
}: {
  api: TrainingApi;
  runIds: readonly number[];
  onClose: () => void;
}) {
  const [runs, setRuns] = useState<ComparedRun[] | null>(null);
  const [problem, setProblem] = useState("");
  const key = runIds.join(",");
  useEffect(() => {
    void api
      .compare(key.split(",").map(Number))
      .then(setRuns, (error: unknown) => setProblem(loadFailureText(error)));
  }, [api, key]);
  return (
    <Dialog
      isOpen
      title={trainingTasksText("compareTitle", { n: runIds.length })}
      onClose={onClose}
      style={{ width: 1000 }}
    >
      <DialogBody>
        {problem && <Callout intent="danger">{problem}</Callout>}
        {!runs && !problem && <Spinner size={20} />}
        {runs && (
          <div className="ws-run-compare">
            <SideBySide
              runs={runs}
              title={trainingTasksText("hyperParameters")}
              keyTitle={trainingTasksText("parameter")}
              values={(run) => run.params}
            />
            <p>
              {trainingTasksText("trainer")}: {runs.map((run) => `${run.name} · ${run.trainer}`).join("；")}
            </p>
            <SideBySide
              runs={runs}
              title={trainingTasksText("finalMetrics")}
              keyTitle={trainingTasksText("metric")}
              values={(run) => run.metrics}
            />
            <h4>{trainingTasksText("curves")}</h4>
            <StepCurves series={runs} emptyText={trainingTasksText("curvesWaiting")} />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
