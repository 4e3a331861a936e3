import { fireEvent, screen, within } from "@testing-library/react";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import userAdmin from "../../src/plugins/user-admin";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const USERS = "/backstage/user-management/user-config";

/** An .xls sheet (BIFF8) with the header row and the given rows. */
function sheet(rows: string[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([["账号", "姓名", "手机号", "邮箱", "身份证号", "密码"], ...rows]),
    "用户",
  );
  const bytes = XLSX.write(book, { type: "array", bookType: "biff8" }) as ArrayBuffer;
  return new File([bytes], "users.xls", { type: "application/vnd.ms-excel" });
}

describe("导入用户", () => {
  it("an import with 6 of 7 rows refused says so as a warning with the counts, never a green 操作成功", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: [backstage, userAdmin], route: USERS });

    const fresh = `imp${Date.now().toString(36).slice(-6)}`;
    const rows = [
      [fresh, "导入一", "13800138001", `${fresh}@example.com`, "", "Import@123"],
      // Six refused: the demo accounts exist already.
      ...["admin", "dev", "dev2", "annot1", "annot2", "ops"].map((account) => [
        account,
        "重复",
        "",
        "",
        "",
        "Import@123",
      ]),
    ];
    fireEvent.click(await screen.findByRole("button", { name: "导入" }));
    const dialog = await screen.findByRole("dialog", { name: "导入用户" });
    fireEvent.change(within(dialog).getByLabelText("选择表格文件…"), { target: { files: [sheet(rows)] } });
    fireEvent.click(within(dialog).getAllByRole("button", { name: "导入" }).at(-1)!);

    const summary = await within(dialog).findByRole("status");
    expect(summary).toHaveTextContent("成功 1 条，失败 6 条");
    expect(summary.closest(".bp6-callout")).toHaveClass("bp6-intent-warning");
    expect(await screen.findByText("导入完成：成功 1 条，失败 6 条")).toBeInTheDocument();
    expect(screen.queryByText("操作成功")).toBeNull();
  });
});
