import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import type { ResolvedPath } from "./storageRoots";

/**
 * Extracts a zip with yauzl (which itself refuses absolute and `..` names). Each entry's place comes
 * from `confined` (undefined: skipped with a line); directories are created, files overwritten,
 * links are not created.
 */
export function unzip(
  file: string,
  confined: (name: string) => ResolvedPath | undefined,
  log: (line: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error("zip"));
      const fail = (error: unknown) => {
        zip.close();
        reject(error);
      };
      zip.on("error", fail);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        const place = confined(entry.fileName.replace(/\/$/, ""));
        const folder = entry.fileName.endsWith("/");
        const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
        if (!place || mode === 0o120000) {
          log(`跳过 ${entry.fileName}`);
          zip.readEntry();
          return;
        }
        if (folder) {
          fs.promises
            .mkdir(place.abs, { recursive: true })
            .then(() => {
              log(`x ${entry.fileName}`);
              zip.readEntry();
            })
            .catch(fail);
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(streamError ?? new Error("zip entry"));
          fs.promises
            .mkdir(path.dirname(place.abs), { recursive: true })
            .then(() => pipeline(stream, fs.createWriteStream(place.abs)))
            .then(() => {
              log(`x ${entry.fileName}`);
              zip.readEntry();
            })
            .catch(fail);
        });
      });
      zip.readEntry();
    });
  });
}
