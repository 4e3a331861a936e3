import { describe, expect, it, vi } from "vitest";
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  hasPendingUploads,
  uploadQueueMachine,
  type ChunkAnswer,
  type ChunkFailure,
  type ChunkRequest,
  type QuotaAnswer,
  type QuotaRequest,
  type UploadFile,
  type UploadItem,
  type UploadQueueEmitted,
  type UploadQueueEvent,
} from "../../src/machines/uploadQueue.machine";

const MiB = 1_048_576;

const file = (id: string, size: number, extra: Partial<UploadFile> = {}): UploadFile => ({
  id,
  name: `/GPUFS/admin/${id}.bin`,
  size,
  volume: "GPUFS",
  ...extra,
});

type ChunkReply = ChunkAnswer | ChunkFailure | "hang";

/**
 * A stand-in for the storage server: stores what each PUT carries at its offset, answers with the
 * replies queued for an item (then 200), reports how much it holds and removes cancelled files.
 */
function fakeServer() {
  const held = new Map<string, number>();
  const requests: { id: string; offset: number; size: number; index: number; overwrite: boolean }[] = [];
  const replies = new Map<string, ChunkReply[]>();
  const quota: { answer: QuotaAnswer | Error } = { answer: { ok: true } };
  const quotaRequests: QuotaRequest[] = [];
  const offsetAsks: string[] = [];
  const removed: string[] = [];
  const aborted: string[] = [];
  const sendChunk = (chunk: ChunkRequest, signal: AbortSignal): Promise<ChunkAnswer> => {
    requests.push({
      id: chunk.item.id,
      offset: chunk.offset,
      size: chunk.size,
      index: chunk.index,
      overwrite: chunk.item.overwrite,
    });
    const reply = replies.get(chunk.item.id)?.shift();
    if (reply === "hang") {
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => (aborted.push(chunk.item.id), reject(new Error("aborted")))),
      );
    }
    if (reply && !("code" in reply)) return Promise.reject(reply);
    if (reply && reply.code !== 200) return Promise.resolve(reply);
    held.set(chunk.item.id, chunk.offset + chunk.size);
    return Promise.resolve({ code: 200 });
  };
  return { held, requests, replies, quota, quotaRequests, offsetAsks, removed, aborted, sendChunk };
}

type Server = ReturnType<typeof fakeServer>;

