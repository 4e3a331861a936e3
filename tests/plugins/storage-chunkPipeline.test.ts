import { STORAGE_API } from "../../src/contracts/storage";
import { CHECK_STORAGE_PATH } from "../../src/contracts/storageCheck";
import type { AxiosAdapter } from "axios";
import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import {
  uploadQueueMachine,
  type ChunkAnswer,
  type ChunkRequest,
  type UploadItem,
  type UploadQueueEmitted,
} from "../../src/machines/uploadQueue.machine";
import { createChunkPipeline } from "../../src/plugins/storage/upload/chunkPipeline";
import { UploadFiles } from "../../src/plugins/storage/upload/fileRegistry";
import { nextTask } from "../../src/plugins/storage/upload/nextTask";
import { createUploadQueueEffects } from "../../src/plugins/storage/upload/queueEffects";
import { fakeHttp, fileOf, patternBytes, type Reply, type SeenRequest } from "./storage-fakeHttp";

const MiB = 1_048_576;

/**
 * The pipelined chunk sender against the real queue machine and the core's axios (fake adapter): each
 * PUT is answered after a real task, and what the queue had recorded when the PUT left is kept.
 */
function startQueue(
  reply: (request: SeenRequest, index: number) => Reply = () => ({ status: 200, data: { code: 200 } }),
) {
  let inFlight = 0;
  let maxInFlight = 0;
  const puts: { range: string; index: string; sentBefore: number }[] = [];
  /** What the queue held as sent when each PUT reached the adapter (the wire). */
  const leaving: number[] = [];
  const { http } = fakeHttp(async (request) => {
    // The storage check before the upload passes (check-storage's envelope); other GETs list nothing.
    if (request.url.startsWith(CHECK_STORAGE_PATH))
      return { status: 200, data: { code: 200, data: { pass: true, message: null } } };
    if (request.method !== "PUT") return { status: 200, data: { code: 200, spec: [] } };
    puts.push({
      range: String(request.headers.get("Content-Range")),
      index: request.fields.currentIndex!,
      sentBefore: leaving[puts.length]!,
    });
    const index = puts.length;
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return reply(request, index);
  });
  const adapter = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = (config) => {
    if (config.method === "put") {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      leaving.push(actor.getSnapshot().context.items[0]?.sent ?? -1);
    }
    return adapter(config);
  };
  const files = new UploadFiles();
  const effects = createUploadQueueEffects(http, files);
  const actor = createActor(uploadQueueMachine.provide({ actors: effects.actors }), {
    input: {},
    clock: new SimulatedClock(),
  });
  const emitted: UploadQueueEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const add = (id: string, size: number) => {
    files.add(id, fileOf(patternBytes(size), `${id}.bin`));
    actor.send({ type: "ADD", files: [{ id, name: `/GPUFS/admin/${id}.bin`, size, volume: "GPUFS" }] });
  };
  const item = (id: string) => actor.getSnapshot().context.items.find((candidate) => candidate.id === id);
  return { actor, add, item, puts, emitted, maxInFlight: () => maxInFlight };
}

