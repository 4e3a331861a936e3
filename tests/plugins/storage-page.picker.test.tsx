import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { definePlugin } from "../../src/core/pluginTypes";
import storagePlugin, { STORAGE_PICKER, type StoragePickerService } from "../../src/plugins/storage";
import { FilePickerDialog } from "../../src/plugins/storage/FilePickerDialog";
import type { PageComponent } from "../../src/ui/CoreContext";
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
afterEach(cleanupTestShell);

describe("the file picker dialog (file management)", () => {
  it("confirms one file of the allowed formats, with the spec's messages otherwise", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    const onPick = vi.fn();
    const user = userEvent.setup();
    await renderInTestShell(<FilePickerDialog type="zip" onPick={onPick} onClose={() => {}} />, { core });
    const dialog = await screen.findByRole("dialog", { name: "文件管理" });
    const rowOf = (name: string) =>
      within(dialog)
        .getAllByRole("row")
        .find((row) => row.querySelector("td")?.textContent?.trim() === name);
    await waitFor(() => expect(rowOf("samples.zip")).toBeDefined());
    const confirm = within(dialog).getByRole("button", { name: "确定" });

    await user.click(confirm);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("请选择文件后再确认上传");
    await user.click(rowOf("notes")!);
    await user.click(confirm);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("请选择要上传的文件");
    await user.click(rowOf("README.txt")!);
    await user.click(confirm);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("请选择.zip格式的文件");
    expect(onPick).not.toHaveBeenCalled();

    await user.click(rowOf("samples.zip")!);
    await user.click(confirm);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ path: "/GPUFS/admin/samples.zip" }));

    await user.dblClick(rowOf("notes")!);
    await waitFor(() => expect(rowOf("long-log.txt")).toBeDefined());
    await user.click(within(dialog).getByRole("button", { name: "返回上一级" }));
    await waitFor(() => expect(rowOf("samples.zip")).toBeDefined());
  });
});

describe("the file picker with the keys (storage-file-manager §2)", () => {
  it("arrows move the choice, Enter opens a folder or confirms a file, Backspace goes up", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    const onPick = vi.fn();
    const user = userEvent.setup();
    await renderInTestShell(<FilePickerDialog type="zip" onPick={onPick} onClose={() => {}} />, { core });
    const dialog = await screen.findByRole("dialog", { name: "文件管理" });
    const rows = () => within(dialog).getAllByRole("row").slice(1);
    const nameOf = (row: HTMLElement) => row.querySelector("td")!.textContent!.trim();
    const rowOf = (name: string) => rows().find((row) => nameOf(row) === name);
    const chosen = () =>
      rows()
        .filter((row) => row.getAttribute("aria-selected") === "true")
        .map(nameOf);
    await waitFor(() => expect(rowOf("samples.zip")).toBeDefined());

    await user.click(rowOf("notes")!);
    await user.keyboard("{Home}");
    expect(chosen()).toEqual([nameOf(rows()[0]!)]);
    await user.keyboard("{ArrowDown}");
    expect(chosen()).toEqual([nameOf(rows()[1]!)]);
    expect(document.activeElement).toBe(rows()[1]);
    // Shift does not widen the choice: one file is picked.
    await user.keyboard("{Shift>}{ArrowDown}{/Shift}");
    expect(chosen()).toEqual([nameOf(rows()[2]!)]);

    await user.click(rowOf("notes")!);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(rowOf("long-log.txt")).toBeDefined());
    await waitFor(() => expect(document.activeElement).toBe(rows()[0]));
    await user.keyboard("{Backspace}");
    await waitFor(() => expect(rowOf("samples.zip")).toBeDefined());

    await user.click(rowOf("samples.zip")!);
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ path: "/GPUFS/admin/samples.zip" }));
  });
});

describe("the picker service (storage.picker)", () => {
  it("another plugin opens the picker and gets the confirmed file, or null when it is closed", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    const seen: { service?: StoragePickerService } = {};
    const consumer = definePlugin<PageComponent>({
      id: "needs-files",
      requires: [STORAGE_PICKER],
      activate: (ctx) => {
        seen.service = ctx.get(STORAGE_PICKER);
      },
    });
    const user = userEvent.setup();
    await renderInTestShell(null, { core, plugins: [storagePlugin, consumer] });
    let picked!: Promise<unknown>;
    act(() => {
      picked = seen.service!.pick("text");
    });
    const dialog = await screen.findByRole("dialog", { name: "文件管理" });
    const readme = await waitFor(() => {
      const found = within(dialog)
        .getAllByRole("row")
        .find((row) => row.querySelector("td")?.textContent?.trim() === "README.txt");
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(readme);
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(picked).resolves.toMatchObject({ path: "/GPUFS/admin/README.txt" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "文件管理" })).toBeNull());

    act(() => {
      picked = seen.service!.pick("image");
    });
    const again = await screen.findByRole("dialog", { name: "文件管理" });
    await user.click(within(again).getByRole("button", { name: "取消" }));
    await expect(picked).resolves.toBeNull();
  });
});