function startQueue(server: Server, input = { chunkSize: MiB }) {
  const clock = new SimulatedClock();
  const machine = uploadQueueMachine.provide({
    actors: {
      sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(({ input: chunk, signal }) =>
        server.sendChunk(chunk, signal),
      ),
      askServerOffset: fromPromise<number, { item: UploadItem }>(async ({ input: { item } }) => {
        server.offsetAsks.push(item.id);
        return server.held.get(item.id) ?? 0;
      }),
      checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async ({ input: request }) => {
        server.quotaRequests.push(request);
        if (server.quota.answer instanceof Error) throw server.quota.answer;
        return server.quota.answer;
      }),
      cancelRemote: fromPromise<unknown, { item: UploadItem }>(async ({ input: { item } }) => {
        server.removed.push(item.id);
        server.held.delete(item.id);
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  const emitted: UploadQueueEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const item = (id: string) => actor.getSnapshot().context.items.find((candidate) => candidate.id === id);
  return { actor, clock, emitted, item };
}

/** Lets settled promises (the injected effects and what follows them) run to the end. */
const settle = async (rounds = 30) => {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const types = (emitted: UploadQueueEmitted[]) => emitted.map((event) => `${event.type}`);

describe("the upload queue: the spec's flow", () => {
  it("uploads in sequential 1 MiB chunks with 1-based indexes, then success, 'uploaded' and a list refresh", async () => {
    const server = fakeServer();
    const { actor, emitted, item } = startQueue(server);
    const size = 2 * MiB + 10;
    actor.send({ type: "ADD", files: [file("a", size)] });
    await settle();
    expect(server.requests).toEqual([
      { id: "a", offset: 0, size: MiB, index: 1, overwrite: false },
      { id: "a", offset: MiB, size: MiB, index: 2, overwrite: false },
      { id: "a", offset: 2 * MiB, size: 10, index: 3, overwrite: false },
    ]);
    expect(item("a")).toMatchObject({
      status: "success",
      progress: 100,
      sent: size,
      query: "file=%2FGPUFS%2Fadmin%2Fa.bin",
    });
    expect(types(emitted)).toEqual(["uploaded", "refreshList"]);
    expect(server.quotaRequests).toEqual([expect.objectContaining({ volume: "GPUFS", bytes: size })]);
    expect(hasPendingUploads(actor.getSnapshot())).toBe(false);
  });

  it("reports progress per item as chunks are acknowledged, one item at a time", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 200 }, "hang"]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 4 * MiB), file("b", MiB)] });
    await settle();
    expect(item("a")).toMatchObject({ status: "padding", progress: 25 });
    expect(item("b")).toMatchObject({ status: "wait", progress: 0 });
    expect(server.requests.filter((request) => request.id === "b")).toEqual([]);
    expect(hasPendingUploads(actor.getSnapshot())).toBe(true);
  });

  it("succeeded items leave the queue on the next pass", async () => {
    const server = fakeServer();
    server.replies.set("b", ["hang"]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    expect(item("a")?.status).toBe("success");
    actor.send({ type: "ADD", files: [file("b", 10)] });
    await settle();
    expect(item("a")).toBeUndefined();
    expect(item("b")?.status).toBe("padding");
  });

  it("a refused chunk puts the item in error with progress 0 and the queue goes on", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 200 }, { code: 500, info: "磁盘已满" }]);
    const { actor, emitted, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 3 * MiB), file("b", 10)] });
    await settle();
    expect(item("a")).toMatchObject({ status: "error", progress: 0, error: "磁盘已满" });
    expect(item("b")?.status).toBe("success");
    expect(types(emitted)).toEqual(["uploadFailed", "uploaded", "refreshList"]);
    expect(server.requests.filter((request) => request.id === "a")).toHaveLength(2);
  });

  it("a failure that is not transient (HTTP 400) ends the item at once", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ status: 400, message: "非连续的分片" }]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    expect(item("a")).toMatchObject({ status: "error", progress: 0, error: "非连续的分片" });
    expect(server.requests).toHaveLength(1);
  });

  it("an empty file sends one empty chunk", async () => {
    const server = fakeServer();
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("empty", 0)] });
    await settle();
    expect(server.requests).toEqual([{ id: "empty", offset: 0, size: 0, index: 1, overwrite: false }]);
    expect(item("empty")).toMatchObject({ status: "success", progress: 100 });
  });

  it("a dropped folder keeps each file's relative path", async () => {
    const server = fakeServer();
    const { actor, item } = startQueue(server);
    actor.send({
      type: "ADD",
      files: [file("x", 5, { name: "/GPUFS/admin/photos/2026/x.jpg", relativePath: "photos/2026/x.jpg" })],
    });
    await settle();
    expect(item("x")).toMatchObject({
      relativePath: "photos/2026/x.jpg",
      name: "/GPUFS/admin/photos/2026/x.jpg",
    });
  });
});

