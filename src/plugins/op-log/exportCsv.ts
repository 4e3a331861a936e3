/**
 * Spreadsheet export as CSV with a UTF-8 byte-order mark, which Excel, WPS and LibreOffice open with
 * the Chinese text intact. (No maintained xlsx writer was added to the dependencies for one button.)
 */
export function toCsv(header: string[], rows: string[][]): string {
  const cell = (value: string) => {
    // A leading = + - @ would be read as a formula by a spreadsheet: keep it text.
    const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return "\uFEFF" + [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Saves text as a file through a temporary link. */
export function saveFile(name: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
