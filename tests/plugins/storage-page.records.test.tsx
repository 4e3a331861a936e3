import { STORAGE_API } from "../../src/contracts/storage";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import { storageApi, type FileRow } from "../../src/plugins/storage/api";
import { ExecutionDialog } from "../../src/plugins/storage/screen/ExecutionDialog";
import { FileMenu } from "../../src/plugins/storage/screen/FileMenu";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());
afterEach(() => {
  cleanupTestShell();
  vi.unstubAllGlobals();
});

/** A websocket the test drives: the dialog's socket is the last one made. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

const fileRow = (name: string, type: FileRow["type"] = "file"): FileRow => ({
  name,
  type,
  uid: 0,
  gid: 0,
  perm: "rw-r--r--",
  size: 1,
  time: "2026-01-01 00:00:00",
  path: `/GPUFS/admin/${name}`,
});

describe("the right-click menu", () => {
  const items = () => screen.getAllByRole("menuitem").map((item) => item.textContent);
  it("offers unzip only for names ending in zip or tar", () => {
    const { rerender } = render(<FileMenu row={fileRow("a.zip")} selectedCount={1} onAction={() => {}} />);
    expect(items()).toContain("解压");
    rerender(<FileMenu row={fileRow("a.tar")} selectedCount={1} onAction={() => {}} />);
    expect(items()).toContain("解压");
    rerender(<FileMenu row={fileRow("a.txt")} selectedCount={1} onAction={() => {}} />);
    expect(items()).not.toContain("解压");
  });
  it("onlyShow hides create, rename and permission", () => {
    const { rerender } = render(<FileMenu row={fileRow("a.txt")} selectedCount={1} onAction={() => {}} />);
    expect(items()).toEqual(expect.arrayContaining(["新建文件夹", "重命名", "设置权限"]));
    rerender(<FileMenu row={fileRow("a.txt")} selectedCount={1} onlyShow onAction={() => {}} />);
    for (const hidden of ["新建文件夹", "重命名", "设置权限"]) expect(items()).not.toContain(hidden);
    expect(items()).toEqual(
      expect.arrayContaining(["查看", "详情", "下载文件", "复制", "粘贴", "删除", "恢复属主", "打包为tar"]),
    );
  });
});

describe("the execution-detail dialog", () => {
  it("shows the live output; 完成 is disabled without output and closes the stream; 刷新 reconnects; an error shows 服务器连接错误", async () => {
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderInTestShell(<ExecutionDialog api={storageApi(core.http)} id={7} onClose={onClose} />, {
      core,
    });
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(FakeSocket.made[0]!.url).toMatch(
      /^ws:\/\/.*\/api\/aimanager\/v1\/starlight\/api\/storage\/opt\/7\?token=\w+/,
    );
    const finish = screen.getByRole("button", { name: "完成" });
    expect(finish).toBeDisabled();

    fireEvent(window, new Event("noop"));
    FakeSocket.made[0]!.onmessage!({ data: "a projects/demo/train.py" });
    expect(await screen.findByText("a projects/demo/train.py")).toBeInTheDocument();
    expect(finish).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    expect(FakeSocket.made[0]!.closed).toBe(true);
    FakeSocket.made[1]!.onerror!();
    expect(await screen.findByText("服务器连接错误")).toBeInTheDocument();

    FakeSocket.made[1]!.onmessage!({ data: "line again" });
    expect(await screen.findByText("line again")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "完成" }));
    expect(FakeSocket.made[1]!.closed).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });
});

describe("the operation records panel", () => {
  it("lists records with type, status and paths, and deletes one after confirmation (操作成功)", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    await core.http.post(
      STORAGE_API.storageOpt,
      { type: 3, target: ["/GPUFS/admin/rec-folder"] },
      { hideSuccessTip: true },
    );
    const user = userEvent.setup();
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/storage-manage" });
    const panel = await screen.findByRole("region", { name: "文件操作记录" });
    const record = await waitFor(() => {
      const found = within(panel)
        .getAllByRole("row")
        .find((row) => row.textContent?.includes("/GPUFS/admin/rec-folder"));
      expect(found).toBeDefined();
      return found!;
    });
    expect(record.textContent).toContain("新建文件夹");
    expect(record.textContent).toContain("-");

    await user.click(within(panel).getByRole("button", { name: "收起" }));
    expect(within(panel).getByRole("button", { name: "文件操作记录" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await user.click(within(panel).getByRole("button", { name: "展开" }));

    await user.click(within(record).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除该操作记录吗？")).toBeInTheDocument();
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect((await screen.findAllByText("操作成功")).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(panel).queryByText("/GPUFS/admin/rec-folder")).toBeNull());
  });

  it("pages the records like the file table: 10 a page, then the older ones (storage-file-manager §2)", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    for (let index = 0; index < 12; index++)
      await core.http.post(
        STORAGE_API.storageOpt,
        { type: 3, target: [`/GPUFS/admin/rec-page-${index}`] },
        { hideSuccessTip: true },
      );
    const { total } = await storageApi(core.http).records(1, 10);
    expect(total).toBeGreaterThanOrEqual(12);
    const user = userEvent.setup();
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/storage-manage" });
    const panel = await screen.findByRole("region", { name: "文件操作记录" });
    await waitFor(() => expect(within(panel).getByText(`共 ${total} 条`)).toBeInTheDocument());
    const bodyRows = () => within(panel).getAllByRole("row").slice(1);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]!.textContent).toContain("/GPUFS/admin/rec-page-11");
    await user.click(within(panel).getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(bodyRows()[0]!.textContent).toContain("/GPUFS/admin/rec-page-1"));
    expect(within(panel).queryByText("/GPUFS/admin/rec-page-11")).toBeNull();
  });
});
