// @vitest-environment jsdom
import { HPC_API } from "../../src/contracts/hpc";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fromPromise, waitFor, type Actor } from "xstate";
import { demoKeyFile } from "../../server/hpc/hpcCenter";
import { exportBundle } from "../../src/core/bundle";
import { ACCOUNT_API } from "../../src/contracts/account";
import { API, LIMITS } from "../../src/core/config";
import type { ShellCore } from "../../src/ui/CoreContext";
import { hpcBindingMachine } from "../../src/machines/hpcBinding.machine";
import { smsCodeMachine } from "../../src/machines/smsCode.machine";
import { hpcApi } from "../../src/plugins/hpc/api";
import { personalApi } from "../../src/plugins/personal/api";
import {
  createTestCore,
  disposeTestCores,
  signInAs,
  startTestServer,
  type DemoAccountName,
  type TestServer,
} from "../../src/testing";
import { WAIT_BUDGET_MS } from "../support/budgets";

/**
 * 导出会话 is a file testers pass around: after signing in, binding an HPC account and setting a phone,
 * no secret of the session (its token, the passwords typed, the key, the codes, the HPC account's
 * encrypted name) is in the bundle, in any machine's input, context, events or output.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  disposeTestCores();
  localStorage.clear();
});

const HPC = { account: "hpc_secure", password: "Secure@123" };
const PHONE = "13912345678";

async function latestCode(): Promise<string> {
  const messages = (await server.app.inject({ method: "GET", url: API.devOutbox })).json() as {
    code?: string;
  }[];
  return messages.at(-1)?.code ?? "";
}

const bundleOf = (core: ShellCore) =>
  JSON.stringify(exportBundle(core.machines, { build: "test", route: "/", user: null, now: Date.now() }));

const settled = <T extends Actor<typeof hpcBindingMachine> | Actor<typeof smsCodeMachine>>(
  actor: T,
  test: (snapshot: ReturnType<T["getSnapshot"]>) => boolean,
) => waitFor(actor as never, test as never, { timeout: WAIT_BUDGET_MS });

/**
 * Binds hpc_secure through the binding machine (credential, the SMS code, save), as the dialog does;
 * `exported` keeps a bundle taken with the code typed, before it is checked (a finished actor leaves).
 */
async function bindHpc(core: ShellCore, exported: string[]): Promise<string[]> {
  const api = hpcApi(core.http);
  core.machines.register("hpcBinding", hpcBindingMachine, "hpc");
  const actor = core.machines.start<typeof hpcBindingMachine>("hpcBinding", {
    input: { resendSeconds: LIMITS.resendCountdownS, codeMaxLength: LIMITS.verificationCodeLength },
    implement: (machine) =>
      machine.provide({
        actors: {
          checkCredential: fromPromise(({ input }) => api.checkCredential(input)),
          requestCode: fromPromise(async ({ input }) => ({
            ...(await api.requestCode(input)),
            at: Date.now(),
          })),
          checkCode: fromPromise(({ input }) => api.checkCode(input)),
          saveAccount: fromPromise(({ input }) => api.save(input)),
        },
      }),
  });
  actor.start();
  const key = (await api.uploadKey(new File([demoKeyFile(HPC.account)], `${HPC.account}.pem`))).data!;
  actor.send({ type: "EDIT", patch: { account: HPC.account, password: HPC.password, ...key } });
  actor.send({ type: "SUBMIT" });
  await settled(actor, (snapshot) => snapshot.matches({ codeStep: { resend: "countingDown" } }));
  const code = await latestCode();
  actor.send({ type: "EDIT", patch: { verificationCode: code } });
  exported.push(bundleOf(core));
  actor.send({ type: "SUBMIT" });
  await settled(actor, (snapshot) => snapshot.status === "done");
  return [key.privateKey, code];
}

/** Sets the phone through the SMS machine (send, the code, validate), as 设置手机号 does. */
async function setPhone(core: ShellCore, exported: string[]): Promise<string> {
  const api = personalApi(core.http);
  core.machines.register("smsCode", smsCodeMachine, "personal");
  const actor = core.machines.start<typeof smsCodeMachine>("smsCode", {
    input: { type: 2, resendSeconds: LIMITS.resendCountdownS, codeLength: LIMITS.verificationCodeLength },
    implement: (machine) =>
      machine.provide({
        actors: {
          sendCode: fromPromise(({ input }) =>
            api.sendCode(input.type, input.phone).then(() => ({ ok: true as const, at: Date.now() })),
          ),
          validateCode: fromPromise(({ input }) =>
            api
              .validateCode({ type: input.type, code: input.verificationCode.trim(), phone: input.phone })
              .then(() => ({ ok: true as const })),
          ),
        },
      }),
  });
  actor.start();
  actor.send({ type: "EDIT", patch: { phone: PHONE } });
  actor.send({ type: "SEND" });
  await settled(actor, (snapshot) => snapshot.context.sentTo !== null);
  const code = await latestCode();
  actor.send({ type: "EDIT", patch: { verificationCode: code } });
  exported.push(bundleOf(core));
  actor.send({ type: "SUBMIT" });
  await settled(actor, (snapshot) => snapshot.status === "done");
  return code;
}

describe("导出会话 keeps no secret of the session", () => {
  it("after signing in, binding HPC and setting a phone, and after a reload", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "dev2" as DemoAccountName);
    const token = core.session.snapshot.token!;
    const exported: string[] = [];
    const [privateKey, hpcCode] = await bindHpc(core, exported);
    const smsCode = await setPhone(core, exported);
    // The phone is the account's now, and the HPC account is bound (the steps did happen).
    const profile = await core.http.get(ACCOUNT_API.profile);
    expect(profile.data.data.phone).toMatch(/^139.*5678$/);
    const accounts = await core.http.get(HPC_API.hpcUserAccounts);
    const encrypted = (accounts.data.data as { encryptAccount: string }[]).map((row) => row.encryptAccount);
    expect(encrypted.length).toBeGreaterThan(0);
    core.session.setHpcAccounts(accounts.data.data);

    // A reload: the session machine starts from the stored token (its input).
    const reloaded = createTestCore({ adapter: server.adapter });
    expect(reloaded.session.snapshot.token).toBe(token);

    const secrets = { token, password: "Dev2@123", hpcPassword: HPC.password, privateKey, hpcCode, smsCode };
    exported.push(bundleOf(core), bundleOf(reloaded));
    for (const text of exported) {
      const found = Object.entries({ ...secrets, ...Object.fromEntries(encrypted.entries()) })
        .filter(([, secret]) => secret && text.includes(secret))
        .map(([what]) => what);
      expect(found).toEqual([]);
      expect(text).toMatch(/"machineId":"(hpcBinding|smsCode|session)"/);
      expect(text).toContain('"***"');
    }
    // The token works as a bearer (it is a live secret, not a stale one).
    const bearer = await server.app.inject({
      method: "GET",
      url: API.userInfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });
});
