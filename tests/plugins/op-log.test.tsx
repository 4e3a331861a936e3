import { OP_LOG_API } from "../../src/contracts/opLog";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { API } from "../../src/core/config";
import backstage from "../../src/plugins/backstage";
import opLogPlugin, { AreaDictionaryToken, OpLogWriterToken } from "../../src/plugins/op-log";
import { readLogs } from "../../src/plugins/op-log/api";
// Loaded with the file (Blueprint's table and date pickers take seconds to import on a busy machine),
// so the page's lazy chunk is ready when the route opens.
import "../../src/plugins/op-log/LogAuditPage";
import { AREA_TREE_KEY } from "../../src/plugins/op-log/areaDictionary";
import { OP_LOG_QUEUE_KEY } from "../../src/plugins/op-log/opLogWriter";
import {
  createPluginTester,
  createTestCore,
  renderInTestShell,
  signInAs,
  type TestServer,
} from "../../src/testing";
import type { ShellCore } from "../../src/ui/CoreContext";
import { layOutTablesLikeADesktop } from "../support/tableLayout";
import { formatDateTime } from "../../src/ui/kit/dates";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();
layOutTablesLikeADesktop();

const LOG_AUDIT = "/backstage/system-management/log-audit";
const SESSIONS = "/backstage/system-management/session-management";

async function signedInCore(account: "admin" | "dev" = "admin"): Promise<ShellCore> {
  const core = createTestCore({ adapter: server().adapter });
  core.plugins.register(backstage);
  core.plugins.register(opLogPlugin);
  await core.plugins.activateAll();
  await signInAs(core, account);
  return core;
}

const writerOf = (core: ShellCore) => {
  const writer = core.plugins.getService(OpLogWriterToken);
  if (!writer) throw new Error("the op-log writer is not running");
  return writer;
};

/** Entries whose content carries `marker`, newest first, as the log audit reads them. */
async function entriesWith(core: ShellCore, marker: string) {
  const page = await readLogs(core.http, { pageNum: 1, pageSize: 100, content: marker });
  return page.list;
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

describe("the op-log plugin's manifest", () => {
  it("builds log audit and session management for the back office menu, with its flush machine", async () => {
    const tester = createPluginTester(opLogPlugin, { alongside: [backstage] });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      [LOG_AUDIT, ["system-manage"]],
      [SESSIONS, ["system-manage"]],
    ]);
    await tester.activate();
    expect(tester.errors).toEqual([]);
    const owners = tester.host
      .routes()
      .filter((route) => route.path.startsWith("/backstage/system-management/"))
      .map((route) => [route.path, route.pluginId]);
    expect(owners).toContainEqual([LOG_AUDIT, "op-log"]);
    expect(owners).toContainEqual([SESSIONS, "op-log"]);
    expect(owners.filter(([path]) => path === LOG_AUDIT)).toHaveLength(1);
    expect(tester.core.machines.list().map((machine) => machine.id)).toContain("opLogFlush");
  });
});

