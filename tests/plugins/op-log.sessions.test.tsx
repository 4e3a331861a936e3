import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import backstage from "../../src/plugins/backstage";
import opLogPlugin from "../../src/plugins/op-log";
import "../../src/plugins/op-log/SessionManagementPage";
import { createTestCore, renderInTestShell, signInAs, type TestServer } from "../../src/testing";
import type { ShellCore } from "../../src/ui/CoreContext";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const SESSIONS = "/backstage/system-management/session-management";
const OWN_WARNING = "这是您当前正在使用的会话。结束后您将立即退出登录，需要重新登录。确定结束吗？";

async function signedInCore(): Promise<ShellCore> {
  const core = createTestCore({ adapter: server().adapter });
  core.plugins.register(backstage);
  core.plugins.register(opLogPlugin);
  await core.plugins.activateAll();
  await signInAs(core, "admin");
  return core;
}

async function tokenOf(test: TestServer, account: string, password: string): Promise<string> {
  const answer = await test.app.inject({
    method: "POST",
    url: API.token,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      username: account,
      password,
      client_id: "ai-platform-web",
      client_secret: "ai-platform-secret",
      grant_type: "password",
    }).toString(),
  });
  return answer.json().access_token as string;
}

const accountsShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");

describe("session management: paging, the user filter and ending one's own session", () => {
  it("pages the sessions (10 a page, 下一页) and filters them by account with 查询 and 重置", async () => {
    for (let n = 0; n < 10; n++) await tokenOf(server(), "dev", "Dev@123");
    await tokenOf(server(), "dev2", "Dev2@123");
    const core = await signedInCore();
    await renderInTestShell(null, { core, route: SESSIONS });

    const table = await screen.findByRole("table", { name: "sessions" });
    await waitFor(() => expect(accountsShown(table)).toHaveLength(10));
    const pager = screen.getByRole("navigation", { name: "pager" });
    const total = Number(/共 (\d+) 条/.exec(pager.textContent ?? "")?.[1]);
    expect(total).toBeGreaterThanOrEqual(12);
    fireEvent.click(within(pager).getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(accountsShown(table)).toHaveLength(total - 10));

    fireEvent.change(screen.getByRole("textbox", { name: "用户名/账号" }), { target: { value: "dev2" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(accountsShown(table)).toEqual(["dev2"]));
    expect(pager).toHaveTextContent("共 1 条");

    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    await waitFor(() => expect(accountsShown(table)).toHaveLength(10));
    expect(screen.getByRole("textbox", { name: "用户名/账号" })).toHaveValue("");
  });

  it("ending one's own current session warns first; 取消 keeps it, 确认 ends it and signs the admin out", async () => {
    const core = await signedInCore();
    const ownToken = core.session.token;
    await renderInTestShell(null, { core, route: SESSIONS });

    fireEvent.change(await screen.findByRole("textbox", { name: "用户名/账号" }), {
      target: { value: "admin" },
    });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    const table = screen.getByRole("table", { name: "sessions" });
    await waitFor(() => expect(within(table).getAllByText("当前会话")).toHaveLength(1));
    const current = within(table).getByText("当前会话").closest("tr") as HTMLElement;

    fireEvent.click(within(current).getByRole("button", { name: "结束会话 admin" }));
    expect(await screen.findByText(OWN_WARNING)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByText(OWN_WARNING)).not.toBeInTheDocument());
    expect(core.session.token).toBe(ownToken);

    fireEvent.click(within(current).getByRole("button", { name: "结束会话 admin" }));
    fireEvent.click(await screen.findByRole("button", { name: "确认" }));
    await waitFor(() => expect(core.session.token).toBeNull());
    // The server session ends once the last log entries are sent.
    await waitFor(async () => {
      const answer = await server().app.inject({
        method: "GET",
        url: API.userInfo,
        headers: { authorization: `Bearer ${ownToken}` },
      });
      expect(answer.statusCode).toBe(401);
    });
  });

  it("ending another user's session says 会话已结束, not 删除成功, and their token stops working", async () => {
    const theirs = await tokenOf(server(), "dev2", "Dev2@123");
    const core = await signedInCore();
    await renderInTestShell(null, { core, route: SESSIONS });
    fireEvent.change(await screen.findByRole("textbox", { name: "用户名/账号" }), {
      target: { value: "dev2" },
    });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    const table = screen.getByRole("table", { name: "sessions" });
    const buttons = await within(table).findAllByRole("button", { name: "结束会话 dev2" });
    fireEvent.click(buttons[0]);
    fireEvent.click(await screen.findByRole("button", { name: "确认" }));
    expect(await screen.findByText("会话已结束")).toBeInTheDocument();
    expect(screen.queryByText("删除成功")).toBeNull();
    const answer = await server().app.inject({
      method: "GET",
      url: API.userInfo,
      headers: { authorization: `Bearer ${theirs}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});