const until = async (done: () => boolean) => {
  for (let waited = 0; !done() && waited < 10_000; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the pipelined chunk sender with the queue", () => {
  it("sends the chunks in order, one at a time, each leaving before the queue records the previous answer", async () => {
    const queue = startQueue();
    queue.add("a", 3 * MiB + 5);
    await until(() => queue.item("a")?.status === "success");
    expect(queue.puts.map((put) => put.range)).toEqual([
      `bytes 0-${MiB - 1}/${3 * MiB + 5}`,
      `bytes ${MiB}-${2 * MiB - 1}/${3 * MiB + 5}`,
      `bytes ${2 * MiB}-${3 * MiB - 1}/${3 * MiB + 5}`,
      `bytes ${3 * MiB}-${3 * MiB + 4}/${3 * MiB + 5}`,
    ]);
    expect(queue.puts.map((put) => put.index)).toEqual(["1", "2", "3", "4"]);
    expect(queue.maxInFlight()).toBe(1);
    // Chunk n + 1 left while the queue still had chunk n as unanswered: its step was off the wire's path.
    expect(queue.puts.map((put) => put.sentBefore)).toEqual([0, 0, MiB, 2 * MiB]);
    expect(queue.item("a")).toMatchObject({ status: "success", progress: 100, sent: 3 * MiB + 5 });
    expect(queue.emitted.map((event) => event.type)).toEqual(["uploaded", "refreshList"]);
  });

  it("stops at the first refused chunk: nothing after it is sent, the item is in error with progress 0", async () => {
    const queue = startQueue((_, index) =>
      index === 2
        ? { status: 200, data: { code: 500, info: "写入失败" } }
        : { status: 200, data: { code: 200 } },
    );
    queue.add("a", 4 * MiB);
    await until(() => queue.item("a")?.status === "error");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queue.puts.map((put) => put.index)).toEqual(["1", "2"]);
    expect(queue.item("a")).toMatchObject({ status: "error", progress: 0, error: "写入失败" });
    expect(queue.emitted.map((event) => event.type)).toEqual(["uploadFailed"]);
  });

  it("a chunk without an answer is not followed: nothing more leaves while the queue waits to retry", async () => {
    const queue = startQueue((_, index) => (index === 2 ? "network" : { status: 200, data: { code: 200 } }));
    queue.add("a", 3 * MiB);
    await until(() => queue.actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queue.puts.map((put) => put.index)).toEqual(["1", "2"]);
  });
});

const item: UploadItem = {
  id: "a",
  name: "/GPUFS/admin/a.bin",
  size: 30,
  volume: "GPUFS",
  exists: false,
  relativePath: null,
  status: "padding",
  progress: 0,
  sent: 0,
  overwrite: false,
  query: "file=%2FGPUFS%2Fadmin%2Fa.bin",
  attempted: true,
  resume: false,
  error: null,
};
const chunk = (index: number, following = true): ChunkRequest => ({
  item,
  offset: (index - 1) * 10,
  size: 10,
  index,
  following: following ? { offset: index * 10, size: 10, index: index + 1 } : null,
});

/** The pipeline alone: sends recorded with their signals, answers given by the test, `later` run by hand. */
function pipelineAlone() {
  const sent: { index: number; body: string; signal: AbortSignal; answer: (reply: ChunkAnswer) => void }[] =
    [];
  const prepared: number[] = [];
  const tasks: (() => void)[] = [];
  const send = createChunkPipeline(
    (request) => (prepared.push(request.index), `body ${request.index}`),
    (request, body, signal) =>
      new Promise<ChunkAnswer>((resolve) =>
        sent.push({ index: request.index, body, signal, answer: resolve }),
      ),
    (task) => tasks.push(task),
  );
  const runLater = () => tasks.splice(0).forEach((task) => task());
  /** Lets the pipeline's promise continuations run. */
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const done = new WeakSet<Promise<unknown>>();
  const settled = (promise: Promise<unknown>) => done.has(promise);
  const track = <T>(promise: Promise<T>) => (promise.then(() => done.add(promise)), promise);
  /** Answers the request at `index` of `sent`, then runs what the pipeline left for later. */
  const answer = async (index: number, reply: ChunkAnswer) => {
    sent[index]!.answer(reply);
    await flush();
    runLater();
    await flush();
  };
  return {
    send: (...args: Parameters<typeof send>) => track(send(...args)),
    sent,
    prepared,
    runLater,
    flush,
    settled,
    answer,
  };
}

