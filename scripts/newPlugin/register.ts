import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PluginNames } from "./names";

export class RegisterError extends Error {}

/** The edits that register a plugin: an import and an entry in each of two files. */
export interface Registration {
  file: string;
  importLine: string;
  entryLine: string;
  /** The entry goes after the last line matching this (the list's last entry, the last register call). */
  after: RegExp;
}

export const registrations = (n: PluginNames): Registration[] => [
  {
    file: "src/plugins/index.ts",
    importLine: `import ${n.camel} from "./${n.name}";`,
    entryLine: `  ${n.camel},`,
    after: /^ {2}[A-Za-z]\w*,$/,
  },
  {
    file: "server/app.ts",
    importLine: `import { ${n.camel}Routes } from "./${n.name}/routes";`,
    entryLine: `  await app.register(${n.camel}Routes, { platform });`,
    after: /^ {2}await app\.register\(/,
  },
];

/**
 * Adds the import after the file's last import and the entry after its anchor; a line already there
 * is left alone, so registering twice changes nothing. Answers whether the file changed.
 */
export function register(root: string, edit: Registration): boolean {
  const file = path.join(root, edit.file);
  const lines = readFileSync(file, "utf8").split("\n");
  let changed = false;
  if (!lines.includes(edit.entryLine)) {
    const at = lastIndex(lines, (line) => edit.after.test(line));
    if (at < 0) throw new RegisterError(`${edit.file}: found no place for "${edit.entryLine.trim()}"`);
    lines.splice(at + 1, 0, edit.entryLine);
    changed = true;
  }
  if (!lines.includes(edit.importLine)) {
    // An import may span lines: the last one ends at the first `from "…";` after the last `import`.
    const start = lastIndex(lines, (line) => line.startsWith("import "));
    const end = lines.findIndex((line, index) => index >= start && /from "[^"]+";$/.test(line));
    if (start < 0 || end < 0) throw new RegisterError(`${edit.file}: found no imports`);
    lines.splice(end + 1, 0, edit.importLine);
    changed = true;
  }
  if (changed) writeFileSync(file, lines.join("\n"));
  return changed;
}

function lastIndex(lines: string[], test: (line: string) => boolean): number {
  for (let index = lines.length - 1; index >= 0; index--) if (test(lines[index])) return index;
  return -1;
}
