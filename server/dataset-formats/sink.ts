import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import yazl from "yazl";

/**
 * Where a format writer puts its files: a folder (a training run's input) or a zip being streamed
 * (a download). Names are relative, `/`-separated, already safe (server/dataset-formats/versionContent.ts).
 */
export interface Sink {
  /** A generated file (annotations, class names). */
  buffer(name: string, bytes: Buffer): Promise<void>;
  /** A stored image, copied from `abs` (`size` bytes) without being held in memory. */
  file(name: string, abs: string, size: number): Promise<void>;
}

/** Writes under `dir` (created when missing); each file is copied before the next starts. */
export function folderSink(dir: string): Sink {
  const place = async (name: string) => {
    const target = path.join(dir, ...name.split("/"));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    return target;
  };
  return {
    buffer: async (name, bytes) => fs.promises.writeFile(await place(name), bytes),
    file: async (name, abs) => fs.promises.copyFile(abs, await place(name)),
  };
}

/**
 * Adds to a yazl zip: images stored as they are (they are compressed already) and opened only when
 * the zip reaches them, so memory stays flat whatever the count; annotation files deflated.
 */
export function zipSink(zip: yazl.ZipFile): Sink {
  const mtime = new Date(Date.UTC(2000, 0, 1)); // fixed: the same version gives the same bytes
  return {
    buffer: async (name, bytes) => zip.addBuffer(bytes, name, { mtime, compress: true }),
    file: async (name, abs, size) =>
      zip.addReadStreamLazy(name, { mtime, compress: false, size }, (done) => {
        const stream = fs.createReadStream(abs);
        // A file gone from disk ends the zip with an error (the download is cut), never the server.
        stream.on("error", (error) => (zip.outputStream as Readable).destroy(error));
        done(null, stream);
      }),
  };
}
