/**
 * Makes the data folder the upgrade test starts the server on (tests/server/schemaUpgrade.test.ts): the
 * server of the code checked out now seeds a fresh folder, a few rows are added in several features and
 * a few files in storage, and the folder is zipped to tests/fixtures/upgrade/data-<commit>.zip.
 *
 *   npx tsx scripts/makeUpgradeFixture.ts
 *
 * Run it on the code whose data folders must keep opening (a fixture per schema worth keeping).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { buildServer } from "../server/app";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// FIXTURE_COMMIT names the code when it runs from an export (`git archive main`) without a .git folder.
const commit =
  process.env.FIXTURE_COMMIT ??
  execFileSync("git", ["rev-parse", "--short=10", "HEAD"], { cwd: repoRoot }).toString().trim();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-fixture-"));
const at = Date.UTC(2026, 10, 28, 9, 0, 0);

const app = await buildServer({ dataDir, printOutbox: () => {}, demo: true, storageMetering: false });
await app.ready();
const { db } = app.platform;
const dev = (db.prepare("SELECT id FROM users WHERE user_name = 'dev'").get() as { id: number }).id;
const admin = (db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as { id: number }).id;

db.transaction(() => {
  const run = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
  const group = run(
    "INSERT INTO label_groups (user_id, name, description, created_at) VALUES (?, '升级标签组', '旧数据', ?)",
    dev,
    at,
  );
  run("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, '猫', '#ff0000', ?)", group, at);
  run("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, '狗', '#00ff00', ?)", group, at);
  const dataset = run(
    "INSERT INTO datasets (user_id, name, created_at, updated_at) VALUES (?, '升级数据集', ?, ?)",
    dev,
    at,
    at,
  );
  run("INSERT INTO dataset_versions (dataset_id, number, created_at) VALUES (?, 1, ?)", dataset, at);
  const algorithm = run(
    "INSERT INTO algorithms (user_id, type_id, name, created_at, updated_at) VALUES (?, 2, '升级算法', ?, ?)",
    dev,
    at,
    at,
  );
  run(
    "INSERT INTO algorithm_versions (algorithm_id, number, trainer, params, created_at) VALUES (?, 1, 'mlp', '{}', ?)",
    algorithm,
    at,
  );
  run(
    `INSERT INTO feedback (user_id, user_name, company, phone, email, type, content, page_id, created_at)
     VALUES (?, 'dev', '某公司', '13800000000', 'dev@example.com', 1, '升级前的反馈', 'home', ?)`,
    dev,
    at,
  );
  run(
    `INSERT INTO recharges (user_id, amount_cents, remark, operator_name, created_at, operator_id, idempotency_key)
     VALUES (?, 10000, '升级前充值', 'admin', ?, ?, 'upgrade-fixture-1')`,
    dev,
    at,
    admin,
  );
  run(
    `INSERT INTO usage_records (user_id, kind, quantity, unit, ref_type, ref_id, started_at, ended_at, recorded_at, price_cents)
     VALUES (?, 'compute', 60, 'core-second', 'run', '1', ?, ?, ?, 5)`,
    dev,
    at,
    at + 60_000,
    at + 60_000,
  );
  run(
    `INSERT INTO apply_orders (applicant_id, owner_id, resource_type, resource_id, resource_name, reason, created_at)
     VALUES (?, ?, 1, ?, '升级数据集', '研究', ?)`,
    admin,
    dev,
    dataset,
    at,
  );
})();

const devHome = path.join(dataDir, "storage", "GPUFS", "dev");
fs.mkdirSync(path.join(devHome, "upgrade"), { recursive: true });
fs.writeFileSync(path.join(devHome, "upgrade", "说明.txt"), "升级前写下的文件\n");
fs.writeFileSync(path.join(devHome, "upgrade", "weights.bin"), Buffer.from([0, 1, 2, 3, 254, 255]));
await app.close();

// The WAL is folded into platform.db on close; the zip holds every file of the folder.
const files: Record<string, Uint8Array> = {};
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else files[path.relative(dataDir, full).split(path.sep).join("/")] = fs.readFileSync(full);
  }
};
walk(dataDir);
const target = path.join(repoRoot, "tests", "fixtures", "upgrade", `data-${commit}.zip`);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, zipSync(files, { level: 9 }));
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`${target}: ${Object.keys(files).length} files, ${fs.statSync(target).size} bytes`);
