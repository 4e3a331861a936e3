// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_CODES, CODE } from "../../src/contracts/permissionCodes";

/**
 * A permission code is spelled once, in src/contracts/permissionCodes.ts; the contracts, the plugins'
 * menus and manifests, the server's routes and the demo roles read `CODE`. Checked for every code that
 * cannot be an ordinary word (a dash or a capital: calcM-A01, hpc-manage, dataM); the six plain ones
 * (home, operation, backstage, label, serve, sharing) are also area ids, message keys and resource
 * kinds, and are read from `CODE` where they are codes.
 */
const CATALOGUE = path.join("src", "contracts", "permissionCodes.ts");
const DISTINCT = Object.values(CODE).filter((code) => /[-A-Z]/.test(code));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && full !== CATALOGUE ? [full] : [];
  });
}

/** `file:line: code` for each string literal of a code outside comments. */
export function spelledCodes(
  files: string[],
  read = (file: string) => fs.readFileSync(file, "utf8"),
): string[] {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) => {
        if (/^\s*(\*|\/\/|\/\*)/.test(line)) return [];
        const found = [...line.matchAll(/["'`]([A-Za-z0-9-]+)["'`]/g)]
          .map((match) => match[1]!)
          .filter((literal) => (DISTINCT as string[]).includes(literal));
        return found.map((code) => `${file}:${index + 1}: ${code}`);
      }),
  );
}

describe("permission codes", () => {
  it("are the spec's codes, each once, under a key that is the code without its dashes", () => {
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
    expect([...ALL_CODES].sort()).toEqual(Object.values(CODE).sort());
    for (const [key, code] of Object.entries(CODE))
      expect(key).toBe(code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
  });

  it("are spelled nowhere in src/ or server/ but the catalogue (the scan finds one in a sample)", () => {
    const sample: Record<string, string> = {
      "a.ts": '// "calcM-A01" in a comment\nrequire(["modelManage", CODE.calcM]);\nconst word = "label";',
    };
    expect(spelledCodes(Object.keys(sample), (file) => sample[file]!)).toEqual(["a.ts:2: modelManage"]);
    expect(spelledCodes([...sources("src"), ...sources("server")])).toEqual([]);
  });
});
