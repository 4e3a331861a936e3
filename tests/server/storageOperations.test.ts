// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { list as tarList } from "tar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAll } from "./helpers";
import { runOperation, snapshot, storageFixture, storedZip, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
beforeEach(async () => {
  fx = await storageFixture();
  fs.mkdirSync(path.join(fx.root, "work", "inner"), { recursive: true });
  fs.writeFileSync(path.join(fx.root, "work", "a.txt"), "alpha");
  fs.writeFileSync(path.join(fx.root, "work", "inner", "b.txt"), "beta");
});
afterEach(closeAll);

const T = STORAGE.opType;
const done = STORAGE.opStatus.done;
const remote = (relative: string) => `/GPUFS/admin/${relative}`;
const disk = (relative: string) => path.join(fx.root, relative);

async function tarEntries(file: string): Promise<string[]> {
  const names: string[] = [];
  await tarList({ file, onReadEntry: (entry) => names.push(entry.path) });
  return names;
}

describe("POST storage/opt: each type changes the folder", () => {
  it("1 deletes files and folders", async () => {
    const { answer, record } = await runOperation(fx, {
      type: T.delete,
      from: [remote("work/a.txt"), remote("work/inner")],
    });
    expect(answer).toMatchObject({ code: 200, spec: { id: expect.any(Number) } });
    expect(record).toMatchObject({
      type: 1,
      status: done,
      from: JSON.stringify([{ path: remote("work/a.txt") }, { path: remote("work/inner") }]),
    });
    expect(fs.readdirSync(disk("work"))).toEqual([]);
  });

  it("2 copies into a folder, recursively, leaving the source", async () => {
    fs.mkdirSync(disk("dest"));
    const { record } = await runOperation(fx, {
      type: T.copy,
      from: [remote("work")],
      target: [remote("dest")],
    });
    expect(record).toMatchObject({
      type: 2,
      status: done,
      target: JSON.stringify([{ path: remote("dest") }]),
    });
    expect(fs.readFileSync(disk("dest/work/inner/b.txt"), "utf8")).toBe("beta");
    expect(fs.readFileSync(disk("work/a.txt"), "utf8")).toBe("alpha");
  });

  it("2 refuses a name that exists in the target and a folder into itself, touching nothing", async () => {
    fs.mkdirSync(disk("dest/a.txt"), { recursive: true });
    const before = snapshot(fx.root);
    const clash = await runOperation(fx, {
      type: T.copy,
      from: [remote("work/a.txt")],
      target: [remote("dest")],
    });
    expect(clash.answer).toMatchObject({ code: 400, info: "目标已存在" });
    const itself = await runOperation(fx, {
      type: T.copy,
      from: [remote("work")],
      target: [remote("work/inner")],
    });
    expect(itself.answer.code).toBe(400);
    expect(snapshot(fx.root)).toEqual(before);
  });

  it("3 creates a folder; an existing one is refused", async () => {
    const { record } = await runOperation(fx, { type: T.mkdir, target: [remote("work/new")] });
    expect(record?.status).toBe(done);
    expect(fs.statSync(disk("work/new")).isDirectory()).toBe(true);
    expect((await runOperation(fx, { type: T.mkdir, target: [remote("work/new")] })).answer.code).toBe(400);
  });

  it("4 renames (a full path or a bare new name)", async () => {
    await runOperation(fx, { type: T.rename, from: [remote("work/a.txt")], target: [remote("work/c.txt")] });
    expect(fs.readFileSync(disk("work/c.txt"), "utf8")).toBe("alpha");
    expect(fs.existsSync(disk("work/a.txt"))).toBe(false);
    const { record } = await runOperation(fx, {
      type: T.rename,
      from: [remote("work/inner")],
      target: ["renamed"],
    });
    expect(record).toMatchObject({ status: done });
    expect(fs.readFileSync(disk("work/renamed/b.txt"), "utf8")).toBe("beta");
  });

  it("5 sets the permission from ?mod=; a missing or malformed mod is refused", async () => {
    const { record } = await runOperation(fx, { type: T.chmod, from: [remote("work/a.txt")] }, "?mod=700");
    expect(record?.status).toBe(done);
    expect(fs.statSync(disk("work/a.txt")).mode & 0o777).toBe(0o700);
    const listing = (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=${remote("work")}`)).json();
    expect(listing.spec.find((row: { name: string }) => row.name === "a.txt")).toMatchObject({
      perm: "rwx------",
      mode: "700",
    });
    expect((await runOperation(fx, { type: T.chmod, from: [remote("work/a.txt")] })).answer.info).toBe(
      "请输入权限码",
    );
    expect(
      (await runOperation(fx, { type: T.chmod, from: [remote("work/a.txt")] }, "?mod=abc")).answer.code,
    ).toBe(400);
  });

  it("6 restores the owner recursively to the storage account (the server's uid and gid)", async () => {
    fs.chownSync(disk("work/a.txt"), 4321, 4321);
    fs.chownSync(disk("work/inner/b.txt"), 4321, 4321);
    const { record } = await runOperation(fx, { type: T.chown, from: [remote("work")] });
    expect(record?.status).toBe(done);
    for (const file of ["work/a.txt", "work/inner/b.txt"]) {
      expect(fs.statSync(disk(file)).uid).toBe(process.getuid!());
      expect(fs.statSync(disk(file)).gid).toBe(process.getgid!());
    }
  });

  it("7 packs to tar, the target defaulting to the path plus .tar", async () => {
    const { record } = await runOperation(fx, { type: T.pack, from: [remote("work")] });
    expect(record).toMatchObject({
      type: 7,
      status: done,
      target: JSON.stringify([{ path: remote("work.tar") }]),
    });
    expect((await tarEntries(disk("work.tar"))).sort()).toEqual([
      "work/",
      "work/a.txt",
      "work/inner/",
      "work/inner/b.txt",
    ]);
  });

  it("8 unpacks a tar and a zip; anything else is refused", async () => {
    await runOperation(fx, { type: T.pack, from: [remote("work")], target: [remote("copy.tar")] });
    fs.mkdirSync(disk("out"));
    const tar = await runOperation(fx, {
      type: T.unpack,
      from: [remote("copy.tar")],
      target: [remote("out")],
    });
    expect(tar.record).toMatchObject({ type: 8, status: done });
    expect(fs.readFileSync(disk("out/work/inner/b.txt"), "utf8")).toBe("beta");

    fs.writeFileSync(disk("pack.zip"), storedZip([{ name: "z/" }, { name: "z/one.txt", content: "one" }]));
    const zip = await runOperation(fx, { type: T.unpack, from: [remote("pack.zip")] });
    expect(zip.record).toMatchObject({ status: done, target: JSON.stringify([{ path: "/GPUFS/admin" }]) });
    expect(fs.readFileSync(disk("z/one.txt"), "utf8")).toBe("one");

    const wrong = await runOperation(fx, { type: T.unpack, from: [remote("work/a.txt")] });
    expect(wrong.answer).toMatchObject({ code: 400, info: "仅支持解压 zip 或 tar 文件" });
  });

  it("8 never writes outside: a zip entry with .. fails the task and a symlink entry of a tar is skipped", async () => {
    const outside = path.join(fx.dataDir, "storage", "GPUFS", "evil.txt");
    fs.writeFileSync(disk("slip.zip"), storedZip([{ name: "../../evil.txt", content: "x" }]));
    const slip = await runOperation(fx, { type: T.unpack, from: [remote("slip.zip")] });
    expect(slip.record?.status).toBe(STORAGE.opStatus.failed);
    expect(fs.existsSync(outside)).toBe(false);

    fs.symlinkSync("/etc", disk("work/etc-link"));
    const { create } = await import("tar");
    await create({ file: disk("links.tar"), cwd: disk("work") }, ["etc-link", "a.txt"]);
    fs.rmSync(disk("work/etc-link"));
    fs.mkdirSync(disk("unpacked"));
    const links = await runOperation(fx, {
      type: T.unpack,
      from: [remote("links.tar")],
      target: [remote("unpacked")],
    });
    expect(links.record?.status).toBe(done);
    expect(fs.readdirSync(disk("unpacked"))).toEqual(["a.txt"]);
  });

  it("8 unpacks the demo admin's seeded zip and tar", async () => {
    const zip = await runOperation(fx, { type: T.unpack, from: [remote("samples.zip")] });
    expect(zip.record?.status).toBe(done);
    expect(fs.readFileSync(disk("samples/hello.txt"), "utf8")).toBe("hello from a zip\n");
    fs.mkdirSync(disk("restored"));
    const tar = await runOperation(fx, {
      type: T.unpack,
      from: [remote("projects.tar")],
      target: [remote("restored")],
    });
    expect(tar.record?.status).toBe(done);
    expect(fs.existsSync(disk("restored/projects/demo/train.py"))).toBe(true);
  });

  it("takes from and target as the spec's JSON strings too, and closing the server waits for a running one", async () => {
    const from = JSON.stringify([{ path: remote("work/a.txt") }]);
    const started = await fx.call("POST", STORAGE_API.storageOpt, {
      type: T.copy,
      from,
      target: JSON.stringify([{ path: remote("work/inner") }]),
    });
    expect(started.json().code).toBe(200);
    await fx.app.close();
    expect(fs.readFileSync(disk("work/inner/a.txt"), "utf8")).toBe("alpha");
  });

  it("an unknown type is refused and leaves no record", async () => {
    const { answer } = await runOperation(fx, { type: 9, from: [remote("work/a.txt")] });
    expect(answer).toMatchObject({ code: 400, info: "不支持的操作类型" });
    expect((await fx.call("GET", STORAGE_API.storageOpt)).json()).toMatchObject({ spec: [], total: 0 });
  });
});

describe("operation records", () => {
  it("lists newest first with page and limit, keeps output lines, and deletes a record", async () => {
    await runOperation(fx, { type: T.mkdir, target: [remote("r1")] });
    await runOperation(fx, { type: T.mkdir, target: [remote("r2")] });
    const { record } = await runOperation(fx, { type: T.delete, from: [remote("r1")] });
    const page = (await fx.call("GET", `${STORAGE_API.storageOpt}?page=1&limit=2&order_by=id`)).json();
    expect(page.total).toBe(3);
    expect(page.spec.map((item: { type: number }) => item.type)).toEqual([1, 3]);
    expect(page.spec[1]).toMatchObject({ from: "", target: JSON.stringify([{ path: remote("r2") }]) });
    const removed = await fx.call("DELETE", `${STORAGE_API.storageOpt}/${record!.id}`);
    expect(removed.json()).toMatchObject({ code: 200 });
    expect((await fx.call("GET", STORAGE_API.storageOpt)).json().total).toBe(2);
    expect((await fx.call("DELETE", `${STORAGE_API.storageOpt}/${record!.id}`)).json()).toMatchObject({
      code: 404,
      info: "操作记录不存在",
    });
  });
});
