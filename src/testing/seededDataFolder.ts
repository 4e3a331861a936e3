import { randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../../server/app";
import { HPC_CENTER_ACCOUNTS } from "../../server/hpc/hpcCenter";
import type { Db } from "../../server/lib/db";
import { DEMO_ACCOUNTS } from "../../server/platform/demoAccounts";

/**
 * Seeded data folders for test servers, made by copying a template instead of seeding each folder.
 *
 * A fresh folder costs the server every store's migrations, the demo accounts and roles, the demo files
 * and the portal's navigation pictures (PNG encoding: most of a start). A template is seeded once (by
 * the suite's global setup, tests/support/seededTemplates.ts, or else by the first server of a test
 * process that asks for it); every server starts on a copy of it, which it finds already seeded exactly
 * as it would a folder it had seeded itself. On a busy host a start took about 700 ms, from a copy 200.
 *
 * Seeded rows carry the clock of the seeding server, so there is one template per starting time: a
 * test's manual clock (the same start in most files) gets a template seeded on that clock, the real
 * clock one seeded when it was first asked for.
 *
 * The template's demo accounts (and the simulated centre's) keep their passwords but are hashed at a
 * lower scrypt cost: a sign-in checks the password as in production (same scheme, parameters read from
 * the stored hash), in a few milliseconds instead of 150 on a busy host, and the suite signs in over a
 * thousand times. The production cost is checked on the seeded constants
 * (tests/server/demoPasswordHashes.test.ts) and on a folder the server seeds itself
 * (tests/server/persistence.test.ts); a password a test sets is hashed at the production cost.
 */

/** Where the global setup hands its templates to the test processes: JSON of {@link TemplateDirs}. */
export const SEEDED_TEMPLATES_ENV = "WS_SEEDED_TEMPLATES";

/** The folder the global setup seeds in; templates a test process seeds later go there too (deleted with it). */
export const SEEDED_TEMPLATES_ROOT_ENV = "WS_SEEDED_TEMPLATES_ROOT";

/** Template folders by the start of their clock ("real" for the real clock). */
export type TemplateDirs = Record<string, string>;

const templates = new Map<string, Promise<string>>();

/** passwords.ts's format (`scrypt$N$r$p$salt$hash`) at a test's cost. */
function cheapHash(password: string): string {
  const params = { N: 256, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 32, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

function rehashCheaply(db: Db): void {
  const user = db.prepare("UPDATE users SET password_hash = ? WHERE user_name = ?");
  const centre = db.prepare("UPDATE hpc_center_accounts SET password_hash = ? WHERE account = ?");
  db.transaction(() => {
    for (const account of DEMO_ACCOUNTS) user.run(cheapHash(account.password), account.userName);
    for (const seed of HPC_CENTER_ACCOUNTS) centre.run(cheapHash(seed.password), seed.account);
  })();
}

/**
 * Seeds a template folder, inside `parent`, for a server whose clock starts at `at` (the real clock
 * when absent).
 */
export async function seedTemplate(at?: number, parent = os.tmpdir()): Promise<string> {
  const dir = fs.mkdtempSync(path.join(parent, "ws-seeded-template-"));
  const app = await buildServer({
    dataDir: dir,
    logger: false,
    printOutbox: () => {},
    demo: true,
    // A start's storage sample belongs to the server started on the copy, not to the template.
    storageMetering: false,
    ...(at === undefined ? {} : { now: () => at }),
  });
  rehashCheaply(app.platform.db);
  // Closing checkpoints the database: the folder holds one self-contained file to copy.
  await app.close();
  return dir;
}

function templateFor(key: string, at: number | undefined): Promise<string> {
  const given = (JSON.parse(process.env[SEEDED_TEMPLATES_ENV] ?? "{}") as TemplateDirs)[key];
  if (given && fs.existsSync(given)) return Promise.resolve(given);
  let template = templates.get(key);
  if (!template) {
    const root = process.env[SEEDED_TEMPLATES_ROOT_ENV];
    template =
      root && fs.existsSync(root)
        ? seedTemplate(at, root)
        : seedTemplate(at).then((dir) => {
            process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
            return dir;
          });
    templates.set(key, template);
    // A failed seed is not kept: the next server tries again (and reports its own failure).
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * A new folder (under the system's temporary folder, named with `prefix`) holding a copy of the seeded
 * template for a server whose clock is `now` (the real clock when absent). The caller deletes it.
 */
export async function seededDataFolder(prefix: string, now?: () => number): Promise<string> {
  const at = now?.();
  const source = await templateFor(at === undefined ? "real" : String(at), at);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(source, dir, { recursive: true });
  return dir;
}
