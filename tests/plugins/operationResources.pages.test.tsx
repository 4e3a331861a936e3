import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import fileTransfer from "../../src/plugins/file-transfer";
import operation from "../../src/plugins/operation";
import operationResources from "../../src/plugins/operation-resources";
import { builtInPlugins } from "../../src/plugins";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const SPECS = "/operation/operation-management/resource-specification";
const USAGE = "/operation/operation-management/resource-usage";
const TRANSFERS = "/backstage/file-transmission";

async function open(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, {
    core,
    plugins: [backstage, operation, fileTransfer, operationResources],
    route,
  });
  return core;
}

describe("the resource pages and 文件传输 (ai-domain §2)", () => {
  it("claim their menu pages beside every built-in plugin, with the menus' chains of codes", () => {
    const resources = createPluginTester(operationResources, {
      alongside: builtInPlugins.filter((p) => p.id !== "operation-resources"),
    });
    expect(resources.errors).toEqual([]);
    expect(resources.routes.map((route) => [route.path, route.permission])).toEqual([
      [SPECS, ["resource-manage", "resource-spec"]],
      [USAGE, ["resource-manage", "resource-usage"]],
    ]);
    const transfers = createPluginTester(fileTransfer, {
      alongside: builtInPlugins.filter((p) => p.id !== "file-transfer"),
    });
    expect(transfers.errors).toEqual([]);
    expect(transfers.routes.map((route) => [route.path, route.permission])).toEqual([
      [TRANSFERS, ["file-transfer"]],
    ]);
  });

  it("资源规格: the range rule on blur, the server's GPU rule in the form, add, then 删除 refused while enabled", async () => {
    await open(SPECS);
    const table = await screen.findByRole("table", { name: "资源规格" });
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新增资源规格" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/规格名称/), { target: { value: "A100单卡" } });
    const cores = within(dialog).getByLabelText(/CPU核数/);
    fireEvent.change(cores, { target: { value: "0" } });
    fireEvent.blur(cores);
    expect(await within(dialog).findByText("CPU核数应为1到256的整数")).toBeInTheDocument();
    fireEvent.change(cores, { target: { value: "8" } });
    fireEvent.change(within(dialog).getByLabelText(/GPU卡数/), { target: { value: "1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("GPU型号不能为空");
    fireEvent.change(within(dialog).getByLabelText(/GPU型号/), { target: { value: "A100" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(table).findByText("A100单卡")).toBeInTheDocument();
    expect(within(table).getByText("1 × A100")).toBeInTheDocument();

    fireEvent.click(within(table).getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("启用中的规格不能删除，请先停用")).toBeInTheDocument();
    expect(within(table).getByText("A100单卡")).toBeInTheDocument();
  });

  it("资源使用: every application's totals, and the details filtered by application", async () => {
    const { app } = server();
    const admin = app.platform.users.byName("admin")!;
    app.platform.usage.record({
      userId: admin.id,
      kind: "inference",
      quantity: 12345,
      refType: "service",
      refId: "page-test",
      startedAt: Date.now(),
      endedAt: Date.now(),
    });
    await open(USAGE);
    const totals = await screen.findByRole("table", { name: "各应用用量" });
    await waitFor(() => expect(within(totals).getAllByRole("row")).toHaveLength(5));
    for (const name of ["模型训练", "推理服务", "存储管理", "资源共享"])
      expect(within(totals).getByRole("rowheader", { name })).toBeInTheDocument();
    // Five or more digits in units of 万 with two decimals (ai-domain §9).
    expect(within(totals).getByRole("row", { name: /推理服务/ })).toHaveTextContent("1.23万 次");

    fireEvent.change(screen.getByRole("combobox", { name: "所属应用" }), { target: { value: "inference" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    const details = screen.getByRole("table", { name: "用量明细" });
    await waitFor(() => expect(within(details).getAllByRole("row")).toHaveLength(2));
    expect(within(details).getAllByRole("row")[1]).toHaveTextContent(/推理服务管理员1.23万 次1/);
    await waitFor(() => expect(within(totals).getAllByRole("row")).toHaveLength(2));
  });

  it("文件传输: a missing field and the server's refusal show in the dialog, which stays open", async () => {
    const core = await open(TRANSFERS);
    const table = await screen.findByRole("table", { name: "传输记录" });
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
    await core.http.post("/api/aimanager/v1/data-set/data", { dataSetName: "空数据集", description: "" });

    fireEvent.click(screen.getByRole("button", { name: "新建传输" }));
    const dialog = await screen.findByRole("dialog", { name: "新建传输" });
    await waitFor(() => expect(within(dialog).getByLabelText(/数据集版本/)).toHaveDisplayValue("V1（0）"));
    fireEvent.click(within(dialog).getByRole("button", { name: "开始传输" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("存储路径不能为空");

    fireEvent.click(within(dialog).getByLabelText("数据集 → 存储"));
    fireEvent.change(within(dialog).getByLabelText(/目标目录/), { target: { value: "/GPUFS/admin" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "开始传输" }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("该数据集版本没有文件"));
    expect(screen.getByRole("dialog", { name: "新建传输" })).toBeInTheDocument();
  });
});
