import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  uploadQueueMachine,
  type ChunkAnswer,
  type ChunkRequest,
  type QuotaAnswer,
  type QuotaRequest,
} from "../../src/machines/uploadQueue.machine";
import { PROGRESS_REPAINT_MS, useUploadRows } from "../../src/plugins/storage/screen/useUploadRows";

/** A queue whose chunk answers the test gives one by one (chunks of 10 bytes). */
function queue() {
  const answers: ((answer: ChunkAnswer) => void)[] = [];
  const actor = createActor(
    uploadQueueMachine.provide({
      actors: {
        sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(
          () => new Promise<ChunkAnswer>((resolve) => answers.push(resolve)),
        ),
        checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => ({ ok: true })),
      },
    }),
    { input: { chunkSize: 10 } },
  );
  actor.start();
  return { actor, answers };
}

/** Lets the machine take what an effect answered. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

let clock = 0;
const now = () => clock;

beforeEach(() => {
  clock = 0;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => vi.useRealTimers());

describe("the upload panel's rows", () => {
  it("a new row shows at once; a moving percentage at most every 200 ms, ending on the latest value", async () => {
    const { actor, answers } = queue();
    const { result } = renderHook(() => useUploadRows(actor, PROGRESS_REPAINT_MS, now));
    expect(result.current).toEqual([]);
    actor.send({ type: "ADD", files: [{ id: "a", name: "/GPUFS/admin/a.bin", size: 40, volume: "GPUFS" }] });
    await settle();
    expect(result.current).toEqual([
      {
        id: "a",
        name: "/GPUFS/admin/a.bin",
        size: 40,
        status: "padding",
        progress: 0,
        error: null,
        rate: null,
      },
    ]);

    clock = 50;
    answers[0]!({ code: 200 });
    await settle();
    clock = 80;
    answers[1]!({ code: 200 });
    await settle();
    // 25 % and 50 % came within 200 ms of the last paint: the row still shows 0 %.
    expect(actor.getSnapshot().context.items[0]!.progress).toBe(50);
    expect(result.current[0]!.progress).toBe(0);

    clock = 200;
    await act(async () => vi.advanceTimersByTime(150));
    expect(result.current[0]!.progress).toBe(50);

    // Long after the last paint, the next percentage shows at once.
    clock = 1000;
    answers[2]!({ code: 200 });
    await settle();
    expect(result.current[0]!.progress).toBe(75);
  });

  it("a status change shows at once, even within 200 ms of the last paint", async () => {
    const { actor, answers } = queue();
    const { result } = renderHook(() => useUploadRows(actor, PROGRESS_REPAINT_MS, now));
    actor.send({ type: "ADD", files: [{ id: "a", name: "/GPUFS/admin/a.bin", size: 40, volume: "GPUFS" }] });
    await settle();
    clock = 10;
    answers[0]!({ code: 200 });
    await settle();
    expect(result.current[0]!.progress).toBe(0);
    clock = 20;
    answers[1]!({ code: 416, info: "分片不连续" });
    await settle();
    expect(result.current).toEqual([
      {
        id: "a",
        name: "/GPUFS/admin/a.bin",
        size: 40,
        status: "error",
        progress: 0,
        error: "分片不连续",
        rate: null,
      },
    ]);
    // The progress held back before the failure never shows over it.
    await act(async () => vi.advanceTimersByTime(500));
    expect(result.current[0]).toMatchObject({ status: "error", progress: 0 });
  });

  it("the uploading row shows its speed and time left from the acknowledged bytes (storage-file-manager §2)", async () => {
    const answers: ((answer: ChunkAnswer) => void)[] = [];
    const actor = createActor(
      uploadQueueMachine.provide({
        actors: {
          sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(
            () => new Promise<ChunkAnswer>((resolve) => answers.push(resolve)),
          ),
          checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => ({ ok: true })),
        },
      }),
      { input: { chunkSize: 1048576 } },
    );
    actor.start();
    const { result } = renderHook(() => useUploadRows(actor, PROGRESS_REPAINT_MS, now));
    actor.send({
      type: "ADD",
      files: [{ id: "b", name: "/GPUFS/admin/b.bin", size: 10 * 1048576, volume: "GPUFS" }],
    });
    await settle();
    expect(result.current[0]!.rate).toBeNull();
    // 1 MiB acknowledged a second, twice: 1.00MB/s with 8 MiB left is 8 seconds.
    for (const at of [1000, 2000]) {
      clock = at;
      answers.at(-1)!({ code: 200 });
      await settle();
    }
    expect(result.current[0]!.rate).toBe("1.00MB/s，剩余 8 秒");
  });
});
