import type { MachineTrace } from "../../core/machines";

/** Saves a trace as `<machine>-<time>.trace.json` through a download link. */
export function downloadTrace(trace: MachineTrace): void {
  const blob = new Blob([JSON.stringify(trace, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${trace.machineId}-${trace.exportedAt}.trace.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const formatTime = (at: number) => new Date(at).toLocaleTimeString("zh-CN", { hour12: false });

/** The JSON of a value, compact enough for a dense panel. */
export const toJson = (value: unknown) => JSON.stringify(value, null, 2) ?? "undefined";
