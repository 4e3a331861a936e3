import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type DemoAccountName,
  type TestServer,
} from "../../src/testing";

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-page-"));
  server = await startTestServer({ dataDir });
});
// The page's code is compiled once here, not inside the first test's time (the route loads it lazily,
// and on a loaded host that compile alone took most of a test's budget).
beforeAll(() => import("../../src/plugins/storage/StoragePage"));
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(cleanupTestShell);

async function openStorage(who: DemoAccountName = "admin") {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, who);
  const rendered = await renderInTestShell(null, {
    core,
    plugins: builtInPlugins,
    route: "/home/storage-manage",
  });
  if (who === "admin") await screen.findByTestId("storage-table");
  return { ...rendered, user: userEvent.setup() };
}

const table = () => screen.getByTestId("storage-table");
/**
 * The table's rows by tag: a role query computes every element's accessibility (about 100 ms of CPU
 * on this table, several seconds on a loaded host), and `waitFor` repeats it on every DOM change.
 */
const rows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>("tr"));
const rowOf = (name: string) => rows().find((row) => row.querySelector("td")?.textContent?.trim() === name);
const pathBox = () => screen.getByLabelText("远程路径") as HTMLInputElement;

async function menuAction(name: string, item: string) {
  const row = rowOf(name)!;
  fireEvent.contextMenu(row.querySelector("td")!);
  fireEvent.click(await screen.findByRole("menuitem", { name: item }));
}

