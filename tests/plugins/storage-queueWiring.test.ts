import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  uploadQueueMachine,
  type ChunkAnswer,
  type ChunkRequest,
  type QuotaAnswer,
  type QuotaRequest,
} from "../../src/machines/uploadQueue.machine";
import { UploadFiles } from "../../src/plugins/storage/upload/fileRegistry";
import { confirmLeaveWhileUploading, connectUploadQueue } from "../../src/plugins/storage/upload/queueWiring";

const settle = async () => {
  for (let i = 0; i < 30; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(answers: { chunk: ChunkAnswer | "hang"; quota?: QuotaAnswer }) {
  const actor = createActor(
    uploadQueueMachine.provide({
      actors: {
        sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(() =>
          answers.chunk === "hang" ? new Promise(() => {}) : Promise.resolve(answers.chunk as ChunkAnswer),
        ),
        checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => answers.quota ?? { ok: true }),
      },
    }),
    { input: {} },
  ).start();
  const files = new UploadFiles();
  const tips: [string, string][] = [];
  const refresh = vi.fn();
  const disconnect = connectUploadQueue(actor, {
    tip: (intent, message) => tips.push([intent, message]),
    refresh,
    files,
  });
  const add = (id: string) => {
    files.add(id, new Blob(["x"]));
    actor.send({ type: "ADD", files: [{ id, name: `/GPUFS/admin/${id}`, size: 1, volume: "GPUFS" }] });
  };
  return { actor, files, tips, refresh, disconnect, add };
}

describe("the upload queue's wiring to the screen", () => {
  it("'upload success' (上传成功) and a list refresh after the last chunk; the file is let go", async () => {
    const queue = start({ chunk: { code: 200 } });
    queue.add("a");
    await settle();
    expect(queue.tips).toEqual([["success", "上传成功"]]);
    expect(queue.refresh).toHaveBeenCalledWith(expect.objectContaining({ id: "a", status: "success" }));
    expect(queue.files.has("a")).toBe(false);
  });

  it("'upload failed' (上传失败) on an error; the file is kept for a retry", async () => {
    const queue = start({ chunk: { code: 500 } });
    queue.add("a");
    await settle();
    expect(queue.tips).toEqual([["danger", "上传失败"]]);
    expect(queue.refresh).not.toHaveBeenCalled();
    expect(queue.files.has("a")).toBe(true);
  });

  it("several files: one progress toast kept up to date, then one summary in its place (storage-file-manager §2)", async () => {
    const keyed: [string, string, string | undefined][] = [];
    const actor = createActor(
      uploadQueueMachine.provide({
        actors: {
          sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(async ({ input }) =>
            input.item.id === "f2" ? { code: 500, info: "磁盘已满" } : { code: 200 },
          ),
          checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => ({ ok: true })),
        },
      }),
      { input: {} },
    ).start();
    const files = new UploadFiles();
    connectUploadQueue(actor, {
      tip: (intent, message, options) => keyed.push([intent, message, options?.key]),
      refresh: () => {},
      files,
    });
    const ids = Array.from({ length: 7 }, (_, index) => `f${index}`);
    for (const id of ids) files.add(id, new Blob(["x"]));
    actor.send({
      type: "ADD",
      files: ids.map((id) => ({ id, name: `/GPUFS/admin/${id}`, size: 1, volume: "GPUFS" })),
    });
    await settle();
    // Every toast of the batch shares one key: one progress toast, replaced by the summary.
    expect(new Set(keyed.map(([, , key]) => key))).toEqual(new Set(["storage-uploads"]));
    expect(keyed[0]).toEqual(["primary", "正在上传 0/7 个文件", "storage-uploads"]);
    expect(keyed.map(([, message]) => message)).toContain("正在上传 6/7 个文件");
    expect(keyed.at(-1)).toEqual(["warning", "6 个文件上传成功，1 个失败", "storage-uploads"]);
    expect(keyed.filter(([, message]) => message === "上传成功")).toHaveLength(0);
    expect(actor.getSnapshot().context.items.find((item) => item.id === "f2")?.error).toBe("磁盘已满");
  });

  it("a second file chosen after the first finished gets its own 上传成功 (the finished row stays in the panel)", async () => {
    const queue = start({ chunk: { code: 200 } });
    queue.add("a");
    await settle();
    queue.add("b");
    await settle();
    expect(queue.tips).toEqual([
      ["success", "上传成功"],
      ["success", "上传成功"],
    ]);
  });

  it("a refused storage check warns with the server's text, else 存储空间不足，无法上传", async () => {
    const queue = start({ chunk: { code: 200 }, quota: { ok: false } });
    queue.add("a");
    await settle();
    expect(queue.tips).toEqual([["warning", "存储空间不足，无法上传"]]);
    expect(queue.files.has("a")).toBe(false);
    const other = start({ chunk: { code: 200 }, quota: { ok: false, message: "存储已过期" } });
    other.add("b");
    await settle();
    expect(other.tips).toEqual([["warning", "存储已过期"]]);
  });

  it("after disconnecting nothing more is shown", async () => {
    const queue = start({ chunk: { code: 200 } });
    queue.disconnect();
    queue.add("a");
    await settle();
    expect(queue.tips).toEqual([]);
  });

  it("closing the page while an upload remains asks for confirmation; an empty queue lets it go", async () => {
    const queue = start({ chunk: "hang" });
    const remove = confirmLeaveWhileUploading(() => queue.actor.getSnapshot());
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true }) as BeforeUnloadEvent;
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    queue.add("a");
    await settle();
    expect(leave()).toBe(true);
    remove();
    expect(leave()).toBe(false);
  });
});
