import { useEffect, useState } from "react";
import { HTMLTable, Spinner } from "@blueprintjs/core";
import type { Metrics, TrainingApi } from "../api";
import { trainingTasksText } from "../messages";

const percent = (value: number | null) => (value === null ? "-" : `${(value * 100).toFixed(1)}%`);

/** The built-in trainers' metrics.json (evaluation, counts, per label, loss curve), not a package's own. */
function isBuiltin(value: Metrics): boolean {
  const shape = value as Partial<Metrics>;
  return (
    (shape.evaluatedOn === "validation" || shape.evaluatedOn === "train") &&
    typeof shape.counts === "object" &&
    Array.isArray(shape.perLabel) &&
    Array.isArray(shape.lossCurve) &&
    typeof shape.loss === "number"
  );
}

/** A package's metrics.json (docs/algorithm-packages.md: at least accuracy): its numbers, as written. */
function PackageMetrics({ metrics }: { metrics: Record<string, unknown> }) {
  const numbers = Object.entries(metrics).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  return (
    <section className="ws-run-metrics" aria-label={trainingTasksText("metrics")}>
      <h4>{trainingTasksText("metrics")}</h4>
      <HTMLTable compact striped aria-label={trainingTasksText("finalMetrics")}>
        <tbody>
          {numbers.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td data-testid={name === "accuracy" ? "run-accuracy" : undefined}>
                {name === "accuracy" ? percent(value) : Number.isInteger(value) ? value : value.toFixed(4)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

/**
 * evaluation-results of a finished run: the built-in trainers' accuracy and loss, per label, and the
 * loss curve by epoch; a package's own metrics.json as its numbers.
 */
export function MetricsPanel({ api, runId }: { api: TrainingApi; runId: number }) {
  const [metrics, setMetrics] = useState<Metrics | null | undefined>(undefined);
  useEffect(() => {
    void api.metrics(runId).then(setMetrics, () => setMetrics(null));
  }, [api, runId]);
  if (metrics === undefined) return <Spinner size={20} />;
  if (metrics === null || typeof metrics !== "object") return null;
  if (!isBuiltin(metrics)) return <PackageMetrics metrics={metrics as unknown as Record<string, unknown>} />;
  return (
    <section className="ws-run-metrics" aria-label={trainingTasksText("metrics")}>
      <h4>{trainingTasksText("metrics")}</h4>
      <p>
        {trainingTasksText("evaluatedOn")}: {trainingTasksText(metrics.evaluatedOn)} ·{" "}
        {trainingTasksText("accuracy")}{" "}
        <strong data-testid="run-accuracy">{percent(metrics.accuracy)}</strong> · {trainingTasksText("loss")}{" "}
        {metrics.loss.toFixed(4)} ·{" "}
        {trainingTasksText("samples", {
          train: metrics.counts.train,
          validation: metrics.counts.validation,
          images: metrics.counts.images,
        })}
      </p>
      <HTMLTable compact striped aria-label={trainingTasksText("label")}>
        <thead>
          <tr>
            <th>{trainingTasksText("label")}</th>
            <th>{trainingTasksText("precision")}</th>
            <th>{trainingTasksText("recall")}</th>
            <th>{trainingTasksText("support")}</th>
          </tr>
        </thead>
        <tbody>
          {metrics.perLabel.map((label) => (
            <tr key={label.labelId}>
              <td>{label.name}</td>
              <td>{percent(label.precision)}</td>
              <td>{percent(label.recall)}</td>
              <td>{label.support}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {metrics.lossCurve.length > 1 && (
        <HTMLTable compact aria-label={trainingTasksText("epoch")}>
          <thead>
            <tr>
              <th>{trainingTasksText("epoch")}</th>
              <th>{trainingTasksText("loss")}</th>
              <th>{trainingTasksText("accuracy")}</th>
              <th>{trainingTasksText("valAccuracy")}</th>
            </tr>
          </thead>
          <tbody>
            {metrics.lossCurve.map((point) => (
              <tr key={point.epoch}>
                <td>{point.epoch}</td>
                <td>{point.loss.toFixed(4)}</td>
                <td>{percent(point.accuracy)}</td>
                <td>{percent(point.validationAccuracy)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
