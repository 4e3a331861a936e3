import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AxiosAdapter } from "axios";
import { describe, expect, it } from "vitest";
import { RunStore } from "../../server/training/runStore";
import algorithmsPlugin, { ALGORITHMS_PAGE } from "../../src/plugins/algorithms";
import { algorithmsApi } from "../../src/plugins/algorithms/api";
import trainingTasksPlugin, { TRAINING_TASKS_PAGE } from "../../src/plugins/training-tasks";
import { trainingApi } from "../../src/plugins/training-tasks/api";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";

/**
 * A refused call from a button of 算法管理 or 训练任务 shows the server's reason (the shell is silent on
 * a 400 by spec), and a task's runs are paged.
 */

cleanShellAfterEach();
await loadPageCode(trainingTasksPlugin, algorithmsPlugin);
const server = serverForThisFile();

/** admin's type, algorithm and V1, a dataset whose only version has no boxes, and a task on them. */
async function taskOnEmptyDataset(suffix: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  const algorithms = algorithmsApi(core.http);
  const training = trainingApi(core.http);
  const [root] = await algorithms.parents();
  const type = await algorithms.createType(`拒绝类型${suffix}`, root.id);
  const algorithm = await algorithms.create({ name: `拒绝算法${suffix}`, typeId: type.id, description: "" });
  const version = await algorithms.createVersion({
    algorithmId: algorithm.id,
    trainer: "centroid",
    params: {},
    description: "",
  });
  const dataset = (
    await core.http.post<{ data: { id: number } }>("/api/aimanager/v1/data-set/data", {
      dataSetName: `空数据集${suffix}`,
      description: "",
    })
  ).data.data;
  const [datasetVersion] = (
    await core.http.get<{ data: { id: number }[] }>("/api/aimanager/v1/data-set-history/list", {
      params: { dataSetId: dataset.id },
    })
  ).data.data;
  const task = await training.create({
    name: `拒绝任务${suffix}`,
    algorithmVersionId: version.id,
    datasetVersionId: datasetVersion.id,
    labelGroupId: null,
    params: {},
    cores: 1,
    memoryGb: 1,
    hours: 1,
    description: "",
  });
  return { core, type, algorithm, version, task };
}

/** Recorded runs of the task, as the engine stores them (no trainer started). */
function recordRuns(taskId: number, statuses: string[]) {
  const db = server().app.platform.db;
  const { id: userId } = db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as { id: number };
  const runs = new RunStore(db);
  return statuses.map((status, index) =>
    runs.insert({
      user_id: userId,
      account: "admin",
      name: `记录-${index + 1}`,
      task_id: taskId,
      algorithm_version_id: null,
      dataset_version_id: 1,
      label_group_id: null,
      trainer: "centroid",
      params: "{}",
      cores: 1,
      memory_gb: 1,
      hours: 1,
      status: status as "succeeded",
      runner: "local",
      sample_count: 0,
      created_at: Date.UTC(2025, 0, 6, 9, index),
    }),
  );
}

const rowOf = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest("tr") as HTMLElement;

