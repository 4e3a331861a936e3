import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { md5OfBlob } from "../../src/plugins/storage/upload/md5";
import {
  Md5ReadError,
  createWorkerHasher,
  type Md5Reply,
  type Md5Request,
} from "../../src/plugins/storage/upload/md5Client";
import { patternBytes } from "./storage-fakeHttp";

const MiB = 1_048_576;

/**
 * A stand-in for the Web Worker that runs md5.worker.ts's own steps (md5OfBlob, progress, done or
 * error) in this thread, through the same message protocol.
 */
class InThreadWorker {
  onmessage: ((message: MessageEvent<Md5Reply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  posted: Md5Request[] = [];

  postMessage(request: Md5Request) {
    this.posted.push(request);
    const reply = (data: Md5Reply) => this.onmessage?.({ data } as MessageEvent<Md5Reply>);
    void md5OfBlob(request.file, (hashed, total) =>
      reply({ id: request.id, kind: "progress", hashed, total }),
    ).then(
      (digest) => reply({ id: request.id, kind: "done", digest }),
      (error: Error) => reply({ id: request.id, kind: "error", message: error.message }),
    );
  }

  terminate() {
    this.terminated = true;
  }
}

describe("the MD5 worker client", () => {
  it("hands the Blob to one worker and resolves each request with its own digest", async () => {
    const workers: InThreadWorker[] = [];
    const hasher = createWorkerHasher(() => {
      const worker = new InThreadWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const a = patternBytes(2 * MiB + 1, 1);
    const b = patternBytes(5, 2);
    const progress: number[] = [];
    const [digestA, digestB] = await Promise.all([
      hasher.digest(new Blob([a]), (hashed) => progress.push(hashed)),
      hasher.digest(new Blob([b])),
    ]);
    expect(digestA).toBe(createHash("md5").update(a).digest("hex"));
    expect(digestB).toBe(createHash("md5").update(b).digest("hex"));
    expect(progress).toEqual([MiB, 2 * MiB, 2 * MiB + 1]);
    expect(workers).toHaveLength(1);
    expect(workers[0].posted.map((request) => request.id)).toEqual([1, 2]);
    hasher.terminate();
    expect(workers[0].terminated).toBe(true);
  });

  it("a read error in the worker rejects with Md5ReadError", async () => {
    const hasher = createWorkerHasher(() => new InThreadWorker() as unknown as Worker);
    const unreadable = new Blob([patternBytes(10)]);
    unreadable.slice = () =>
      ({ arrayBuffer: () => Promise.reject(new Error("file changed on disk")) }) as unknown as Blob;
    await expect(hasher.digest(unreadable)).rejects.toThrow(Md5ReadError);
    await expect(hasher.digest(unreadable)).rejects.toThrow("file changed on disk");
  });
});
