import fs from "node:fs";
import path from "node:path";

/** Writes JSON through a temporary file and a rename, so a reader never sees half of it. */
export function writeJsonAtomically(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}
