// @vitest-environment node
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, get, signIn, startServer, tempDir } from "./helpers";

afterEach(closeAll);

/** A data folder made by the main of 2026-11-28 (scripts/makeUpgradeFixture.ts), before migrations were numbered. */
const FIXTURE = path.join(__dirname, "..", "fixtures", "upgrade", "data-4d0752dd5a.zip");

function unpackFixture(): string {
  const dataDir = tempDir("upgrade-");
  for (const [name, bytes] of Object.entries(unzipSync(fs.readFileSync(FIXTURE)))) {
    const target = path.join(dataDir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  return dataDir;
}

type Rows = Record<string, { columns: string[]; rows: string[] }>;

/** Every row of every table, each as JSON of the table's columns at the time of reading. */
function readRows(file: string, columnsOf?: Rows): Rows {
  const db = new Database(file, { readonly: true });
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const result: Rows = {};
  for (const { name } of tables) {
    const columns =
      columnsOf?.[name]?.columns ??
      (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map((column) => column.name);
    const list = columns.map((column) => `"${column}"`).join(", ");
    const rows = (db.prepare(`SELECT ${list} FROM "${name}"`).all() as object[]).map((row) =>
      JSON.stringify(row),
    );
    result[name] = { columns, rows: rows.sort() };
  }
  db.close();
  return result;
}

function readFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files.set(path.relative(dir, full), createHash("sha256").update(fs.readFileSync(full)).digest("hex"));
    }
  };
  walk(dir);
  return files;
}

describe("a data folder made before migrations were numbered", () => {
  it("opens with every row and every file, and the migrations table lists what ran", async () => {
    const dataDir = unpackFixture();
    const before = readRows(path.join(dataDir, "platform.db"));
    const storageBefore = readFiles(path.join(dataDir, "storage"));
    expect(before.schema_migrations).toBeUndefined();
    expect(before.label_groups!.rows.join()).toContain("升级标签组");
    expect(storageBefore.get(path.join("GPUFS", "dev", "upgrade", "说明.txt"))).toBeDefined();

    const app = await startServer({ dataDir });
    const after = readRows(app.platform.db.name, before);
    for (const [table, { rows }] of Object.entries(before)) {
      expect(after[table], table).toBeDefined();
      for (const row of rows) expect(after[table]!.rows, table).toContain(row);
    }
    const storageAfter = readFiles(path.join(dataDir, "storage"));
    for (const [file, hash] of storageBefore) expect(storageAfter.get(file), file).toBe(hash);

    // The old rows read through the routes: dev signs in with the old hash and finds the old label group.
    const dev = await signIn(app, "dev", "Dev@123");
    const groups = (await get(app, "/api/aimanager/v1/label-group/groups", dev)).json().data as {
      groupName: string;
      labelCount: number;
    }[];
    expect(groups.find((group) => group.groupName === "升级标签组")?.labelCount).toBe(2);

    const ran = app.platform.db.prepare("SELECT id, name FROM schema_migrations ORDER BY id").all() as {
      id: string;
      name: string;
    }[];
    const ids = ran.map((row) => row.id);
    expect(ids).toEqual(
      expect.arrayContaining(["platform/001", "usage/001", "usage/002", "billing.recharges/003"]),
    );
    expect(ran.find((row) => row.id === "algorithms/003")?.name).toBe("algorithm_types.created_by");
    expect(ran.find((row) => row.id === "models.versions/002")?.name).toBe("model_versions.format");
    expect(ran.find((row) => row.id === "sharing.orders/002")?.name).toBe("apply_orders.price_set");
    expect(ran.filter((row) => row.id.endsWith("/001")).every((row) => row.name === "baseline")).toBe(true);
  });

  it("runs nothing the second time it starts", async () => {
    const dataDir = unpackFixture();
    const first = await startServer({ dataDir });
    const read = (db: Database.Database) => db.prepare("SELECT * FROM schema_migrations ORDER BY id").all();
    const recorded = read(first.platform.db);
    const schema = first.platform.db.prepare("SELECT sql FROM sqlite_master ORDER BY name").all();
    await first.close();

    const second = await startServer({ dataDir });
    expect(read(second.platform.db)).toEqual(recorded);
    expect(second.platform.db.prepare("SELECT sql FROM sqlite_master ORDER BY name").all()).toEqual(schema);
  });
});
