import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import servicesPlugin from "../../src/plugins/services";
import { SERVICE_PAGES } from "../../src/plugins/services/paths";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { seedService } from "./servicesFixture";

cleanShellAfterEach();
const server = serverForThisFile();

async function openPage() {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [servicesPlugin], route: SERVICE_PAGES.manage.link() });
  return { core, table: await screen.findByRole("table", { name: "服务管理" }) };
}

const rowOf = async (table: HTMLElement, name: string) =>
  (await within(table).findByText(name)).closest("tr") as HTMLElement;

describe("服务管理", () => {
  it("claims the service-overview and service-management slots beside every built-in plugin", () => {
    const others = builtInPlugins.filter((plugin) => plugin.id !== servicesPlugin.id);
    const tester = createPluginTester(servicesPlugin, { alongside: others });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      ["/home/capability-release/service-overview", ["serveM", "serve-ill"]],
      ["/home/capability-release/service-management", ["serveM", "serve"]],
    ]);
  });

  it("lists the services, filters by status, and stops one after 确认切换状态吗？", async () => {
    seedService(server().app, "列表运行服务");
    seedService(server().app, "列表停止服务", { status: 0 });
    const { table } = await openPage();
    const running = await rowOf(table, "列表运行服务");
    expect(running).toHaveTextContent("运行中");
    expect(running).toHaveTextContent("目标检测");
    expect(running).toHaveTextContent("列表运行服务模型 V1");

    fireEvent.change(screen.getByRole("combobox", { name: "状态" }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(within(table).queryByText("列表运行服务")).not.toBeInTheDocument());
    expect(within(table).getByText("列表停止服务")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    const again = await rowOf(table, "列表运行服务");

    fireEvent.click(within(again).getByRole("switch", { name: "启停 列表运行服务" }));
    expect(await screen.findByText("确认切换状态吗？")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await waitFor(async () => expect(await rowOf(table, "列表运行服务")).toHaveTextContent("已停止"));
  });

  it("refuses to delete a running service with the server's text, keeping the row", async () => {
    seedService(server().app, "删除测试服务");
    const { table } = await openPage();
    fireEvent.click(within(await rowOf(table, "删除测试服务")).getByRole("button", { name: "删除" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认删除“删除测试服务”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("服务运行中，请先停止服务再删除")).toBeInTheDocument();
    expect(within(table).getByText("删除测试服务")).toBeInTheDocument();
  });

  it("creates a token in the drawer and shows the service URL with a curl example of that token", async () => {
    const id = seedService(server().app, "令牌抽屉服务", {
      calls: [
        { code: 200, latency: 12 },
        { code: 409, latency: 1, error: "服务已停止，无法调用" },
      ],
    });
    const { table } = await openPage();
    fireEvent.click(within(await rowOf(table, "令牌抽屉服务")).getByRole("button", { name: "详情" }));
    fireEvent.click(await screen.findByRole("tab", { name: "令牌" }));
    expect(await screen.findByText("暂无令牌，新建一个令牌后即可调用服务")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新建令牌" }));
    fireEvent.change(await screen.findByRole("textbox", { name: /令牌名称/ }), {
      target: { value: "合作方" },
    });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    const usage = await screen.findByRole("region", { name: "调用示例" });
    const curl = await within(usage).findByLabelText("curl");
    expect(curl.textContent).toMatch(
      new RegExp(
        `^curl -X POST 'http://[^']+/api/aimanager/v1/services/${id}/predict' -H 'Authorization: Bearer sk-[0-9a-f]{48}' -F 'file=@image.png'$`,
      ),
    );
    expect(within(screen.getByRole("table", { name: "令牌" })).getByText("合作方")).toBeInTheDocument();

    // Outside a secure context there is no clipboard: the command is selected to copy by hand. (A
    // user-event stub left on this worker's navigator by an earlier file is set aside for this test.)
    const own = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    onTestFinished(() => {
      if (own) Object.defineProperty(navigator, "clipboard", own);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    });
    expect(navigator.clipboard).toBeUndefined();
    fireEvent.click(within(usage).getByRole("button", { name: "复制 curl 命令" }));
    expect(await within(usage).findByRole("status")).toHaveTextContent(
      "无法访问剪贴板，请手动复制（命令已选中）",
    );
    expect(window.getSelection()?.toString()).toBe(curl.textContent);

    fireEvent.click(screen.getByRole("tab", { name: "监控" }));
    expect(await screen.findByRole("group", { name: "调用总数" })).toHaveTextContent("2");
    expect(screen.getByRole("group", { name: "成功率" })).toHaveTextContent("50.00%");
    expect(await screen.findByText("服务已停止，无法调用")).toBeInTheDocument();
    expect(screen.getByText(/^延迟只统计成功的调用/)).toBeInTheDocument();
  });

  it("edits a token's name, keeping its expiry", async () => {
    seedService(server().app, "令牌编辑服务");
    const { table } = await openPage();
    fireEvent.click(within(await rowOf(table, "令牌编辑服务")).getByRole("button", { name: "详情" }));
    fireEvent.click(await screen.findByRole("tab", { name: "令牌" }));
    fireEvent.click(await screen.findByRole("button", { name: "新建令牌" }));
    fireEvent.change(await screen.findByRole("textbox", { name: /令牌名称/ }), {
      target: { value: "旧名字" },
    });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    const tokens = await screen.findByRole("table", { name: "令牌" });
    const row = (await within(tokens).findByText("旧名字")).closest("tr") as HTMLElement;
    const expiry = within(row).getAllByRole("cell")[1]!.textContent;
    fireEvent.click(within(row).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("combobox", { name: /有效天数/ })).toHaveValue("keep");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /令牌名称/ }), {
      target: { value: "新名字" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    const renamed = (await within(tokens).findByText("新名字")).closest("tr") as HTMLElement;
    expect(within(renamed).getAllByRole("cell")[1]!.textContent).toBe(expiry);
  });

  it("names the caller of each call: a token, none, or the demo", async () => {
    seedService(server().app, "来源服务", {
      calls: [
        { code: 401, latency: 1, error: "缺少服务令牌，请在请求头 Authorization 中携带 Bearer <服务令牌>" },
        { code: 200, latency: 9, source: "demo" },
      ],
    });
    const { table } = await openPage();
    fireEvent.click(within(await rowOf(table, "来源服务")).getByRole("button", { name: "详情" }));
    fireEvent.click(await screen.findByRole("tab", { name: "监控" }));
    const log = await screen.findByRole("table", { name: "监控" });
    await within(log).findByText("无令牌");
    expect(within(log).getByText("体验")).toBeInTheDocument();
    expect(within(log).queryByText("（已删除）")).not.toBeInTheDocument();
  });

  it("warns beside the status when a service's model version is closed or gone", async () => {
    const closed = seedService(server().app, "版本关闭服务");
    const gone = seedService(server().app, "版本删除服务");
    const db = server().app.platform.db;
    const versionOf = (id: number) =>
      (
        db.prepare("SELECT model_version_id FROM services WHERE id = ?").get(id) as {
          model_version_id: number;
        }
      ).model_version_id;
    db.prepare("UPDATE model_versions SET status = 0 WHERE id = ?").run(versionOf(closed));
    db.prepare("DELETE FROM model_versions WHERE id = ?").run(versionOf(gone));
    const { table } = await openPage();
    expect(await rowOf(table, "版本关闭服务")).toHaveTextContent("模型版本已关闭");
    expect(await rowOf(table, "版本删除服务")).toHaveTextContent("模型版本已删除");
  });
});
