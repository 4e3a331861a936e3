// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import axios from "axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { uploadQueueMachine, type UploadQueueEmitted } from "../../src/machines/uploadQueue.machine";
import { chunkUpload } from "../../src/plugins/storage/chunkUpload";
import { UploadFiles } from "../../src/plugins/storage/upload/fileRegistry";
import { inThreadHasher } from "../../src/plugins/storage/upload/md5";
import { createUploadQueueEffects } from "../../src/plugins/storage/upload/queueEffects";
import { closeAll } from "../server/helpers";
import { storageFixture, type StorageFixture } from "../server/storageHelpers";
import { patternBytes } from "./storage-fakeHttp";
import { injectAdapter, type InjectHooks } from "./storage-injectAdapter";

/**
 * The upload machinery against the reference server's own routes (server/storage, through
 * `app.inject`): the queue's PUTs land on disk, a lost answer is resumed from the server's offset,
 * a cancel removes the partial file, and the chunk helper's MD5 is the one the server checks.
 */
const MiB = 1_048_576;
let fixture: StorageFixture;

beforeAll(async () => {
  fixture = await storageFixture();
});
afterAll(closeAll);

function startQueue(hooks: InjectHooks = {}) {
  const http = axios.create({ adapter: injectAdapter(fixture.app, fixture.token, hooks) });
  const files = new UploadFiles();
  const clock = new SimulatedClock();
  const actor = createActor(
    uploadQueueMachine.provide({ actors: createUploadQueueEffects(http, files).actors }),
    {
      input: {},
      clock,
    },
  );
  const emitted: UploadQueueEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const add = (id: string, relative: string, bytes: Uint8Array<ArrayBuffer>, exists = false) => {
    files.add(id, new Blob([bytes]));
    actor.send({
      type: "ADD",
      files: [
        {
          id,
          name: `/GPUFS/admin/${relative}`,
          size: bytes.length,
          volume: "GPUFS",
          exists,
          relativePath: relative,
        },
      ],
    });
  };
  const item = (id: string) => actor.getSnapshot().context.items.find((candidate) => candidate.id === id);
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 2000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(done()).toBe(true);
  };
  return { actor, clock, emitted, add, item, until };
}

const onDisk = (relative: string) => path.join(fixture.root, relative);
const same = (file: string, bytes: Uint8Array) => fs.readFileSync(file).equals(Buffer.from(bytes));

