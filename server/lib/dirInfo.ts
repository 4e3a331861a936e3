import fs from "node:fs";
import path from "node:path";
import { cutPage, UTF8_TAIL, type TextPage } from "./textPage";
import { fromDirColumns } from "../../src/contracts/storageListing";
import { dirColumns, permText, type DirListOptions } from "./dirColumns";
import { formatTime } from "./time";
import { pageOffset } from "./paging";

export { formatTime, permText };

export interface DirRow {
  name: string;
  /** `file` or `folder`; a symbolic link is a `file` marked `link` and is never followed. */
  type: "file" | "folder";
  /** A symbolic link: its own size and mode are shown, never those of what it points to. */
  link: boolean;
  uid: number;
  gid: number;
  /** `rwxr-xr-x`. */
  perm: string;
  /** Octal permission, e.g. `755`. */
  mode: string;
  size: number;
  time: string;
  /** The remote path of the entry. */
  path: string;
}

export type DirInfoOptions = DirListOptions;

/**
 * One directory's rows (storage spec §3), in the listing's order: the columns of dirColumns.ts, each
 * row built from them (one listing, one sort, for the spec's answer and the app's columns alike).
 */
export async function dirInfo(abs: string, remote: string, options: DirInfoOptions): Promise<DirRow[]> {
  return fromDirColumns(await dirColumns(abs, remote, options));
}

/** Bytes of every regular file below `abs` (symbolic links are not followed). */
export async function usedBytes(abs: string): Promise<number> {
  let total = 0;
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) total += (await fs.promises.lstat(full).catch(() => ({ size: 0 }))).size;
    }
  };
  await walk(abs);
  return total;
}

/** One page of a file (`page` 1-based), cut on character boundaries, or marked Binary (textPage.ts). */
export async function viewPage(abs: string, page: number, size: number): Promise<TextPage> {
  const handle = await fs.promises.open(abs, "r");
  try {
    const { size: total } = await handle.stat();
    const buffer = Buffer.alloc(size + UTF8_TAIL);
    const { bytesRead } = await handle.read(buffer, 0, size + UTF8_TAIL, pageOffset(page, size));
    const { body, binary } = cutPage(buffer.subarray(0, bytesRead), size, page === 1);
    return { Body: body, Size: total, Binary: binary };
  } finally {
    await handle.close();
  }
}
