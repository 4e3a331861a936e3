import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import orgsPlugin from "../../src/plugins/orgs";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { builtInPlugins } from "../../src/plugins";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const AGENCIES = "/backstage/user-management/operating-agency-management";
const ORGS = "/backstage/user-management/organ-management";

async function open(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [backstage, orgsPlugin], route });
  return core;
}

describe("the orgs plugin", () => {
  it("claims its six back-office pages beside every built-in plugin, with the menus' codes", () => {
    const tester = createPluginTester(orgsPlugin, {
      alongside: builtInPlugins.filter((p) => p.id !== "orgs"),
    });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      [AGENCIES, ["user-manage"]],
      ["/backstage/user-management/company-management", ["user-manage"]],
      [ORGS, ["user-manage"]],
      ["/backstage/classify-management/industry-classification", ["classifyM"]],
      ["/backstage/classify-management/type-management", ["classifyM"]],
      ["/backstage/professor-management/professor-manage", ["professor-manage"]],
    ]);
  });

  it("运营机构管理: the phone rule on blur, then add, 详情 and delete after 确认", async () => {
    await open(AGENCIES);
    const table = await screen.findByRole("table", { name: "运营机构管理" });
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "新增运营机构" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/机构名称/), { target: { value: "华东运营中心" } });
    fireEvent.change(within(dialog).getByLabelText(/联系人/), { target: { value: "李四" } });
    const phone = within(dialog).getByLabelText(/手机号/);
    fireEvent.change(phone, { target: { value: "12345678901" } });
    fireEvent.blur(phone);
    expect(await within(dialog).findByText("手机号格式不正确")).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: "13912345678" } });
    fireEvent.change(within(dialog).getByLabelText(/邮箱/), { target: { value: "ops@example" } });
    fireEvent.blur(within(dialog).getByLabelText(/邮箱/));
    expect(await within(dialog).findByText("邮箱格式不正确")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/邮箱/), { target: { value: "ops@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(table).findByText("华东运营中心")).toBeInTheDocument();

    fireEvent.click(within(table).getByRole("button", { name: "详情" }));
    const detail = await screen.findByRole("dialog", { name: "华东运营中心" });
    expect(within(detail).getByText("ops@example.com")).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole("button", { name: /close/i }));

    fireEvent.click(within(table).getByRole("button", { name: "删除" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认删除“华东运营中心”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    expect(await within(table).findByText("暂无数据")).toBeInTheDocument();
  });

  it("组织管理: the demo groups are the tree's roots; deleting one in use is refused naming its users", async () => {
    await open(ORGS);
    fireEvent.click(await screen.findByText("AI 实验室"));
    expect(await screen.findByRole("heading", { name: "AI 实验室" })).toBeInTheDocument();
    const members = await screen.findByRole("table", { name: "成员" });
    await waitFor(() => expect(within(members).getByText("dev2")).toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(
      await screen.findByText(/^组织“AI 实验室”正在使用中，不能删除：用户 admin、dev、dev2/),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "AI 实验室" })).toBeInTheDocument();
  });
});
