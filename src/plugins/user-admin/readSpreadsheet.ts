/** A sheet's rows, first sheet only: each row an array of cell values (header row included). */
export type SheetRows = readonly (readonly unknown[])[];

/**
 * Reads the first sheet of an .xlsx or an old-format .xls file. Both readers load with the import,
 * never with the page: read-excel-file (small, xlsx only) for .xlsx, SheetJS (`@e965/xlsx`, the
 * maintained npm build of SheetJS, which reads the BIFF format of .xls) for .xls.
 */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  if (/\.xls$/i.test(file.name)) {
    const XLSX = await import("@e965/xlsx");
    const book = XLSX.read(new Uint8Array(await bytesOf(file)), { type: "array" });
    const first = book.SheetNames[0];
    if (first === undefined) return [];
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[first], { header: 1, raw: true, defval: null });
  }
  const { readSheet } = await import("read-excel-file/browser");
  return readSheet(file);
}

/** The file's bytes through FileReader (Blob.arrayBuffer is missing in some embedded browsers). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(file);
  });
}
