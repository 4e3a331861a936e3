import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_APP_TESTS } from "../../vitest.config";

const MOCKS = /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["server", "security", "e2e"].includes(entry.name) ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the app tests that replace modules run isolated (vitest.config.ts)", () => {
  it("lists every jsdom test file that mocks a module or a global, and only files that exist", () => {
    const mocking = testFiles("tests")
      .filter((file) => MOCKS.test(fs.readFileSync(file, "utf8")))
      .map((file) => file.split(path.sep).join("/"))
      .sort();
    expect([...ISOLATED_APP_TESTS].sort()).toEqual(mocking);
  });
});
