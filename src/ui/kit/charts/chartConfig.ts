import { Ticks, type ChartConfiguration, type Scale, type Tick } from "chart.js";
import { formatCount } from "../list/formatCount";
import { paletteColor } from "./palette";
import type { ChartProps } from "./types";

type KitConfig = ChartConfiguration<"line" | "bar" | "doughnut", number[], string>;

/**
 * A value axis's tick as the pages show counts (AI domain §9): five or more digits in 万 with two
 * decimals (12000 → 1.20万), smaller values as Chart.js writes them.
 */
export function valueTick(this: Scale, value: number | string, index: number, ticks: Tick[]): string {
  const n = Number(value);
  const counted = formatCount(n);
  return counted.endsWith("万") ? counted : (Ticks.formatters.numeric.call(this, n, index, ticks) as string);
}

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
  const valueTicks = { ...ticks, callback: valueTick };
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
            // The value axis writes 万; the other one keeps the labels.
            x: { beginAtZero: true, ticks: horizontal ? valueTicks : ticks },
            y: { beginAtZero: true, ticks: horizontal ? ticks : valueTicks },
          }
        : {},
    },
  };
}