describe("the upload queue: overwrite prompt and storage check", () => {
  it("a name in the listing asks first; yes uploads with the overwrite flag", async () => {
    const server = fakeServer();
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10, { exists: true })] });
    expect(actor.getSnapshot().matches({ intake: "confirmingOverwrite" })).toBe(true);
    expect(server.quotaRequests).toHaveLength(0);
    expect(hasPendingUploads(actor.getSnapshot())).toBe(true);
    actor.send({ type: "ANSWER_OVERWRITE", overwrite: true });
    await settle();
    expect(server.requests).toEqual([{ id: "a", offset: 0, size: 10, index: 1, overwrite: true }]);
    expect(item("a")).toMatchObject({
      status: "success",
      query: "file=%2FGPUFS%2Fadmin%2Fa.bin&overwrite=true",
    });
  });

  it("no clears the chosen file; the other files go on", async () => {
    const server = fakeServer();
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10, { exists: true }), file("b", 10)] });
    actor.send({ type: "ANSWER_OVERWRITE", overwrite: false });
    await settle();
    expect(item("a")).toBeUndefined();
    expect(item("b")?.status).toBe("success");
    expect(server.requests.map((request) => request.id)).toEqual(["b"]);
    expect(actor.getSnapshot().matches({ intake: "idle" })).toBe(true);
  });

  it("a refused storage check keeps the files out of the queue", async () => {
    const server = fakeServer();
    server.quota.answer = { ok: false, message: "存储空间不足" };
    const { actor, emitted } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10), file("b", 20)] });
    await settle();
    expect(server.quotaRequests[0]).toMatchObject({ volume: "GPUFS", bytes: 30 });
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(server.requests).toEqual([]);
    expect(emitted).toEqual([expect.objectContaining({ type: "quotaRefused", message: "存储空间不足" })]);
  });

  it("a failed storage check does not start the upload either", async () => {
    const server = fakeServer();
    server.quota.answer = new Error("网络错误");
    const { actor } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("files of two volumes are checked per volume", async () => {
    const server = fakeServer();
    const { actor } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10), file("b", 20, { volume: "HOME" }), file("c", 5)] });
    await settle();
    expect(server.quotaRequests.map((request) => [request.volume, request.bytes])).toEqual([
      ["GPUFS", 15],
      ["HOME", 20],
    ]);
  });
});

describe("the upload queue: transient failures are retried with growing delays", () => {
  it("a network error, a 503 and a 429 are retried after 1 s, 2 s and 4 s, then the chunk goes through", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ network: true, message: "Network Error" }, { status: 503 }, { status: 429 }]);
    const { actor, clock, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    const attempts = async (ms: number) => (clock.increment(ms), await settle(), server.requests.length);
    expect(server.requests).toHaveLength(1);
    expect(actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } })).toBe(true);
    expect(await attempts(999)).toBe(1);
    expect(await attempts(1)).toBe(2);
    expect(await attempts(1999)).toBe(2);
    expect(await attempts(1)).toBe(3);
    expect(await attempts(3999)).toBe(3);
    expect(await attempts(1)).toBe(4);
    expect(item("a")).toMatchObject({ status: "success", progress: 100 });
    expect(server.requests.every((request) => request.offset === 0)).toBe(true);
  });

  it("a fourth transient failure puts the item in error", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }]);
    const { actor, clock, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10), file("b", 10)] });
    await settle();
    for (const ms of [1000, 2000, 4000]) {
      clock.increment(ms);
      await settle();
    }
    expect(server.requests.filter((request) => request.id === "a")).toHaveLength(4);
    expect(item("a")).toMatchObject({ status: "error", progress: 0, error: "HTTP 503" });
    expect(item("b")?.status).toBe("success");
  });

  it("the retry count starts again after a chunk goes through; later retries resume from the server's offset", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ status: 503 }, { code: 200 }, { status: 503 }, { status: 503 }]);
    const { actor, clock, item } = startQueue(server, { chunkSize: 4 });
    actor.send({ type: "ADD", files: [file("a", 8)] });
    await settle();
    clock.increment(1000);
    await settle();
    clock.increment(1000);
    await settle();
    clock.increment(2000);
    await settle();
    expect(item("a")).toMatchObject({ status: "success" });
    // Past the first chunk a lost answer may hide a chunk that landed: each retry asks the server first.
    expect(server.offsetAsks).toEqual(["a", "a"]);
    expect(server.requests.map((request) => request.offset)).toEqual([0, 0, 4, 4, 4]);
  });
});

