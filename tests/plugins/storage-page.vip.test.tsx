import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { VIP_PATHS_FILE } from "../../server/storage/vipPaths";
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
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-vip-test-"));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  cleanupTestShell();
  fs.rmSync(path.join(dataDir, "storage", VIP_PATHS_FILE), { force: true });
});

async function openStorage(route: string) {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, plugins: builtInPlugins, route });
  return screen.findByTestId("storage-table");
}

const pathBox = () => screen.getByLabelText("远程路径") as HTMLInputElement;
const volumeSelect = () => screen.getByLabelText("存储卷") as HTMLSelectElement;

describe("onlyShow and the VIP directory on the storage screen (reference server)", () => {
  it("?onlyShow=1 hides create, rename and permission in the menu; without it they are there", async () => {
    const menuItems = async () => {
      const table = await screen.findByTestId("storage-table");
      const readme = await waitFor(() => {
        const cell = table.querySelector<HTMLElement>('tr[data-path="/GPUFS/admin/README.txt"] td');
        if (!cell) throw new Error("README.txt not listed yet");
        return cell;
      });
      fireEvent.contextMenu(readme);
      const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent ?? "");
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
      return items;
    };

    await openStorage("/home/storage-manage?onlyShow=1");
    expect(screen.getByTestId("storage-only-show")).toHaveTextContent("只读");
    const readOnly = await menuItems();
    for (const hidden of ["重命名", "新建文件夹", "设置权限"])
      expect(
        readOnly.some((item) => item.includes(hidden)),
        hidden,
      ).toBe(false);
    expect(readOnly.some((item) => item.includes("复制"))).toBe(true);
    cleanupTestShell();

    await openStorage("/home/storage-manage");
    expect(screen.queryByTestId("storage-only-show")).not.toBeInTheDocument();
    const full = await menuItems();
    for (const shown of ["重命名", "新建文件夹", "设置权限"])
      expect(
        full.some((item) => item.includes(shown)),
        shown,
      ).toBe(true);
  });

  it("an account with a server-set VIP directory opens there, with 'VIP' added and preselected; root returns there", async () => {
    // Any first call creates the storage folder; then the operator's setting is written.
    await openStorage("/home/storage-manage");
    cleanupTestShell();
    fs.writeFileSync(
      path.join(dataDir, "storage", VIP_PATHS_FILE),
      JSON.stringify({ admin: "/PUBLIC/admin/vip" }),
    );
    fs.writeFileSync(
      path.join(dataDir, "storage", "PUBLIC", "admin", "vip-note.txt"),
      "outside the vip folder",
    );
    fs.mkdirSync(path.join(dataDir, "storage", "PUBLIC", "admin", "vip"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "storage", "PUBLIC", "admin", "vip", "inside.txt"), "vip");

    const table = await openStorage("/home/storage-manage");
    await waitFor(() => expect(pathBox().value).toBe("/PUBLIC/admin/vip"));
    expect(volumeSelect().value).toBe("VIP");
    expect([...volumeSelect().options].map((option) => option.value)).toEqual(["VIP", "GPUFS", "PUBLIC"]);
    await waitFor(() =>
      expect(table.querySelector('tr[data-path="/PUBLIC/admin/vip/inside.txt"]')).not.toBeNull(),
    );

    // Another volume resets to its user folder; root goes back to the VIP directory.
    fireEvent.change(volumeSelect(), { target: { value: "GPUFS" } });
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin"));
    fireEvent.click(screen.getByRole("button", { name: "根目录" }));
    await waitFor(() => expect(pathBox().value).toBe("/PUBLIC/admin/vip"));
    expect(volumeSelect().value).toBe("VIP");

    // Up from the VIP directory says so and stays (it is the top of 'VIP').
    fireEvent.click(screen.getByRole("button", { name: "上一级" }));
    expect(await screen.findByText("已在存储卷 VIP 的根目录，无法再返回上一级")).toBeInTheDocument();
    expect(pathBox().value).toBe("/PUBLIC/admin/vip");
  });

  it("up from a typed volume top (/GPUFS) says so instead of listing nothing", async () => {
    await openStorage("/home/storage-manage");
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS/admin"));
    fireEvent.change(pathBox(), { target: { value: "/GPUFS" } });
    fireEvent.keyDown(pathBox(), { key: "Enter" });
    await waitFor(() => expect(pathBox().value).toBe("/GPUFS"));
    fireEvent.click(screen.getByRole("button", { name: "上一级" }));
    expect(await screen.findByText("已在存储卷 GPUFS 的根目录，无法再返回上一级")).toBeInTheDocument();
    expect(pathBox().value).toBe("/GPUFS");
  });
});