describe("the upload queue against the reference server", () => {
  it("uploads a file of 2.5 MiB in 1 MiB chunks; it lands on disk with the same bytes", async () => {
    const queue = startQueue();
    const bytes = patternBytes(2.5 * MiB, 11);
    queue.add("a", "queue-a.bin", bytes);
    await queue.until(() => queue.item("a")?.status === "success");
    expect(same(onDisk("queue-a.bin"), bytes)).toBe(true);
    expect(queue.emitted.map((event) => event.type)).toEqual(["uploaded", "refreshList"]);
  });

  it("a dropped folder's file is written under its relative path, folders created", async () => {
    const queue = startQueue();
    const bytes = patternBytes(10, 3);
    queue.add("x", "dropped/2026/x.txt", bytes);
    await queue.until(() => queue.item("x")?.status === "success");
    expect(same(onDisk("dropped/2026/x.txt"), bytes)).toBe(true);
  });

  it("an existing name is refused without the overwrite flag and replaced with it", async () => {
    fs.writeFileSync(onDisk("taken.txt"), "old");
    const refused = startQueue();
    // Listed as absent (a stale listing): the server refuses, the item errs.
    refused.add("t", "taken.txt", patternBytes(5, 1));
    await refused.until(() => refused.item("t")?.status === "error");
    expect(refused.item("t")?.error).toBe("文件已存在，请确认是否覆盖");
    expect(fs.readFileSync(onDisk("taken.txt"), "utf8")).toBe("old");

    const confirmed = startQueue();
    confirmed.add("t", "taken.txt", patternBytes(5, 1), true);
    confirmed.actor.send({ type: "ANSWER_OVERWRITE", overwrite: true });
    await confirmed.until(() => confirmed.item("t")?.status === "success");
    expect(same(onDisk("taken.txt"), patternBytes(5, 1))).toBe(true);
  });

  it("a lost answer after the second chunk landed: the retry asks the server and resumes", async () => {
    let puts = 0;
    const asked: string[] = [];
    const queue = startQueue({
      afterAnswer: ({ method, url }) => {
        if (url.startsWith(STORAGE_API.storageUploadOffset)) asked.push(url);
        if (method === "PUT" && ++puts === 2) return "lose";
      },
    });
    const bytes = patternBytes(3 * MiB + 7, 5);
    queue.add("r", "resumed.bin", bytes);
    await queue.until(() => queue.actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } }));
    queue.clock.increment(1000);
    await queue.until(() => queue.item("r")?.status === "success");
    expect(asked).toHaveLength(1);
    expect(puts).toBe(4);
    expect(same(onDisk("resumed.bin"), bytes)).toBe(true);
  });

  it("a lost answer to the last chunk (the file completed): the retry finds the file and succeeds", async () => {
    let puts = 0;
    const queue = startQueue({
      afterAnswer: ({ method }) => (method === "PUT" && ++puts === 2 ? "lose" : undefined),
    });
    const bytes = patternBytes(2 * MiB, 13);
    queue.add("l", "last-lost.bin", bytes);
    await queue.until(() => queue.actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } }));
    queue.clock.increment(1000);
    await queue.until(() => queue.item("l")?.status === "success");
    expect(puts).toBe(2);
    expect(same(onDisk("last-lost.bin"), bytes)).toBe(true);
  });

  it("cancelling an errored upload removes the server's partial file", async () => {
    let puts = 0;
    const queue = startQueue({
      beforeRequest: ({ method }) => (method === "PUT" && ++puts >= 2 ? "fail" : undefined),
    });
    queue.add("c", "cancelled.bin", patternBytes(3 * MiB, 9));
    for (const ms of [1000, 2000, 4000]) {
      await queue.until(() =>
        queue.actor.getSnapshot().matches({ transfer: { uploading: "waitingToRetry" } }),
      );
      queue.clock.increment(ms);
    }
    await queue.until(() => queue.item("c")?.status === "error");
    const held = () =>
      fixture.call(
        "GET",
        `${STORAGE_API.storageUploadOffset}?file=${encodeURIComponent("/GPUFS/admin/cancelled.bin")}`,
      );
    expect((await held()).json().spec).toEqual({ size: MiB, total: 3 * MiB });
    queue.actor.send({ type: "CANCEL", id: "c" });
    await queue.until(
      () => queue.actor.getSnapshot().context.cleanup.length === 0 && queue.item("c") === undefined,
    );
    expect((await held()).json().spec).toEqual({ size: 0, total: 0 });
    expect(fs.existsSync(onDisk("cancelled.bin"))).toBe(false);
  });
});

describe("the shared chunk helper against the reference chunk endpoint", () => {
  it("sends 206-answered chunks, then gets the ticket; the server's MD5 check agrees", async () => {
    const http = axios.create({ adapter: injectAdapter(fixture.app, fixture.token) });
    const bytes = patternBytes(2 * MiB + 321, 21);
    const result = await chunkUpload(
      { file: new File([bytes], "模型权重.bin"), taskId: "task-1", params: { application: "ai" } },
      { http, hasher: inThreadHasher },
    );
    expect(result.status).toBe("done");
    const ticket = (result as { ref: string }).ref;
    expect(typeof ticket).toBe("string");
    const raw = await fixture.app.inject({ method: "GET", url: `${STORAGE_API.fileItemRaw}/${ticket}` });
    expect(createHash("md5").update(raw.rawPayload).digest("hex")).toBe(
      createHash("md5").update(bytes).digest("hex"),
    );
  });
});
