/** Saves rows of text as `{name}.xlsx` (write-excel-file, loaded only when exporting); cells are text, never formulas. */
export async function exportSheet(name: string, header: string[], rows: string[][]): Promise<void> {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const data = [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...rows.map((row) => row.map((value) => ({ value, type: String }))),
  ];
  const blob = await writeXlsxFile(data, {
    sheet: name,
    columns: header.map(() => ({ width: 18 })),
  }).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${name}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
