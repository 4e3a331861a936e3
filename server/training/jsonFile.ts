import fs from "node:fs";
import path from "node:path";

const { O_RDONLY, O_WRONLY, O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;

/**
 * Flags that never follow a symbolic link in the last path component. Run folders live in the user's
 * storage, where a user could put a link named like a run file; the server must not write or read
 * through it.
 */
export const NO_FOLLOW = {
  read: O_RDONLY | O_NOFOLLOW,
  append: O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW,
  create: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
} as const;

/** Writes JSON through a fresh temporary file and a rename, so a reader never sees half of it. */
export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  fs.rmSync(temporary, { force: true });
  const fd = fs.openSync(temporary, NO_FOLLOW.create, 0o644);
  try {
    fs.writeFileSync(fd, JSON.stringify(value, null, 2));
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/** Makes `file` an empty regular file of its own (whatever was there, a link included, goes). */
export function createEmpty(file: string): void {
  fs.rmSync(file, { force: true });
  fs.closeSync(fs.openSync(file, NO_FOLLOW.create, 0o644));
}

/** JSON from a regular file (never through a link), or null when missing or not JSON. */
export function readJson(file: string): unknown {
  let fd: number;
  try {
    fd = fs.openSync(file, NO_FOLLOW.read);
  } catch {
    return null;
  }
  try {
    return JSON.parse(fs.readFileSync(fd, "utf8")) as unknown;
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
