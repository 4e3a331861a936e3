import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { zh } from "../../src/core/messages";
import { chunkUpload } from "../../src/plugins/storage/chunkUpload";
import { inThreadHasher, md5OfBlob, type Md5Hasher } from "../../src/plugins/storage/upload/md5";
import { fakeHttp, fileOf, patternBytes, sameBytes, type Reply, type SeenRequest } from "./storage-fakeHttp";

const MiB = 1_048_576;
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

/** The chunk endpoint as the spec describes it: 206 until the last chunk, then 200 with the reference. */
const chunkServer = (request: SeenRequest): Reply => {
  const last = Number(request.fields.chunkNumber) === Number(request.fields.totalChunks);
  return { status: 200, data: last ? { code: 200, data: "ticket-1" } : { code: 206, data: null } };
};

function recorder() {
  const busy: (string | null)[] = [];
  const warnings: string[] = [];
  const progress: number[] = [];
  const log = vi.fn();
  return {
    busy,
    warnings,
    progress,
    log,
    deps: {
      busy: (text: string | null) => busy.push(text),
      warn: (message: string) => warnings.push(message),
      progress: (percent: number) => progress.push(percent),
      log,
    },
  };
}

describe("the MD5 fingerprint (hash-wasm over 1 MiB slices)", () => {
  it("equals node:crypto's digest of the same bytes, across slice boundaries", async () => {
    for (const size of [0, 1, MiB - 1, MiB, MiB + 1, 3 * MiB + 12_345]) {
      const bytes = patternBytes(size, size);
      expect(await md5OfBlob(new Blob([bytes])), `size ${size}`).toBe(md5(bytes));
    }
  });

  it("reads the file one slice at a time and reports progress per slice", async () => {
    const bytes = patternBytes(2 * MiB + 5);
    const blob = new Blob([bytes]);
    const slice = vi.spyOn(blob, "slice");
    const seen: [number, number][] = [];
    await md5OfBlob(blob, (hashed, total) => seen.push([hashed, total]));
    expect(slice.mock.calls).toEqual([
      [0, MiB],
      [MiB, 2 * MiB],
      [2 * MiB, 2 * MiB + 5],
    ]);
    expect(seen).toEqual([
      [MiB, 2 * MiB + 5],
      [2 * MiB, 2 * MiB + 5],
      [2 * MiB + 5, 2 * MiB + 5],
    ]);
  });
});

