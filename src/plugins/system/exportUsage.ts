import { systemText } from "./messages";
import type { UsageRecord } from "./types";

/** The report's header and rows as the export writes them (every cell text, never a formula). */
export function usageSheet(rows: UsageRecord[]): string[][] {
  return [
    [
      systemText("date"),
      systemText("cluster"),
      systemText("cpuCoreHours"),
      systemText("gpuCardHours"),
      systemText("memoryGbHours"),
      systemText("peakCpu"),
    ],
    ...rows.map((row) => [
      row.date,
      row.cluster,
      String(row.cpuCoreHours),
      String(row.gpuCardHours),
      String(row.memoryGbHours),
      `${row.peakCpu}%`,
    ]),
  ];
}

/** Saves the rows as 资源报表.xlsx (write-excel-file, loaded only when exporting). */
export async function exportUsage(rows: UsageRecord[]): Promise<void> {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const [header, ...body] = usageSheet(rows);
  const data = [
    header.map((value) => ({ value, fontWeight: "bold" as const })),
    ...body.map((row) => row.map((value) => ({ value, type: String }))),
  ];
  const blob = await writeXlsxFile(data, {
    sheet: systemText("reportTitle"),
    columns: header.map(() => ({ width: 16 })),
  }).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${systemText("exportFile")}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
