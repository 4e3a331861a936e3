import type { ChartConfiguration } from "chart.js";
import { paletteColor } from "./palette";
import type { ChartProps } from "./types";

type KitConfig = ChartConfiguration<"line" | "bar" | "doughnut", number[], string>;

/** The Chart.js configuration for the kit's props: pure, so it is tested without a canvas. */
export function chartConfig(props: Pick<ChartProps, "kind" | "labels" | "series" | "horizontal">): KitConfig {
  const { kind, labels, series, horizontal } = props;
  const datasets = series.map((one, index) => {
    if (kind === "doughnut") {
      return {
        label: one.label,
        data: one.values,
        backgroundColor: one.values.map((_, slice) => paletteColor(slice)),
      };
    }
    const color = one.color ?? paletteColor(index);
    return { label: one.label, data: one.values, backgroundColor: color, borderColor: color };
  });
  const cartesian = kind !== "doughnut";
  // Whole ticks for counts; with a fractional value (hours) precision 0 would round the tick step up
  // to 1 and stretch the axis to 1, drawing 0.0015 as an invisible sliver.
  const whole = series.every((one) => one.values.every((value) => Number.isInteger(value)));
  const ticks = whole ? { precision: 0 } : {};
  return {
    type: kind,
    data: { labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: horizontal ? "y" : "x",
      plugins: { legend: { display: kind === "doughnut" || series.length > 1, position: "bottom" } },
      scales: cartesian
        ? {
            x: { beginAtZero: true, ticks },
            y: { beginAtZero: true, ticks },
          }
        : {},
    },
  };
}
