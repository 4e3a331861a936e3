import type { Md5Hasher } from "./md5";

export interface Md5Request {
  id: number;
  file: Blob;
}

export type Md5Reply =
  | { id: number; kind: "progress"; hashed: number; total: number }
  | { id: number; kind: "done"; digest: string }
  | { id: number; kind: "error"; message: string };

/** A file read error in the worker, re-thrown in the page. */
export class Md5ReadError extends Error {
  override readonly name = "Md5ReadError";
}

/**
 * The page's side of the MD5 worker: one worker, started on first use, requests told apart by id.
 * `createWorker` is injectable so a test (or a bench) can hand in its own.
 */
export function createWorkerHasher(
  createWorker: () => Worker = () =>
    new Worker(new URL("../md5.worker.ts", import.meta.url), { type: "module" }),
): Md5Hasher & { terminate(): void } {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    {
      resolve: (digest: string) => void;
      reject: (error: Error) => void;
      onProgress?: (h: number, t: number) => void;
    }
  >();

  const started = () => {
    if (worker) return worker;
    worker = createWorker();
    worker.onmessage = (message: MessageEvent<Md5Reply>) => {
      const reply = message.data;
      const request = pending.get(reply.id);
      if (!request) return;
      if (reply.kind === "progress") return request.onProgress?.(reply.hashed, reply.total);
      pending.delete(reply.id);
      if (reply.kind === "done") request.resolve(reply.digest);
      else request.reject(new Md5ReadError(reply.message));
    };
    worker.onerror = (event) => {
      for (const request of pending.values())
        request.reject(new Md5ReadError(event.message || "md5 worker failed"));
      pending.clear();
    };
    return worker;
  };

  return {
    digest(file, onProgress) {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        started().postMessage({ id, file } satisfies Md5Request);
      });
    },
    terminate() {
      worker?.terminate();
      worker = null;
      for (const request of pending.values()) request.reject(new Md5ReadError("md5 worker stopped"));
      pending.clear();
    },
  };
}