describe("the shared chunk-upload helper (storage spec §4)", () => {
  it("hashes first (正在计算MD5), then sends every chunk in order (正在上传文件…) with the spec's fields", async () => {
    const bytes = patternBytes(2 * MiB + 100);
    const { http, seen, tips } = fakeHttp(chunkServer);
    const record = recorder();
    const result = await chunkUpload(
      { file: fileOf(bytes, "模型.bin"), params: { category: "model", entityId: 9 }, taskId: "task-7" },
      { http, hasher: inThreadHasher, ...record.deps },
    );
    expect(result).toEqual({ status: "done", ref: "ticket-1" });
    expect(record.busy).toEqual([zh["chunkUpload.hashing"], zh["chunkUpload.uploading"], null]);
    expect(record.progress).toEqual([0, 49, 99, 100]);
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ["POST", STORAGE_API.chunkUpload],
      ["POST", STORAGE_API.chunkUpload],
      ["POST", STORAGE_API.chunkUpload],
    ]);
    const identifier = md5(bytes);
    seen.forEach((request, i) => {
      const size = i < 2 ? MiB : 100;
      expect(request.fields).toEqual({
        chunkNumber: String(i + 1),
        chunkSize: String(MiB),
        currentChunkSize: String(size),
        totalSize: String(bytes.length),
        identifier,
        filename: "模型.bin",
        totalChunks: "3",
        category: "model",
        entityId: "9",
        taskId: "task-7",
      });
      expect(sameBytes(request.file, bytes.subarray(i * MiB, i * MiB + size))).toBe(true);
    });
    expect(record.warnings).toEqual([]);
    expect(tips).toEqual([]);
  });

  it("206 continues, 200 ends early with the reference", async () => {
    const { http, seen } = fakeHttp(() => ({ status: 200, data: { code: 200, data: { id: 3 } } }));
    const result = await chunkUpload(
      { file: fileOf(patternBytes(3 * MiB), "a.bin") },
      { http, hasher: inThreadHasher },
    );
    expect(result).toEqual({ status: "done", ref: { id: 3 } });
    expect(seen).toHaveLength(1);
  });

  it("code 500 stops: no further chunk, the busy indicator ends and 文件上传失败，请稍后重试 shows", async () => {
    let n = 0;
    const { http, seen } = fakeHttp(() => ({
      status: 200,
      data: { code: ++n === 1 ? 206 : 500, message: "boom" },
    }));
    const record = recorder();
    const result = await chunkUpload(
      { file: fileOf(patternBytes(3 * MiB), "a.bin") },
      { http, hasher: inThreadHasher, ...record.deps },
    );
    expect(result).toEqual({ status: "failed", code: 500, message: "boom" });
    expect(seen).toHaveLength(2);
    expect(record.busy.at(-1)).toBeNull();
    expect(record.warnings).toEqual(["文件上传失败，请稍后重试"]);
  });

  it("an HTTP 500 (no envelope) and no answer at all stop the same way, without the core's tip", async () => {
    for (const reply of [{ status: 500, data: "oops" }, "network"] as Reply[]) {
      const { http, seen, tips } = fakeHttp(() => reply);
      const record = recorder();
      const result = await chunkUpload(
        { file: fileOf(patternBytes(10), "a.bin") },
        { http, hasher: inThreadHasher, ...record.deps },
      );
      expect(result.status).toBe("failed");
      expect(seen).toHaveLength(1);
      expect(record.warnings).toEqual(["文件上传失败，请稍后重试"]);
      expect(tips).toEqual([]);
      expect(record.log).toHaveBeenCalledTimes(1);
    }
  });

  it("a 206 answer to the last chunk is a failure too (the server expects more than the file has)", async () => {
    const { http } = fakeHttp(() => ({ status: 200, data: { code: 206 } }));
    const record = recorder();
    const result = await chunkUpload(
      { file: fileOf(patternBytes(10), "a.bin") },
      { http, hasher: inThreadHasher, ...record.deps },
    );
    expect(result).toMatchObject({ status: "failed", code: 206 });
    expect(record.warnings).toEqual(["文件上传失败，请稍后重试"]);
  });

  it("a file read error is logged, hides the busy indicator and cancels: nothing is sent, no warning", async () => {
    const { http, seen } = fakeHttp(chunkServer);
    const record = recorder();
    const unreadable = new Blob([patternBytes(10)]);
    unreadable.slice = () =>
      ({
        arrayBuffer: () => Promise.reject(new DOMException("gone", "NotReadableError")),
      }) as unknown as Blob;
    const result = await chunkUpload(
      { file: unreadable, filename: "gone.bin" },
      { http, hasher: inThreadHasher, ...record.deps },
    );
    expect(result.status).toBe("cancelled");
    expect(seen).toEqual([]);
    expect(record.busy).toEqual([zh["chunkUpload.hashing"], null]);
    expect(record.warnings).toEqual([]);
    expect(record.log).toHaveBeenCalledWith(expect.stringContaining("gone.bin"), expect.any(DOMException));
  });

  it("an empty file goes as one empty chunk of one", async () => {
    const { http, seen } = fakeHttp(chunkServer);
    const hasher: Md5Hasher = { digest: vi.fn(inThreadHasher.digest) };
    const result = await chunkUpload({ file: fileOf(new Uint8Array(0), "empty.txt") }, { http, hasher });
    expect(result).toEqual({ status: "done", ref: "ticket-1" });
    expect(seen[0].fields).toMatchObject({
      chunkNumber: "1",
      totalChunks: "1",
      currentChunkSize: "0",
      identifier: md5(new Uint8Array(0)),
    });
  });
});
