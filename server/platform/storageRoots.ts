import fs from "node:fs";
import path from "node:path";
import { STORAGE_TEXT, StorageRefusal } from "./storageText";

/** The volumes every user has; the first is the cluster's storage (storage spec §1). */
export const VOLUMES = ["GPUFS", "PUBLIC"] as const;
export type Volume = (typeof VOLUMES)[number];

const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;

export interface ResolvedPath {
  /** `/{volume}/{user}/…` without a trailing slash. */
  remote: string;
  /** The path on disk. */
  abs: string;
  volume: Volume;
  /** The user's folder of that volume on disk. */
  root: string;
  isRoot: boolean;
}

function inside(real: string, root: string): boolean {
  return real === root || real.startsWith(root + path.sep);
}

/**
 * Maps remote paths `/{volume}/{user_name}/…` to `{base}/{volume}/{user_name}/…` and refuses anything
 * that could leave the user's folders: `.`/`..` segments, NUL bytes, over-long names, other volumes or
 * users, and symbolic links whose target lies outside (checked with realpath on the path or on its
 * nearest existing parent).
 */
export class StorageRoots {
  constructor(readonly base: string) {}

  userRoot(volume: Volume, userName: string): string {
    return path.join(this.base, volume, userName);
  }

  /** Creates the user's folder on every volume; returns the volumes whose folder was new. */
  ensure(userName: string): Volume[] {
    const created: Volume[] = [];
    for (const volume of VOLUMES) {
      const dir = this.userRoot(volume, userName);
      if (!fs.existsSync(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        created.push(volume);
      }
    }
    return created;
  }

  /** Lexical checks only: the remote path's volume, its segments below the user's folder. */
  parse(userName: string, remote: unknown): { volume: Volume; rest: string[] } {
    if (typeof remote !== "string" || remote.trim() === "") throw new StorageRefusal(STORAGE_TEXT.emptyPath);
    if (remote.includes("\0")) throw new StorageRefusal(STORAGE_TEXT.nulByte);
    if (Buffer.byteLength(remote) > MAX_PATH_BYTES) throw new StorageRefusal(STORAGE_TEXT.pathTooLong);
    if (!remote.startsWith("/")) throw new StorageRefusal(STORAGE_TEXT.outside);
    const segments = remote.split("/").filter((segment) => segment !== "");
    for (const segment of segments) {
      if (segment === "." || segment === "..") throw new StorageRefusal(STORAGE_TEXT.badSegment);
      if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw new StorageRefusal(STORAGE_TEXT.nameTooLong);
    }
    const [volume, owner, ...rest] = segments;
    if (!VOLUMES.includes(volume as Volume) || owner !== userName)
      throw new StorageRefusal(STORAGE_TEXT.outside);
    return { volume: volume as Volume, rest };
  }

  /** A confined path; `mustExist` refuses a missing one, `allowRoot: false` refuses the user's folder itself. */
  resolve(
    userName: string,
    remote: unknown,
    options: { mustExist?: boolean; allowRoot?: boolean } = {},
  ): ResolvedPath {
    const { volume, rest } = this.parse(userName, remote);
    const root = this.userRoot(volume, userName);
    fs.mkdirSync(root, { recursive: true });
    const realRoot = fs.realpathSync(root);
    const abs = path.join(root, ...rest);
    const isRoot = rest.length === 0;
    if (isRoot && options.allowRoot === false) throw new StorageRefusal(STORAGE_TEXT.rootUntouchable);

    const present = (candidate: string) => {
      try {
        fs.lstatSync(candidate);
        return true;
      } catch {
        return false;
      }
    };
    let probe = abs;
    while (!present(probe)) probe = path.dirname(probe);
    const exists = probe === abs;
    let real: string;
    try {
      real = fs.realpathSync(probe);
    } catch {
      throw new StorageRefusal(STORAGE_TEXT.outside);
    }
    if (!inside(real, realRoot)) throw new StorageRefusal(STORAGE_TEXT.outside);
    if (!exists && options.mustExist) throw new StorageRefusal(STORAGE_TEXT.notFound, 404);
    return { remote: `/${[volume, userName, ...rest].join("/")}`, abs, volume, root, isRoot };
  }
}
