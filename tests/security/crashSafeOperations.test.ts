// @vitest-environment node
import { STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/lib/db";
import { OperationRecords, type OperationEvent } from "../../server/storage/operationRecords";
import { StorageOperations } from "../../server/storage/operations";
import { StorageRoots } from "../../server/platform/storageRoots";
import { closeAll, tempDir } from "../server/helpers";

const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) db.close();
  await closeAll();
});

/** The storage operations of a data folder, as the server builds them at start. */
function start(dataDir: string) {
  const db = openDatabase(dataDir);
  open.push(db);
  db.prepare(
    "INSERT OR IGNORE INTO users (id, user_name, display_name, password_hash) VALUES (1, 'admin', '管理员', '-')",
  ).run();
  const roots = new StorageRoots(path.join(dataDir, "storage"));
  const records = new OperationRecords(db, Date.now);
  const operations = new StorageOperations(roots, records, { uid: 0, gid: 0 });
  roots.ensure("admin");
  const root = path.join(dataDir, "storage", "GPUFS", "admin");
  return { db, records, operations, root };
}

function fill(root: string) {
  for (let n = 0; n < 30; n += 1) {
    fs.mkdirSync(path.join(root, "work", `d${n % 3}`), { recursive: true });
    fs.writeFileSync(path.join(root, "work", `d${n % 3}`, `f${n}.txt`), `file ${n}`.repeat(100));
  }
  fs.mkdirSync(path.join(root, "dest"));
}

/** Runs an operation and notes, at every output line, whether `final` already exists. */
async function watch(records: OperationRecords, operations: StorageOperations, id: number, final: string) {
  const seen: boolean[] = [];
  const listener = (event: OperationEvent) => {
    if (event.kind === "line") seen.push(fs.existsSync(final));
  };
  records.events.on(`op:${id}`, listener);
  await operations.idle();
  records.events.off(`op:${id}`, listener);
  return seen;
}

describe("a pack or a copy is written under a temporary name and renamed when complete", () => {
  it("the final name appears only after the last entry (a crash mid-way leaves nothing under it)", async () => {
    const { records, operations, root } = start(tempDir());
    fill(root);
    const copy = operations.start(1, "admin", {
      type: STORAGE.opType.copy,
      from: ["/GPUFS/admin/work"],
      target: ["/GPUFS/admin/dest"],
    });
    const copySeen = await watch(records, operations, copy, path.join(root, "dest", "work"));
    expect(copySeen.length).toBeGreaterThan(30);
    expect(copySeen.slice(0, -1).every((present) => !present)).toBe(true);
    expect(fs.readdirSync(path.join(root, "dest", "work", "d1")).length).toBe(10);

    const pack = operations.start(1, "admin", {
      type: STORAGE.opType.pack,
      from: ["/GPUFS/admin/work"],
      target: [],
    });
    const packSeen = await watch(records, operations, pack, path.join(root, "work.tar"));
    expect(packSeen.length).toBeGreaterThan(30);
    expect(packSeen.slice(0, -2).every((present) => !present)).toBe(true);
    expect(packSeen.at(-1)).toBe(true);
    expect(records.get(1, pack)?.status).toBe(STORAGE.opStatus.done);
  });

  it("at start the temporaries of an interrupted run are removed and its running records say 服务重启，操作中断", async () => {
    const dataDir = tempDir();
    const first = start(dataDir);
    const id = first.records.create(1, STORAGE.opType.pack, ["/GPUFS/admin/work"], ["/GPUFS/admin/work.tar"]);
    fs.mkdirSync(first.operations.scratch, { recursive: true });
    fs.writeFileSync(path.join(first.operations.scratch, "half.tar"), "half");
    first.db.close();
    open.splice(0);

    const again = start(dataDir);
    expect(fs.existsSync(path.join(dataDir, "storage", ".partial"))).toBe(false);
    const row = again.db.prepare("SELECT status, info FROM storage_operations WHERE id = ?").get(id);
    expect(row).toEqual({ status: STORAGE.opStatus.failed, info: "服务重启，操作中断" });
  });

  it("a failed operation's text names the remote path, never the server's folders", async () => {
    const dataDir = tempDir();
    const { records, operations, root } = start(dataDir);
    fill(root);
    const id = operations.start(1, "admin", {
      type: STORAGE.opType.copy,
      from: ["/GPUFS/admin/work"],
      target: ["/GPUFS/admin/dest"],
    });
    // The source goes away after the checks, before the copy runs.
    fs.rmSync(path.join(root, "work"), { recursive: true });
    await operations.idle();
    const record = records.get(1, id)!;
    expect(record.status).toBe(STORAGE.opStatus.failed);
    expect(record.info).toMatch(/^操作失败：/);
    expect(record.info).toContain("/GPUFS/admin/work");
    expect(record.info).not.toContain(dataDir);
    expect(records.lines(id).join("\n")).not.toContain(dataDir);
  });
});
