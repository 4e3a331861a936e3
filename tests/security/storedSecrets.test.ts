// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { closeAll, get, signIn, startServer, tempDir } from "../server/helpers";

afterAll(closeAll);

describe("what the data folder keeps", () => {
  it("holds no usable session token: only its SHA-256, and the token still works", async () => {
    const dataDir = tempDir();
    const app = await startServer({ dataDir });
    const token = await signIn(app, "admin", "Admin@123");
    const stored = app.platform.db.prepare("SELECT token FROM sessions").all() as { token: string }[];
    expect(stored.map((row) => row.token)).not.toContain(token);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    // The stored value is not a bearer token.
    expect((await get(app, API.userInfo, stored[0]!.token)).statusCode).toBe(401);
    expect((await get(app, API.userInfo, token)).statusCode).toBe(200);
    await app.close();
    const raw = fs.readFileSync(path.join(dataDir, "platform.db")).toString("latin1");
    expect(raw).not.toContain(token);
  });

  it("is the server's alone: the folder 0700 (even one that existed), the database 0600", async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    await startServer({ dataDir });
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "platform.db")).mode & 0o777).toBe(0o600);
  });
});
