import path from "node:path";
import type { Db } from "../../lib/db";
import { usedBytes } from "../../lib/dirInfo";
import { VOLUMES } from "../../platform/storageRoots";
import type { UsageLog } from "../../platform/usageLog";
import { baseline, migrate } from "../../lib/migrations";

const MIB = 1024 * 1024;
const HOUR = 3600_000;

/*
 * Each user's storage not yet recorded (MiB × ms below one MiB-hour) and the last slot sampled: a short
 * interval holds less than a MiB-hour per sample for a small user, so whole MiB-hours are recorded and
 * the rest carried to the next sample, never lost; the last slot keeps a restart from counting twice.
 */
const CARRY_SCHEMA = `
CREATE TABLE IF NOT EXISTS storage_meter_carry (
  user_id    INTEGER PRIMARY KEY,
  mib_ms     INTEGER NOT NULL CHECK (mib_ms >= 0),
  last_slot  INTEGER NOT NULL
);`;

/**
 * Storage metering: each sample measures every user's folders under the storage root (all volumes)
 * and what they hold, in whole MiB (rounded up), for the interval the sample falls in
 * (`[slotStart, slotStart + interval)`, slots counted from the epoch), is added to the user's carry;
 * the whole MiB-hours of it are recorded for that slot. A sample at start and one per interval; a
 * second sample in the same slot (a restart) adds nothing.
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
  ) {
    migrate(db, "metering.storage", [baseline(CARRY_SCHEMA)]);
  }

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
      if (this.sampled(user.id, slotStart)) continue;
      let bytes = 0;
      for (const volume of VOLUMES)
        bytes += await usedBytes(path.join(this.storageRoot, volume, user.user_name));
      if (this.add(user.id, slotStart, Math.ceil(bytes / MIB) * this.intervalMs)) recorded += 1;
    }
    return recorded;
  }

  private carry(userId: number): { mib_ms: number; last_slot: number } | undefined {
    return this.db
      .prepare("SELECT mib_ms, last_slot FROM storage_meter_carry WHERE user_id = ?")
      .get(userId) as { mib_ms: number; last_slot: number } | undefined;
  }

  private sampled(userId: number, slotStart: number): boolean {
    const carry = this.carry(userId);
    return (
      (carry !== undefined && carry.last_slot >= slotStart) ||
      this.usage.has("storage", "storage", `${userId}@${slotStart}`)
    );
  }

  /** Adds a slot's MiB × ms to the user's carry and records its whole MiB-hours, at once; true when recorded. */
  private add(userId: number, slotStart: number, mibMs: number): boolean {
    return this.db.transaction(() => {
      if (this.sampled(userId, slotStart)) return false;
      const held = (this.carry(userId)?.mib_ms ?? 0) + mibMs;
      const quantity = Math.floor(held / HOUR);
      this.db
        .prepare(
          `INSERT INTO storage_meter_carry (user_id, mib_ms, last_slot) VALUES (?, ?, ?)
           ON CONFLICT(user_id) DO UPDATE SET mib_ms = excluded.mib_ms, last_slot = excluded.last_slot`,
        )
        .run(userId, held - quantity * HOUR, slotStart);
      if (quantity === 0) return false;
      this.usage.record({
        userId,
        kind: "storage",
        quantity,
        refType: "storage",
        refId: `${userId}@${slotStart}`,
        startedAt: slotStart,
        endedAt: slotStart + this.intervalMs,
      });
      return true;
    })();
  }
}
