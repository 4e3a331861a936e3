import { STORAGE_API } from "../../src/contracts/storage";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { CHECK_STORAGE_PATH } from "../../src/contracts/storageCheck";
import {
  hasPendingUploads,
  uploadQueueMachine,
  type UploadQueueEmitted,
} from "../../src/machines/uploadQueue.machine";
import { UploadFiles } from "../../src/plugins/storage/upload/fileRegistry";
import { contentRange, createUploadQueueEffects } from "../../src/plugins/storage/upload/queueEffects";
import { fakeHttp, fileOf, patternBytes, type Reply, type SeenRequest } from "./storage-fakeHttp";

const MiB = 1_048_576;

/**
 * The storage upload calls as the reference server answers them (server/storage/uploads.ts): a chunk
 * must continue the partial file; the first starts it (refused over an existing file without
 * overwrite); the last puts it in place. Body code 200 is OK, a refusal is another code with `info`.
 */
function storageServer() {
  const partial = new Map<string, { parts: Uint8Array[]; size: number; total: number }>();
  const stored = new Map<string, Uint8Array>();
  const existing = new Set<string>();
  const failNext: Reply[] = [];
  /** Answers a PUT at this offset instead of the server (e.g. a lost answer after the bytes landed). */
  const intercept: { at?: number; reply?: Reply; land?: boolean; times: number } = { times: 0 };
  const quota = { soft: 10 * 1024 * 1024, used: 0, aclReady: true };
  const keep = (held: { parts: Uint8Array[]; size: number }, bytes: Uint8Array) => {
    held.parts.push(bytes);
    held.size += bytes.length;
  };
  const answer = (request: SeenRequest): Reply => {
    const file = String(
      new URLSearchParams(request.url.split("?")[1] ?? "").get("file") ?? request.params.file,
    );
    if (request.url.startsWith(CHECK_STORAGE_PATH)) {
      const query = new URLSearchParams(request.url.split("?")[1] ?? "");
      const bytes = Number(query.get("bytes") ?? request.params.bytes ?? 0);
      const remainingBytes = (quota.soft - quota.used) * 1024;
      const message = !quota.aclReady
        ? "ACL共享区暂未申请完毕，请联系管理员！"
        : bytes > remainingBytes
          ? "存储空间不足，无法上传"
          : null;
      return {
        status: 200,
        data: {
          code: 200,
          message: "success",
          data: { storageName: "GPUFS", remainingBytes, pass: message === null, message },
        },
      };
    }
    if (request.url === STORAGE_API.storageUploadOffset) {
      const held = partial.get(file);
      return {
        status: 200,
        data: {
          code: 200,
          spec: held ? { size: held.size, total: held.total } : { size: 0, total: 0 },
        },
      };
    }
    if (request.method === "DELETE") {
      const removed = partial.delete(file);
      return { status: 200, data: { code: 200, spec: { removed } } };
    }
    const injected = failNext.shift();
    if (injected) return injected;
    const overwrite = request.url.includes("overwrite=true");
    const [, start, , total] = /bytes (\d+|\*)-?(\d+)?\/(\d+)/.exec(
      String(request.headers.get("Content-Range")),
    )!;
    const offset = start === "*" ? 0 : Number(start);
    if (offset === 0) {
      if ((existing.has(file) || stored.has(file)) && !overwrite)
        return { status: 200, data: { code: 409, info: "文件已存在，请确认是否覆盖" } };
      partial.set(file, { parts: [], size: 0, total: Number(total) });
    }
    const held = partial.get(file);
    if (!held || held.size !== offset) return { status: 200, data: { code: 416, info: "分片不连续" } };
    if (intercept.at === offset && intercept.times > 0) {
      intercept.times--;
      if (intercept.land) keep(held, request.file!);
      intercept.land = false;
      return intercept.reply!;
    }
    keep(held, request.file!);
    if (held.size === held.total) {
      stored.set(file, new Uint8Array(Buffer.concat(held.parts)));
      partial.delete(file);
    }
    return { status: 200, data: { code: 200, spec: { size: held.size, total: held.total } } };
  };
  return { partial, stored, existing, failNext, intercept, quota, answer };
}

function startQueue(server: ReturnType<typeof storageServer>) {
  const { http, seen, tips } = fakeHttp(server.answer);
  const files = new UploadFiles();
  const effects = createUploadQueueEffects(http, files);
  const clock = new SimulatedClock();
  const actor = createActor(uploadQueueMachine.provide({ actors: effects.actors }), { input: {}, clock });
  const emitted: UploadQueueEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  running = actor;
  const add = (
    id: string,
    bytes: Uint8Array<ArrayBuffer>,
    extra: { exists?: boolean; relativePath?: string } = {},
  ) => {
    const name = `/GPUFS/admin/${extra.relativePath ?? `${id}.bin`}`;
    files.add(id, fileOf(bytes, `${id}.bin`));
    actor.send({ type: "ADD", files: [{ id, name, size: bytes.length, volume: "GPUFS", ...extra }] });
    return name;
  };
  const item = (id: string) => actor.getSnapshot().context.items.find((candidate) => candidate.id === id);
  return { actor, clock, seen, tips, emitted, add, item, files };
}

