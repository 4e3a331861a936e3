import { describe, expect, it, vi } from "vitest";
import {
  createActor,
  fromPromise,
  SimulatedClock,
  waitFor,
  type AnyEventObject,
  type AnyStateNode,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  hpcBindingMachine,
  resendSecondsLeft,
  type CenterReply,
  type HpcBindingEvent,
  type HpcBindingForm,
} from "../../src/machines/hpcBinding.machine";

const FILLED: HpcBindingForm = {
  accountType: 1,
  account: "hpc_secure",
  password: "Secure@123",
  privateId: "hpc_secure",
  privateKey: "-----BEGIN OPENSSH PRIVATE KEY-----\nx\n-----END OPENSSH PRIVATE KEY-----",
  verificationCode: "",
};
const INPUT = { resendSeconds: 60, codeMaxLength: 6 };
const T0 = 1_700_000_000_000;

interface Answers {
  credential?: CenterReply<{ kind?: string }> | Error;
  /** The code request's answer; the effect stamps it with the clock's time. */
  request?: CenterReply | Error;
  check?: CenterReply | Error;
  save?: CenterReply | Error;
}

const answer = <T>(value: T | Error | undefined, fallback: T) =>
  vi.fn(async (): Promise<T> => {
    if (value instanceof Error) throw value;
    return value ?? fallback;
  });

function start(answers: Answers = {}) {
  const calls = {
    checkCredential: answer(answers.credential, { code: 200, data: { kind: "verification_code" } }),
    requestCode: answer(answers.request, { code: 200 }),
    checkCode: answer(answers.check, { code: 200 }),
    saveAccount: answer(answers.save, { code: 200, data: { id: "7" } }),
  };
  const order: string[] = [];
  const clock = new SimulatedClock();
  clock.set(T0);
  const machine = hpcBindingMachine.provide({
    actors: {
      checkCredential: fromPromise(async () => (order.push("checkCredential"), calls.checkCredential())),
      requestCode: fromPromise(async () => {
        order.push("requestCode");
        return { ...(await calls.requestCode()), at: clock.now() };
      }),
      checkCode: fromPromise(async () => (order.push("checkCode"), calls.checkCode())),
      saveAccount: fromPromise(async () => (order.push("saveAccount"), calls.saveAccount())),
    },
  });
  const actor = createActor(machine, { input: INPUT, clock }).start();
  return { actor, clock, calls, order };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the binding machine: validation", () => {
  it("refuses an incomplete form with the notice incomplete and stays in the form", () => {
    const { actor, calls } = start();
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.notice).toBe("incomplete");
    for (const missing of ["account", "password", "privateId", "privateKey"] as const) {
      actor.send({ type: "EDIT", patch: { ...FILLED, [missing]: "" } });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().context.notice).toBe("incomplete");
    }
    actor.send({ type: "EDIT", patch: { ...FILLED, accountType: null } });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("incomplete");
    expect(calls.checkCredential).not.toHaveBeenCalled();
  });

  it("in the code step, needs a code of at most 6 characters", async () => {
    const { actor, calls } = start();
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("incomplete");
    actor.send({ type: "EDIT", patch: { verificationCode: "1234567" } });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("incomplete");
    expect(actor.getSnapshot().matches({ codeStep: { entry: "enteringCode" } })).toBe(true);
    expect(calls.checkCode).not.toHaveBeenCalled();
  });
});

describe("the binding machine: the two ways to saved", () => {
  it("saves straight after a credential check that needs no code", async () => {
    const { actor, order } = start({ credential: { code: 200, data: { kind: "password" } } });
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.status === "done");
    expect(order).toEqual(["checkCredential", "saveAccount"]);
    expect(actor.getSnapshot().context.saved).toEqual({ id: "7" });
  });

  it("with a code: requests it, checks it first, then saves", async () => {
    const { actor, order } = start();
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    expect(actor.getSnapshot().context.needsCode).toBe(true);
    actor.send({ type: "EDIT", patch: { verificationCode: "123456" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.status === "done");
    expect(order).toEqual(["checkCredential", "requestCode", "checkCode", "saveAccount"]);
  });
});

describe("the binding machine: every failure returns to the form and keeps what was typed", () => {
  it("a refused credential: back to editing with the server's text", async () => {
    const { actor } = start({ credential: { code: 401, info: "账号或密码错误" } });
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.info !== null);
    expect(actor.getSnapshot().context).toMatchObject({ info: "账号或密码错误", form: FILLED });
  });

  it("a failed call (no answer): back to editing with the error's text", async () => {
    const { actor } = start({ credential: new Error("网络错误") });
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.info !== null);
    expect(actor.getSnapshot().context).toMatchObject({ info: "网络错误", form: FILLED });
  });

  it("a wrong code: back to entering the code, the code kept, saving never called", async () => {
    const { actor, calls } = start({ check: { code: 400, info: "验证码错误" } });
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    actor.send({ type: "EDIT", patch: { verificationCode: "000000" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.context.info !== null);
    expect(actor.getSnapshot().matches({ codeStep: { entry: "enteringCode" } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      info: "验证码错误",
      form: { ...FILLED, verificationCode: "000000" },
    });
    expect(calls.saveAccount).not.toHaveBeenCalled();
  });

  it("a refused save: back to editing, the code field still asked for", async () => {
    const { actor } = start({ save: { code: 400, info: "密钥文件与账号不匹配" } });
    actor.send({ type: "EDIT", patch: { ...FILLED, verificationCode: "123456" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context).toMatchObject({
      info: "密钥文件与账号不匹配",
      needsCode: true,
      form: { ...FILLED, verificationCode: "123456" },
    });
  });

  it("a refused code request: the resend is offered at once with the server's text", async () => {
    const { actor } = start({ request: { code: 500, info: "验证码发送失败" } });
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "canResend" } }));
    expect(actor.getSnapshot().context.info).toBe("验证码发送失败");
  });
});

