import path from "node:path";
import type { Db } from "../db";
import { usedBytes } from "../storage/dirInfo";
import { VOLUMES } from "../storage/paths";
import type { UsageLog } from "../usage/usageLog";

const MIB = 1024 * 1024;
const HOUR = 3600_000;

/**
 * Storage metering: each sample measures every user's folders under the storage root (all volumes)
 * and records what they hold, in whole MiB (rounded up), for the interval the sample falls in, as
 * MiB-hours (`[slotStart, slotStart + interval)`, slots counted from the epoch). A sample at start and
 * one per interval; a second sample in the same slot (a restart) records nothing (usage.has).
 */
export class StorageMeter {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly usage: UsageLog,
    private readonly storageRoot: string,
    private readonly now: () => number,
    readonly intervalMs: number,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.running.then(() => this.sample()).catch(() => 0);
    };
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer; resolves once a sample under way has finished (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One sample at the clock's time; returns how many records it wrote. */
  async sample(): Promise<number> {
    const slotStart = Math.floor(this.now() / this.intervalMs) * this.intervalMs;
    const users = this.db.prepare("SELECT id, user_name FROM users ORDER BY id").all() as {
      id: number;
      user_name: string;
    }[];
    let recorded = 0;
    for (const user of users) {
      const refId = `${user.id}@${slotStart}`;
      if (this.usage.has("storage", "storage", refId)) continue;
      let bytes = 0;
      for (const volume of VOLUMES)
        bytes += await usedBytes(path.join(this.storageRoot, volume, user.user_name));
      const quantity = Math.round((Math.ceil(bytes / MIB) * this.intervalMs) / HOUR);
      if (quantity === 0 || this.usage.has("storage", "storage", refId)) continue;
      this.usage.record({
        userId: user.id,
        kind: "storage",
        quantity,
        refType: "storage",
        refId,
        startedAt: slotStart,
        endedAt: slotStart + this.intervalMs,
      });
      recorded += 1;
    }
    return recorded;
  }
}
