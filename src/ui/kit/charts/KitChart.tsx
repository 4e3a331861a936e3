import { useEffect, useRef } from "react";
import { chartConfig } from "./chartConfig";
import { registerCharts } from "./register";
import type { ChartProps } from "./types";
import "./charts.css";

/**
 * One Chart.js chart on a canvas. The chart is made on mount and rebuilt when its data changes,
 * destroyed on unmount. With no values (every series empty or all zero) it shows `emptyText` (plain
 * text: an icon there would pull Blueprint's 20 px icon chunk into every chart page).
 */
export function KitChart({ kind, labels, series, title, horizontal, height = 240, emptyText }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const empty = labels.length === 0 || series.every((one) => one.values.every((value) => value === 0));
  const signature = JSON.stringify([kind, labels, series, horizontal]);

  useEffect(() => {
    const target = canvas.current;
    if (empty || !target) return undefined;
    const Chart = registerCharts();
    const chart = new Chart(target, chartConfig({ kind, labels, series, horizontal }));
    return () => chart.destroy();
    // The signature stands for kind, labels, series and horizontal: a new array with the same values draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, empty]);

  if (empty) {
    return (
      <div className="kit-chart kit-chart-empty" style={{ height }} aria-label={title}>
        <span className="kit-chart-empty-text">{emptyText}</span>
      </div>
    );
  }
  return (
    <div className="kit-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={title} data-chart-kind={kind} />
    </div>
  );
}
