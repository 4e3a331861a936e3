import fs from "node:fs";
import path from "node:path";
import type { DirColumns } from "../../src/contracts/storageListing";
import { formatTime } from "./time";

export interface DirListOptions {
  sortKey?: string;
  showHidden: boolean;
  /** Case-insensitive part of the name (the toolbar's search). */
  name?: string;
}

/** `rwxr-xr-x` of a mode, as `ls -l` shows it without the type letter. */
export function permText(mode: number): string {
  const bits = "rwxrwxrwx";
  let text = "";
  for (let i = 0; i < 9; i += 1) text += mode & (1 << (8 - i)) ? bits[i] : "-";
  return text;
}

/** Entries stat'ed between two yields to the event loop (other requests go on during a big listing). */
const STAT_BATCH = 4096;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const LSTAT = { throwIfNoEntry: false } as const;

/** Index of a key in a dictionary column, added on first sight. */
class Dictionary<K, V> {
  private readonly seen = new Map<K, number>();
  constructor(readonly values: V[]) {}
  at(key: K, value: () => V): number {
    let index = this.seen.get(key);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value());
      this.seen.set(key, index);
    }
    return index;
  }
}

/**
 * One directory's entries as the columns of dir_info (contracts/storageListing.ts), in the listing's
 * order: folders first, then by name; `sortKey=time` puts the newest first (then by name). Hidden
 * names (leading dot) only with `showHidden`. Every entry is lstat'ed on each call (sizes and times
 * are current); a symbolic link is described as itself and never followed; an entry removed between
 * readdir and lstat (a concurrent upload or delete) is left out.
 *
 * A folder of 100 000 entries (design §6): the stats go straight into typed columns (no row object
 * per entry, no second pass to turn rows into columns), a time is formatted once per distinct
 * second, a permission and an owner once per distinct value, and the sort compares numbers and
 * collates each pair of names with one shared collator, on an index array.
 */
export async function dirColumns(abs: string, remote: string, options: DirListOptions): Promise<DirColumns> {
  const entries = await fs.promises.readdir(abs);
  const needle = options.name?.toLowerCase();
  const limit = entries.length;
  const names: string[] = [];
  const folder = new Uint8Array(limit);
  const link = new Uint8Array(limit);
  const size = new Float64Array(limit);
  const mtime = new Float64Array(limit);
  const time = new Uint32Array(limit);
  const perm = new Uint32Array(limit);
  const owner = new Uint32Array(limit);
  const times = new Dictionary<number, string>([]);
  const perms = new Dictionary<number, [string, string]>([]);
  const owners = new Dictionary<string, [number, number]>([]);
  let lastUid = -1;
  let lastGid = -1;
  let lastOwner = 0;
  // A name from readdir never holds a slash: the entry's path is the folder's and the name joined.
  const prefix = abs.endsWith(path.sep) ? abs : abs + path.sep;
  let count = 0;
  for (let index = 0; index < limit; index++) {
    if (index > 0 && index % STAT_BATCH === 0) await nextTurn();
    const name = entries[index]!;
    if (!options.showHidden && name.startsWith(".")) continue;
    if (needle && !name.toLowerCase().includes(needle)) continue;
    let stat: fs.Stats | undefined;
    try {
      stat = fs.lstatSync(prefix + name, LSTAT);
    } catch {
      stat = undefined;
    }
    if (!stat) continue;
    const at = count++;
    names.push(name);
    const isFolder = stat.isDirectory();
    folder[at] = isFolder ? 1 : 0;
    link[at] = stat.isSymbolicLink() ? 1 : 0;
    size[at] = isFolder ? 0 : stat.size;
    const ms = stat.mtimeMs;
    mtime[at] = ms;
    time[at] = times.at(Math.floor(ms / 1000), () => formatTime(ms));
    const bits = stat.mode & 0o777;
    perm[at] = perms.at(bits, () => [permText(bits), bits.toString(8)]);
    const { uid, gid } = stat;
    if (uid !== lastUid || gid !== lastGid) {
      lastOwner = owners.at(`${uid}:${gid}`, () => [uid, gid]);
      lastUid = uid;
      lastGid = gid;
    }
    owner[at] = lastOwner;
  }

  const order = new Uint32Array(count);
  for (let index = 0; index < count; index++) order[index] = index;
  const collate = new Intl.Collator().compare;
  if (options.sortKey === "time")
    order.sort((a, b) => mtime[b]! - mtime[a]! || collate(names[a]!, names[b]!));
  else order.sort((a, b) => folder[b]! - folder[a]! || collate(names[a]!, names[b]!));

  const pick = <T>(column: ArrayLike<T>): T[] => {
    const out = new Array<T>(count);
    for (let position = 0; position < count; position++) out[position] = column[order[position]!]!;
    return out;
  };
  return {
    dir: remote,
    names: pick(names).join("/"),
    folder: pick(folder),
    link: pick(link),
    size: pick(size),
    time: pick(time),
    times: times.values,
    perm: pick(perm),
    perms: perms.values,
    owner: pick(owner),
    owners: owners.values,
  };
}
