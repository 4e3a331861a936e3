import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import type { SessionBundle } from "../../src/core/bundle";
import type { ReplayHook } from "../../src/plugins/inspector";
import { ACCOUNTS, submitSignIn } from "./support";

/** What the app applied: each machine's outcome, and notes (the sign-in session is not replaced). */
export type BundleResult = Extract<Awaited<ReturnType<ReplayHook["loadBundle"]>>, { ok: true }>;

/**
 * Turns a tester's session bundle (导出会话) into the start of a journey: signs in as the bundle's
 * user (a demo account; the passwords are in ./support), opens the bundle's route and puts each
 * machine into its recorded state through the inspector's apply (the app's `__workspaceReplay` hook,
 * offered only to a browser driven by automation or under `npm run dev`). A machine whose screen is
 * not open (the HPC binding dialog) has it opened. Masked secrets stay empty unless given in
 * `secrets[machineId][path]`. A bundle from another build is refused: the error names the machines
 * whose definitions changed.
 */
export async function loadBundle(
  page: Page,
  bundle: SessionBundle | string,
  options: { secrets?: Record<string, Record<string, string>> } = {},
): Promise<BundleResult> {
  const data =
    typeof bundle === "string" ? (JSON.parse(fs.readFileSync(bundle, "utf8")) as SessionBundle) : bundle;
  const account = Object.values(ACCOUNTS).find((candidate) => candidate.account === data.user?.account);
  if (!account)
    throw new Error(`loadBundle: the bundle's user ${data.user?.account ?? "(none)"} is no demo account`);

  await page.goto("/#/login");
  await submitSignIn(page, account.account, account.password);
  // Signed in, the app lands on the portal home (no workspace header there).
  await expect(page).toHaveURL(/#\/portal\/home$/);
  await page.goto(`/#${data.route}`);
  await page.waitForFunction(() => Boolean(window.__workspaceReplay));
  const result = await page.evaluate(([value, given]) => window.__workspaceReplay!.loadBundle(value, given), [
    data,
    options,
  ] as const);
  if (!result.ok) throw new Error(`loadBundle: ${result.message}`);
  return result;
}
