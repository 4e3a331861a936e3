// @vitest-environment node
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { seededTempDir } from "../server/helpers";
import { processToken, serverProcesses } from "../support/serverProcess";
import { REAL_PROCESS_TEST_MS } from "../support/budgets";

/**
 * The server as a process (`tsx server/main.ts` on an ephemeral loopback port, as in faults.test.ts),
 * killed with SIGKILL while it imports 40 users, then started again on the same data folder: the
 * import left all of its users or none, so importing the sheet again simply works.
 */
const { start: startProcess, kill } = serverProcesses();

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
  it(
    "keeps all of the import's users or none, and the same sheet imports again",
    async () => {
      const dataDir = await seededTempDir("import-fault-");
      let { child, base } = await startProcess(dataDir);
      const token = await processToken(base, "admin", "Admin@123");
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
      const again = await (await importRows(base, await processToken(base, "admin", "Admin@123"))).json();
      const results = (again as { data: { ok: boolean; message: string }[] }).data;
      expect(results).toHaveLength(ROWS.length);
      if (left === 0) expect(results.every((row) => row.ok && row.message === "导入成功")).toBe(true);
      else expect(results.every((row) => !row.ok && row.message === "账号已存在")).toBe(true);
      await kill(child);
    },
    REAL_PROCESS_TEST_MS,
  );
});
