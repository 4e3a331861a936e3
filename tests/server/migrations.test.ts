// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { addColumn, baseline, migrate, type Migration } from "../../server/migrations";
import { UsageLog } from "../../server/usage/usageLog";

const ids = (db: Database.Database) =>
  (db.prepare("SELECT id FROM schema_migrations ORDER BY id").all() as { id: string }[]).map((row) => row.id);

describe("numbered migrations", () => {
  it("gives an older table the column a later step adds, and records both steps", () => {
    const db = new Database(":memory:");
    // usage_records as the log first made it, before records carried an agreed price
    db.exec(`CREATE TABLE usage_records (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, kind TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity >= 0), unit TEXT NOT NULL, ref_type TEXT NOT NULL,
      ref_id TEXT NOT NULL, started_at INTEGER NOT NULL, ended_at INTEGER NOT NULL, recorded_at INTEGER NOT NULL)`);
    db.prepare(
      "INSERT INTO usage_records VALUES (1, 3, 'compute', 60, 'core-second', 'run', '1', 0, 60000, 60000)",
    ).run();

    const log = new UsageLog(db, () => 120_000);
    const columns = (db.prepare("PRAGMA table_info(usage_records)").all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).toContain("price_cents");
    expect(ids(db)).toEqual(["usage/001", "usage/002"]);
    expect(
      log.record({
        userId: 3,
        kind: "share",
        quantity: 5,
        refType: "apply-order",
        refId: "2",
        startedAt: 60_000,
        endedAt: 65_000,
        priceCents: 7,
      }).priceCents,
    ).toBe(7);
    expect(db.prepare("SELECT COUNT(*) AS n FROM usage_records").get()).toEqual({ n: 2 });
  });

  it("runs only the steps not yet recorded, in order, on the next start", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrations-")), "platform.db");
    const first = [baseline("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY)")];
    const before = new Database(file);
    expect(migrate(before, "notes", first)).toEqual(["notes/001"]);
    before.close();

    const order: number[] = [];
    const traced = (step: Migration): Migration => ({
      ...step,
      up: (db) => (order.push(step.number), step.up(db)),
    });
    const later = [
      traced(first[0]!),
      traced(addColumn(2, "notes", "body", "TEXT NOT NULL DEFAULT ''")),
      traced(addColumn(3, "notes", "title", "TEXT")),
    ];
    const after = new Database(file);
    expect(migrate(after, "notes", later)).toEqual(["notes/002", "notes/003"]);
    expect(order).toEqual([2, 3]);
    expect(migrate(after, "notes", later)).toEqual([]);
    expect(ids(after)).toEqual(["notes/001", "notes/002", "notes/003"]);
    after.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("rolls a failing step back with its record, so the next start tries it again", () => {
    const db = new Database(":memory:");
    const failing = [
      baseline("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY)"),
      {
        number: 2,
        name: "notes.body",
        up: (d: Database.Database) => {
          d.exec("ALTER TABLE notes ADD COLUMN body TEXT");
          throw new Error("disk full");
        },
      },
    ];
    expect(() => migrate(db, "notes", failing)).toThrow("disk full");
    expect(ids(db)).toEqual(["notes/001"]);
    const columns = (db.prepare("PRAGMA table_info(notes)").all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(["id"]);
  });

  it("refuses a list whose numbers do not follow each other", () => {
    const db = new Database(":memory:");
    expect(() => migrate(db, "notes", [baseline("SELECT 1"), addColumn(3, "notes", "body", "TEXT")])).toThrow(
      "migration notes: number 3 at position 2",
    );
  });
});
