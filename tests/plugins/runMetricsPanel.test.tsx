import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Metrics, TrainingApi } from "../../src/plugins/training-tasks/api";
import { MetricsPanel } from "../../src/plugins/training-tasks/runs/MetricsPanel";

/** An api whose evaluation-results answer is `metrics` (what the run's metrics.json holds). */
const apiAnswering = (metrics: unknown) =>
  ({ metrics: async () => metrics as Metrics }) as unknown as TrainingApi;

describe("训练日志's 评估结果", () => {
  afterEach(cleanup);

  it("shows a package's own metrics.json (only accuracy and loss) as its numbers, without failing", async () => {
    render(<MetricsPanel api={apiAnswering({ accuracy: 0.75, loss: 0.123456, steps: 30 })} runId={7} />);
    const table = await screen.findByRole("table", { name: "最终指标" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["accuracy75.0%", "loss0.1235", "steps30"]);
  });

  it("shows the built-in trainers' evaluation with its per-label table", async () => {
    render(
      <MetricsPanel
        api={apiAnswering({
          evaluatedOn: "validation",
          counts: { images: 6, skippedImages: 0, train: 4, validation: 2, background: 0 },
          accuracy: 1,
          loss: 0.2,
          perLabel: [{ labelId: 1, name: "红方块", precision: 1, recall: 1, support: 1 }],
          lossCurve: [],
        })}
        runId={8}
      />,
    );
    expect(await screen.findByTestId("run-accuracy")).toHaveTextContent("100.0%");
    expect(screen.getByRole("table", { name: "标签" })).toHaveTextContent("红方块");
  });
});
