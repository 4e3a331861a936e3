import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { rowsOfSheet } from "../../src/plugins/user-admin/importRows";
import { readSpreadsheet } from "../../src/plugins/user-admin/readSpreadsheet";

const SHEET = [
  ["账号", "姓名", "手机号", "邮箱"],
  ["zhang3", "张三", "13800138000", "zhang3@example.com"],
  ["li4", "李四", "", "li4@example.com"],
];

/** A workbook of one sheet in the given format, as the file a user picks. */
function sheetFile(name: string, bookType: "xls" | "xlsx"): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(SHEET), "用户");
  const bytes = XLSX.write(book, { bookType, type: "array" }) as ArrayBuffer;
  return new File([bytes], name);
}

describe("the user import reads both spreadsheet formats the spec allows", () => {
  it("an old-format .xls (BIFF) gives the same rows as the sheet that was written", async () => {
    const rows = rowsOfSheet(await readSpreadsheet(sheetFile("用户.xls", "xls")));
    expect(rows).toEqual([
      { userName: "zhang3", displayName: "张三", phone: "13800138000", email: "zhang3@example.com" },
      { userName: "li4", displayName: "李四", phone: "", email: "li4@example.com" },
    ]);
  });

  it("bytes that are no spreadsheet give no user rows (the dialog then says the sheet is empty)", async () => {
    const junk = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3])], "坏.xls");
    expect(rowsOfSheet(await readSpreadsheet(junk))).toEqual([]);
  });
});
