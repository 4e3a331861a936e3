import { useEffect, useState } from "react";
import type { StepMetric } from "../../../contracts/algorithmPackages";
import { KitChart, paletteColor } from "../../../ui/kit/charts";
import type { TrainingApi } from "../api";
import { trainingTasksText } from "../messages";

/** A running run's steps are asked for again this often. */
const POLL_MS = 2000;

export interface StepSeries {
  name: string;
  steps: readonly StepMetric[];
}

/** The metric names the steps carry (loss, accuracy, any the package writes), in first-seen order. */
export function metricNames(series: readonly StepSeries[]): string[] {
  const names = new Set<string>();
  for (const one of series)
    for (const step of one.steps)
      for (const [key, value] of Object.entries(step))
        if (key !== "step" && typeof value === "number") names.add(key);
  return [...names];
}

/**
 * One line chart per metric, every run's curve overlaid on the same steps (a run without a value at a
 * step leaves a gap). Chart.js through the chart kit, loaded with the page.
 */
export function StepCurves({ series, emptyText }: { series: readonly StepSeries[]; emptyText: string }) {
  const metrics = metricNames(series);
  if (!metrics.length) return <p className="ws-run-curves-empty">{emptyText}</p>;
  const steps = [...new Set(series.flatMap((one) => one.steps.map((step) => step.step)))].sort(
    (a, b) => a - b,
  );
  return (
    <div className="ws-run-curves" aria-label={trainingTasksText("curves")} role="group">
      {metrics.map((metric) => (
        <KitChart
          key={metric}
          kind="line"
          height={180}
          title={trainingTasksText("curveOf", { metric })}
          labels={steps.map(String)}
          series={series.map((one, k) => {
            const at = new Map(
              one.steps.map((step) => [step.step, (step as Record<string, unknown>)[metric]]),
            );
            return {
              label: one.name,
              color: paletteColor(k),
              values: steps.map((step) => {
                const value = at.get(step);
                return typeof value === "number" ? value : Number.NaN;
              }),
            };
          })}
        />
      ))}
    </div>
  );
}

/** A run's steps, read from steps.jsonl a piece at a time (train/steps) and asked again while it runs. */
export function useRunSteps(api: TrainingApi, runId: number): StepMetric[] {
  const [steps, setSteps] = useState<StepMetric[]>([]);
  useEffect(() => {
    let offset = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const pull = async () => {
      try {
        const page = await api.steps(runId, offset);
        if (stopped) return;
        offset = page.offset;
        if (page.steps.length) setSteps((held) => [...held, ...page.steps]);
        if (page.finished && !page.steps.length) return;
      } catch {
        return; // the run went away or cannot be read: the curves keep what they have
      }
      timer = setTimeout(() => void pull(), POLL_MS);
    };
    void pull();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, runId]);
  return steps;
}
