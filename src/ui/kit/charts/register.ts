import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";

/**
 * Chart.js tree-shaken to what the kit draws: line, bar and doughnut charts on category and linear
 * scales, with tooltips and a legend. Registered once, when the first chart page loads this module
 * (pages import the kit from their own lazily loaded chunk, so no other page carries chart.js).
 */
let registered = false;

export function registerCharts(): typeof Chart {
  if (!registered) {
    Chart.register(
      LineController,
      LineElement,
      PointElement,
      BarController,
      BarElement,
      DoughnutController,
      ArcElement,
      CategoryScale,
      LinearScale,
      Tooltip,
      Legend,
    );
    registered = true;
  }
  return Chart;
}
