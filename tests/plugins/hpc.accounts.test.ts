import { HPC_API } from "../../src/contracts/hpc";
import type { AxiosAdapter } from "axios";
import { afterEach, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import type { HpcAccount } from "../../src/core/session";
import hpcPlugin from "../../src/plugins/hpc";
import { cleanupTestShell, createTestCore } from "../../src/testing";
import { jsonResponse, pathAndQuery } from "../../src/testing/adapterResponse";
import type { ShellCore } from "../../src/ui/CoreContext";
import { waitUntil } from "../support/budgets";

afterEach(cleanupTestShell);

const ACCOUNT: HpcAccount = {
  id: "a-1",
  accountType: 1,
  account: "hpc_basic",
  bindType: 1,
  encryptAccount: "enc-hpc_basic",
  current: true,
};

/** Answers the sign-in calls and the HPC accounts, and records every call's path. */
function recordingAdapter(calls: string[]): AxiosAdapter {
  const ok = (data: unknown) => ({ code: 200, message: "success", data });
  const user = {
    id: "7",
    userName: "dev",
    displayName: "开发",
    resource: ["home"],
    topGroup: [],
    auditStatus: 1,
    belongSystem: 1,
  };
  const answers: Record<string, unknown> = {
    [API.token]: { access_token: "tok" },
    [API.userInfo]: ok(user),
    [API.userResource]: ok(user.resource),
    [HPC_API.hpcUserAccounts]: ok([ACCOUNT]),
  };
  return async (config) => {
    const path = pathAndQuery(config).split("?")[0];
    calls.push(path);
    return jsonResponse(config, path in answers ? 200 : 404, answers[path] ?? { message: "no" });
  };
}

/** Signs in through the session machine (no test helper that would load accounts itself). */
async function submit(core: ShellCore): Promise<void> {
  await new Promise<void>((resolve) => {
    const watch = core.auth.subscribe((snapshot) => {
      if (!snapshot.matches("signedIn")) return;
      queueMicrotask(() => watch.unsubscribe());
      resolve();
    });
    core.auth.send({ type: "SUBMIT", account: "dev", password: "Dev@123" });
  });
  // Let any follow-up call the sign-in triggers be sent and answered.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("the user's HPC accounts are the hpc plugin's business", () => {
  it("the core alone signs in without asking for them", async () => {
    const calls: string[] = [];
    const core = createTestCore({ adapter: recordingAdapter(calls) });
    await submit(core);
    expect(calls).toEqual([API.token, API.userInfo]);
    expect(core.session.snapshot).toMatchObject({ hpcAccounts: [], hpcAccountsLoaded: false });
  });

  it("the hpc plugin loads them on session.signedIn: the session keeps them and the one in use", async () => {
    const calls: string[] = [];
    const core = createTestCore({ adapter: recordingAdapter(calls) });
    core.plugins.register(hpcPlugin);
    await core.plugins.activateAll();
    await submit(core);
    // The plugin's load follows the sign-in: waited for, however long a busy host takes to send it.
    await waitUntil(() =>
      expect(core.session.snapshot).toMatchObject({
        hpcAccounts: [ACCOUNT],
        hpcAccountsLoaded: true,
        encryptAccount: "enc-hpc_basic",
      }),
    );
    expect(calls.filter((path) => path === HPC_API.hpcUserAccounts)).toHaveLength(1);
  });

  it("enabled after the sign-in, it loads them at once; disabled, it stops following sign-ins", async () => {
    const calls: string[] = [];
    const core = createTestCore({ adapter: recordingAdapter(calls) });
    await submit(core);
    core.plugins.register(hpcPlugin);
    await core.plugins.activateAll();
    expect(calls.filter((path) => path === HPC_API.hpcUserAccounts)).toHaveLength(1);
    expect(core.session.snapshot.hpcAccountsLoaded).toBe(true);

    core.plugins.disable("hpc");
    core.auth.send({ type: "LOGOUT" });
    await submit(core);
    expect(calls.filter((path) => path === HPC_API.hpcUserAccounts)).toHaveLength(1);
  });
});
