import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ComparedRun } from "../../src/contracts/runSteps";
import type { TrainingApi } from "../../src/plugins/training-tasks/api";
import { RunCompareDialog } from "../../src/plugins/training-tasks/runs/RunCompareDialog";

// jsdom has no canvas: a stand-in Chart records what each chart was drawn with.
const drawn = vi.hoisted(() => [] as { labels: string[]; datasets: { label: string; data: number[] }[] }[]);
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { data: (typeof drawn)[number] }) {
      drawn.push(config.data);
    }
    destroy() {}
  }
  return { ...actual, Chart };
});
afterEach(() => (drawn.length = 0));

/** Steps as steps.jsonl carries them: `step` and any metric beside it. */
const steps = (...lines: Record<string, number>[]) => lines as ComparedRun["steps"];

const runs: ComparedRun[] = [
  {
    id: 11,
    name: "颜色-1",
    taskId: 3,
    trainer: "cnn-pytorch",
    statusText: "已完成",
    params: { epochs: 5, learningRate: 0.01 },
    metrics: { accuracy: 0.9, loss: 0.31 },
    steps: steps({ step: 1, loss: 0.9, accuracy: 0.5 }, { step: 2, loss: 0.5, accuracy: 0.8 }),
  },
  {
    id: 12,
    name: "颜色-2",
    taskId: 3,
    trainer: "cnn-pytorch",
    statusText: "已完成",
    params: { epochs: 5, learningRate: 0.1 },
    metrics: { accuracy: 0.95, loss: 0.2 },
    steps: steps({ step: 1, loss: 0.7, accuracy: 0.6 }, { step: 3, loss: 0.3, accuracy: 0.9 }),
  },
];

describe("对比: runs side by side", () => {
  it("shows the hyper-parameters with the differing ones marked, the final metrics, and the curves overlaid", async () => {
    const compare = vi.fn(async () => runs);
    render(
      <RunCompareDialog api={{ compare } as unknown as TrainingApi} runIds={[11, 12]} onClose={() => {}} />,
    );
    const params = await screen.findByRole("table", { name: "超参数" });
    expect(compare).toHaveBeenCalledWith([11, 12]);
    expect(screen.getByRole("dialog")).toHaveTextContent("训练对比（2 次）");
    const headers = within(params)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["参数", "颜色-1", "颜色-2"]);
    const epochs = within(params).getByRole("rowheader", { name: "epochs" }).closest("tr")!;
    const rate = within(params)
      .getByRole("rowheader", { name: /learningRate/ })
      .closest("tr")!;
    expect(epochs).toHaveAttribute("data-differs", "false");
    expect(within(epochs).queryByText("不同")).toBeNull();
    expect(rate).toHaveAttribute("data-differs", "true");
    expect(within(rate).getByText("不同")).toBeInTheDocument();
    expect(
      within(rate)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0.0100", "0.1000"]);

    const metrics = screen.getByRole("table", { name: "最终指标" });
    const accuracy = within(metrics)
      .getByRole("rowheader", { name: /accuracy/ })
      .closest("tr")!;
    expect(
      within(accuracy)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0.9000", "0.9500"]);

    // One chart per metric, both runs on the union of their steps (a gap where a run has no value).
    expect(screen.getByRole("img", { name: "loss 曲线" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "accuracy 曲线" })).toBeInTheDocument();
    const loss = drawn.find((chart) => chart.datasets[0]!.data[0] === 0.9)!;
    expect(loss.labels).toEqual(["1", "2", "3"]);
    expect(loss.datasets.map((set) => set.label)).toEqual(["颜色-1", "颜色-2"]);
    expect(loss.datasets[0]!.data).toEqual([0.9, 0.5, Number.NaN]);
    expect(loss.datasets[1]!.data).toEqual([0.7, Number.NaN, 0.3]);
  });
});
