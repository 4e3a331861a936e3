import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ComputeMeter } from "../../server/billing/metering/computeMeter";
import { StorageMeter } from "../../server/billing/metering/storageMeter";
import { closeAll, manualClock, startServer, tempDir } from "./helpers";

afterEach(closeAll);

const HOUR = 3600_000;

describe("metering", () => {
  it("records an ended run's cores × real seconds once, and nothing for a run that never started", async () => {
    const time = manualClock();
    const app = await startServer({ now: time.now });
    const { training, usage, users } = app.platform;
    const adminId = users.byName("admin")!.id;
    const meter = new ComputeMeter(training, usage);
    const ended = training.store.insert({ ...baseRun(adminId, time.now()), status: "succeeded" });
    // 4 cores for 90.5 s: 362 core-seconds.
    training.store.update(ended, { started_at: time.now(), ended_at: time.now() + 90_500 });
    const neverStarted = training.store.insert({ ...baseRun(adminId, time.now()), status: "failed" });
    training.store.update(neverStarted, { ended_at: time.now() });
    const running = training.store.insert({ ...baseRun(adminId, time.now()), status: "running" });
    training.store.update(running, { started_at: time.now() });

    expect(meter.sweep()).toBe(1);
    expect(meter.sweep()).toBe(0);
    const records = usage.list({ kind: "compute" });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: adminId,
      quantity: 362,
      unit: "core-second",
      refType: "run",
      refId: String(ended),
    });
  });

  it("samples each user's storage as MiB-hours per interval, once per slot", async () => {
    const time = manualClock(Date.UTC(2025, 0, 6, 9, 10));
    const dataDir = tempDir();
    const app = await startServer({ dataDir, now: time.now });
    const { db, usage, users } = app.platform;
    const admin = users.byName("admin")!;
    const folder = path.join(dataDir, "storage", "GPUFS", "admin");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "a.bin"), Buffer.alloc(2.5 * 1024 * 1024));
    const before = usage.list({ kind: "storage" }).length;
    const meter = new StorageMeter(db, usage, path.join(dataDir, "storage"), time.now, HOUR);

    expect(await meter.sample()).toBe(1);
    expect(await meter.sample()).toBe(0);
    time.advance(HOUR);
    expect(await meter.sample()).toBe(1);
    const mine = usage.list({ kind: "storage", userId: admin.id }).slice(before);
    expect(mine.map((one) => [one.quantity, one.startedAt, one.endedAt])).toEqual([
      [3, Date.UTC(2025, 0, 6, 9), Date.UTC(2025, 0, 6, 10)],
      [3, Date.UTC(2025, 0, 6, 10), Date.UTC(2025, 0, 6, 11)],
    ]);
  });

  it("carries a small user's storage between minute samples: nothing is lost, a restart counts nothing twice", async () => {
    const MINUTE = 60_000;
    const time = manualClock(Date.UTC(2025, 0, 6, 9, 0));
    const dataDir = tempDir();
    const app = await startServer({ dataDir, now: time.now });
    const { db, usage, users } = app.platform;
    // dev: no seeded demo files, so the folder holds exactly what the test writes.
    const dev = users.byName("dev")!;
    const folder = path.join(dataDir, "storage", "GPUFS", "dev");
    fs.mkdirSync(folder, { recursive: true });
    // 10 MiB: a sixth of a MiB-hour each minute (rounded per sample, it was 0 every time).
    fs.writeFileSync(path.join(folder, "small.bin"), Buffer.alloc(10 * 1024 * 1024));
    const before = usage.list({ kind: "storage", userId: dev.id }).length;
    const meter = () => new StorageMeter(db, usage, path.join(dataDir, "storage"), time.now, MINUTE);
    let current = meter();
    const recorded: number[] = [];
    for (let minute = 0; minute < 15; minute += 1) {
      recorded.push(await current.sample());
      // A restart in the middle of a slot samples that slot again: it must add nothing.
      if (minute === 7) {
        current = meter();
        expect(await current.sample()).toBe(0);
      }
      time.advance(MINUTE);
    }
    const mine = usage.list({ kind: "storage", userId: dev.id }).slice(before);
    // 15 minutes × 10 MiB = 150 MiB-minutes = 2.5 MiB-hours: 2 recorded (at minutes 6 and 12), 0.5 carried.
    expect(mine.map((one) => [one.quantity, one.startedAt])).toEqual([
      [1, Date.UTC(2025, 0, 6, 9, 5)],
      [1, Date.UTC(2025, 0, 6, 9, 11)],
    ]);
    expect(recorded.filter((count) => count > 0)).toHaveLength(2);
    time.advance(2 * MINUTE);
    // Three more minutes: 180 MiB-minutes in all, exactly 3 MiB-hours.
    for (let minute = 0; minute < 3; minute += 1) {
      await current.sample();
      time.advance(MINUTE);
    }
    const total = usage
      .list({ kind: "storage", userId: dev.id })
      .slice(before)
      .reduce((sum, one) => sum + one.quantity, 0);
    expect(total).toBe(3);
  });
});

function baseRun(userId: number, now: number) {
  return {
    user_id: userId,
    account: "sc_admin",
    name: "meter",
    task_id: null,
    algorithm_version_id: null,
    dataset_version_id: 1,
    label_group_id: null,
    trainer: "classifier",
    params: "{}",
    cores: 4,
    memory_gb: 2,
    hours: 1,
    runner: "local",
    sample_count: 0,
    created_at: now,
  };
}