/** Byte equality without a deep comparison of millions of elements. */
const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  Boolean(a) && Buffer.from(a!).equals(Buffer.from(b));

let running: ReturnType<typeof startQueue>["actor"] | undefined;

/** A call is in flight: the queue is not at rest yet. */
const busy = () => {
  const snapshot = running?.getSnapshot();
  return Boolean(
    snapshot &&
    (snapshot.matches({ intake: "checkingQuota" }) ||
      snapshot.matches({ transfer: { uploading: "sending" } }) ||
      snapshot.matches({ transfer: { uploading: "askingOffset" } }) ||
      snapshot.matches({ cleanup: "removing" })),
  );
};

/** Lets the effects (FileReader reads in jsdom, the adapter) and the machine run to rest, however loaded the host. */
const settle = async () => {
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 20; i++) await tick();
  for (let waited = 0; busy() && waited < 10_000; waited += 5)
    await new Promise<void>((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 20; i++) await tick();
};

describe("the upload queue's effects against the storage calls", () => {
  it("PUTs 1 MiB slices with Content-Range and the spec's form fields; the server ends with the same bytes", async () => {
    const server = storageServer();
    const queue = startQueue(server);
    const bytes = patternBytes(2 * MiB + 3);
    const name = queue.add("a", bytes);
    await settle();
    const puts = queue.seen.filter((request) => request.method === "PUT");
    expect(puts.map((request) => request.url)).toEqual(
      Array(3).fill(`${STORAGE_API.storageUpload}?file=%2FGPUFS%2Fadmin%2Fa.bin`),
    );
    expect(puts.map((request) => request.headers.get("Content-Range"))).toEqual([
      `bytes 0-${MiB - 1}/${2 * MiB + 3}`,
      `bytes ${MiB}-${2 * MiB - 1}/${2 * MiB + 3}`,
      `bytes ${2 * MiB}-${2 * MiB + 2}/${2 * MiB + 3}`,
    ]);
    expect(puts.map((request) => request.fields)).toEqual([
      { currentChunkSize: String(MiB), totalSize: String(2 * MiB + 3), currentIndex: "1" },
      { currentChunkSize: String(MiB), totalSize: String(2 * MiB + 3), currentIndex: "2" },
      { currentChunkSize: "3", totalSize: String(2 * MiB + 3), currentIndex: "3" },
    ]);
    expect(same(server.stored.get(name), bytes)).toBe(true);
    expect(queue.item("a")).toMatchObject({ status: "success", progress: 100 });
    expect(queue.emitted.map((event) => event.type)).toEqual(["uploaded", "refreshList"]);
    // The queue's events carry the tips: the core's per-request tips are hidden.
    expect(queue.tips).toEqual([]);
  });

  it("the file is read slice by slice, never whole", async () => {
    const server = storageServer();
    const queue = startQueue(server);
    const file = fileOf(patternBytes(3 * MiB), "a.bin");
    const slices: [number, number][] = [];
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => (slices.push([start!, end!]), slice(start, end));
    const arrayBuffer = () => Promise.reject(new Error("the whole file was read"));
    Object.assign(file, { arrayBuffer, text: arrayBuffer, stream: arrayBuffer });
    queue.files.add("a", file);
    queue.actor.send({
      type: "ADD",
      files: [{ id: "a", name: "/GPUFS/admin/a.bin", size: file.size, volume: "GPUFS" }],
    });
    await settle();
    expect(slices).toEqual([
      [0, MiB],
      [MiB, 2 * MiB],
      [2 * MiB, 3 * MiB],
    ]);
    expect(queue.item("a")?.status).toBe("success");
  });

  it("an existing name uploads with overwrite=true once confirmed", async () => {
    const server = storageServer();
    server.existing.add("/GPUFS/admin/a.bin");
    const queue = startQueue(server);
    const name = queue.add("a", patternBytes(10), { exists: true });
    queue.actor.send({ type: "ANSWER_OVERWRITE", overwrite: true });
    await settle();
    expect(queue.seen.find((request) => request.method === "PUT")?.url).toBe(
      `${STORAGE_API.storageUpload}?file=%2FGPUFS%2Fadmin%2Fa.bin&overwrite=true`,
    );
    expect(same(server.stored.get(name), patternBytes(10))).toBe(true);
  });

  it("the storage check refuses a file larger than what is left of the volume", async () => {
    const server = storageServer();
    server.quota.soft = 1024;
    server.quota.used = 1023;
    const queue = startQueue(server);
    queue.add("a", patternBytes(2048));
    await settle();
    expect(queue.seen.map((request) => request.method)).toEqual(["GET"]);
    expect(queue.emitted).toMatchObject([{ type: "quotaRefused", message: "存储空间不足，无法上传" }]);
    expect(hasPendingUploads(queue.actor.getSnapshot())).toBe(false);
  });

  it("the storage check's ACL refusal (ai-domain §5) keeps the file out of the queue with its text", async () => {
    const server = storageServer();
    server.quota.aclReady = false;
    const queue = startQueue(server);
    queue.add("a", patternBytes(10));
    await settle();
    expect(queue.seen.map((request) => request.method)).toEqual(["GET"]);
    expect(queue.emitted).toMatchObject([
      { type: "quotaRefused", message: "ACL共享区暂未申请完毕，请联系管理员！" },
    ]);
  });

  it("a 503 is retried after a second; a refusal (code 409) puts the item in error and the next goes", async () => {
    const server = storageServer();
    server.existing.add("/GPUFS/admin/b.bin");
    server.failNext.push({ status: 503, data: "busy" });
    const queue = startQueue(server);
    queue.add("a", patternBytes(10));
    queue.add("b", patternBytes(10));
    queue.add("c", patternBytes(10));
    await settle();
    expect(queue.actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } })).toBe(true);
    queue.clock.increment(1000);
    await settle();
    expect(queue.item("a")).toBeUndefined();
    expect(queue.item("b")).toMatchObject({
      status: "error",
      progress: 0,
      error: "文件已存在，请确认是否覆盖",
    });
    expect(queue.item("c")?.status).toBe("success");
  });

  it("a retried item resumes from the offset the server reports", async () => {
    const server = storageServer();
    const queue = startQueue(server);
    const bytes = patternBytes(4 * MiB + 1);
    // The third chunk lands but its answer is lost, then the network stays down for three retries.
    Object.assign(server.intercept, { at: 2 * MiB, reply: "network", land: true, times: 1 });
    const name = queue.add("a", bytes);
    await settle();
    Object.assign(server.intercept, { at: 3 * MiB, reply: "network", times: 3 });
    for (const ms of [1000, 2000, 4000]) {
      queue.clock.increment(ms);
      await settle();
    }
    expect(queue.item("a")).toMatchObject({ status: "error", progress: 0 });
    expect(server.partial.get(name)?.size).toBe(3 * MiB);

    queue.seen.length = 0;
    queue.actor.send({ type: "RETRY", id: "a" });
    await settle();
    expect(
      queue.seen.map((request) => [
        request.method,
        request.url.split("?")[0],
        request.headers.get("Content-Range"),
      ]),
    ).toEqual([
      ["GET", STORAGE_API.storageUploadOffset, undefined],
      ["PUT", STORAGE_API.storageUpload, `bytes ${3 * MiB}-${4 * MiB - 1}/${4 * MiB + 1}`],
      ["PUT", STORAGE_API.storageUpload, `bytes ${4 * MiB}-${4 * MiB}/${4 * MiB + 1}`],
    ]);
    expect(queue.seen[0].params).toEqual({ file: name });
    expect(same(server.stored.get(name), bytes)).toBe(true);
    expect(queue.item("a")).toMatchObject({ status: "success", progress: 100 });
  });

  it("cancelling an errored item removes the partial file on the server", async () => {
    const server = storageServer();
    const queue = startQueue(server);
    Object.assign(server.intercept, {
      at: MiB,
      reply: { status: 200, data: { code: 500, info: "写入失败" } },
      times: 1,
    });
    const name = queue.add("a", patternBytes(2 * MiB));
    await settle();
    expect(queue.item("a")?.status).toBe("error");
    expect(server.partial.has(name)).toBe(true);
    queue.actor.send({ type: "CANCEL", id: "a" });
    await settle();
    expect(queue.seen.at(-1)).toMatchObject({
      method: "DELETE",
      url: STORAGE_API.storageUpload,
      params: { file: name },
    });
    expect(server.partial.has(name)).toBe(false);
    expect(queue.files.has("a")).toBe(false);
    expect(queue.actor.getSnapshot().context.items).toEqual([]);
  });

  it("a dropped folder's file is written under its relative path", async () => {
    const server = storageServer();
    const queue = startQueue(server);
    const name = queue.add("x", patternBytes(5), { relativePath: "photos/2026/x.jpg" });
    await settle();
    expect(name).toBe("/GPUFS/admin/photos/2026/x.jpg");
    expect(same(server.stored.get(name), patternBytes(5))).toBe(true);
  });
});

describe("contentRange", () => {
  it("writes the spec's inclusive range, and bytes */0 for an empty file", () => {
    expect(contentRange(0, MiB, 3 * MiB)).toBe("bytes 0-1048575/3145728");
    expect(contentRange(0, 0, 0)).toBe("bytes */0");
  });
});
