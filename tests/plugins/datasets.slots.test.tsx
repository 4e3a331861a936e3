import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { extend } from "../../src/core/extensions";
import { definePlugin } from "../../src/core/pluginTypes";
import { createDataset } from "../../src/plugins/datasets/api";
import { DATASET_PAGES } from "../../src/plugins/datasets/paths";
import {
  DATASET_DETAIL_TABS,
  DATASET_LIST_COLUMNS,
  DATASET_LIST_ROW_ACTIONS,
  DATASET_LIST_TOOLBAR,
  type DatasetInfo,
  type DatasetTabProps,
} from "../../src/plugins/shared/datasetSlots";
import type { PageComponent } from "../../src/ui/CoreContext";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
const server = serverForThisFile();

function QualityTab({ dataset, version, canUpload }: DatasetTabProps) {
  return (
    <p>{`${dataset.dataSetName} ${version.version}：共 ${version.itemCount} 张，${canUpload ? "可上传" : "只读"}`}</p>
  );
}
function BrokenTab(): never {
  throw new Error("坏了");
}
function ProgressCell({ row }: { row: DatasetInfo }) {
  return <span>{`进度 ${row.itemCount}/${row.versionCount}`}</span>;
}

/**
 * Another plugin (it imports only src/plugins/shared) contributing to the datasets plugin's slots:
 * two detail tabs (one that throws), a column, a row action and toolbar buttons, one of them gated by
 * a code the user lacks.
 */
const exported: number[] = [];
const refreshed = vi.fn();
const qualityPlugin = definePlugin<PageComponent>({
  id: "dataset-quality",
  extensions: [
    extend(DATASET_DETAIL_TABS, {
      id: "quality",
      title: "质量报告",
      order: 30,
      load: async () => ({ default: QualityTab }),
    }),
    extend(DATASET_DETAIL_TABS, {
      id: "broken",
      title: "坏标签页",
      order: 40,
      load: async () => ({ default: BrokenTab }),
    }),
    extend(DATASET_LIST_COLUMNS, {
      id: "progress",
      title: "标注进度",
      load: async () => ({ default: ProgressCell }),
    }),
    extend(DATASET_LIST_ROW_ACTIONS, {
      id: "export",
      text: "导出",
      run: (row) => void exported.push(row.id),
    }),
    extend(DATASET_LIST_TOOLBAR, {
      id: "import",
      text: "批量导入",
      run: (context) => (refreshed(), context.refresh()),
    }),
    extend(DATASET_LIST_TOOLBAR, {
      id: "secret",
      text: "管理员工具",
      permission: "no-such-code",
      run: () => {},
    }),
  ],
});

const tabs = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("the dataset detail's tabs are a slot", () => {
  it("shows the plugin's own tabs and another plugin's, each loading when chosen, a failing one contained", async () => {
    const name = uniqueName("槽位");
    const { core } = await openDatasetsPage(
      server(),
      async (signedIn) => {
        const dataset = await createDataset(signedIn.http, { dataSetName: name, description: "槽位描述" });
        return DATASET_PAGES.detail.link({}, { id: dataset.id });
      },
      "dev",
      { plugins: [qualityPlugin] },
    );
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    expect(tabs()).toEqual(["数据", "导入导出", "基本信息", "介绍", "质量报告", "坏标签页"]);

    fireEvent.click(screen.getByRole("tab", { name: "基本信息" }));
    const info = await screen.findByRole("table", { name: "基本信息" });
    expect(within(info).getByRole("row", { name: `数据集名称 ${name}` })).toBeInTheDocument();
    expect(within(info).getByRole("row", { name: "描述 槽位描述" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "质量报告" }));
    expect(await screen.findByText(`${name} V1：共 0 张，可上传`)).toBeInTheDocument();

    const failures = vi.spyOn(console, "error").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("tab", { name: "坏标签页" }));
    expect(await screen.findByText("扩展加载失败（dataset-quality）")).toBeInTheDocument();
    expect(screen.getByText("坏了")).toBeInTheDocument();
    expect(failures.mock.calls.some((call) => String(call[0]).includes("[plugin dataset-quality]"))).toBe(
      true,
    );
    failures.mockRestore();
    // The page keeps working: the version list and the other tabs.
    fireEvent.click(screen.getByRole("tab", { name: "数据" }));
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "版本" })).toBeInTheDocument();

    // Disabled, its tabs go (the chosen one falls back to the first); enabled, they come back.
    fireEvent.click(screen.getByRole("tab", { name: "质量报告" }));
    await screen.findByText(`${name} V1：共 0 张，可上传`);
    act(() => core.plugins.disable("dataset-quality"));
    await waitFor(() => expect(tabs()).toEqual(["数据", "导入导出", "基本信息", "介绍"]));
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    await act(() => core.plugins.enable("dataset-quality"));
    await waitFor(() => expect(tabs()).toEqual(["数据", "导入导出", "基本信息", "介绍", "质量报告", "坏标签页"]));
  });
});

describe("我的数据集 takes contributed columns, row actions and toolbar buttons", () => {
  it("renders them by the user's codes and runs them with the row or the list", async () => {
    exported.length = 0;
    const name = uniqueName("列表槽");
    let id = 0;
    await openDatasetsPage(
      server(),
      async (signedIn) => {
        id = (await createDataset(signedIn.http, { dataSetName: name, description: "" })).id;
        return DATASET_PAGES.management.link();
      },
      "dev",
      { plugins: [qualityPlugin] },
    );
    const table = await screen.findByRole("table", { name: "我的数据集" });
    const row = (await within(table).findByText(name)).closest("tr") as HTMLElement;
    expect(within(table).getByRole("columnheader", { name: "标注进度" })).toBeInTheDocument();
    expect(await within(row).findByText("进度 0/1")).toBeInTheDocument();

    fireEvent.click(within(row).getByRole("button", { name: "导出" }));
    expect(exported).toEqual([id]);

    fireEvent.click(screen.getByRole("button", { name: "批量导入" }));
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "管理员工具" })).not.toBeInTheDocument();
  });
});
