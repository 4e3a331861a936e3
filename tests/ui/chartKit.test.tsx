import { render, screen } from "@testing-library/react";
import type { Scale } from "chart.js";
import { beforeEach, describe, expect, it, vi } from "vitest";

// jsdom has no canvas: a stand-in Chart records what the kit asks of Chart.js.
const made = vi.hoisted(() => ({
  charts: [] as { config: unknown; destroyed: boolean }[],
  registered: [] as unknown[],
}));
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register(...items: unknown[]) {
      made.registered.push(...items);
    }
    record: { config: unknown; destroyed: boolean };
    constructor(_canvas: unknown, config: unknown) {
      this.record = { config, destroyed: false };
      made.charts.push(this.record);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { ...actual, Chart };
});

const { KitChart, chartConfig, CHART_PALETTE } = await import("../../src/ui/kit/charts");
const { valueTick } = await import("../../src/ui/kit/charts/chartConfig");

beforeEach(() => {
  made.charts.length = 0;
});

describe("chart kit", () => {
  it("registers only the line, bar and doughnut controllers and their elements", async () => {
    render(<KitChart kind="bar" title="任务" labels={["a"]} series={[{ label: "数量", values: [1] }]} />);
    const names = made.registered.map((item) => (item as { id?: string }).id);
    expect(names).toEqual(
      expect.arrayContaining([
        "line",
        "bar",
        "doughnut",
        "arc",
        "point",
        "category",
        "linear",
        "tooltip",
        "legend",
      ]),
    );
    expect(names).not.toContain("pie");
    expect(names).not.toContain("radar");
    expect(names).not.toContain("time");
  });

  it("draws a canvas named by its title and destroys the chart on unmount", () => {
    const view = render(
      <KitChart
        kind="line"
        title="训练次数"
        labels={["一月", "二月"]}
        series={[{ label: "次数", values: [2, 5] }]}
      />,
    );
    expect(screen.getByRole("img", { name: "训练次数" })).toHaveAttribute("data-chart-kind", "line");
    expect(made.charts).toHaveLength(1);
    view.unmount();
    expect(made.charts[0].destroyed).toBe(true);
  });

  it("rebuilds when the values change, not when the same values come in a new array", () => {
    const props = { kind: "bar" as const, title: "模型", labels: ["x", "y"] };
    const view = render(<KitChart {...props} series={[{ label: "n", values: [1, 2] }]} />);
    view.rerender(<KitChart {...props} series={[{ label: "n", values: [1, 2] }]} />);
    expect(made.charts).toHaveLength(1);
    view.rerender(<KitChart {...props} series={[{ label: "n", values: [1, 3] }]} />);
    expect(made.charts).toHaveLength(2);
    expect(made.charts[0].destroyed).toBe(true);
    expect(made.charts[1].destroyed).toBe(false);
  });

  it("shows the empty text instead of a canvas when every value is zero", () => {
    render(
      <KitChart
        kind="doughnut"
        title="分布"
        labels={["a"]}
        series={[{ label: "n", values: [0] }]}
        emptyText="暂无数据"
      />,
    );
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "分布" })).toBeNull();
    expect(made.charts).toHaveLength(0);
  });

  it("colours doughnut slices from the palette and turns a ranking's bars horizontal", () => {
    const doughnut = chartConfig({
      kind: "doughnut",
      labels: ["a", "b"],
      series: [{ label: "n", values: [1, 2] }],
    });
    expect(doughnut.data.datasets[0].backgroundColor).toEqual([CHART_PALETTE[0], CHART_PALETTE[1]]);
    expect(doughnut.options?.scales).toEqual({});
    const ranking = chartConfig({
      kind: "bar",
      labels: ["m"],
      series: [{ label: "n", values: [4] }],
      horizontal: true,
    });
    expect(ranking.options?.indexAxis).toBe("y");
    expect(ranking.data.datasets[0].backgroundColor).toBe(CHART_PALETTE[0]);
  });

  it("keeps whole ticks for counts and lets fractional values (a ranking's hours) set their own step", () => {
    const counts = chartConfig({ kind: "bar", labels: ["a"], series: [{ label: "数量", values: [1, 3] }] });
    expect(counts.options?.scales).toEqual({
      x: { beginAtZero: true, ticks: { precision: 0 } },
      y: { beginAtZero: true, ticks: { precision: 0, callback: valueTick } },
    });
    // 5.5 s of training: with precision 0 Chart.js would round the step to 1 hour and the bar to nothing.
    const hours = chartConfig({
      kind: "bar",
      labels: ["m"],
      series: [{ label: "小时", values: [0.0015] }],
      horizontal: true,
    });
    expect(hours.options?.scales).toEqual({
      x: { beginAtZero: true, ticks: { callback: valueTick } },
      y: { beginAtZero: true, ticks: {} },
    });
  });

  it("writes a value axis's ticks of five or more digits in 万 with two decimals (AI domain §9)", () => {
    const axis = { chart: { options: { locale: "zh-CN" } }, options: { ticks: {} } } as unknown as Scale;
    const ticks = [0, 2000, 4000, 6000, 8000, 10_000, 12_000, 14_000].map((value) => ({ value }));
    const written = ticks.map((tick, index) => valueTick.call(axis, tick.value, index, ticks));
    expect(written).toEqual(["0", "2,000", "4,000", "6,000", "8,000", "1.00万", "1.20万", "1.40万"]);
    expect(valueTick.call(axis, 0.5, 0, [{ value: 0 }, { value: 0.5 }])).toBe("0.5");
  });
});
