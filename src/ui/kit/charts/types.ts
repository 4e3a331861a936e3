/** The kit's chart kinds: what register.ts registers, and nothing else. */
export type KitChartKind = "line" | "bar" | "doughnut";

/** One series: a label and one number per category. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** A colour for the whole series (bar, line); doughnuts colour each slice from the palette. */
  color?: string;
}

export interface ChartProps {
  kind: KitChartKind;
  /** Category names (x axis, or doughnut slices). */
  labels: string[];
  series: ChartSeries[];
  /** Accessible name of the canvas (also its title for screen readers). */
  title: string;
  /** Bars drawn horizontally (a ranking). */
  horizontal?: boolean;
  /** Height in px; the width follows the container. */
  height?: number;
  /** Shown instead of an empty canvas when there is nothing to draw. */
  emptyText?: string;
}
