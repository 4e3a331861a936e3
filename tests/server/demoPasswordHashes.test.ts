// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/platform/demoAccounts";
import { CENTER_PASSWORD_HASHES, DEMO_PASSWORD_HASHES } from "../../server/platform/demoPasswordHashes";
import { HPC_CENTER_ACCOUNTS } from "../../server/hpc/hpcCenter";
import { verifyPassword } from "../../server/lib/passwords";

/** `| account | password | … |` rows of the README table that follows `heading`. */
function readmeTable(heading: string): Map<string, string> {
  const readme = fs.readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
  const lines = readme.slice(readme.indexOf(heading)).split("\n");
  const header = lines.findIndex((line) => line.startsWith("|"));
  const rows = new Map<string, string>();
  // Skip the header row and its separator; the table ends at the first line that is not a row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [, account = "", password = ""] = line.split("|").map((cell) => cell.trim());
    rows.set(account, password);
  }
  return rows;
}

describe("pre-hashed demo passwords", () => {
  it("has a hash for every demo account that verifies against the README's password", async () => {
    const readme = readmeTable("### Demo accounts");
    expect([...readme.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.userName).sort());
    for (const account of DEMO_ACCOUNTS) {
      expect(readme.get(account.userName), account.userName).toBe(account.password);
      const hash = DEMO_PASSWORD_HASHES[account.userName];
      expect(hash, account.userName).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(account.password, hash!), account.userName).toBe(true);
      expect(await verifyPassword(`${account.password}x`, hash!), account.userName).toBe(false);
    }
  });

  it("has a hash for every account of the simulated centre that verifies against the README's password", async () => {
    const readme = readmeTable("### The simulated supercomputing centre");
    for (const seed of HPC_CENTER_ACCOUNTS) {
      expect(readme.get(seed.account), seed.account).toBe(seed.password);
      const hash = CENTER_PASSWORD_HASHES[seed.account];
      expect(hash, seed.account).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(seed.password, hash!), seed.account).toBe(true);
    }
  });

  it("salts each hash on its own", () => {
    const salts = [...Object.values(DEMO_PASSWORD_HASHES), ...Object.values(CENTER_PASSWORD_HASHES)].map(
      (hash) => hash.split("$")[4],
    );
    expect(new Set(salts).size).toBe(salts.length);
  });
});
