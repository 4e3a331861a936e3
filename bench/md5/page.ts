import SparkMD5 from "spark-md5";
import { createWorkerHasher } from "../../src/plugins/storage/upload/md5Client";
import type { ProbeReply, ProbeRequest } from "./probe.worker";

/**
 * The bench page: the upload's MD5 (hash-wasm in the Web Worker, reading the file's stream) beside
 * spark-md5 (the card's library, incremental over 1 MiB slices in the page) on the same generated data.
 */
export interface Md5Run {
  bytes: number;
  workerMs: number;
  sparkMs: number;
  workerDigest: string;
  sparkDigest: string;
  /** The probe worker: the file read as the worker reads it, without hashing, and hash-wasm over bytes in memory. */
  readOnlyMs: number;
  hashOnlyMs: number;
}

const SLICE = 1_048_576;

function generated(bytes: number): Blob {
  const data = new Uint8Array(bytes);
  let state = 12_345;
  for (let i = 0; i < bytes; i += 4) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    data[i] = state >>> 24;
    data[i + 1] = state >>> 16;
    data[i + 2] = state >>> 8;
    data[i + 3] = state;
  }
  return new Blob([data]);
}

async function sparkDigest(file: Blob): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < file.size; offset += SLICE) {
    spark.append(await file.slice(offset, offset + SLICE).arrayBuffer());
  }
  return spark.end();
}

function probe(request: ProbeRequest): Promise<number> {
  const worker = new Worker(new URL("./probe.worker.ts", import.meta.url), { type: "module" });
  return new Promise<number>((resolve, reject) => {
    worker.onmessage = (message: MessageEvent<ProbeReply>) => resolve(message.data.ms);
    worker.onerror = (event) => reject(new Error(event.message || "probe worker failed"));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

async function run(mebibytes: number): Promise<Md5Run> {
  const file = generated(mebibytes * SLICE);
  const hasher = createWorkerHasher();
  // A warm-up on a small file starts the worker and compiles the WebAssembly outside the timing.
  await hasher.digest(generated(SLICE));
  let started = performance.now();
  const workerDigest = await hasher.digest(file);
  const workerMs = performance.now() - started;
  hasher.terminate();
  await sparkDigest(generated(SLICE));
  started = performance.now();
  const spark = await sparkDigest(file);
  const sparkMs = performance.now() - started;
  await probe({ kind: "hash", bytes: SLICE, sliceBytes: SLICE });
  const readOnlyMs = await probe({ kind: "read", file, sliceBytes: SLICE });
  const hashOnlyMs = await probe({ kind: "hash", bytes: file.size, sliceBytes: SLICE });
  return { bytes: file.size, workerMs, sparkMs, workerDigest, sparkDigest: spark, readOnlyMs, hashOnlyMs };
}

(window as unknown as { runMd5Bench: typeof run }).runMd5Bench = run;
document.title = "ready";
