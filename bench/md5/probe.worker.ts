/// <reference lib="webworker" />
import { createMD5 } from "hash-wasm";
import { readSlice, slicesOf } from "../../src/plugins/storage/upload/sliceReader";

/**
 * The bench's probe: the two halves of the upload worker's work timed apart, in a worker built the
 * same way, so a fall under budget says which half regressed: reading the slices of the page's Blob
 * (the browser's blob store) without hashing, and hash-wasm over bytes already in memory (the wasm).
 */
export type ProbeRequest =
  { kind: "read"; file: Blob; sliceBytes: number } | { kind: "hash"; bytes: number; sliceBytes: number };
export interface ProbeReply {
  ms: number;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** The reads as md5OfBlob does them: the Blob's stream, or slice by slice where there is none. */
async function readAll(file: Blob, sliceBytes: number): Promise<void> {
  if (typeof file.stream === "function") {
    const reader = file.stream().getReader();
    while (!(await reader.read()).done);
    return;
  }
  for (const [offset, size] of slicesOf(file.size, sliceBytes)) await readSlice(file, offset, size);
}

async function hashOnly(bytes: number, sliceBytes: number): Promise<void> {
  const slice = new Uint8Array(sliceBytes).map((_, i) => (i * 31) & 255);
  const md5 = await createMD5();
  md5.init();
  for (let done = 0; done < bytes; done += sliceBytes) md5.update(slice);
  md5.digest("hex");
}

scope.onmessage = async (message: MessageEvent<ProbeRequest>) => {
  const request = message.data;
  const started = performance.now();
  if (request.kind === "read") await readAll(request.file, request.sliceBytes);
  else await hashOnly(request.bytes, request.sliceBytes);
  scope.postMessage({ ms: performance.now() - started } satisfies ProbeReply);
};