describe("the upload queue: retry resumes, cancel removes", () => {
  it("a retried item resumes from the first byte the server does not have", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 200 }, { code: 200 }, { code: 500, info: "写入失败" }]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 5 * MiB)] });
    await settle();
    expect(item("a")).toMatchObject({ status: "error", progress: 0 });
    expect(server.held.get("a")).toBe(2 * MiB);
    server.requests.length = 0;
    actor.send({ type: "RETRY", id: "a" });
    await settle();
    expect(server.offsetAsks).toEqual(["a"]);
    expect(server.requests.map((request) => [request.offset, request.index])).toEqual([
      [2 * MiB, 3],
      [3 * MiB, 4],
      [4 * MiB, 5],
    ]);
    expect(item("a")).toMatchObject({ status: "success", progress: 100 });
  });

  it("a retry whose server already holds every byte succeeds without sending", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ network: true }, { network: true }, { network: true }, { network: true }]);
    const { actor, clock, item } = startQueue(server, { chunkSize: MiB });
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    for (const ms of [1000, 2000, 4000]) {
      clock.increment(ms);
      await settle();
    }
    expect(item("a")?.status).toBe("error");
    server.held.set("a", 10);
    server.requests.length = 0;
    actor.send({ type: "RETRY", id: "a" });
    await settle();
    expect(server.requests).toEqual([]);
    expect(item("a")).toMatchObject({ status: "success", progress: 100 });
  });

  it("a retried overwrite whose first chunk never landed starts over without asking (the old file is not ours)", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 500 }]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 10, { exists: true })] });
    actor.send({ type: "ANSWER_OVERWRITE", overwrite: true });
    await settle();
    expect(item("a")?.status).toBe("error");
    // The first chunk was sent, so the server may hold it: the retry asks.
    actor.send({ type: "RETRY", id: "a" });
    await settle();
    expect(server.offsetAsks).toEqual(["a"]);
    expect(item("a")?.status).toBe("success");
  });

  it("cancelling the item being sent aborts its chunk, removes the partial file and goes on", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 200 }, "hang"]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 3 * MiB), file("b", 10)] });
    await settle();
    expect(item("a")?.progress).toBe(33);
    actor.send({ type: "CANCEL", id: "a" });
    await settle();
    expect(server.aborted).toEqual(["a"]);
    expect(server.removed).toEqual(["a"]);
    expect(item("a")).toBeUndefined();
    expect(item("b")?.status).toBe("success");
    expect(actor.getSnapshot().matches({ cleanup: "idle" })).toBe(true);
  });

  it("cancelling an errored item removes its partial file; a waiting one is just dropped", async () => {
    const server = fakeServer();
    server.replies.set("a", [{ code: 200 }, { code: 500 }]);
    server.replies.set("b", ["hang"]);
    const { actor, item } = startQueue(server);
    actor.send({ type: "ADD", files: [file("a", 2 * MiB), file("b", 10), file("c", 10)] });
    await settle();
    actor.send({ type: "CANCEL", id: "a" });
    actor.send({ type: "CANCEL", id: "c" });
    await settle();
    expect(server.removed).toEqual(["a"]);
    expect(actor.getSnapshot().context.items.map((candidate) => candidate.id)).toEqual(["b"]);
    expect(item("b")?.status).toBe("padding");
  });

  it("a failed removal is reported and the cleanup goes on", async () => {
    const server = fakeServer();
    server.replies.set("a", ["hang"]);
    const failing = uploadQueueMachine.provide({
      actors: {
        sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(({ input, signal }) =>
          server.sendChunk(input, signal),
        ),
        checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => ({ ok: true })),
        cancelRemote: fromPromise<unknown, { item: UploadItem }>(async () => {
          throw new Error("gone");
        }),
      },
    });
    const actor = createActor(failing, { input: {} }).start();
    const cleanupFailed = vi.fn();
    actor.on("cleanupFailed", cleanupFailed);
    actor.send({ type: "ADD", files: [file("a", 10)] });
    await settle();
    actor.send({ type: "CANCEL", id: "a" });
    await settle();
    expect(cleanupFailed).toHaveBeenCalledWith(
      expect.objectContaining({ item: expect.objectContaining({ id: "a" }) }),
    );
    expect(actor.getSnapshot().context.cleanup).toEqual([]);
  });
});

