import SparkMD5 from "spark-md5";
import { createWorkerHasher } from "../../src/plugins/storage/upload/md5Client";

/**
 * The bench page: the upload's MD5 (hash-wasm in the Web Worker, 1 MiB slices) beside spark-md5 (the
 * card's library, incremental over the same 1 MiB slices in the page) on the same generated data.
 */
export interface Md5Run {
  bytes: number;
  workerMs: number;
  sparkMs: number;
  workerDigest: string;
  sparkDigest: string;
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
  return { bytes: file.size, workerMs, sparkMs, workerDigest, sparkDigest: spark };
}

(window as unknown as { runMd5Bench: typeof run }).runMd5Bench = run;
document.title = "ready";
