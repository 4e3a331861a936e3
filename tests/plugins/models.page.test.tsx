import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import modelsPlugin from "../../src/plugins/models";
import { modelsApi } from "../../src/plugins/models/api";
import { MODEL_PAGES } from "../../src/plugins/models/paths";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { shapePng } from "../support/shapeImage";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** The table's rows as their name cells. */
const namesIn = (table: HTMLElement) =>
  within(table)
    .queryAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent ?? "");

async function openPage() {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [modelsPlugin], route: MODEL_PAGES.models.link() });
  return { core, table: await screen.findByRole("table", { name: "我的模型" }) };
}

describe("我的模型", () => {
  it("claims the model-management and model-overview slots beside every built-in plugin", () => {
    const others = builtInPlugins.filter((plugin) => plugin.id !== modelsPlugin.id);
    const tester = createPluginTester(modelsPlugin, { alongside: others });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      ["/home/model-management/model-management", ["modelManage", "modelM"]],
      ["/home/model-management/model-management/versions", ["modelManage", "modelM"]],
      ["/home/model-management/model-overview", ["modelManage", "model-ill"]],
    ]);
  });

  it("adds a model with the form's rules and refuses a taken name keeping what was typed", async () => {
    const { table } = await openPage();
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新增模型" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入模型名称")).toBeInTheDocument();
    expect(within(dialog).getByText("请选择模型类别")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/模型名称/), { target: { value: "形状检测" } });
    fireEvent.change(within(dialog).getByLabelText(/模型类别/), { target: { value: "目标检测" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(namesIn(table)).toEqual(["形状检测"]));

    fireEvent.click(screen.getByRole("button", { name: "新增模型" }));
    const again = await screen.findByRole("dialog");
    fireEvent.change(within(again).getByLabelText(/模型名称/), { target: { value: "形状检测" } });
    fireEvent.change(within(again).getByLabelText(/模型类别/), { target: { value: "其他" } });
    fireEvent.click(within(again).getByRole("button", { name: "保存" }));
    expect(await within(again).findByText("模型名称已存在，请换一个名称")).toBeInTheDocument();
    expect(within(again).getByLabelText(/模型名称/)).toHaveValue("形状检测");
  });

  it("filters by name and category, makes a model public after 确认切换状态吗？ and deletes one", async () => {
    const { core, table } = await openPage();
    const api = modelsApi(core.http);
    await api.create({ name: "苹果", category: "图像分类", description: "" });
    await api.create({ name: "香蕉", category: "目标检测", description: "" });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(namesIn(table)).toEqual(expect.arrayContaining(["苹果", "香蕉"])));

    fireEvent.change(screen.getByRole("combobox", { name: "模型类别" }), { target: { value: "图像分类" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(namesIn(table)).toEqual(["苹果"]));
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    await waitFor(() => expect(namesIn(table)).toEqual(expect.arrayContaining(["苹果", "香蕉"])));

    const row = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    fireEvent.click(within(row("苹果")).getByRole("switch", { name: "是否公开 苹果" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent("确认切换状态吗？");
    fireEvent.click(within(ask).getByRole("button", { name: "确认" }));
    fireEvent.click(screen.getByRole("tab", { name: "公开模型" }));
    const publicTable = await screen.findByRole("table", { name: "公开模型" });
    await waitFor(() => expect(namesIn(publicTable)).toContain("苹果"));
    expect(namesIn(publicTable)).not.toContain("香蕉");
    fireEvent.click(screen.getByRole("tab", { name: "我的模型" }));

    const mine = await screen.findByRole("table", { name: "我的模型" });
    await waitFor(() => expect(namesIn(mine)).toContain("香蕉"));
    fireEvent.click(
      within(within(mine).getByText("香蕉").closest("tr") as HTMLElement).getByRole("button", {
        name: "删除",
      }),
    );
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认删除“香蕉”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(namesIn(mine)).not.toContain("香蕉"));
  });

  it("示例图片: refuses a file that is no png or jpeg and shows an uploaded image", async () => {
    // jsdom has no object URLs: the image's bytes become a stand-in address.
    const made: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      made.push(blob as Blob);
      return "blob:example-image";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const { core, table } = await openPage();
    await modelsApi(core.http).create({ name: "有图模型", category: "其他", description: "" });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(namesIn(table)).toContain("有图模型"));
    const row = within(table).getByText("有图模型").closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "示例图片" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("尚未上传示例图片")).toBeInTheDocument();
    const input = within(dialog).getByLabelText("选择图片上传");
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(await within(dialog).findByText("请上传以下文件格式：png、jpg、jpeg")).toBeInTheDocument();
    const png = shapePng(
      8,
      8,
      [200, 200, 200],
      [{ kind: "square", rgb: [220, 40, 40], x: 1, y: 1, size: 4 }],
    );
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(png)], "shape.png", { type: "image/png" })] },
    });
    expect(await within(dialog).findByRole("img", { name: "示例图片" })).toBeInTheDocument();
    expect(within(dialog).queryByText("请上传以下文件格式：png、jpg、jpeg")).toBeNull();
    expect(made[0].size).toBe(png.length);
    vi.restoreAllMocks();
  });
});
