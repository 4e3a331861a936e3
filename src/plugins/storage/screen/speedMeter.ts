import { formatSize } from "../api";
import { storageText } from "../messages";

/** The span the speed is measured over: long enough to be steady, short enough to follow a change. */
export const SPEED_WINDOW_MS = 3000;

interface Sample {
  at: number;
  sent: number;
}

/**
 * An upload's speed from the bytes the server acknowledged over the last few seconds. `record` is
 * O(1) amortised (called on every chunk); the text is made only when a row is shown.
 */
export class SpeedMeter {
  private readonly samples = new Map<string, Sample[]>();

  constructor(private readonly windowMs = SPEED_WINDOW_MS) {}

  record(id: string, sent: number, at: number): void {
    let list = this.samples.get(id);
    const last = list?.[list.length - 1];
    if (!list || (last && sent < last.sent)) this.samples.set(id, (list = []));
    else if (last && last.sent === sent) return;
    list.push({ at, sent });
    while (list.length > 2 && at - list[1]!.at >= this.windowMs) list.shift();
  }

  /** Bytes a second, or null before two samples. */
  rate(id: string): number | null {
    const list = this.samples.get(id);
    if (!list || list.length < 2) return null;
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const seconds = (last.at - first.at) / 1000;
    return seconds > 0 ? (last.sent - first.sent) / seconds : null;
  }

  forget(id: string): void {
    this.samples.delete(id);
  }

  /** Drops the items no longer uploading. */
  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of this.samples.keys()) if (!ids.has(id)) this.samples.delete(id);
  }
}

/** 5 秒, 2 分 5 秒, 1 小时 3 分. */
export function durationText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return storageText("durationSeconds", { s: whole });
  if (whole < 3600) return storageText("durationMinutes", { m: Math.floor(whole / 60), s: whole % 60 });
  return storageText("durationHours", { h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60) });
}

/** `1.50MB/s，剩余 8 秒`, or null while the speed is not known. */
export function speedText(rate: number | null, remaining: number): string | null {
  if (rate === null || rate <= 0) return null;
  return storageText("speedTimeLeft", { speed: formatSize(rate), left: durationText(remaining / rate) });
}
