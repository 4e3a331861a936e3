import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The suite's clocks are its budgets (tests/support/budgets.ts): a test waits on conditions, and a long
 * test is made shorter rather than given a longer timeout. This fails naming the file and line of a
 * test, hook or wait that brings its own number of milliseconds.
 */
const RAISED = [
  /^\s*\}, [0-9_]{4,}\);$/, // it(…, async () => {…}, 60_000) and beforeAll(…, 60_000)
  /\btimeout: [0-9_]{3,}/, // findBy*(…, { timeout: 10_000 }), waitFor, expect.poll, describe options
  /asyncUtilTimeout: [0-9_]/,
];

/** Where the budgets are declared, and this file's own samples. */
const EXEMPT = [
  path.join("tests", "support", "budgets.ts"),
  path.join("tests", "core", "testBudgets.test.ts"),
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "e2e" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.includes(full) ? [full] : [];
  });
}

export function raisedBudgets(files: string[], read = (file: string) => fs.readFileSync(file, "utf8")) {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) =>
        RAISED.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("test budgets", () => {
  it("finds a raised timeout in a sample, and none in the suite outside tests/support/budgets.ts", () => {
    const sample: Record<string, string> = {
      "a.test.ts":
        'it("x", async () => {\n  await screen.findByText("y", {}, { timeout: 8000 });\n}, 30_000);',
      "b.test.ts": 'it("x", async () => {\n  await screen.findByText("y");\n}, REAL_PROCESS_TEST_MS);',
    };
    expect(raisedBudgets(Object.keys(sample), (file) => sample[file]!)).toEqual([
      'a.test.ts:2: await screen.findByText("y", {}, { timeout: 8000 });',
      "a.test.ts:3: }, 30_000);",
    ]);
    expect(raisedBudgets([...sources("tests"), ...sources(path.join("src", "testing"))])).toEqual([]);
  });
});
