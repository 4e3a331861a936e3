import { SHEET_RULES } from "../../contracts/userAdmin";
import type { ImportRow } from "./api";
import { userAdminText } from "./messages";

/** The header texts a sheet may use for each field (Chinese as exported, or the field names). */
const HEADERS: Record<keyof ImportRow, string[]> = {
  userName: ["账号", "userName"],
  displayName: ["姓名", "displayName"],
  phone: ["手机号", "phone"],
  email: ["邮箱", "email"],
  idNumber: ["身份证号", "idNumber"],
  password: ["密码", "password"],
};

/** Spec §5's spreadsheet check: xls or xlsx (文件格式错误！), at most 2048 KB (文件 … 太大, 不能超过 2M!). */
export function sheetProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(SHEET_RULES.types as readonly string[]).includes(extension)) return userAdminText("sheetFormat");
  if (file.size > SHEET_RULES.maxKb * 1024)
    return userAdminText("sheetSize", { name: file.name, max: SHEET_RULES.maxKb / 1024 });
  return null;
}

const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : value instanceof Date
      ? value.toISOString()
      : String(value).trim();

/** The rows under the header row, as the import call takes them; blank rows are skipped. */
export function rowsOfSheet(sheet: readonly (readonly unknown[])[]): ImportRow[] {
  const [header = [], ...body] = sheet;
  const columns = header.map((cell) => {
    const text = cellText(cell);
    return (Object.keys(HEADERS) as (keyof ImportRow)[]).find((key) => HEADERS[key].includes(text));
  });
  return body
    .map((cells) => {
      const row: ImportRow = {};
      columns.forEach((key, index) => {
        if (key) row[key] = cellText(cells[index]).slice(0, 200);
      });
      return row;
    })
    .filter((row) => Object.values(row).some((value) => value !== ""));
}