describe("the op-log writer", () => {
  it("turns a sign-in, a page visit and plugin actions into entries with user, ip, area and time", async () => {
    const core = await signedInCore();
    core.bus.emit("shell", "page.visited", { path: "/home/storage-manage", pageName: "存储管理" });
    core.bus.emit("storage", "oplog.action", { pageName: "存储管理", content: "上传文件 w1.txt" });
    core.bus.emit("storage", "oplog.action", { pageName: "存储管理", content: "调试 w1", level: "debug" });
    core.bus.emit("storage", "oplog.action", { pageName: "", content: "无页面 w1" });
    await writerOf(core).flush();

    const uploads = await entriesWith(core, "w1");
    expect(uploads).toEqual([
      expect.objectContaining({
        userName: "管理员",
        userAccount: "admin",
        pageName: "存储管理",
        content: "上传文件 w1.txt",
        ip: "127.0.0.1",
        area: "本机",
        operationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    const signIns = await readLogs(core.http, { pageNum: 1, pageSize: 100, pageName: "登录" });
    expect(signIns.list.some((entry) => entry.userAccount === "admin" && entry.content === "登录系统")).toBe(
      true,
    );
    const visits = await readLogs(core.http, { pageNum: 1, pageSize: 100, pageName: "存储管理" });
    expect(visits.list.map((entry) => entry.content)).toContain("访问页面");
  });

  it("flushes on logout, with the still-valid token, before the server session ends", async () => {
    const core = await signedInCore();
    core.bus.emit("storage", "oplog.action", { pageName: "存储管理", content: "删除文件 w2.txt" });
    core.auth.send({ type: "LOGOUT" });
    expect(core.session.token).toBeNull();
    // The write went out and the session ended after it: signing in again finds both entries.
    await waitFor(() => expect(localStorage.getItem(OP_LOG_QUEUE_KEY)).toContain('"entries":[]'));
    await signInAs(core, "admin");
    expect((await entriesWith(core, "w2")).map((entry) => entry.content)).toEqual(["删除文件 w2.txt"]);
    const logouts = await readLogs(core.http, { pageNum: 1, pageSize: 100, pageName: "退出登录" });
    expect(logouts.total).toBeGreaterThan(0);
  });

  it("keeps the queue in local storage: a reload sends what the last page did not", async () => {
    const first = await signedInCore();
    first.bus.emit("storage", "oplog.action", { pageName: "存储管理", content: "重命名 w3" });
    await waitFor(() => expect(localStorage.getItem(OP_LOG_QUEUE_KEY)).toContain("重命名 w3"));
    // The page goes away before the gathering delay: nothing was sent.
    for (const live of first.machines.liveActors()) live.actor.stop();
    first.plugins.disable("op-log");
    expect(await entriesWith(first, "w3")).toEqual([]);

    const second = createTestCore({ adapter: server().adapter });
    second.plugins.register(backstage);
    second.plugins.register(opLogPlugin);
    await second.plugins.activateAll();
    await waitFor(() => expect(second.auth.getSnapshot().matches("signedIn")).toBe(true));
    await writerOf(second).flush();
    expect((await entriesWith(second, "w3")).map((entry) => entry.content)).toEqual(["重命名 w3"]);
  });

  it("stores the queue at once and asks for a keepalive batch when the page goes away", async () => {
    // jsdom's fetch cannot send a relative URL; the browser journey checks the delivery itself.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const core = await signedInCore();
    core.bus.emit("storage", "oplog.action", { pageName: "存储管理", content: "下载 w5" });
    await waitFor(() => expect(writerOf(core).actor.getSnapshot().context.queue.length).toBeGreaterThan(0));
    localStorage.removeItem(OP_LOG_QUEUE_KEY);
    window.dispatchEvent(new Event("pagehide"));
    // Stored at once, not a task later: the page may be gone by then.
    expect(localStorage.getItem(OP_LOG_QUEUE_KEY)).toContain("下载 w5");
    const [live] = core.machines.liveActors("opLogFlush");
    await waitFor(() =>
      expect(live.events.map((recorded) => recorded.event)).toContainEqual({
        type: "FLUSH",
        keepalive: true,
      }),
    );
    quiet.mockRestore();
  });

  it("provides the area dictionary, cached in local storage", async () => {
    const core = await signedInCore("dev");
    const areas = core.plugins.getService(AreaDictionaryToken);
    expect((await areas?.cities("440000"))?.map((city) => city.name)).toEqual(["广州市", "深圳市"]);
    expect(localStorage.getItem(AREA_TREE_KEY)).toContain("南山区");
    expect((await areas?.areas("110100"))?.map((area) => area.name)).toContain("海淀区");
    expect(await areas?.names(["440000", "440300", "440305"])).toEqual(["广东省", "深圳市", "南山区"]);
  });
});

describe("the log audit page", () => {
  /** The grid's rows as cell texts (Table2 cells carry their row and column in their classes). */
  const rowsOf = (grid: HTMLElement) => {
    const rows = new Map<number, string[]>();
    for (const cell of grid.querySelectorAll<HTMLElement>(".bp6-table-cell")) {
      const row = Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1]);
      const column = Number(/bp6-table-cell-col-(\d+)/.exec(cell.className)?.[1]);
      const cells = rows.get(row) ?? [];
      cells[column] = cell.textContent ?? "";
      rows.set(row, cells);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells);
  };

  it("lists entries in the dense grid, filters them, and shows 暂无数据 when nothing matches", async () => {
    const core = await signedInCore();
    core.bus.emit("storage", "oplog.action", { pageName: "数据集管理", content: "创建数据集 w4" });
    await writerOf(core).flush();
    await renderInTestShell(null, { core, route: LOG_AUDIT });

    const grid = await screen.findByRole("region", { name: "operation log" });
    await within(grid).findByText("创建数据集 w4");
    expect(screen.getByText("至")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "开始时间" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "结束时间" })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("操作内容"), { target: { value: "w4" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1));
    expect(rowsOf(grid)[0]).toEqual([
      "管理员",
      "admin",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      "数据集管理",
      "创建数据集 w4",
      "127.0.0.1",
      "本机",
      "admin",
    ]);
    expect(screen.getByText("共 1 条")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("操作内容"), { target: { value: "没有这样的操作" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    expect(await within(grid).findByText("暂无数据")).toBeInTheDocument();
    expect(rowsOf(grid)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    await within(grid).findByText("创建数据集 w4");
    expect(screen.getByLabelText("操作内容")).toHaveValue("");
  });

  it("filters by a time range typed as YYYY-MM-DD HH:mm:ss", async () => {
    const core = await signedInCore();
    const token = core.session.token ?? "";
    const marker = `range-${Date.now().toString(36)}`;
    // The server keeps a reported time only within the reporting session, so the entries are dated now.
    const base = Date.now() - (Date.now() % 1000) + 1000;
    const at = (seconds: number) => formatDateTime(new Date(base + seconds * 1000));
    const written = await server().app.inject({
      method: "POST",
      url: OP_LOG_API.opLogWrite,
      headers: { authorization: `Bearer ${token}` },
      payload: [9, 10, 11].map((second) => ({
        id: `${marker}-${second}`,
        userId: "77",
        userName: "审计测试",
        userAccount: "audit",
        ip: "10.1.2.3",
        area: "局域网",
        operationTime: at(second),
        pageName: "数据集管理",
        content: `操作 ${marker} #${second}`,
      })),
    });
    expect(written.statusCode).toBe(200);
    await renderInTestShell(null, { core, route: LOG_AUDIT });
    const grid = await screen.findByRole("region", { name: "operation log" });

    const start = screen.getByRole("textbox", { name: "开始时间" });
    const end = screen.getByRole("textbox", { name: "结束时间" });
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: at(10) } });
    fireEvent.blur(start);
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: at(11) } });
    fireEvent.blur(end);
    fireEvent.change(screen.getByLabelText("操作内容"), { target: { value: marker } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() =>
      expect(rowsOf(grid).map((row) => row[4])).toEqual([`操作 ${marker} #11`, `操作 ${marker} #10`]),
    );
    expect(screen.getByText("共 2 条")).toBeInTheDocument();
  });
});

describe("the session management page", () => {
  it("lists the sessions and ends one after 确认: that user's next call answers 401", async () => {
    const core = await signedInCore();
    const devToken = await tokenOf(server(), "dev", "Dev@123");
    await renderInTestShell(null, { core, route: SESSIONS });

    const table = await screen.findByRole("table", { name: "sessions" });
    const endDev = (await within(table).findAllByRole("button", { name: "结束会话 dev" }))[0];
    expect(within(table).getAllByText("当前会话").length).toBeGreaterThan(0);
    fireEvent.click(endDev);
    expect(await screen.findByText(/确定结束开发者（dev）的会话吗/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确认" }));

    await waitFor(async () => {
      const answer = await server().app.inject({
        method: "GET",
        url: API.userInfo,
        headers: { authorization: `Bearer ${devToken}` },
      });
      expect(answer.statusCode).toBe(401);
    });
  });
});
