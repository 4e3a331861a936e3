// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/platform/demoAccounts";
import { closeAll, get, signIn, startServer, tempDir } from "./helpers";

afterEach(closeAll);

describe("database in the data folder", () => {
  it("creates the folder and platform.db in WAL mode", async () => {
    const dataDir = path.join(tempDir(), "nested", "data");
    const app = await startServer({ dataDir });
    expect(fs.existsSync(path.join(dataDir, "platform.db"))).toBe(true);
    expect(app.platform.db.pragma("journal_mode", { simple: true })).toBe("wal");
  });

  it("stores no password in plain text, and salts each hash", async () => {
    const app = await startServer();
    const rows = app.platform.db.prepare("SELECT user_name, password_hash FROM users").all() as {
      user_name: string;
      password_hash: string;
    }[];
    expect(rows.map((row) => row.user_name).sort()).toEqual([
      "admin",
      "annot1",
      "annot2",
      "dev",
      "dev2",
      "disabled",
      "nobody",
      "ops",
      "pending",
    ]);
    const hashes = rows.map((row) => row.password_hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$/);
    const dataDir = path.dirname(app.platform.db.name);
    const files = fs
      .readdirSync(dataDir)
      .filter((name) => fs.statSync(path.join(dataDir, name)).isFile())
      .map((name) => fs.readFileSync(path.join(dataDir, name)).toString("utf8"));
    const everything = [...hashes, ...files].join("\n");
    expect(everything).toContain("admin");
    for (const account of DEMO_ACCOUNTS) expect(everything).not.toContain(account.password);
  });

  it("keeps sessions and users across a restart on the same folder without seeding twice", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const token = await signIn(first, "admin", "Admin@123");
    const hashBefore = first.platform.db
      .prepare("SELECT password_hash FROM users WHERE user_name = 'admin'")
      .get();
    await first.close();

    const second = await startServer({ dataDir });
    const info = await get(second, "/api/aam/v1/portal/user/info", token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.userName).toBe("admin");

    const db = second.platform.db;
    expect(db.prepare("SELECT COUNT(*) AS n FROM users").get()).toEqual({ n: DEMO_ACCOUNTS.length });
    expect(db.prepare("SELECT COUNT(*) AS n FROM hpc_accounts").get()).toEqual({ n: 1 });
    expect(db.prepare("SELECT password_hash FROM users WHERE user_name = 'admin'").get()).toEqual(hashBefore);
    const hpc = await get(second, "/api/aimanager/v1/hpc-account/user-accounts", token);
    expect(hpc.json().data).toHaveLength(1);
  });

  it("adds the demo accounts an older folder lacks (annot1 after an upgrade), leaving the others as they were", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const db = first.platform.db;
    db.prepare("DELETE FROM users WHERE user_name = 'annot1'").run();
    const adminBefore = db.prepare("SELECT id, password_hash FROM users WHERE user_name = 'admin'").get();
    await first.close();

    const second = await startServer({ dataDir });
    expect(second.platform.db.prepare("SELECT COUNT(*) AS n FROM users").get()).toEqual({
      n: DEMO_ACCOUNTS.length,
    });
    expect(
      second.platform.db.prepare("SELECT id, password_hash FROM users WHERE user_name = 'admin'").get(),
    ).toEqual(adminBefore);
    expect(await signIn(second, "annot1", "Annot1@123")).toBeTruthy();
    await second.close();
  });

  it("keeps a logout across a restart", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const token = await signIn(first, "dev", "Dev@123");
    await first.inject({
      method: "POST",
      url: "/api/auth/v1/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    await first.close();
    const second = await startServer({ dataDir });
    expect((await get(second, "/api/aam/v1/portal/user/info", token)).statusCode).toBe(401);
  });
});
