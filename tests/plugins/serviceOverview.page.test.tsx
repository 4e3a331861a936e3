import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import servicesPlugin from "../../src/plugins/services";
import { SERVICE_PAGES } from "../../src/plugins/services/paths";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { seedService } from "./servicesFixture";

// jsdom has no canvas: a stand-in Chart records the data each chart was drawn with.
const drawn = vi.hoisted(() => [] as { labels: string[]; values: number[][] }[]);
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { data: { labels: string[]; datasets: { data: number[] }[] } }) {
      drawn.push({ labels: config.data.labels, values: config.data.datasets.map((set) => set.data) });
    }
    destroy() {}
  }
  return { ...actual, Chart };
});

cleanShellAfterEach();
const server = serverForThisFile();

async function open() {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [servicesPlugin], route: SERVICE_PAGES.overview.link() });
}

describe("服务概览", () => {
  it("says 暂无数据 for every chart before any call", async () => {
    await open();
    expect(await screen.findByRole("group", { name: "调用总数" })).toHaveTextContent("0");
    expect(screen.getByRole("group", { name: "成功率" })).toHaveTextContent("-");
    expect(
      within(screen.getByRole("group", { name: "每日调用次数" })).getByText("暂无数据"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "调用次数排行" })).getByText("暂无数据"),
    ).toBeInTheDocument();
  });

  it("shows the calls, success rate and p95 latency, and draws calls per day and the top services", async () => {
    seedService(server().app, "概览服务甲", {
      calls: [
        { code: 200, latency: 10 },
        { code: 200, latency: 30 },
        { code: 200, latency: 20 },
        { code: 403, latency: 2, error: "服务令牌已禁用" },
      ],
    });
    seedService(server().app, "概览服务乙", { calls: [{ code: 200, latency: 5 }] });
    await open();
    expect(await screen.findByRole("group", { name: "调用总数" })).toHaveTextContent("5");
    expect(screen.getByRole("group", { name: "服务总数" })).toHaveTextContent("2");
    expect(screen.getByRole("group", { name: "成功率" })).toHaveTextContent("80.00%");
    expect(screen.getByRole("group", { name: "P95 延迟（毫秒）" })).toHaveTextContent("30");
    await waitFor(() =>
      expect(drawn).toContainEqual({ labels: ["概览服务甲", "概览服务乙"], values: [[3, 1]] }),
    );
    const perDay = drawn.find((chart) => chart.values.length === 2)!;
    expect(perDay.labels).toHaveLength(14);
    expect(perDay.values[0]!.at(-1)).toBe(4);
    expect(perDay.values[1]!.at(-1)).toBe(1);
    // The success rate per day: 4 of 5 today; days without calls are gaps, not 0 %.
    expect(screen.getByRole("group", { name: "每日成功率（%）" })).toBeInTheDocument();
    const rate = drawn.find(
      (chart) => chart.values.length === 1 && chart.labels.length === 14 && chart.values[0]!.at(-1) === 80,
    );
    expect(rate?.values[0]!.slice(0, 13).every((value) => Number.isNaN(value))).toBe(true);
    // The p95 per day: 30 ms today (answered 5, 10, 20, 30); no call, no point (not 0 ms).
    const latency = drawn.find(
      (chart) => chart.values.length === 1 && chart.labels.length === 14 && chart.values[0]!.at(-1) === 30,
    );
    expect(latency?.values[0]!.slice(0, 13)).toEqual(Array.from({ length: 13 }, () => NaN));
  });
});
