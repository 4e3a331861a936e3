import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import datasetsPlugin from "../../src/plugins/datasets";
import devPlatform from "../../src/plugins/dev-platform";
import storagePlugin from "../../src/plugins/storage";
import { createDataset, pageDatasets } from "../../src/plugins/datasets/api";
import { createPluginTester } from "../../src/testing";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";
import { answerConfirm, openDatasetsPage, uniqueName } from "./datasets.shell";

cleanShellAfterEach();
await loadPageCode(datasetsPlugin);
const server = serverForThisFile();
const MY = "/home/dataset-management/dataset/management";

const rowOf = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

describe("the datasets plugin's manifest", () => {
  it("keeps the four routes with their codes, adds the detail page and requires the storage chunk upload", async () => {
    const tester = createPluginTester(datasetsPlugin, { alongside: [devPlatform, storagePlugin] });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      ["/home/dataset-management/dataset/overview", ["dataManage", "data-ill"]],
      [MY, ["dataManage", "dataM"]],
      [`${MY}/detail`, ["dataManage", "dataM"]],
      [`${MY}/compare`, ["dataManage", "dataM"]],
      ["/home/dataset-management/label-group-management", ["dataManage", "labelM"]],
      ["/home/dataset-management/annotation-team-management", ["dataManage", "label"]],
    ]);
    await tester.activate();
    expect(tester.errors).toEqual([]);
    expect(createPluginTester(datasetsPlugin).errors.map((error) => error.code)).toEqual([]);
  });
});

describe("我的数据集", () => {
  it("adds a dataset through the dialog, with the form rules' messages", async () => {
    await openDatasetsPage(server(), MY);
    expect(await screen.findByRole("heading", { name: "我的数据集" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新增数据集" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("新增数据集")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入数据集名称")).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/数据集名称/);
    fireEvent.change(name, { target: { value: "x".repeat(51) } });
    expect(within(dialog).getByText("最多输入50个字符")).toBeInTheDocument();
    const wanted = uniqueName("猫狗");
    fireEvent.change(name, { target: { value: wanted } });
    fireEvent.change(within(dialog).getByLabelText(/描述/), { target: { value: "<b>不是标签</b>" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf(wanted));
    expect(within(row).getByText("<b>不是标签</b>")).toBeInTheDocument();
    expect(within(row).getAllByText("1")).toHaveLength(1); // V1, no items yet
    expect(within(row).getByText("0")).toBeInTheDocument();
    expect(await screen.findByText("操作成功")).toBeInTheDocument();
  });

  it("keeps what was typed when the server refuses a duplicate name (数据集名称已存在)", async () => {
    const { core } = await openDatasetsPage(server(), MY);
    const taken = uniqueName("重复");
    await createDataset(core.http, { dataSetName: taken, description: "" });
    fireEvent.click(await screen.findByRole("button", { name: "新增数据集" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/数据集名称/), { target: { value: taken } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByText("数据集名称已存在")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(screen.getByRole("dialog")).getByLabelText(/数据集名称/)).toHaveValue(taken);
  });

  it("filters by name, edits, switches public after 确认切换状态吗？ and deletes after 确认删除", async () => {
    const { core } = await openDatasetsPage(server(), MY);
    const name = uniqueName("编辑");
    await createDataset(core.http, { dataSetName: name, description: "旧描述" });
    const filter = await screen.findByRole("textbox", { name: "数据集名称" });
    fireEvent.change(filter, { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByText("共 1 条")).toBeInTheDocument());
    expect(rowOf(name)).toBeInTheDocument();

    fireEvent.click(within(rowOf(name)).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("编辑数据集")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/描述/)).toHaveValue("旧描述");
    fireEvent.change(within(dialog).getByLabelText(/描述/), { target: { value: "新描述" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await screen.findByText("新描述")).toBeInTheDocument();

    fireEvent.click(within(rowOf(name)).getByRole("switch", { name: `公开 ${name}` }));
    await answerConfirm("确认切换状态吗？");
    await waitFor(async () => {
      const page = await pageDatasets(core.http, { pageNum: 1, pageSize: 10, dataSetName: name });
      expect(page.list[0]?.isPublic).toBe(1);
    });
    await waitFor(() => expect(within(rowOf(name)).getByRole("switch")).toBeChecked());

    fireEvent.click(within(rowOf(name)).getByRole("button", { name: "删除" }));
    await answerConfirm(`确认删除“${name}”吗？`);
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
    expect(screen.getByText("共 0 条")).toBeInTheDocument();
  });

  it("hides add, edit and delete without dataM-A01/A02/A03", async () => {
    const { core } = await openDatasetsPage(server(), MY);
    const name = uniqueName("只读");
    await createDataset(core.http, { dataSetName: name, description: "" });
    core.permissions.set(core.permissions.list.filter((code) => !/^dataM-A0[123]$/.test(code)));
    await waitFor(() => expect(screen.queryByRole("button", { name: "新增数据集" })).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf(name));
    expect(within(row).getByRole("button", { name: "查看" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "编辑" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
    // 查看 opens the detail page, read only without the codes
    fireEvent.click(within(row).getByRole("button", { name: "查看" }));
    expect(await screen.findByRole("heading", { name })).toBeInTheDocument();
    expect(location.hash).toMatch(/^#\/home\/dataset-management\/dataset\/management\/detail/);
    expect(await screen.findByText("V1 的数据")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "新建版本" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "上传图片" })).not.toBeInTheDocument();
  });
});
