import { createMD5 } from "hash-wasm";
import { STORAGE } from "../../../core/config";
import { readSlice, slicesOf } from "./sliceReader";

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
  for (const [offset, size] of slicesOf(file.size, sliceBytes)) {
    md5.update(await readSlice(file, offset, size));
    onProgress?.(offset + size, file.size);
  }
  return md5.digest("hex");
}

/** What hashes a file: the worker in the app, the same code in-thread in tests. */
export interface Md5Hasher {
  digest(file: Blob, onProgress?: (hashed: number, total: number) => void): Promise<string>;
}

export const inThreadHasher: Md5Hasher = { digest: (file, onProgress) => md5OfBlob(file, onProgress) };
