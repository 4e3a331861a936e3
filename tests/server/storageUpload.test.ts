// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAll } from "./helpers";
import { multipart, snapshot, storageFixture, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
beforeEach(async () => {
  fx = await storageFixture();
});
afterEach(closeAll);

const MiB = STORAGE.uploadChunkBytes;
const bytesOf = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => (index * 7) % 256));

/** One PUT of the spec's form: file, currentChunkSize, totalSize, currentIndex and Content-Range. */
async function putChunk(
  remote: string,
  all: Buffer,
  start: number,
  end: number,
  index: number,
  overwrite = false,
) {
  const chunk = all.subarray(start, end + 1);
  const form = await multipart(
    { currentChunkSize: String(chunk.length), totalSize: String(all.length), currentIndex: String(index) },
    [{ field: "file", name: path.basename(remote), bytes: chunk }],
  );
  const response = await fx.app.inject({
    method: "PUT",
    url: `${STORAGE_API.storageUpload}?file=${encodeURIComponent(remote)}${overwrite ? "&overwrite=true" : ""}`,
    headers: {
      ...form.headers,
      authorization: `Bearer ${fx.token}`,
      "content-range": `bytes ${start}-${end}/${all.length}`,
    },
    payload: form.payload,
  });
  return response.json() as { code: number; info: string; spec: { size: number; complete?: boolean } | null };
}

async function uploadWhole(remote: string, all: Buffer, overwrite = false) {
  let last;
  for (let start = 0, index = 1; start < all.length; start += MiB, index += 1)
    last = await putChunk(remote, all, start, Math.min(start + MiB, all.length) - 1, index, overwrite);
  return last!;
}

const held = async (remote: string) =>
  (await fx.call("GET", `${STORAGE_API.storageUploadOffset}?file=${encodeURIComponent(remote)}`)).json()
    .spec as {
    size: number;
    total: number;
  };

