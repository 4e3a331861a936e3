// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_API } from "../../src/contracts/storage";
import { fromDirColumns } from "../../src/contracts/storageListing";
import { closeAll } from "./helpers";
import { storageFixture, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
beforeEach(async () => {
  fx = await storageFixture();
});
afterEach(closeAll);

const list = async (query: string) =>
  (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin${query}`)).json();

describe("dir_info as columns (the app's table asks with layout=columns)", () => {
  it("gives the same rows, in the same order, as the spec's list of rows", async () => {
    fs.mkdirSync(path.join(fx.root, "sub folder"));
    fs.writeFileSync(path.join(fx.root, "中文 名.txt"), "12345");
    fs.chmodSync(path.join(fx.root, "中文 名.txt"), 0o600);
    fs.symlinkSync("README.txt", path.join(fx.root, "readme-link"));
    for (const query of ["&sort_key=time", "", "&show_hidden=show", "&name=TXT"]) {
      const rows = await list(query);
      const columns = await list(`${query}&layout=columns`);
      expect(columns.code, query).toBe(200);
      expect(columns.spec, query).toBeUndefined();
      expect(columns.total, query).toBe(rows.total);
      expect(fromDirColumns(columns.columns), query).toEqual(rows.spec);
    }
    const rows = fromDirColumns((await list("&layout=columns")).columns);
    expect(rows.find((row) => row.name === "中文 名.txt")).toMatchObject({
      type: "file",
      perm: "rw-------",
      mode: "600",
      size: 5,
      path: "/GPUFS/admin/中文 名.txt",
    });
    expect(rows.find((row) => row.name === "sub folder")).toMatchObject({ type: "folder", size: 0 });
    expect(rows.find((row) => row.name === "readme-link")).toMatchObject({ type: "file", link: true });
  });

  it("sends what repeats once: the folder's path, each distinct time, permission and owner", async () => {
    const dir = path.join(fx.root, "many");
    fs.mkdirSync(dir);
    const when = new Date("2026-01-02T03:04:05Z");
    for (let index = 0; index < 300; index++) {
      const file = path.join(dir, `f-${String(index).padStart(3, "0")}`);
      fs.writeFileSync(file, "x".repeat(index % 7));
      fs.utimesSync(file, when, when);
    }
    const body = (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin/many&layout=columns`)).json();
    expect(body.total).toBe(300);
    expect(body.columns.dir).toBe("/GPUFS/admin/many");
    expect(body.columns.names.split("/")).toHaveLength(300);
    expect(body.columns.times).toHaveLength(1);
    expect(body.columns.perms).toHaveLength(1);
    expect(body.columns.owners).toHaveLength(1);
    expect(fromDirColumns(body.columns)[299]).toMatchObject({
      name: "f-299",
      size: 299 % 7,
      path: "/GPUFS/admin/many/f-299",
    });
  });

  it("lists an empty folder as no rows, and refuses a layout it does not know with 400", async () => {
    fs.mkdirSync(path.join(fx.root, "empty"));
    const empty = (
      await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin/empty&layout=columns`)
    ).json();
    expect(empty.total).toBe(0);
    expect(fromDirColumns(empty.columns)).toEqual([]);
    const refused = await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin&layout=rows`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, info: "参数 layout 不合法" });
  });
});
