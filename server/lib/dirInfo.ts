import fs from "node:fs";
import path from "node:path";
import { cutPage, UTF8_TAIL, type TextPage } from "./textPage";
import { formatTime } from "./time";
import { pageOffset } from "./paging";

export { formatTime };

/** `rwxr-xr-x` of a mode, as `ls -l` shows it without the type letter. */
export function permText(mode: number): string {
  const bits = "rwxrwxrwx";
  let text = "";
  for (let i = 0; i < 9; i += 1) text += mode & (1 << (8 - i)) ? bits[i] : "-";
  return text;
}

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

export interface DirInfoOptions {
  sortKey?: string;
  showHidden: boolean;
  /** Case-insensitive part of the name (the toolbar's search). */
  name?: string;
}

/** Entries stat'ed between two yields to the event loop (other requests go on during a big listing). */
const STAT_BATCH = 4096;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One directory's rows. Hidden names (leading dot) only with `showHidden`. Folders first, then by name;
 * `sortKey=time` puts the newest first.
 *
 * A folder of 100 000 entries (design §6): the entries are lstat'ed synchronously in batches with a
 * yield between them (a promise per entry through the thread pool cost about four times as much), a
 * time is formatted once per distinct second (a Date in local time per row cost more than the stats),
 * and the rows are the answer's rows (the sort's mtimes are kept beside them, not copied out after).
 */
export async function dirInfo(abs: string, remote: string, options: DirInfoOptions): Promise<DirRow[]> {
  const entries = await fs.promises.readdir(abs);
  const needle = options.name?.toLowerCase();
  const rows: DirRow[] = [];
  const mtimes: number[] = [];
  const times = new Map<number, string>();
  const perms = new Map<number, string>();
  // A name from readdir never holds a slash: the entry's path is the folder's and the name joined
  // (path.join normalised each of 100 000 paths for nothing).
  const prefix = abs.endsWith(path.sep) ? abs : abs + path.sep;
  for (let index = 0; index < entries.length; index++) {
    if (index > 0 && index % STAT_BATCH === 0) await nextTurn();
    const name = entries[index]!;
    if (!options.showHidden && name.startsWith(".")) continue;
    if (needle && !name.toLowerCase().includes(needle)) continue;
    // lstat: a link is described as itself (a link to a file outside the root shows nothing of it).
    // An entry removed between readdir and lstat (a concurrent upload or delete) is left out.
    let stat: fs.Stats | undefined;
    try {
      stat = fs.lstatSync(prefix + name, { throwIfNoEntry: false });
    } catch {
      stat = undefined;
    }
    if (!stat) continue;
    const second = Math.floor(stat.mtimeMs / 1000);
    let time = times.get(second);
    if (time === undefined) times.set(second, (time = formatTime(stat.mtimeMs)));
    const bits = stat.mode & 0o777;
    let perm = perms.get(bits);
    if (perm === undefined) perms.set(bits, (perm = permText(bits)));
    const folder = stat.isDirectory();
    rows.push({
      name,
      type: folder ? "folder" : "file",
      link: stat.isSymbolicLink(),
      uid: stat.uid,
      gid: stat.gid,
      perm,
      mode: bits.toString(8),
      size: folder ? 0 : stat.size,
      time,
      path: `${remote}/${name}`,
    });
    mtimes.push(stat.mtimeMs);
  }
  if (options.sortKey === "time") {
    const order = rows.map((_, index) => index);
    order.sort((a, b) => mtimes[b]! - mtimes[a]! || rows[a]!.name.localeCompare(rows[b]!.name));
    return order.map((index) => rows[index]!);
  }
  rows.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === "folder" ? -1 : 1));
  return rows;
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
