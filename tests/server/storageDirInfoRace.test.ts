// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageFixture } from "./storageHelpers";

afterEach(() => vi.restoreAllMocks());

describe("dir_info while the folder changes", () => {
  it("leaves out an entry removed between the listing and its stat, and lists the rest", async () => {
    const { app, root, call } = await storageFixture();
    fs.writeFileSync(path.join(root, "stays.txt"), "here");
    fs.writeFileSync(path.join(root, "vanishes.txt"), "gone soon");
    // The file goes right after the folder is read, before its entries are stat'ed (a concurrent delete).
    const readdir = fs.promises.readdir.bind(fs.promises);
    const removingAfterRead = async (target: fs.PathLike) => {
      const entries = await readdir(target);
      if (String(target) === root) fs.rmSync(path.join(root, "vanishes.txt"), { force: true });
      return entries;
    };
    vi.spyOn(fs.promises, "readdir").mockImplementation(
      removingAfterRead as unknown as typeof fs.promises.readdir,
    );

    const response = await call(
      "GET",
      `${STORAGE_API.storageDirInfo}?dir=${encodeURIComponent("/GPUFS/admin")}`,
    );
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { spec: { name: string }[] }).spec.map((entry) => entry.name);
    expect(names).toContain("stays.txt");
    expect(names).not.toContain("vanishes.txt");
    await app.close();
  });
});
