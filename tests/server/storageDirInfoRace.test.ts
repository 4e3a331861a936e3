// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../src/core/config";
import { storageFixture } from "./storageHelpers";

afterEach(() => vi.restoreAllMocks());

describe("dir_info while the folder changes", () => {
  it("leaves out an entry removed between the listing and its stat, and lists the rest", async () => {
    const { app, root, call } = await storageFixture();
    fs.writeFileSync(path.join(root, "stays.txt"), "here");
    fs.writeFileSync(path.join(root, "vanishes.txt"), "gone soon");
    const gone = (target: fs.PathLike) => String(target).endsWith("vanishes.txt");
    const enoent = () => Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT" });
    const { stat, lstat } = fs.promises;
    vi.spyOn(fs.promises, "stat").mockImplementation((target, ...rest) =>
      gone(target) ? Promise.reject(enoent()) : stat(target, ...(rest as [])),
    );
    vi.spyOn(fs.promises, "lstat").mockImplementation((target, ...rest) =>
      gone(target) ? Promise.reject(enoent()) : lstat(target, ...(rest as [])),
    );

    const response = await call("GET", `${API.storageDirInfo}?dir=${encodeURIComponent("/GPUFS/admin")}`);
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { spec: { name: string }[] }).spec.map((entry) => entry.name);
    expect(names).toContain("stays.txt");
    expect(names).not.toContain("vanishes.txt");
    await app.close();
  });
});
