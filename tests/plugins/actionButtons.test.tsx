import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import algorithms from "../../src/plugins/algorithms";
import devPlatform from "../../src/plugins/dev-platform";
import type { FileRow } from "../../src/plugins/storage/api";
import { allowedBy } from "../../src/plugins/storage/permissions";
import { FileMenu } from "../../src/plugins/storage/screen/FileMenu";
import { StorageToolbar } from "../../src/plugins/storage/screen/StorageToolbar";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** Takes `codes` from the seeded role `seedKey` while `run` runs. */
async function without(seedKey: string, codes: string[], run: () => Promise<void>) {
  const db = server().app.platform.db;
  const role = (db.prepare("SELECT id FROM roles WHERE seed_key = ?").get(seedKey) as { id: number }).id;
  db.prepare(`DELETE FROM role_codes WHERE role_id = ? AND code IN (${codes.map(() => "?").join(", ")})`).run(
    role,
    ...codes,
  );
  try {
    await run();
  } finally {
    const give = db.prepare("INSERT OR IGNORE INTO role_codes (role_id, code) VALUES (?, ?)");
    for (const code of codes) give.run(role, code);
  }
}

describe("算法管理's buttons follow calcM-A01..A03", () => {
  it("hides 新增算法 and the type tree's 新增 without A01, and 删除 without A03, keeping 编辑", async () => {
    const app = server().app;
    const token = await signIn(app, "dev", "Dev@123");
    const call = async (method: "GET" | "POST", url: string, payload?: object) =>
      (
        await app.inject({
          method,
          url: `/api/aimanager/v1${url}`,
          payload,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data;
    const [root] = (await call("GET", "/algorithm-type/parents")) as { id: number }[];
    const [child] = (await call("GET", `/algorithm-type/childrens?parentId=${root!.id}`)) as { id: number }[];
    await call("POST", "/tb-algorithm-manage/algorithm", { name: "按钮权限算法", typeId: child!.id });
    await without("developer", ["calcM-A01", "calcM-A03"], async () => {
      const core = createTestCore({ adapter: server().adapter });
      await signInAs(core, "dev");
      await renderInTestShell(null, {
        core,
        plugins: [devPlatform, algorithms],
        route: "/home/model-management/algorithm-management",
      });
      expect(await screen.findByRole("heading", { name: "算法管理" })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText("计算机视觉")).toBeInTheDocument());
      expect(screen.queryByRole("button", { name: "新增算法" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "新增一级类型" })).not.toBeInTheDocument();
      const row = (await screen.findByText("按钮权限算法")).closest("tr")!;
      expect(within(row).getByRole("button", { name: "编辑" })).toBeInTheDocument();
      expect(within(row).queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
    });
  });
});

describe("存储管理's buttons follow the storageM actions", () => {
  const row: FileRow = { name: "a.txt", path: "/GPUFS/dev/a.txt", type: "file" } as FileRow;

  it("greys the menu items whose code is missing", () => {
    const allowed = allowedBy((code) => !["storageM-del", "storageM-put"].includes(code));
    render(<FileMenu row={row} selectedCount={1} allowed={allowed} onAction={() => undefined} />);
    const menu = screen.getByRole("menu", { name: "file menu" });
    const item = (name: string) => within(menu).getByText(name).closest("a, [role=menuitem]")!;
    for (const name of ["删除", "重命名", "设置权限"])
      expect(item(name).getAttribute("aria-disabled"), name).toBe("true");
    for (const name of ["下载文件", "复制", "新建文件夹", "查看"])
      expect(item(name).getAttribute("aria-disabled"), name).not.toBe("true");
  });

  it("disables 下载 without storageM-download and the uploads without storageM-add", () => {
    const noop = () => undefined;
    render(
      <StorageToolbar
        showHidden={false}
        onRoot={noop}
        onUp={noop}
        onRefresh={noop}
        onSearch={noop}
        onShowHidden={noop}
        onDownload={noop}
        onUpload={noop}
        onUploadFolder={noop}
        onShortcuts={noop}
        canDownload={false}
        canUpload={false}
      />,
    );
    for (const name of ["下载文件", "上传文件", "上传文件夹"])
      expect(screen.getByRole("button", { name }), name).toBeDisabled();
    expect(screen.getByRole("button", { name: "刷新" })).toBeEnabled();
  });
});
