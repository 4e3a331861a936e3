import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ComputeMeter } from "../../server/metering/computeMeter";
import { StorageMeter } from "../../server/metering/storageMeter";
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