describe("createChunkPipeline", () => {
  it("prepares the next chunk's body once the current one is sent, and sends it the moment the answer is 200", async () => {
    const pipeline = pipelineAlone();
    const first = pipeline.send(chunk(1), new AbortController().signal);
    expect(pipeline.prepared).toEqual([1]);
    pipeline.runLater();
    expect(pipeline.prepared).toEqual([1, 2]);
    pipeline.sent[0]!.answer({ code: 200 });
    await pipeline.flush();
    // The queue has no answer yet: it comes a task after chunk 2 left.
    expect(pipeline.settled(first)).toBe(false);
    pipeline.runLater();
    expect(await first).toEqual({ code: 200 });
    // Chunk 2 left before the queue asked for it, with the body prepared ahead.
    expect(pipeline.sent.map((request) => [request.index, request.body])).toEqual([
      [1, "body 1"],
      [2, "body 2"],
    ]);
    const second = pipeline.send(chunk(2, false), new AbortController().signal);
    expect(pipeline.sent).toHaveLength(2);
    await pipeline.answer(1, { code: 200 });
    expect(await second).toEqual({ code: 200 });
    expect(pipeline.prepared).toEqual([1, 2]);
    expect(pipeline.sent[1]!.signal.aborted).toBe(false);
  });

  it("sends nothing ahead after a refusal or after the last chunk", async () => {
    const pipeline = pipelineAlone();
    const first = pipeline.send(chunk(1), new AbortController().signal);
    pipeline.sent[0]!.answer({ code: 416, info: "分片不连续" });
    expect(await first).toEqual({ code: 416, info: "分片不连续" });
    const last = pipeline.send(chunk(3, false), new AbortController().signal);
    pipeline.sent[1]!.answer({ code: 200 });
    await last;
    expect(pipeline.sent.map((request) => request.index)).toEqual([1, 3]);
  });

  it("aborts a chunk sent ahead that the queue does not ask for, or when it asks for another one", async () => {
    const pipeline = pipelineAlone();
    const first = pipeline.send(chunk(1), new AbortController().signal);
    await pipeline.answer(0, { code: 200 });
    await first;
    expect(pipeline.sent[1]!.signal.aborted).toBe(false);
    pipeline.runLater();
    expect(pipeline.sent[1]!.signal.aborted).toBe(true);

    const again = pipeline.send(chunk(1), new AbortController().signal);
    await pipeline.answer(2, { code: 200 });
    await again;
    // The queue asks for another chunk (e.g. after asking the server its offset): the one ahead goes.
    void pipeline.send(chunk(3, false), new AbortController().signal);
    expect(pipeline.sent[3]!.index).toBe(2);
    expect(pipeline.sent[3]!.signal.aborted).toBe(true);
    expect(pipeline.sent[4]!.index).toBe(3);
  });

  it("cancelling the queue's request aborts the chunk it took over", async () => {
    const pipeline = pipelineAlone();
    const first = pipeline.send(chunk(1), new AbortController().signal);
    await pipeline.answer(0, { code: 200 });
    await first;
    const cancel = new AbortController();
    void pipeline.send(chunk(2), cancel.signal);
    cancel.abort();
    expect(pipeline.sent[1]!.signal.aborted).toBe(true);
  });
});

describe("the chunk PUT", () => {
  it("goes to storage/upload without an XSRF cookie read", async () => {
    const seen: SeenRequest[] = [];
    const { http } = fakeHttp((request) => (seen.push(request), { status: 200, data: { code: 200 } }));
    const configs: unknown[] = [];
    http.interceptors.request.use((config) => (configs.push(config.withXSRFToken), config));
    const files = new UploadFiles();
    files.add("a", fileOf(patternBytes(10), "a.bin"));
    const effects = createUploadQueueEffects(http, files);
    await effects.calls.sendChunk(
      { ...chunk(1, false), item: { ...item, size: 10 } },
      new AbortController().signal,
    );
    expect(seen[0]).toMatchObject({ method: "PUT", url: `${STORAGE_API.storageUpload}?${item.query}` });
    expect(configs).toEqual([false]);
  });
});

describe("nextTask", () => {
  it("runs the task after every pending microtask, without a timer", async () => {
    const order: string[] = [];
    const timers = vi.spyOn(globalThis, "setTimeout");
    const ran = new Promise<void>((resolve) =>
      nextTask(() => {
        order.push("task");
        resolve();
      }),
    );
    void Promise.resolve().then(() => order.push("microtask"));
    order.push("sync");
    await ran;
    expect(order).toEqual(["sync", "microtask", "task"]);
    expect(timers).not.toHaveBeenCalled();
    timers.mockRestore();
  });
});
