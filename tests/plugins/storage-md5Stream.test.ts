import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { md5OfBlob } from "../../src/plugins/storage/upload/md5";
import { patternBytes } from "./storage-fakeHttp";

const MiB = 1_048_576;
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

/**
 * A browser's File as md5OfBlob reads it: a stream of chunks of the browser's sizes (Chromium hands
 * over up to 2 MiB at a time), pulled one at a time. Reading it whole or by slices is counted.
 */
function streamedFile(bytes: Uint8Array, chunkSizes: number[]) {
  const counts = { pulled: 0, wholeReads: 0 };
  let offset = 0;
  let next = 0;
  const file = {
    size: bytes.length,
    stream: () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (offset >= bytes.length) return controller.close();
            const size = chunkSizes[next++ % chunkSizes.length]!;
            counts.pulled += 1;
            controller.enqueue(bytes.slice(offset, offset + size));
            offset += size;
          },
        },
        { highWaterMark: 1 },
      ),
    slice: () => {
      counts.wholeReads += 1;
      throw new Error("sliced");
    },
    arrayBuffer: () => {
      counts.wholeReads += 1;
      throw new Error("read whole");
    },
  };
  return { file: file as unknown as Blob, counts };
}

describe("the MD5 fingerprint over the file's stream (every browser's Blob has one)", () => {
  it("equals node:crypto's digest whatever the chunk sizes, with progress at every 1 MiB and at the end", async () => {
    const bytes = patternBytes(3 * MiB + 12_345, 3);
    for (const chunks of [[2 * MiB], [65_536], [700_000, 1_500_000, 13], [5 * MiB]]) {
      const { file, counts } = streamedFile(bytes, chunks);
      const seen: [number, number][] = [];
      expect(await md5OfBlob(file, (hashed, total) => seen.push([hashed, total])), `${chunks}`).toBe(
        md5(bytes),
      );
      expect(seen, `${chunks}`).toEqual([
        [MiB, bytes.length],
        [2 * MiB, bytes.length],
        [3 * MiB, bytes.length],
        [bytes.length, bytes.length],
      ]);
      expect(counts.wholeReads).toBe(0);
    }
  });

  it("pulls a chunk only as the one before is hashed, so memory stays flat", async () => {
    const bytes = patternBytes(8 * MiB, 5);
    const { file, counts } = streamedFile(bytes, [MiB]);
    const pulledAtMark: number[] = [];
    await md5OfBlob(file, () => pulledAtMark.push(counts.pulled));
    // At the k-th mark k chunks are hashed; at most the stream's one queued chunk is read ahead.
    pulledAtMark.forEach((pulled, index) => expect(pulled).toBeLessThanOrEqual(index + 2));
    expect(pulledAtMark).toHaveLength(8);
  });

  it("an empty file reports no progress; a stream that fails rejects with the browser's error", async () => {
    const empty = streamedFile(new Uint8Array(0), [MiB]);
    const seen: number[] = [];
    expect(await md5OfBlob(empty.file, (hashed) => seen.push(hashed))).toBe(md5(new Uint8Array(0)));
    expect(seen).toEqual([]);
    const unreadable = {
      size: 10,
      stream: () =>
        new ReadableStream({
          pull: (controller) => controller.error(new Error("NotReadableError: file changed")),
        }),
    } as unknown as Blob;
    await expect(md5OfBlob(unreadable)).rejects.toThrow("NotReadableError: file changed");
  });
});
