import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AxiosAdapter } from "axios";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import userAdmin from "../../src/plugins/user-admin";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { jsonResponse, pathAndQuery } from "../../src/testing/adapterResponse";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
await loadPageCode(backstage, userAdmin);
const server = serverForThisFile();

const ROLES = "/backstage/user-management/role";
const USERS = "/backstage/user-management/user-config";

const accountsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td")?.textContent?.trim() ?? "");

async function open(route: string, adapter: AxiosAdapter = server().adapter) {
  const core = createTestCore({ adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: [backstage, userAdmin], route });
}

describe("the role screen", () => {
  it("lists each tab's roles and refuses deleting a role in use, naming its users", async () => {
    await open(ROLES);
    const table = await screen.findByRole("table", { name: "角色管理" });
    await waitFor(() => expect(accountsOf(table)).toEqual(["平台管理员"]));
    fireEvent.click(screen.getByRole("tab", { name: "企业机构" }));
    await waitFor(() => expect(accountsOf(table)).toEqual(["开发者", "标注员"]));

    const annotator = within(table).getAllByRole("row")[2]!;
    fireEvent.click(within(annotator).getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("角色“标注员”正被用户 annot1、annot2 使用，不能删除")).toBeInTheDocument();
    expect(accountsOf(table)).toEqual(["开发者", "标注员"]);
  });

  it("copies a role with its ticked codes, half-ticking the module", async () => {
    await open(ROLES);
    fireEvent.click(await screen.findByRole("tab", { name: "企业机构" }));
    const table = await screen.findByRole("table", { name: "角色管理" });
    await waitFor(() => expect(accountsOf(table)).toContain("标注员"));
    const annotator = within(table)
      .getAllByRole("row")
      .find((row) => row.textContent?.includes("标注员"))!;
    fireEvent.click(within(annotator).getByRole("button", { name: "复制" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^角色名称/)).toHaveValue("标注员-副本");
    const tree = within(dialog).getByRole("group", { name: "权限树" });
    await waitFor(() => expect(within(tree).getByRole("checkbox", { name: "我的任务" })).toBeChecked());
    expect(within(tree).getByRole("checkbox", { name: "开发平台" })).toHaveProperty("indeterminate", true);
    expect(within(tree).getByRole("checkbox", { name: "存储管理" })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(accountsOf(table)).toContain("标注员-副本"));
  });
});

describe("user configuration", () => {
  it("filters by audit status and refuses a bad phone in the form", async () => {
    await open(USERS);
    const table = await screen.findByRole("table", { name: "用户配置" });
    await waitFor(() => expect(accountsOf(table)).toContain("admin"));
    fireEvent.change(screen.getByRole("combobox", { name: "审核状态" }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(accountsOf(table)).toEqual(["pending"]));

    fireEvent.click(screen.getByRole("button", { name: "新增用户" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^手机号/), { target: { value: "12345" } });
    fireEvent.blur(within(dialog).getByLabelText(/^手机号/));
    expect(await within(dialog).findByText("手机号格式不正确")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^身份证号/), { target: { value: "1234" } });
    fireEvent.blur(within(dialog).getByLabelText(/^身份证号/));
    expect(await within(dialog).findByText("身份证号格式不正确")).toBeInTheDocument();
  });
});

describe("the list's button codes", () => {
  const BUTTON_CODES = ["userM-add", "userM-import", "userM-del", "role-manage"];

  it("shows 新增用户, 导入, 删除 and 分配角色 only with their codes", async () => {
    const db = server().app.platform.db;
    const adminRole = (
      db.prepare("SELECT id FROM roles WHERE seed_key = 'platform-admin'").get() as { id: number }
    ).id;
    const taken = db.prepare(
      `DELETE FROM role_codes WHERE role_id = ? AND code IN (${BUTTON_CODES.map(() => "?").join(", ")})`,
    );
    taken.run(adminRole, ...BUTTON_CODES);
    try {
      await open(USERS);
      const table = await screen.findByRole("table", { name: "用户配置" });
      await waitFor(() => expect(accountsOf(table)).toContain("admin"));
      expect(screen.getByRole("button", { name: "导出" })).toBeInTheDocument();
      for (const name of ["新增用户", "导入"])
        expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
      const row = within(table).getAllByRole("row")[1]!;
      expect(within(row).getByRole("button", { name: "编辑" })).toBeInTheDocument();
      for (const name of ["删除", "分配角色"])
        expect(within(row).queryByRole("button", { name })).not.toBeInTheDocument();
    } finally {
      const give = db.prepare("INSERT OR IGNORE INTO role_codes (role_id, code) VALUES (?, ?)");
      for (const code of BUTTON_CODES) give.run(adminRole, code);
    }
  });
});

describe("a failed permission tree", () => {
  it("says so with 重试 and opens no empty dialog; 重试 loads it", async () => {
    let failing = true;
    const real = server().adapter;
    const adapter: AxiosAdapter = async (config) =>
      failing && pathAndQuery(config).startsWith("/api/aam/v1/mgmt/roles/tree")
        ? jsonResponse(config, 500, { code: 500 })
        : real(config);
    await open(ROLES, adapter);
    const failure = await screen.findByText(/^权限树加载失败：/);
    expect(failure.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "新增角色" })).toBeDisabled();
    const table = await screen.findByRole("table", { name: "角色管理" });
    await waitFor(() => expect(accountsOf(table)).toEqual(["平台管理员"]));
    expect(within(table).queryByRole("button", { name: "编辑" })).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "新增角色" })).toBeEnabled());
    expect(screen.queryByText(/^权限树加载失败/)).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(within(dialog).getByRole("group", { name: "权限树" })).getByRole("checkbox", {
        name: "后台管理",
      }),
    ).toBeChecked();
  });
});
