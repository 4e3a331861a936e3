import { STORAGE_API } from "../../src/contracts/storage";
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
  type TestServer,
} from "../../src/testing";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
// The page's code is compiled once here, not inside the first test's time (the route loads it lazily,
// and on a loaded host that compile alone took most of a test's budget).
beforeAll(() => import("../../src/plugins/storage/StoragePage"));
afterAll(() => server.close());
afterEach(cleanupTestShell);

async function openStorage(before?: (core: ReturnType<typeof createTestCore>) => Promise<unknown>) {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, "admin");
  await before?.(core);
  await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/storage-manage" });
  await screen.findByTestId("storage-table");
  await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
  return userEvent.setup();
}

const table = () => screen.getByTestId("storage-table");
/** The body rows by tag: a role query on this table costs about 100 ms of CPU each time `waitFor` retries. */
const bodyRows = () => Array.from(table().querySelectorAll<HTMLTableRowElement>("tr")).slice(1);
const nameOf = (row: HTMLElement) => row.querySelector("td")!.textContent!.trim();
const rowOf = (name: string) => bodyRows().find((row) => nameOf(row) === name);
const selected = () =>
  bodyRows()
    .filter((row) => row.getAttribute("aria-selected") === "true")
    .map(nameOf);
const pathBox = () => screen.getByLabelText("远程路径") as HTMLInputElement;

describe("the file table with the keyboard alone (storage-file-manager §2)", () => {
  it("rows take the focus; arrows, Shift, Home/End, Ctrl+A and Esc select; ? lists the keys", async () => {
    const user = await openStorage();
    const names = bodyRows().map(nameOf);
    // One row is reachable with Tab (roving tabindex), the others by the arrows.
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    bodyRows()[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([names[0]]);
    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([names[1]]);
    expect(document.activeElement).toBe(rowOf(names[1]!));
    await user.keyboard("{Shift>}{ArrowDown}{ArrowDown}{/Shift}");
    expect(selected()).toEqual(names.slice(1, 4));
    await user.keyboard("{Shift>}{End}{/Shift}");
    expect(selected()).toEqual(names.slice(1));
    await user.keyboard("{Home}");
    expect(selected()).toEqual([names[0]]);
    await user.keyboard("{Control>}a{/Control}");
    expect(selected()).toEqual(names);
    await user.keyboard("{Escape}");
    expect(selected()).toEqual([]);

    await user.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "快捷键" });
    for (const key of ["Ctrl + A", "Enter", "Backspace", "F2", "Delete", "Ctrl + C", "Ctrl + V", "Esc"])
      expect(within(help).getByText(key)).toBeInTheDocument();
    expect(within(help).getByText("粘贴到选中的文件夹（未选中文件夹时粘贴到当前目录）")).toBeInTheDocument();
  });

  it("Enter opens a folder, Backspace goes up, and up from the volume's top says so", async () => {
    const user = await openStorage();
    await user.click(rowOf("notes")!);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(rowOf("long-log.txt")).toBeDefined());
    expect(pathBox().value).toBe("/GPUFS/admin/notes");
    // The keys stay in the table: the new folder's first row has the focus, no click needed.
    await waitFor(() => expect(document.activeElement).toBe(rowOf("long-log.txt")));
    await user.keyboard("{Backspace}");
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
    expect(pathBox().value).toBe("/GPUFS/admin");
    await waitFor(() => expect(document.activeElement).toBe(bodyRows()[0]));
    await user.keyboard("{ArrowDown}");
    expect(selected()).toEqual([nameOf(bodyRows()[0]!)]);
    await user.click(screen.getByRole("button", { name: "上一级" }));
    expect(await screen.findByText("已在存储卷 GPUFS 的根目录，无法再返回上一级")).toBeInTheDocument();
    expect(pathBox().value).toBe("/GPUFS/admin");
  });

  it("an empty folder keeps the keys: Backspace goes back up", async () => {
    const user = await openStorage((core) =>
      core.http.post(
        STORAGE_API.storageOpt,
        { type: 3, target: ["/GPUFS/admin/keys-empty"] },
        { hideSuccessTip: true },
      ),
    );
    await waitFor(() => expect(rowOf("keys-empty")).toBeDefined());
    await user.click(rowOf("keys-empty")!);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin/keys-empty"));
    const empty = await screen.findByTestId("storage-empty-row");
    expect(empty).toHaveTextContent("暂无数据");
    await waitFor(() => expect(document.activeElement).toBe(empty));
    await user.keyboard("{Backspace}");
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin"));
    await waitFor(() => expect(document.activeElement).toBe(bodyRows()[0]));
  });

  it("F2 renames, Delete asks first, Ctrl+C copies and Ctrl+V on a folder row pastes into it", async () => {
    const user = await openStorage();
    await user.click(rowOf("README.txt")!);
    await user.keyboard("{F2}");
    const rename = await screen.findByRole("dialog", { name: "重命名" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(rename).not.toBeInTheDocument());

    rowOf("README.txt")!.focus();
    await user.keyboard("{Delete}");
    expect(await screen.findByText("确定删除选中的 1 项吗？")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "取消" }));

    rowOf("README.txt")!.focus();
    await user.keyboard("{Control>}c{/Control}");
    expect(await screen.findByText("复制成功")).toBeInTheDocument();
    await user.click(rowOf("notes")!);
    await user.keyboard("{Control>}v{/Control}");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin/notes"));
    await waitFor(() => expect(rowOf("README.txt")).toBeDefined());
  });

  it("Ctrl+V with the copied folder still selected pastes here, never into itself", async () => {
    const user = await openStorage();
    await user.click(rowOf("notes")!);
    await user.keyboard("{Control>}c{/Control}");
    expect(await screen.findByText("复制成功")).toBeInTheDocument();
    await user.keyboard("{Control>}v{/Control}");
    // Into /GPUFS/admin, where notes already is: the server's 目标已存在, not 不能把目录复制到它自身之中.
    expect(await screen.findByText("目标已存在")).toBeInTheDocument();
    expect(screen.queryByText("不能把目录复制到它自身之中")).toBeNull();
  });

  it("the whole header cell sorts, not only its label", async () => {
    await openStorage();
    const header = within(table()).getByRole("columnheader", { name: /名称/ });
    fireEvent.click(header);
    expect(header).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(header.querySelector("button")!);
    expect(header).toHaveAttribute("aria-sort", "descending");
  });
});
