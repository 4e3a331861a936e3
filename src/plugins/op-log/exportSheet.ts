import type { SheetData } from "write-excel-file/browser";

/** The sheet of an export: a bold header row, then one row per entry, every cell a string. */
export function sheetData(header: string[], rows: string[][]): SheetData {
  return [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) => row.map((value) => ({ value, type: String }))),
  ];
}

/**
 * Saves rows as an .xlsx spreadsheet (write-excel-file, loaded only when exporting). Cells are
 * strings, never formulas, so a value starting with = stays text.
 */
export async function saveSheet(
  fileName: string,
  sheetName: string,
  header: string[],
  rows: string[][],
): Promise<void> {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const blob = await writeXlsxFile(sheetData(header, rows), {
    sheet: sheetName,
    columns: header.map(() => ({ width: 22 })),
    stickyRowsCount: 1,
  }).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
