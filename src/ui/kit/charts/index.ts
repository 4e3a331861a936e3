/**
 * The chart kit: Chart.js tree-shaken to line, bar and doughnut. Import it only from a page that is
 * itself loaded lazily (a route's `load: () => import("./MyChartPage")`), so chart code travels in
 * that page's chunk and nowhere else.
 *
 *   <KitChart kind="doughnut" title="算法类型分布" labels={["检测", "分类"]} series={[{ label: "数量", values: [3, 1] }]} />
 */
export { KitChart } from "./KitChart";
export { chartConfig } from "./chartConfig";
export { CHART_PALETTE, paletteColor } from "./palette";
export type { ChartProps, ChartSeries, KitChartKind } from "./types";