describe("the storage page (admin, reference server)", () => {
  it("lists the user's GPUFS folder with every column, the quota and the records panel", async () => {
    await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    expect(pathBox().value).toBe("/GPUFS/admin");
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["名称", "类型", "uid", "gid", "perm", "大小", "时间", "路径"]);
    const readme = rowOf("README.txt")!;
    expect(readme.textContent).toContain("/GPUFS/admin/README.txt");
    expect(readme.textContent).toContain("rw");
    expect(rowOf(".bashrc")).toBeUndefined();
    expect(screen.getByText("超算集群的存储为GPUFS存储卷")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("storage-remaining").textContent).toMatch(/剩余存储：\d+\.\d{2}G/),
    );
    expect(screen.getByRole("button", { name: "文件操作记录" })).toHaveAttribute("aria-expanded", "true");
  });

  it("show hidden, search with Enter, open a folder by double-click and go up", async () => {
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    await user.click(screen.getByLabelText("显示隐藏文件"));
    await waitFor(() => expect(rowOf(".bashrc")).toBeDefined());

    await user.type(screen.getByLabelText("按名称搜索当前目录"), "read{Enter}");
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rowOf("README.txt")).toBeDefined();
    await user.clear(screen.getByLabelText("按名称搜索当前目录"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(rowOf("notes")).toBeDefined());

    await user.dblClick(rowOf("notes")!);
    await waitFor(() => expect(rowOf("long-log.txt")).toBeDefined());
    expect(pathBox().value).toBe("/GPUFS/admin/notes");
    await user.click(screen.getByRole("button", { name: "上一级" }));
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin"));
  });

  it("volume, typed path rules and root", async () => {
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    await user.selectOptions(screen.getByLabelText("存储卷"), "PUBLIC");
    await waitFor(() => expect(rowOf("shared.txt")).toBeDefined());
    expect(pathBox().value).toBe("/PUBLIC/admin");

    await user.clear(pathBox());
    await user.type(pathBox(), "/GPUFS/admin/projects{Enter}");
    await waitFor(() => expect(rowOf("demo")).toBeDefined());
    expect((screen.getByLabelText("存储卷") as HTMLSelectElement).value).toBe("GPUFS");

    await user.clear(pathBox());
    await user.type(pathBox(), "/GPUFS/datasets/x{Enter}");
    await waitFor(() => expect(pathBox().value).toBe(""));
    expect(within(table()).getByText("暂无数据")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "根目录" }));
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    expect(pathBox().value).toBe("/GPUFS/admin");
  });

  it("click, Ctrl-click and Shift-click select rows; download rules", async () => {
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    const names = rows()
      .slice(1)
      .map((row) => row.querySelector("td")!.textContent!.trim());
    const selected = () =>
      rows()
        .filter((row) => row.getAttribute("aria-selected") === "true")
        .map((row) => row.querySelector("td")!.textContent!.trim());

    await user.click(screen.getByRole("button", { name: "下载文件" }));
    expect(await screen.findByText("请选择要下载的文件")).toBeInTheDocument();

    await user.click(rowOf(names[0]!)!);
    expect(selected()).toEqual([names[0]]);
    fireEvent.click(rowOf(names[2]!)!, { ctrlKey: true });
    expect(selected()).toEqual([names[0], names[2]]);
    fireEvent.click(rowOf(names[0]!)!);
    fireEvent.click(rowOf(names[3]!)!, { shiftKey: true });
    expect(selected()).toEqual(names.slice(0, 4));

    fireEvent.click(rowOf("notes")!);
    await user.click(screen.getByRole("button", { name: "下载文件" }));
    expect(await screen.findByText("不支持文件夹类型的下载")).toBeInTheDocument();
  });

  it("view rules: a folder asks for a double-click, a text file opens in the preview", async () => {
    await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    await menuAction("notes", "查看");
    expect(await screen.findByText("双击查看")).toBeInTheDocument();

    await menuAction("README.txt", "查看");
    const preview = await screen.findByTestId("storage-preview-text");
    await waitFor(() => expect(preview.textContent).toContain("GPUFS 存储卷中的示例目录"));
  });

  it("paste with nothing copied, then create a folder through the context menu", async () => {
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());

    await menuAction("README.txt", "粘贴");
    expect(await screen.findByText("没有可粘贴的文件")).toBeInTheDocument();

    await menuAction("README.txt", "新建文件夹");
    const create = await screen.findByRole("dialog", { name: "新建文件夹" });
    await user.click(within(create).getByRole("button", { name: "确定" }));
    expect(within(create).getByText("请输入名称")).toBeInTheDocument();
    await user.type(within(create).getByLabelText("文件夹名称"), "made-here");
    await user.click(within(create).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(rowOf("made-here")).toBeDefined());
    expect(screen.queryByRole("dialog", { name: "新建文件夹" })).toBeNull();
    expect((await screen.findAllByText("操作成功")).length).toBeGreaterThan(0);

    // the records panel lists the operations
    await user.click(screen.getByRole("button", { name: "文件操作记录 刷新" }));
    await waitFor(() => expect(screen.getAllByText("新建文件夹").length).toBeGreaterThan(0));
  });

  it("renames a folder through the context menu; a refused rename shows the server's text", async () => {
    fs.mkdirSync(path.join(dataDir, "storage", "GPUFS", "admin", "to-rename"));
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("to-rename")).toBeDefined());
    await menuAction("to-rename", "重命名");
    const rename = await screen.findByRole("dialog", { name: "重命名" });
    const field = within(rename).getByLabelText("新名称");
    await user.clear(field);
    await user.type(field, "renamed-here");
    await user.click(within(rename).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(rowOf("renamed-here")).toBeDefined());
    expect(rowOf("to-rename")).toBeUndefined();

    // a refused operation shows the server's text and closes the dialog
    await menuAction("README.txt", "重命名");
    const again = await screen.findByRole("dialog", { name: "重命名" });
    const name = within(again).getByLabelText("新名称");
    await user.clear(name);
    await user.type(name, "renamed-here");
    await user.click(within(again).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "重命名" })).toBeNull());
    expect(await screen.findByText("目标已存在")).toBeInTheDocument();
  });

  it("the permission dialog asks for the code (placeholder 755)", async () => {
    const { user } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    await menuAction("README.txt", "设置权限");
    const dialog = await screen.findByRole("dialog", { name: "设置权限" });
    expect(within(dialog).getByLabelText("权限码")).toHaveAttribute("placeholder", "755");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(within(dialog).getByText("请输入权限码")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
  });

  it("pages 20 rows a page on the client with a page jumper", async () => {
    const { user, core } = await openStorage();
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    for (let index = 0; index < 25; index++)
      await core.http.post(
        STORAGE_API.storageOpt,
        { type: 3, target: [`/GPUFS/admin/bulk-${String(index).padStart(2, "0")}`] },
        { hideSuccessTip: true },
      );
    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(within(table()).getByText(/共 3\d 条/)).toBeInTheDocument());
    expect(rows()).toHaveLength(21);
    await user.type(within(table()).getByLabelText("前往"), "2{Enter}");
    await waitFor(() => expect(rows().length).toBeLessThan(21));
    await user.selectOptions(within(table()).getByLabelText("page size"), "50");
    await waitFor(() => expect(rows().length).toBeGreaterThan(30));
  });
});

