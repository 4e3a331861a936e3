import fs from "node:fs";
import { SEEDED_TEMPLATES_ENV, seedTemplate, type TemplateDirs } from "../../src/testing/seededDataFolder";
import { manualClock } from "../server/helpers";

/**
 * Vitest's global setup: seeds, before any test file starts, the data-folder templates test servers
 * are copied from (src/testing/seededDataFolder.ts): one on the real clock, one on the start of the
 * server tests' manual clock. Seeding then costs no test or hook any of its time; deleted at the end.
 * Every project of vitest.config.ts runs it: the first seeds, the others find the templates there.
 */
export default async function seedTemplates(): Promise<() => void> {
  if (process.env[SEEDED_TEMPLATES_ENV]) return () => {};
  const start = manualClock().now();
  const [real, manual] = await Promise.all([seedTemplate(), seedTemplate(start)]);
  const dirs: TemplateDirs = { real, [String(start)]: manual };
  process.env[SEEDED_TEMPLATES_ENV] = JSON.stringify(dirs);
  return () => {
    delete process.env[SEEDED_TEMPLATES_ENV];
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  };
}
