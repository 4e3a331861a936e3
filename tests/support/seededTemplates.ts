import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  SEEDED_TEMPLATES_ENV,
  SEEDED_TEMPLATES_ROOT_ENV,
  seedTemplate,
  type TemplateDirs,
} from "../../src/testing/seededDataFolder";
import { manualClock } from "../server/helpers";

/**
 * Vitest's global setup: seeds, before any test file starts, the data-folder templates test servers
 * are copied from (src/testing/seededDataFolder.ts): one on the real clock, one on the start of the
 * server tests' manual clock (a test process seeds one for another start into the same folder). Seeding
 * then costs no test or hook any of its time; the folder is deleted at the end.
 * Every project of vitest.config.ts runs it: the first seeds, the others find the templates there.
 */
export default async function seedTemplates(): Promise<() => void> {
  if (process.env[SEEDED_TEMPLATES_ENV]) return () => {};
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ws-seeded-templates-"));
  const start = manualClock().now();
  const [real, manual] = await Promise.all([seedTemplate(undefined, root), seedTemplate(start, root)]);
  const dirs: TemplateDirs = { real, [String(start)]: manual };
  process.env[SEEDED_TEMPLATES_ENV] = JSON.stringify(dirs);
  process.env[SEEDED_TEMPLATES_ROOT_ENV] = root;
  return () => {
    delete process.env[SEEDED_TEMPLATES_ENV];
    delete process.env[SEEDED_TEMPLATES_ROOT_ENV];
    fs.rmSync(root, { recursive: true, force: true });
  };
}