describe("PUT storage/upload", () => {
  it("stores 1 MiB chunks at their Content-Range offsets; code 200 each time; the file appears after the last", async () => {
    const all = bytesOf(2 * MiB + 12_345);
    const first = await putChunk("/GPUFS/admin/up/data.bin", all, 0, MiB - 1, 1);
    expect(first).toMatchObject({ code: 200, spec: { size: MiB, complete: false } });
    expect(fs.existsSync(path.join(fx.root, "up", "data.bin"))).toBe(false);
    await putChunk("/GPUFS/admin/up/data.bin", all, MiB, 2 * MiB - 1, 2);
    const last = await putChunk("/GPUFS/admin/up/data.bin", all, 2 * MiB, all.length - 1, 3);
    expect(last).toMatchObject({ code: 200, spec: { size: all.length, complete: true } });
    expect(fs.readFileSync(path.join(fx.root, "up", "data.bin")).equals(all)).toBe(true);
    const row = (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin/up`)).json().spec[0];
    expect(row).toMatchObject({ name: "data.bin", size: all.length });
  });

  it("refuses a chunk that does not continue the file (skipped, repeated or out of order) and keeps the bytes held", async () => {
    const all = bytesOf(3 * MiB);
    await putChunk("/GPUFS/admin/gap.bin", all, 0, MiB - 1, 1);
    const skipped = await putChunk("/GPUFS/admin/gap.bin", all, 2 * MiB, 3 * MiB - 1, 3);
    expect(skipped).toMatchObject({
      code: 416,
      info: "分片不连续，请从服务器已有的字节处继续",
      spec: { size: MiB },
    });
    const behind = await putChunk("/GPUFS/admin/gap.bin", all, 1, MiB, 2);
    expect(behind.code).toBe(416);
    expect(await held("/GPUFS/admin/gap.bin")).toEqual({ size: MiB, total: 3 * MiB });
    const never = await putChunk("/GPUFS/admin/never.bin", all, MiB, 2 * MiB - 1, 2);
    expect(never.code).toBe(416);
    expect(fs.existsSync(path.join(fx.root, "gap.bin"))).toBe(false);
  });

  it("resumes from the bytes the server holds", async () => {
    const all = bytesOf(3 * MiB + 5);
    await putChunk("/GPUFS/admin/resume.bin", all, 0, MiB - 1, 1);
    await putChunk("/GPUFS/admin/resume.bin", all, MiB, 2 * MiB - 1, 2);
    const { size } = await held("/GPUFS/admin/resume.bin");
    expect(size).toBe(2 * MiB);
    await putChunk("/GPUFS/admin/resume.bin", all, size, 3 * MiB - 1, 3);
    const done = await putChunk("/GPUFS/admin/resume.bin", all, 3 * MiB, all.length - 1, 4);
    expect(done.spec?.complete).toBe(true);
    expect(fs.readFileSync(path.join(fx.root, "resume.bin")).equals(all)).toBe(true);
    expect(await held("/GPUFS/admin/resume.bin")).toEqual({ size: 0, total: 0 });
  });

  it("refuses an existing file without overwrite=true and replaces it with", async () => {
    const before = snapshot(fx.root);
    const refused = await uploadWhole("/GPUFS/admin/README.txt", Buffer.from("new text"));
    expect(refused).toMatchObject({ code: 409, info: "文件已存在，请确认是否覆盖" });
    expect(snapshot(fx.root)).toEqual(before);
    const replaced = await uploadWhole("/GPUFS/admin/README.txt", Buffer.from("new text"), true);
    expect(replaced.code).toBe(200);
    expect(fs.readFileSync(path.join(fx.root, "README.txt"), "utf8")).toBe("new text");
  });

  it("refuses an upload under a file with 409 and a message, and keeps no partial (before: 500, a partial left)", async () => {
    const before = snapshot(fx.root);
    const under = await uploadWhole("/GPUFS/admin/README.txt/sub/a.bin", bytesOf(2 * MiB));
    expect(under).toMatchObject({ code: 409, info: "上级路径不是目录，无法在其中上传" });
    expect(snapshot(fx.root)).toEqual(before);
    const uploadsDir = path.join(fx.dataDir, "storage", ".uploads");
    expect(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).toEqual([]);

    // A folder that became a file between two chunks: the last chunk is refused, the partial dropped.
    const all = bytesOf(2 * MiB);
    fs.mkdirSync(path.join(fx.root, "later"));
    expect((await putChunk("/GPUFS/admin/later/b.bin", all, 0, MiB - 1, 1)).code).toBe(200);
    fs.rmdirSync(path.join(fx.root, "later"));
    fs.writeFileSync(path.join(fx.root, "later"), "now a file");
    const last = await putChunk("/GPUFS/admin/later/b.bin", all, MiB, 2 * MiB - 1, 2);
    expect(last).toMatchObject({ code: 409, info: "上级路径不是目录，无法在其中上传" });
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it("cancel removes the partial file; a chunk whose size disagrees with Content-Range is refused", async () => {
    const all = bytesOf(2 * MiB);
    await putChunk("/GPUFS/admin/cancel.bin", all, 0, MiB - 1, 1);
    const cancelled = await fx.call("DELETE", `${STORAGE_API.storageUpload}?file=/GPUFS/admin/cancel.bin`);
    expect(cancelled.json()).toMatchObject({ code: 200, spec: { removed: true } });
    expect(await held("/GPUFS/admin/cancel.bin")).toEqual({ size: 0, total: 0 });
    expect(fs.readdirSync(path.join(fx.dataDir, "storage", ".uploads"))).toEqual([]);
    expect((await putChunk("/GPUFS/admin/cancel.bin", all, MiB, 2 * MiB - 1, 2)).code).toBe(416);

    const form = await multipart({ currentChunkSize: "3", totalSize: "10", currentIndex: "1" }, [
      { field: "file", name: "x", bytes: Buffer.from("abc") },
    ]);
    const mismatch = await fx.app.inject({
      method: "PUT",
      url: `${STORAGE_API.storageUpload}?file=/GPUFS/admin/x.txt`,
      headers: { ...form.headers, authorization: `Bearer ${fx.token}`, "content-range": "bytes 0-4/10" },
      payload: form.payload,
    });
    expect(mismatch.json()).toMatchObject({ code: 400, info: "分片大小与 Content-Range 不一致" });
  });

  it("takes a chunk sent twice at once only once", async () => {
    const all = bytesOf(2 * MiB);
    await putChunk("/GPUFS/admin/twice.bin", all, 0, MiB - 1, 1);
    const answers = await Promise.all([
      putChunk("/GPUFS/admin/twice.bin", all, MiB, 2 * MiB - 1, 2),
      putChunk("/GPUFS/admin/twice.bin", all, MiB, 2 * MiB - 1, 2),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 416]);
    expect(fs.readFileSync(path.join(fx.root, "twice.bin")).equals(all)).toBe(true);
  });

  it("refuses a new upload that does not fit in the volume's quota", async () => {
    const filler = path.join(fx.root, "filler.bin");
    fs.closeSync(fs.openSync(filler, "w"));
    fs.truncateSync(filler, 500 * 1024 * MiB - 10); // sparse: the quota counts its apparent size
    const refused = await putChunk("/GPUFS/admin/more.bin", bytesOf(100), 0, 99, 1);
    expect(refused).toMatchObject({ code: 507, info: "存储空间不足，无法上传" });
    expect(await held("/GPUFS/admin/more.bin")).toEqual({ size: 0, total: 0 });
    expect((await putChunk("/PUBLIC/admin/more.bin", bytesOf(100), 0, 99, 1)).code).toBe(200);
  });

  it("stores an empty file", async () => {
    const form = await multipart({ currentChunkSize: "0", totalSize: "0", currentIndex: "1" }, [
      { field: "file", name: "empty.txt", bytes: Buffer.alloc(0) },
    ]);
    const response = await fx.app.inject({
      method: "PUT",
      url: `${STORAGE_API.storageUpload}?file=/GPUFS/admin/empty.txt`,
      headers: { ...form.headers, authorization: `Bearer ${fx.token}`, "content-range": "bytes */0" },
      payload: form.payload,
    });
    expect(response.json()).toMatchObject({ code: 200, spec: { complete: true } });
    expect(fs.statSync(path.join(fx.root, "empty.txt")).size).toBe(0);
  });
});
