import type { MachineTrace } from "../../core/machines";

/** Saves a value as a JSON file through a download link. */
export function downloadJson(name: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a trace as `<machine>-<time>.trace.json`. */
export function downloadTrace(trace: MachineTrace): void {
  downloadJson(`${trace.machineId}-${trace.exportedAt}.trace.json`, trace);
}

/** A file's text (FileReader: jsdom's File has no `text()`; browsers' has). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsText(file);
  });
}

export { formatTime } from "../../ui/kit/dates";

/** The JSON of a value, compact enough for a dense panel. */
export const toJson = (value: unknown) => JSON.stringify(value, null, 2) ?? "undefined";

/** A state value as one line (`{"codeStep":{"resend":"countingDown"}}`). */
export const stateText = (value: unknown) => JSON.stringify(value);
