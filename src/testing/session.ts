import { HPC_API } from "../contracts/hpc";
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { filter, firstValueFrom } from "rxjs";
import { API } from "../core/config";
import type { Envelope } from "../core/http";
import { ALL_CODES } from "../contracts/permissionCodes";
import type { HpcAccount, UserInfo } from "../core/session";
import { HPC_BINDING } from "../plugins/shared/hpcBinding";
import type { ShellCore } from "../ui/CoreContext";
import { DEMO_ACCOUNTS } from "../../server/platform/demoAccounts";
import { jsonResponse, pathAndQuery } from "./adapterResponse";

/** The seeded demo accounts of the reference server (design §4). */
export type DemoAccountName = "admin" | "dev" | "pending" | "nobody" | "disabled";

/** Who a test signs in as without a server: see {@link seedSession}. */
export interface SessionSeed {
  /** Merged over {@link TEST_USER}. */
  user?: Partial<UserInfo>;
  /** The user's permission codes; default `user.resource`, else every code (ALL_CODES). */
  permissions?: string[];
  /** Bound HPC accounts; default none (the user menu then shows the bind prompt). */
  hpcAccounts?: HpcAccount[];
}

/** The default seeded user: audited, one organisation. */
export const TEST_USER: UserInfo = {
  id: "9001",
  userName: "tester",
  displayName: "测试用户",
  resource: [],
  topGroup: [{ id: "g-test", title: "测试组" }],
  auditStatus: 1,
  belongSystem: 1,
};

/**
 * Signs the core in as the given user without a server. The session machine runs its real path
 * (SUBMIT, token, user info, codes, HPC accounts); the identity and user calls are answered in
 * memory from the seed, every other call goes to the adapter the core already had.
 * Resolves once the user is signed in and the HPC accounts are stored.
 */
export async function seedSession(core: ShellCore, seed: SessionSeed = {}): Promise<UserInfo> {
  const codes = seed.permissions ?? (seed.user?.resource?.length ? seed.user.resource : ALL_CODES);
  const user: UserInfo = { ...TEST_USER, ...seed.user, resource: [...codes] };
  core.http.defaults.adapter = seededAdapter(user, seed.hpcAccounts ?? [], core.http.defaults.adapter);
  await submitAndSettle(core, user.userName, "seeded-password");
  return user;
}

/**
 * Signs the core in as one of the reference server's demo accounts (admin, dev, pending, ...), through
 * the sign-in the page uses. The core's client must reach a server (`createServerAdapter(app)`).
 * Resolves once signed in and the HPC accounts are stored; rejects with the sign-in notice otherwise.
 */
export async function signInAs(core: ShellCore, account: DemoAccountName): Promise<void> {
  const demo = DEMO_ACCOUNTS.find((candidate) => candidate.userName === account);
  if (!demo) throw new Error(`signInAs: no demo account "${account}"`);
  await submitAndSettle(core, demo.userName, demo.password);
}

/** Sends SUBMIT and waits for signedIn plus the user's HPC accounts (see {@link hpcAccountsSettled}). */
function submitAndSettle(core: ShellCore, account: string, password: string): Promise<void> {
  const { auth } = core;
  if (!auth.getSnapshot().matches("signedOut")) {
    return Promise.reject(
      new Error(`sign-in needs a signed-out session, not ${JSON.stringify(auth.getSnapshot().value)}`),
    );
  }
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const watch = auth.subscribe((snapshot) => {
      if (settled) return;
      if (snapshot.matches("signedIn")) {
        settled = true;
        queueMicrotask(() => watch.unsubscribe());
        hpcAccountsSettled(core).then(resolve, reject);
      } else if (snapshot.matches("signedOut")) {
        settled = true;
        queueMicrotask(() => watch.unsubscribe());
        reject(new Error(`sign-in as ${account} failed: ${snapshot.context.notice ?? "signed out"}`));
      }
    });
    auth.send({ type: "SUBMIT", account, password });
  });
}

/**
 * The user's HPC accounts after a sign-in. The hpc plugin loads them on `session.signedIn`: with it
 * active, this waits for its answer. Without it (a test of another plugin, or a core signed in before
 * the plugins are registered) this loads them the same way, so the test sees the user's bound
 * accounts and the tenant header as the workspace would.
 */
async function hpcAccountsSettled(core: ShellCore): Promise<void> {
  const { session } = core;
  if (session.snapshot.hpcAccountsLoaded) return;
  if (core.plugins.getService(HPC_BINDING)) {
    await firstValueFrom(session.changes.pipe(filter((state) => state.hpcAccountsLoaded)));
    return;
  }
  try {
    const response = await core.http.get<Envelope<HpcAccount[]>>(HPC_API.hpcUserAccounts, { hideTip: true });
    session.setHpcAccounts(response.data.data ?? []);
  } catch {
    session.setHpcAccounts([]);
  }
}

/** Answers the identity provider and the signed-in user's calls from a seed; the rest goes on. */
function seededAdapter(
  user: UserInfo,
  hpcAccounts: HpcAccount[],
  next: InternalAxiosRequestConfig["adapter"],
): AxiosAdapter {
  const forward = axios.getAdapter(next);
  const ok = (data: unknown) => ({ code: 200, message: "success", data });
  const answers: Record<string, () => unknown> = {
    [`POST ${API.token}`]: () => ({ access_token: `seeded-${user.userName}`, token_type: "bearer" }),
    [`GET ${API.userInfo}`]: () => ok(user),
    [`GET ${API.userResource}`]: () => ok(user.resource),
    [`GET ${HPC_API.hpcUserAccounts}`]: () => ok(hpcAccounts),
    [`POST ${API.logout}`]: () => ok(null),
  };
  return async (config) => {
    const path = pathAndQuery(config).split("?")[0];
    const answer = answers[`${(config.method ?? "get").toUpperCase()} ${path}`];
    return answer ? jsonResponse(config, 200, answer()) : forward(config);
  };
}
