// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { platformConfig } from "../../src/core/config";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { tempDir } from "../server/helpers";

/**
 * The server as a process (`tsx server/main.ts` on an ephemeral loopback port, as in faults.test.ts),
 * killed with SIGKILL while it imports 40 users, then started again on the same data folder: the
 * import left all of its users or none, so importing the sheet again simply works.
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

async function startProcess(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", PLATFORM_DATA_DIR: dataDir, LOG_LEVEL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (data: Buffer) => {
      out += data.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base };
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

async function adminToken(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

const ROWS = Array.from({ length: 40 }, (_, n) => ({
  userName: `bulk_${n}`,
  displayName: `批量${n}`,
  phone: "13812345678",
  email: `bulk_${n}@example.com`,
  password: "Bulk@123",
}));

const importRows = (base: string, token: string) =>
  fetch(`${base}${USER_ADMIN_API.userImport}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ belongSystem: 3, rows: ROWS }),
  });

describe("a server killed during a user import", () => {
  it("keeps all of the import's users or none, and the same sheet imports again", async () => {
    const dataDir = tempDir("import-fault-");
    let { child, base } = await startProcess(dataDir);
    const token = await adminToken(base);
    const db = new Database(path.join(dataDir, "platform.db"), { readonly: true, fileMustExist: true });
    const imported = () =>
      (
        db.prepare("SELECT COUNT(*) AS n FROM users WHERE user_name LIKE 'bulk\\_%' ESCAPE '\\'").get() as {
          n: number;
        }
      ).n;

    void importRows(base, token).catch(() => undefined);
    // Killed as soon as a row shows, or two seconds in (the passwords take longer than that to hash).
    const started = Date.now();
    while (imported() === 0 && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 50));
    await kill(child);
    const left = imported();
    db.close();
    expect([0, ROWS.length]).toContain(left);

    ({ child, base } = await startProcess(dataDir));
    const again = await (await importRows(base, await adminToken(base))).json();
    const results = (again as { data: { ok: boolean; message: string }[] }).data;
    expect(results).toHaveLength(ROWS.length);
    if (left === 0) expect(results.every((row) => row.ok && row.message === "导入成功")).toBe(true);
    else expect(results.every((row) => !row.ok && row.message === "账号已存在")).toBe(true);
    await kill(child);
  }, 90_000);
});
