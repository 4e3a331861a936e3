import { STORAGE } from "../../../contracts/storage";
import { createMD5, type IHasher } from "hash-wasm";
import { readSlice, slicesOf } from "./sliceReader";

/** Slices read ahead of the one being hashed (where a Blob has no stream()). */
const READ_AHEAD = 4;

type Progress = (hashed: number, total: number) => void;

/**
 * MD5 of a file, fed to hash-wasm's incremental MD5 as it is read, with progress at every 1 MiB
 * (storage spec §4, §9). The same code runs in the Web Worker (md5.worker.ts) and, in tests, in the
 * calling thread. Memory stays flat either way (design §6): at most a few chunks are held at once.
 */
export async function md5OfBlob(
  file: Blob,
  onProgress?: Progress,
  sliceBytes: number = STORAGE.uploadChunkBytes,
): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  if (typeof file.stream === "function") await hashStream(file, md5, sliceBytes, onProgress);
  else await hashSlices(file, md5, sliceBytes, onProgress);
  return md5.digest("hex");
}

/**
 * The file as one stream (every browser's Blob): the browser hands over chunks of up to 2 MiB as it
 * reads them, with back-pressure. In Chromium a Blob.slice() per 1 MiB costs a new blob registered
 * with the browser process and its own read, which took the worker to under half its hashing rate
 * (bench: reads alone 227 MiB/s sliced, 430-460 streamed). Progress still comes at each 1 MiB mark.
 */
async function hashStream(file: Blob, md5: IHasher, markBytes: number, onProgress?: Progress) {
  const total = file.size;
  const reader = file.stream().getReader();
  let hashed = 0;
  let reported = 0;
  let mark = Math.min(markBytes, total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Cut at the 1 MiB marks (views, no copies), so progress reads the same whatever the chunks.
      for (let at = 0; at < value.length;) {
        const take = mark > hashed ? Math.min(value.length - at, mark - hashed) : value.length - at;
        md5.update(at === 0 && take === value.length ? value : value.subarray(at, at + take));
        at += take;
        hashed += take;
        if (hashed === mark && mark > reported) {
          onProgress?.(hashed, total);
          reported = hashed;
          mark = Math.min(mark + markBytes, total);
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (hashed > reported) onProgress?.(hashed, total);
}

/** Slice by slice (a Blob without stream(), e.g. jsdom's): the next slices are read while one is hashed. */
async function hashSlices(file: Blob, md5: IHasher, sliceBytes: number, onProgress?: Progress) {
  const slices = [...slicesOf(file.size, sliceBytes)];
  // A Blob read is a round trip to the browser's blob store; at most READ_AHEAD + 1 slices are in
  // memory at once.
  const reads: (Promise<Uint8Array> | undefined)[] = [];
  const read = (index: number) => {
    if (index >= slices.length) return;
    const pending = readSlice(file, ...slices[index]);
    pending.catch(() => {}); // awaited below; a failure after an earlier one is not left unhandled
    reads[index] = pending;
  };
  for (let index = 0; index <= READ_AHEAD; index++) read(index);
  for (const [index, [offset, size]] of slices.entries()) {
    const bytes = await reads[index]!;
    reads[index] = undefined;
    read(index + READ_AHEAD + 1);
    md5.update(bytes);
    onProgress?.(offset + size, file.size);
  }
}

/** What hashes a file: the worker in the app, the same code in-thread in tests. */
export interface Md5Hasher {
  digest(file: Blob, onProgress?: (hashed: number, total: number) => void): Promise<string>;
}

export const inThreadHasher: Md5Hasher = { digest: (file, onProgress) => md5OfBlob(file, onProgress) };