describe("the resend countdown, on a SimulatedClock", () => {
  /** What the button shows while the machine counts (BindHpcForm): seconds left from the deadline. */
  const label = (actor: ReturnType<typeof start>["actor"], now: number) =>
    actor.getSnapshot().matches({ codeStep: { resend: "countingDown" } })
      ? `${resendSecondsLeft(actor.getSnapshot().context, now)}秒后重新获取`
      : "重新获取验证码";

  it("counts 60 s down from the deadline, then offers the resend, which requests a new code", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    expect(actor.getSnapshot().context.resendAt).toBe(T0 + 60_000);
    expect(label(actor, clock.now())).toBe("60秒后重新获取");
    clock.increment(1000);
    expect(label(actor, clock.now())).toBe("59秒后重新获取");
    clock.increment(58_000);
    expect(label(actor, clock.now())).toBe("1秒后重新获取");
    actor.send({ type: "RESEND" });
    expect(actor.getSnapshot().matches({ codeStep: { resend: "countingDown" } })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    expect(label(actor, clock.now())).toBe("重新获取验证码");
    actor.send({ type: "RESEND" });
    await flush();
    expect(calls.requestCode).toHaveBeenCalledTimes(2);
    expect(label(actor, clock.now())).toBe("60秒后重新获取");
  });

  it("waits with one timer, not an event per second: the whole countdown records one event", async () => {
    const { actor, clock } = start();
    const seen: string[] = [];
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    actor.system.inspect?.((inspection) => {
      if (inspection.type === "@xstate.event" && inspection.actorRef === actor)
        seen.push(inspection.event.type);
    });
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    expect(seen).toEqual(["xstate.after.resendRemaining.hpcBinding.codeStep.resend.countingDown"]);
  });

  it("a snapshot restored mid-countdown waits for the time left once a TICK re-arms it", async () => {
    const { actor } = start();
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    const persisted = actor.getPersistedSnapshot();
    actor.stop();

    const clock = new SimulatedClock();
    clock.set(T0 + 45_000);
    const restored = createActor(hpcBindingMachine, { snapshot: persisted, clock, input: INPUT }).start();
    restored.send({ type: "TICK", now: clock.now() });
    expect(resendSecondsLeft(restored.getSnapshot().context, clock.now())).toBe(15);
    clock.increment(14_999);
    expect(restored.getSnapshot().matches({ codeStep: { resend: "countingDown" } })).toBe(true);
    clock.increment(1);
    expect(restored.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
  });

  it("a restored countdown whose deadline has passed offers the resend at the TICK", async () => {
    const { actor } = start();
    actor.send({ type: "EDIT", patch: FILLED });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches({ codeStep: { resend: "countingDown" } }));
    const restored = createActor(hpcBindingMachine, {
      snapshot: actor.getPersistedSnapshot(),
      input: INPUT,
    }).start();
    actor.stop();
    restored.send({ type: "TICK", now: T0 + 5 * 60_000 });
    expect(restored.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    restored.stop();
  });
});

describe("the binding machine, model-based (getShortestPaths)", () => {
  const countdownDone = "xstate.after.resendRemaining.hpcBinding.codeStep.resend.countingDown";
  const events: AnyEventObject[] = [
    { type: "EDIT", patch: { ...FILLED, verificationCode: "123456" } },
    { type: "SUBMIT" },
    { type: "RESEND" },
    { type: "xstate.done.actor.checkCredential", output: { code: 200, data: { kind: "verification_code" } } },
    { type: "xstate.done.actor.checkCredential", output: { code: 200, data: { kind: "password" } } },
    { type: "xstate.done.actor.checkCredential", output: { code: 401, info: "账号或密码错误" } },
    { type: "xstate.error.actor.checkCredential", error: new Error("网络错误") },
    { type: "xstate.done.actor.requestCode", output: { code: 200, at: T0 } },
    { type: "TICK", now: T0 + 1000 },
    { type: "xstate.error.actor.requestCode", error: new Error("网络错误") },
    { type: "xstate.done.actor.checkCode", output: { code: 200 } },
    { type: "xstate.done.actor.checkCode", output: { code: 400, info: "验证码错误" } },
    { type: "xstate.done.actor.saveAccount", output: { code: 200, data: {} } },
    { type: "xstate.done.actor.saveAccount", output: { code: 400, info: "x" } },
    { type: countdownDone },
  ];
  // A short countdown keeps the graph small; the 60 s one is the SimulatedClock test above.
  const paths = getShortestPaths(hpcBindingMachine, {
    events: events as HpcBindingEvent[],
    input: { resendSeconds: 2, codeMaxLength: 6 },
  });

  const leaves = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...leaves(child)]);

  it("reaches every state node", () => {
    const reached = new Set<string>();
    for (const path of paths) for (const node of path.state._nodes) reached.add(node.id);
    const all = leaves(hpcBindingMachine.root).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all).toHaveLength(12);
  });

  it("reaches saved both through the code step and without it", () => {
    const toSaved = paths.filter((path) => path.state.status === "done");
    const types = toSaved.map((path) => path.steps.map((step) => step.event.type as string));
    expect(types.some((list) => list.includes("xstate.done.actor.checkCode"))).toBe(true);
    const shortest = types.reduce((a, b) => (a.length <= b.length ? a : b));
    expect(shortest).toEqual([
      "xstate.init",
      "EDIT",
      "SUBMIT",
      "xstate.done.actor.checkCredential",
      "xstate.done.actor.saveAccount",
    ]);
  });
});
