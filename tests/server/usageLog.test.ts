import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/lib/db";
import { UsageLog } from "../../server/platform/usageLog";

let db: Db | undefined;
let dir = "";
afterEach(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function log(now = () => 1_000) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "usage-"));
  db = openDatabase(dir);
  return { usage: new UsageLog(db, now), db };
}

const run = {
  userId: 7,
  kind: "compute" as const,
  refType: "run",
  refId: "12",
  startedAt: 0,
  endedAt: 600_000,
};

describe("the usage log", () => {
  it("records integer quantities with the kind's unit and lists them by user, kind and time", () => {
    const { usage } = log();
    usage.record({ ...run, quantity: 1200 });
    usage.record({ ...run, userId: 8, quantity: 60 });
    usage.record({
      userId: 7,
      kind: "inference",
      quantity: 1,
      refType: "service",
      refId: "3",
      startedAt: 5,
      endedAt: 700_000,
    });
    const mine = usage.list({ userId: 7 });
    expect(mine.map((record) => [record.kind, record.quantity, record.unit])).toEqual([
      ["compute", 1200, "core-second"],
      ["inference", 1, "call"],
    ]);
    expect(usage.list({ kind: "compute" })).toHaveLength(2);
    expect(usage.list({ from: 650_000 })).toHaveLength(1);
    expect(usage.has("compute", "run", "12")).toBe(true);
    expect(usage.has("compute", "run", "13")).toBe(false);
  });

  it("refuses fractional or negative quantities", () => {
    const { usage } = log();
    expect(() => usage.record({ ...run, quantity: 1.5 })).toThrow(RangeError);
    expect(() => usage.record({ ...run, quantity: -1 })).toThrow(RangeError);
    expect(usage.list()).toHaveLength(0);
  });

  it("is append-only: the database refuses an update or a delete", () => {
    const { usage, db } = log();
    usage.record({ ...run, quantity: 10 });
    expect(() => db.prepare("UPDATE usage_records SET quantity = 1").run()).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM usage_records").run()).toThrow(/append-only/);
    expect(usage.list()[0]!.quantity).toBe(10);
  });
});
