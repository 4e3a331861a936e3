/**
 * The upload rows' main-thread time as User Timing measures, for a PerformanceObserver (the bench reads
 * them: bench/storagePowerBench.ts): `ws-upload-rows`, the work on each queue snapshot (the bytes
 * recorded, the speed and time-left text, the comparison with what is shown); `ws-upload-panel`, a
 * render of the rows up to its DOM commit. Each is cleared at once: nothing piles up in the buffer.
 */
export const UPLOAD_ROWS_MEASURE = "ws-upload-rows";
export const UPLOAD_PANEL_MEASURE = "ws-upload-panel";

export function measureSince(name: string, start: number): void {
  if (typeof performance.measure !== "function") return;
  performance.measure(name, { start, end: performance.now() });
  performance.clearMeasures(name);
}