describe("训练任务", () => {
  it("开始训练 on a dataset version without annotations shows the server's reason and opens no log", async () => {
    const { core, task } = await taskOnEmptyDataset("甲");
    await renderInTestShell(null, {
      core,
      plugins: [trainingTasksPlugin],
      route: TRAINING_TASKS_PAGE.link(),
    });
    const table = await screen.findByRole("table", { name: "训练任务" });
    await within(table).findByText(task.name);
    fireEvent.click(within(rowOf(table, task.name)).getByRole("button", { name: "开始训练" }));
    expect(await screen.findByText("该数据集版本没有标注数据，无法训练")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: /训练日志/ })).toBeNull();
  });

  it("新增训练任务 offers its lists once the choices have loaded, not empty ones before", async () => {
    const { core } = await taskOnEmptyDataset("丁");
    // The choices are held until the dialog has been seen without them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const serverAdapter = core.http.defaults.adapter as AxiosAdapter;
    core.http.defaults.adapter = async (config) => {
      if (config.url?.includes("tb-task-manage/choices")) await held;
      return serverAdapter(config);
    };
    await renderInTestShell(null, {
      core,
      plugins: [trainingTasksPlugin],
      route: TRAINING_TASKS_PAGE.link(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "新增训练任务" }));
    const dialog = await screen.findByRole("dialog", { name: "新增训练任务" });
    const datasets = within(dialog).getByLabelText(/数据集版本/);
    expect(datasets).toBeDisabled();
    release();
    await waitFor(() => expect(datasets).toBeEnabled());
    expect(within(datasets).getByRole("option", { name: /空数据集丁/ })).toBeInTheDocument();
  });

  it("训练记录 pages the runs, and a refused 终止 (the run ended meanwhile) says why", async () => {
    const { core, task } = await taskOnEmptyDataset("乙");
    const ids = recordRuns(task.id, [...Array(11).fill("succeeded"), "running"]);
    await renderInTestShell(null, {
      core,
      plugins: [trainingTasksPlugin],
      route: TRAINING_TASKS_PAGE.link(),
    });
    const table = await screen.findByRole("table", { name: "训练任务" });
    await within(table).findByText(task.name);
    fireEvent.click(within(rowOf(table, task.name)).getByRole("button", { name: "训练记录" }));
    const dialog = await screen.findByRole("dialog", { name: `${task.name} 的训练记录` });
    const runs = within(dialog).getByRole("table", { name: "训练记录" });
    await waitFor(() => expect(within(runs).getAllByRole("row")).toHaveLength(11));
    expect(within(dialog).getByText("共 12 条")).toBeInTheDocument();
    // Newest first: the running one is on page 1, the oldest on page 2.
    expect(within(rowOf(runs, "记录-12")).getByText("运行中")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "2" }));
    await waitFor(() => expect(within(runs).getAllByRole("row")).toHaveLength(3));
    expect(within(runs).getByText("记录-1")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "1" }));
    await within(runs).findByText("记录-12");

    fireEvent.click(within(rowOf(runs, "记录-12")).getByRole("button", { name: "终止" }));
    const ask = await screen.findByRole("alertdialog");
    new RunStore(server().app.platform.db).update(ids[11], { status: "succeeded" });
    await act(async () => fireEvent.click(within(ask).getByRole("button", { name: "确认" })));
    expect(await screen.findByText("训练已结束，无需终止")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(runs, "记录-12")).getByRole("button", { name: "删除" })).toBeVisible(),
    );
  });
});

describe("算法管理", () => {
  it("deleting an algorithm, a version or a type in use shows the server's reason", async () => {
    const { core, type, algorithm } = await taskOnEmptyDataset("丙");
    await renderInTestShell(null, { core, plugins: [algorithmsPlugin], route: ALGORITHMS_PAGE.link() });
    const table = await screen.findByRole("table", { name: "算法管理" });
    await within(table).findByText(algorithm.name);
    // Each question is answered, then gone (Blueprint's Alert leaves by a transition) before the next.
    const confirm = async () => {
      await act(async () =>
        fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" })),
      );
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    };

    fireEvent.click(within(rowOf(table, algorithm.name)).getByRole("button", { name: "删除" }));
    await confirm();
    expect(await screen.findByText("该算法的版本已被训练任务使用，不能删除")).toBeInTheDocument();

    fireEvent.click(within(rowOf(table, algorithm.name)).getByRole("button", { name: "版本" }));
    const versions = await screen.findByRole("dialog", { name: `${algorithm.name} 的版本` });
    const v1 = (await within(versions).findByText("V1")).closest("tr") as HTMLElement;
    fireEvent.click(within(v1).getByRole("button", { name: "删除" }));
    await confirm();
    expect(await screen.findByText("该版本已被训练任务使用，不能删除")).toBeInTheDocument();
    fireEvent.click(within(versions).getByRole("button", { name: "Close" }));

    const tree = screen.getByLabelText("算法类型");
    fireEvent.click(within(tree).getByText(type.name));
    fireEvent.click(within(tree).getByRole("button", { name: "删除" }));
    await confirm();
    expect(await screen.findByText("该类型下有子类型或算法，不能删除")).toBeInTheDocument();
    expect(within(tree).getByText(type.name)).toBeInTheDocument();
  });
});
