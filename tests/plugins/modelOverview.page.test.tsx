import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import modelsPlugin from "../../src/plugins/models";
import { modelsApi } from "../../src/plugins/models/api";
import { MODEL_PAGES } from "../../src/plugins/models/paths";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

// jsdom has no canvas: a stand-in Chart records the data each chart was drawn with.
const drawn = vi.hoisted(() => [] as { labels: string[]; values: number[] }[]);
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { data: { labels: string[]; datasets: { data: number[] }[] } }) {
      drawn.push({ labels: config.data.labels, values: config.data.datasets[0].data });
    }
    destroy() {}
  }
  return { ...actual, Chart };
});

cleanShellAfterEach();
const server = serverForThisFile();

describe("模型概览", () => {
  it("shows the user's counts and draws the category distribution; empty distributions say 暂无数据", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    const api = modelsApi(core.http);
    await api.create({ name: "概览甲", category: "目标检测", description: "" });
    await api.create({ name: "概览乙", category: "目标检测", description: "" });
    await api.create({ name: "概览丙", category: "图像分类", description: "" });
    await renderInTestShell(null, { core, plugins: [modelsPlugin], route: MODEL_PAGES.overview.link() });

    const models = await screen.findByRole("group", { name: "模型数" });
    expect(models).toHaveTextContent("3");
    expect(screen.getByRole("group", { name: "训练次数" })).toHaveTextContent("0");
    expect(screen.getByRole("img", { name: "模型类别分布" })).toHaveAttribute("data-chart-kind", "bar");
    await waitFor(() => expect(drawn).toContainEqual({ labels: ["目标检测", "图像分类"], values: [2, 1] }));
    // Models without trainings rank at 0 hours: nothing to draw.
    expect(
      within(screen.getByRole("group", { name: "模型训练时长排行（小时）" })).getByText("暂无数据"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "算法类型分布" })).getByText("暂无数据"),
    ).toBeInTheDocument();
  });
});
