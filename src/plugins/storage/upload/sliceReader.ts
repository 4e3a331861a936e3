/**
 * Reading a file slice by slice: `Blob.slice` is a view, so a file of several GiB never sits in
 * memory; only the slice being hashed or sent is read.
 */

/** The bytes `[offset, offset + size)` as a Blob (not read yet: the request streams it). */
export function sliceOf(file: Blob, offset: number, size: number): Blob {
  return file.slice(offset, offset + size);
}

/** Reads one slice into memory (for hashing). */
export async function readSlice(file: Blob, offset: number, size: number): Promise<Uint8Array> {
  return new Uint8Array(await sliceOf(file, offset, size).arrayBuffer());
}

/** The slices of a file in order: `[offset, size]` pairs; an empty file has none. */
export function* slicesOf(total: number, sliceSize: number): Generator<[number, number]> {
  for (let offset = 0; offset < total; offset += sliceSize)
    yield [offset, Math.min(sliceSize, total - offset)];
}
