// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { VIP_PATHS_FILE } from "../../server/storage/vipPaths";
import { closeAll, signIn } from "./helpers";
import { storageFixture } from "./storageHelpers";

afterEach(closeAll);

const writeVip = (dataDir: string, paths: Record<string, string>) =>
  fs.writeFileSync(path.join(dataDir, "storage", VIP_PATHS_FILE), JSON.stringify(paths));

describe("user_storage_path: the special fixed directory (storage spec §4)", () => {
  it("answers no vipPath while none is set (the demo accounts have none)", async () => {
    const fixture = await storageFixture();
    const body = (await fixture.call("GET", STORAGE_API.storageUserPath)).json();
    expect(body.spec).toEqual(["GPUFS", "PUBLIC"]);
    expect(body).not.toHaveProperty("vipPath");
  });

  it("answers the account's vipPath (trailing slash dropped), creating the folder, to each of its sessions", async () => {
    const fixture = await storageFixture();
    writeVip(fixture.dataDir, { admin: "/PUBLIC/admin/vip-data/" });
    const body = (await fixture.call("GET", STORAGE_API.storageUserPath)).json();
    expect(body.vipPath).toBe("/PUBLIC/admin/vip-data");
    expect(
      fs.statSync(path.join(fixture.dataDir, "storage", "PUBLIC", "admin", "vip-data")).isDirectory(),
    ).toBe(true);
    const other = await signIn(fixture.app, "admin", "Admin@123");
    expect(
      (
        await fixture.app.inject({
          url: STORAGE_API.storageUserPath,
          headers: { authorization: `Bearer ${other}` },
        })
      ).json().vipPath,
    ).toBe("/PUBLIC/admin/vip-data");
  });

  it("ignores a vipPath outside the account's volumes and touches nothing", async () => {
    const fixture = await storageFixture();
    for (const outside of ["/GPUFS/dev/vip", "/GPUFS/admin/../dev", "/etc", "relative/path", 42]) {
      writeVip(fixture.dataDir, { admin: outside as string });
      const body = (await fixture.call("GET", STORAGE_API.storageUserPath)).json();
      expect(body, String(outside)).not.toHaveProperty("vipPath");
    }
    expect(fs.existsSync(path.join(fixture.dataDir, "storage", "GPUFS", "dev", "vip"))).toBe(false);
  });
});
