import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hasUnsafeCharacters } from "../lib/names";
import type { StorageRoots } from "../platform/storageRoots";
import { fits } from "../platform/storageQuotas";
import { STORAGE_TEXT, StorageRefusal } from "../platform/storageText";

export interface ByteRange {
  start: number;
  end: number;
  total: number;
}

/** `bytes start-end/total` (also `bytes *\/0` for an empty file). */
export function parseContentRange(header: unknown): ByteRange | undefined {
  if (typeof header !== "string") return undefined;
  const empty = /^bytes \*\/0$/.exec(header.trim());
  if (empty) return { start: 0, end: -1, total: 0 };
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  if (!match) return undefined;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (![start, end, total].every(Number.isSafeInteger) || end < start || end >= total) return undefined;
  return { start, end, total };
}

/** Whether the nearest existing folder above `abs` is a folder (not a file standing where one is wanted). */
function parentIsFolder(abs: string): boolean {
  for (let probe = path.dirname(abs); ; probe = path.dirname(probe)) {
    try {
      return fs.statSync(probe).isDirectory();
    } catch {
      if (path.dirname(probe) === probe) return false;
    }
  }
}

interface PartialMeta {
  remote: string;
  total: number;
}

/**
 * PUT storage/upload: chunks are appended to a partial file kept outside the user's folders
 * (`{base}/.uploads/`), so a half-sent file never shows in a listing; the last chunk moves it into place.
 * A chunk must start where the partial file ends (the first at 0, which starts over).
 */
export class ChunkedUploads {
  private readonly dir: string;
  /** One chunk at a time per partial file: a resent chunk waits and then sees the bytes already held. */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly roots: StorageRoots) {
    this.dir = path.join(roots.base, ".uploads");
  }

  private partial(userName: string, remote: string): { data: string; meta: string } {
    const key = createHash("sha256").update(`${userName}\0${remote}`).digest("hex");
    return { data: path.join(this.dir, key), meta: path.join(this.dir, `${key}.json`) };
  }

  private readMeta(file: string): PartialMeta | undefined {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as PartialMeta;
    } catch {
      return undefined;
    }
  }

  /** Bytes of an unfinished upload the server holds (0 when none), and the total it expects. */
  held(userName: string, remoteInput: unknown): { size: number; total: number } {
    const target = this.roots.resolve(userName, remoteInput, { allowRoot: false });
    const { data, meta } = this.partial(userName, target.remote);
    const info = this.readMeta(meta);
    if (!info || !fs.existsSync(data)) return { size: 0, total: 0 };
    return { size: fs.statSync(data).size, total: info.total };
  }

  /** Drops an unfinished upload; true when there was one. */
  cancel(userName: string, remoteInput: unknown): boolean {
    const target = this.roots.resolve(userName, remoteInput, { allowRoot: false });
    const { data, meta } = this.partial(userName, target.remote);
    const had = fs.existsSync(data);
    fs.rmSync(data, { force: true });
    fs.rmSync(meta, { force: true });
    return had;
  }

  async write(
    userName: string,
    remoteInput: unknown,
    range: ByteRange,
    bytes: Buffer,
    overwrite: boolean,
  ): Promise<{ size: number; total: number; complete: boolean }> {
    if (typeof remoteInput === "string" && hasUnsafeCharacters(remoteInput))
      throw new StorageRefusal(STORAGE_TEXT.unsafeName);
    const target = this.roots.resolve(userName, remoteInput, { allowRoot: false });
    const key = this.partial(userName, target.remote).data;
    const before = this.locks.get(key) ?? Promise.resolve();
    const run = before
      .catch(() => undefined)
      .then(() => this.writeNow(userName, target.remote, range, bytes, overwrite));
    this.locks.set(key, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === run) this.locks.delete(key);
    }
  }

  private async writeNow(
    userName: string,
    remoteInput: string,
    range: ByteRange,
    bytes: Buffer,
    overwrite: boolean,
  ): Promise<{ size: number; total: number; complete: boolean }> {
    const target = this.roots.resolve(userName, remoteInput, { allowRoot: false });
    const present = fs.existsSync(target.abs);
    if (present && fs.statSync(target.abs).isDirectory()) throw new StorageRefusal(STORAGE_TEXT.exists, 409);
    if (bytes.length !== range.end - range.start + 1) throw new StorageRefusal(STORAGE_TEXT.badChunk);
    const { data, meta } = this.partial(userName, target.remote);

    if (!parentIsFolder(target.abs)) {
      // Refused before a byte is kept; a partial of earlier chunks goes too (its parent became a file).
      fs.rmSync(data, { force: true });
      fs.rmSync(meta, { force: true });
      throw new StorageRefusal(STORAGE_TEXT.parentNotFolder, 409);
    }
    if (range.start === 0) {
      fs.mkdirSync(this.dir, { recursive: true });
      if (present && !overwrite) throw new StorageRefusal(STORAGE_TEXT.fileExists, 409);
      if (!(await fits(target, range.total))) throw new StorageRefusal(STORAGE_TEXT.quotaExceeded, 507);
      fs.writeFileSync(
        meta,
        JSON.stringify({ remote: target.remote, total: range.total } satisfies PartialMeta),
      );
      fs.writeFileSync(data, bytes);
    } else {
      const info = this.readMeta(meta);
      const size = info && fs.existsSync(data) ? fs.statSync(data).size : 0;
      if (!info || info.total !== range.total || size !== range.start)
        throw new StorageRefusal(STORAGE_TEXT.chunkGap, 416, { size });
      const handle = await fs.promises.open(data, "r+");
      try {
        await handle.write(bytes, 0, bytes.length, range.start);
      } finally {
        await handle.close();
      }
    }

    const size = range.end + 1;
    if (size < range.total) return { size, total: range.total, complete: false };
    if (fs.existsSync(target.abs) && !overwrite) throw new StorageRefusal(STORAGE_TEXT.fileExists, 409);
    await fs.promises.mkdir(path.dirname(target.abs), { recursive: true });
    // Checked again after creating the parents: a new parent folder is still inside the root.
    this.roots.resolve(userName, target.remote, { allowRoot: false });
    await fs.promises.rename(data, target.abs);
    fs.rmSync(meta, { force: true });
    return { size, total: range.total, complete: true };
  }
}