describe("the upload from the page", () => {
  // The in-process adapter sends no multipart bodies: the chunks themselves are covered by the
  // queue's effect tests and the browser journey (tests/e2e/storage.spec.ts).
  it("runs the registered queue while open; a name in the listing asks to overwrite, 不覆盖 drops it", async () => {
    const { user, core } = await openStorage();
    await user.type(screen.getByLabelText("按名称搜索当前目录"), "README{Enter}");
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    expect(core.machines.liveActors("uploadQueue")).toHaveLength(1);
    await user.upload(screen.getByTestId("storage-file-input"), new File(["y"], "README.txt"));
    expect(await screen.findByText("/GPUFS/admin/README.txt 已存在，是否覆盖？")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "不覆盖" }));
    await waitFor(() => expect(screen.queryByText("/GPUFS/admin/README.txt 已存在，是否覆盖？")).toBeNull());
    const [live] = core.machines.liveActors("uploadQueue");
    expect(live!.actor.getSnapshot().context.items).toEqual([]);
  });

  it("files dropped on a folder row whose names are there ask to overwrite the same way", async () => {
    const { user } = await openStorage();
    await user.type(screen.getByLabelText("按名称搜索当前目录"), "notes{Enter}");
    await waitFor(() => expect(rowOf("notes")).toBeDefined());
    const dropped = new File(["again"], "long-log.txt");
    fireEvent.drop(rowOf("notes")!.querySelector("td")!, {
      dataTransfer: { items: [], files: [dropped], types: ["Files"] },
    });
    expect(await screen.findByText("/GPUFS/admin/notes/long-log.txt 已存在，是否覆盖？")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "不覆盖" }));
    await waitFor(() => expect(screen.queryByText(/long-log\.txt 已存在/)).toBeNull());
  });
});

describe("previews, details and dropping files", () => {
  it("an image preview through view?type=browser with a storage token; the details dialog; a drop queues the file here", async () => {
    const { user, core } = await openStorage();
    await user.type(screen.getByLabelText("按名称搜索当前目录"), "images{Enter}");
    await waitFor(() => expect(rowOf("images")).toBeDefined());
    await user.dblClick(rowOf("images")!);
    await waitFor(() => expect(rowOf("pixel.png")).toBeDefined());

    await menuAction("pixel.png", "查看");
    const image = (await screen.findByRole("img", { name: "pixel.png" })) as HTMLImageElement;
    expect(image.src).toMatch(
      /storage\/view\?type=browser&file=%2FGPUFS%2Fadmin%2Fimages%2Fpixel\.png&token=\w+/,
    );
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "关闭" }));

    await menuAction("pixel.png", "详情");
    const details = await screen.findByRole("dialog", { name: "详情" });
    expect(details.textContent).toContain("/GPUFS/admin/images/pixel.png");
    await user.click(within(details).getByRole("button", { name: "关闭" }));

    const dropped = new File(["dropped"], "dropped.txt");
    fireEvent.drop(table(), { dataTransfer: { items: [], files: [dropped] } });
    await waitFor(() =>
      expect(core.machines.liveActors("uploadQueue")[0]!.actor.getSnapshot().context.items).toEqual([
        expect.objectContaining({ name: "/GPUFS/admin/images/dropped.txt", size: 7 }),
      ]),
    );
  });
});

describe("the text preview", () => {
  it("pages a text file by 4096 bytes", async () => {
    const { user } = await openStorage();
    await user.type(screen.getByLabelText("按名称搜索当前目录"), "notes{Enter}");
    await waitFor(() => expect(rowOf("notes")).toBeDefined());
    await user.dblClick(rowOf("notes")!);
    await waitFor(() => expect(rowOf("long-log.txt")).toBeDefined());
    await user.dblClick(rowOf("long-log.txt")!);
    const dialog = await screen.findByRole("dialog", { name: "文件预览：long-log.txt" });
    await waitFor(() =>
      expect(within(dialog).getByTestId("storage-preview-text").textContent).toContain("第 1 行"),
    );
    const pages = within(dialog).getByText(/^第 1 \/ \d+ 页$/);
    const total = Number(/\/ (\d+)/.exec(pages.textContent!)![1]);
    expect(total).toBeGreaterThan(1);
    expect(
      new TextEncoder().encode(within(dialog).getByTestId("storage-preview-text").textContent!).length,
    ).toBeLessThanOrEqual(4096);
    await user.click(within(dialog).getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(within(dialog).getByText(`第 2 / ${total} 页`)).toBeInTheDocument());
    await waitFor(() =>
      expect(within(dialog).getByTestId("storage-preview-text").textContent).not.toContain("第 1 行"),
    );
  });
});

describe("without an HPC account", () => {
  it("shows the HpcRequired notice, and the server answers 506", async () => {
    const { core } = await openStorage("dev");
    expect(await screen.findByText("无法操作，请点击右上角头像绑定HPC账号后重试。")).toBeInTheDocument();
    expect(screen.queryByTestId("storage-table")).toBeNull();
    const status = await core.http
      .get(STORAGE_API.storageDirInfo, { params: { dir: "/GPUFS/dev" }, hideTip: true })
      .then(
        () => 200,
        (error: { response?: { status: number } }) => error.response?.status,
      );
    expect(status).toBe(506);
  });
});