describe("the upload queue, model-based (getShortestPaths)", () => {
  const retryDelay = "xstate.after.retryDelay.uploadQueue.transfer.uploading.waitingToRetry";
  const events: AnyEventObject[] = [
    { type: "ADD", files: [file("a", 8, { exists: true })] },
    { type: "ANSWER_OVERWRITE", overwrite: true },
    { type: "ANSWER_OVERWRITE", overwrite: false },
    { type: "RETRY", id: "a" },
    { type: "CANCEL", id: "a" },
    { type: "xstate.done.actor.checkQuota", output: { ok: true } },
    { type: "xstate.done.actor.checkQuota", output: { ok: false, message: "存储空间不足" } },
    { type: "xstate.error.actor.checkQuota", error: new Error("网络错误") },
    { type: "xstate.done.actor.sendChunk", output: { code: 200 } },
    { type: "xstate.done.actor.sendChunk", output: { code: 500, info: "失败" } },
    { type: "xstate.error.actor.sendChunk", error: { status: 503 } },
    { type: "xstate.error.actor.sendChunk", error: { status: 400 } },
    { type: "xstate.done.actor.askServerOffset", output: 4 },
    { type: "xstate.done.actor.askServerOffset", output: 8 },
    { type: "xstate.error.actor.askServerOffset", error: new Error("网络错误") },
    { type: "xstate.done.actor.cancelRemote", output: null },
    { type: "xstate.error.actor.cancelRemote", error: new Error("gone") },
    { type: retryDelay },
  ];
  // One two-chunk file keeps the graph small (two files multiply it); queues of many are the tests above.
  const paths = getShortestPaths(uploadQueueMachine, {
    events: events as UploadQueueEvent[],
    input: { chunkSize: 4, maxRetries: 1 },
    limit: 50_000,
  });
  const nodes = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...nodes(child)]);
  const passThrough = new Set(["uploadQueue.intake.reviewing", "uploadQueue.transfer.uploading.preparing"]);

  it("reaches every state node but the two left at once", () => {
    const reached = new Set<string>();
    for (const path of paths)
      for (const node of (path.state as AnyMachineSnapshot)._nodes) reached.add(node.id);
    const all = nodes(uploadQueueMachine.root).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id) && !passThrough.has(id))).toEqual([]);
    expect(all).toHaveLength(15);
  });

  it("reaches every item status, a resumed upload and the cleanup of a cancelled one", () => {
    const statuses = new Set(
      paths.flatMap((path) =>
        (path.state as AnyMachineSnapshot).context.items.map((item: UploadItem) => item.status),
      ),
    );
    // A lone item waits only within a step (it starts at once); waiting beside another is tested above.
    expect([...statuses].sort()).toEqual(["error", "padding", "success"]);
    const eventsTo = (stateId: string) =>
      paths
        .filter((path) => (path.state as AnyMachineSnapshot)._nodes.some((node) => node.id === stateId))
        .map((path) => path.steps.map((step) => step.event.type as string))
        .reduce((a, b) => (a.length <= b.length ? a : b));
    expect(eventsTo("uploadQueue.transfer.uploading.askingOffset")).toEqual([
      "xstate.init",
      "ADD",
      "ANSWER_OVERWRITE",
      "xstate.done.actor.checkQuota",
      "xstate.done.actor.sendChunk",
      "RETRY",
    ]);
    expect(eventsTo("uploadQueue.cleanup.removing")).toEqual([
      "xstate.init",
      "ADD",
      "ANSWER_OVERWRITE",
      "xstate.done.actor.checkQuota",
      "CANCEL",
    ]);
  });
});
