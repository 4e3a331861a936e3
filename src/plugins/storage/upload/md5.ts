import { STORAGE } from "../../../contracts/storage";
import { createMD5 } from "hash-wasm";
import { readSlice, slicesOf } from "./sliceReader";

/** Slices read ahead of the one being hashed. */
const READ_AHEAD = 4;

/**
 * MD5 of a file, fed to hash-wasm's incremental MD5 one 1 MiB slice at a time (storage spec §4, §9).
 * The same code runs in the Web Worker (md5.worker.ts) and, in tests, in the calling thread.
 */
export async function md5OfBlob(
  file: Blob,
  onProgress?: (hashed: number, total: number) => void,
  sliceBytes: number = STORAGE.uploadChunkBytes,
): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  const slices = [...slicesOf(file.size, sliceBytes)];
  // The next slices are read while this one is hashed (a Blob read is a round trip to the browser's
  // blob store); at most READ_AHEAD + 1 slices are in memory at once.
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
  return md5.digest("hex");
}

/** What hashes a file: the worker in the app, the same code in-thread in tests. */
export interface Md5Hasher {
  digest(file: Blob, onProgress?: (hashed: number, total: number) => void): Promise<string>;
}

export const inThreadHasher: Md5Hasher = { digest: (file, onProgress) => md5OfBlob(file, onProgress) };
