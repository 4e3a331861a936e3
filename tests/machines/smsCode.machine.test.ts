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
import { MachineRegistry, replayTrace, type MachineTrace } from "../../src/core/machines";
import {
  smsCodeMachine,
  smsSecondsLeft,
  type SmsCodeEvent,
  type SmsCodeInput,
  type SmsSendReply,
  type SmsValidateReply,
} from "../../src/machines/smsCode.machine";

const PHONE_INPUT: SmsCodeInput = { type: 2, resendSeconds: 60, codeLength: 6 };
const PASSWORD_INPUT: SmsCodeInput = { type: 3, resendSeconds: 60, codeLength: 6 };
const T0 = 1_700_000_000_000;

function start(input = PHONE_INPUT, answers: { send?: string; validate?: string; crash?: Error } = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls = {
    send: vi.fn(async (_request: unknown) => {
      if (answers.crash) throw answers.crash;
      return answers.send
        ? { ok: false as const, info: answers.send }
        : { ok: true as const, at: clock.now() };
    }),
    validate: vi.fn(async (_request: unknown) =>
      answers.validate ? { ok: false as const, info: answers.validate } : { ok: true as const },
    ),
  };
  const machine = smsCodeMachine.provide({
    actors: {
      sendCode: fromPromise(({ input: request }) => calls.send(request)),
      validateCode: fromPromise(({ input: request }) => calls.validate(request)),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, calls };
}

const codeStep = { sent: { resend: "countingDown", entry: "enteringCode" } } as const;

describe("the SMS machine: the phone rule before sending (shell spec §5)", () => {
  it("refuses to send without a number or with a malformed one, and sends nothing", () => {
    const { actor, calls } = start();
    actor.send({ type: "SEND" });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.notice]).toEqual([
      "editing",
      "phoneEmpty",
    ]);
    actor.send({ type: "EDIT", patch: { phone: "12800138000" } });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: "SEND" });
    expect(actor.getSnapshot().context.notice).toBe("phoneInvalid");
    expect(calls.send).not.toHaveBeenCalled();
  });

  it("sends for the number on file when setting the password (type 3), without a phone field", async () => {
    const { actor, calls } = start(PASSWORD_INPUT);
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    expect(calls.send).toHaveBeenCalledWith({ type: 3, phone: "" });
  });
});

describe("the SMS machine: sending, the countdown and the code", () => {
  it("sends, counts 60 s down, then offers a resend that sends again", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "EDIT", patch: { phone: " 13800138000 " } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    expect(calls.send).toHaveBeenCalledWith({ type: 2, phone: "13800138000" });
    expect(actor.getSnapshot().context.sentTo).toBe("13800138000");
    expect(smsSecondsLeft(actor.getSnapshot().context, clock.now())).toBe(60);
    actor.send({ type: "SEND" });
    expect(calls.send).toHaveBeenCalledTimes(1);
    clock.increment(59_999);
    expect(actor.getSnapshot().matches({ sent: { resend: "countingDown" } })).toBe(true);
    expect(smsSecondsLeft(actor.getSnapshot().context, clock.now())).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ sent: { resend: "canResend" } })).toBe(true);
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    expect(calls.send).toHaveBeenCalledTimes(2);
  });

  it("needs a code of at most 6 characters before validating", async () => {
    const { actor, calls } = start();
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("codeEmpty");
    actor.send({ type: "EDIT", patch: { verificationCode: "1234567" } });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("codeLength");
    expect(calls.validate).not.toHaveBeenCalled();
    actor.send({ type: "EDIT", patch: { verificationCode: "123456" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.validate).toHaveBeenCalledWith({
      type: 2,
      phone: "13800138000",
      verificationCode: "123456",
      password: "",
    });
  });

  it("checks the new password's length (6-32) when setting the password", async () => {
    const { actor, calls } = start(PASSWORD_INPUT);
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    actor.send({ type: "EDIT", patch: { verificationCode: "123456" } });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("passwordEmpty");
    actor.send({ type: "EDIT", patch: { password: "12345" } });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.notice).toBe("passwordLength");
    actor.send({ type: "EDIT", patch: { password: "Secret@1" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.status === "done");
    expect(calls.validate).toHaveBeenCalledOnce();
  });
});

describe("the SMS machine: failures keep what was typed", () => {
  it("a refused send goes back to the form with the server's text (发送失败…)", async () => {
    const { actor } = start(PHONE_INPUT, { send: "发送失败，请15秒后重试" });
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.info !== null);
    expect(actor.getSnapshot().context.info).toBe("发送失败，请15秒后重试");
    expect(actor.getSnapshot().context.form.phone).toBe("13800138000");
  });

  it("a call that fails outright (no answer) goes back to the form with the error's text", async () => {
    const { actor } = start(PHONE_INPUT, { crash: new Error("网络错误") });
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.context.info === "网络错误");
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("a refused resend keeps the code step, offering the resend again", async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    clock.increment(60_000);
    calls.send.mockResolvedValueOnce({ ok: false, info: "发送失败" } as never);
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.context.info === "发送失败");
    expect(actor.getSnapshot().matches({ sent: { resend: "canResend", entry: "enteringCode" } })).toBe(true);
  });

  it("a wrong code returns to the code with the server's text, the code kept", async () => {
    const { actor } = start(PHONE_INPUT, { validate: "验证码错误" });
    actor.send({ type: "EDIT", patch: { phone: "13800138000", verificationCode: "000000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.context.info === "验证码错误");
    expect(actor.getSnapshot().matches({ sent: { entry: "enteringCode" } })).toBe(true);
    expect(actor.getSnapshot().context.form.verificationCode).toBe("000000");
  });
});

describe("the SMS machine: a dialog opened again (RESUME)", () => {
  it("mid-countdown: the code step with the same deadline and number, then the resend when it passes", () => {
    const { actor, clock } = start();
    clock.set(T0 + 20_000);
    actor.send({ type: "RESUME", resendAt: T0 + 60_000, sentTo: "13800138000", now: T0 + 20_000 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches(codeStep)).toBe(true);
    expect(snapshot.context.form.phone).toBe("13800138000");
    expect(smsSecondsLeft(snapshot.context, T0 + 20_000)).toBe(40);
    clock.increment(39_999);
    expect(actor.getSnapshot().matches({ sent: { resend: "countingDown" } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ sent: { resend: "canResend" } })).toBe(true);
  });

  it("past the deadline: the form as it was, nothing resumed", () => {
    const { actor } = start();
    actor.send({ type: "RESUME", resendAt: T0, sentTo: "13800138000", now: T0 + 1 });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.sentTo).toBeNull();
  });
});

describe("the SMS machine: restore and replay (the inspector's)", () => {
  it("a snapshot restored mid-countdown waits for the time left once a TICK re-arms it", async () => {
    const { actor } = start();
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    const clock = new SimulatedClock();
    clock.set(T0 + 45_000);
    const restored = createActor(smsCodeMachine, {
      snapshot: actor.getPersistedSnapshot(),
      clock,
      input: PHONE_INPUT,
    });
    restored.start();
    restored.send({ type: "TICK", now: clock.now() });
    expect(smsSecondsLeft(restored.getSnapshot().context, clock.now())).toBe(15);
    clock.increment(14_999);
    expect(restored.getSnapshot().matches({ sent: { resend: "countingDown" } })).toBe(true);
    clock.increment(1);
    expect(restored.getSnapshot().matches({ sent: { resend: "canResend" } })).toBe(true);
    restored.send({ type: "TICK", now: T0 + 120_000 });
    expect(restored.getSnapshot().matches({ sent: { resend: "canResend" } })).toBe(true);
  });

  it("a recorded run exports a trace that replays, without a call, to the same state and context", async () => {
    const registry = new MachineRegistry(() => T0);
    registry.register("smsCode", smsCodeMachine, "personal");
    const clock = new SimulatedClock();
    clock.set(T0);
    const actor = registry.start<typeof smsCodeMachine>("smsCode", {
      input: PHONE_INPUT,
      clock,
      implement: (machine) =>
        machine.provide({
          actors: {
            sendCode: fromPromise(async (): Promise<SmsSendReply> => ({ ok: true, at: clock.now() })),
            validateCode: fromPromise(async (): Promise<SmsValidateReply> => ({
              ok: false,
              info: "验证码错误",
            })),
          },
        }),
    });
    actor.start();
    actor.send({ type: "EDIT", patch: { phone: "13800138000" } });
    actor.send({ type: "SEND" });
    await waitFor(actor, (s) => s.matches(codeStep));
    actor.send({ type: "EDIT", patch: { verificationCode: "654321" } });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.context.info === "验证码错误");
    const trace = JSON.parse(
      JSON.stringify(registry.exportTrace(registry.liveActors()[0].liveId)),
    ) as MachineTrace;
    expect(trace.events.map((entry) => entry.event.type)).toEqual([
      "EDIT",
      "SEND",
      "xstate.done.actor.sendCode",
      "EDIT",
      "SUBMIT",
      "xstate.done.actor.validateCode",
    ]);
    const snapshots = replayTrace(smsCodeMachine, trace);
    expect(snapshots.at(-1)?.value).toEqual(actor.getSnapshot().value);
    // The code is a secret: masked in the file, so the replay holds *** where the live actor holds it.
    expect(JSON.stringify(trace)).not.toContain("654321");
    const live = actor.getSnapshot().context;
    expect(snapshots.at(-1)?.context).toEqual({ ...live, form: { ...live.form, verificationCode: "***" } });
  });
});

describe("the SMS machine, model-based (getShortestPaths)", () => {
  const events: AnyEventObject[] = [
    { type: "EDIT", patch: { phone: "13800138000", verificationCode: "123456", password: "Secret@1" } },
    { type: "SEND" },
    { type: "SUBMIT" },
    { type: "TICK", now: T0 + 1000 },
    { type: "xstate.done.actor.sendCode", output: { ok: true, at: T0 } },
    { type: "xstate.done.actor.sendCode", output: { ok: false, info: "发送失败" } },
    { type: "xstate.error.actor.sendCode", error: new Error("网络错误") },
    { type: "xstate.done.actor.validateCode", output: { ok: true } },
    { type: "xstate.done.actor.validateCode", output: { ok: false, info: "验证码错误" } },
    { type: "xstate.error.actor.validateCode", error: new Error("网络错误") },
    { type: "xstate.after.resendRemaining.smsCode.sent.resend.countingDown" },
  ];
  const paths = getShortestPaths(smsCodeMachine, {
    events: events as SmsCodeEvent[],
    input: { type: 2, resendSeconds: 2, codeLength: 6 },
  });
  const leaves = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...leaves(child)]);

  it("reaches every state node", () => {
    const reached = new Set<string>();
    for (const path of paths) for (const node of path.state._nodes) reached.add(node.id);
    const all = leaves(smsCodeMachine.root).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    expect(all).toHaveLength(10);
  });

  it("the shortest way to done is fill, send, the code's answer, submit, the validation's answer", () => {
    const done = paths.filter((path) => path.state.status === "done");
    const shortest = done
      .map((path) => path.steps.map((step) => step.event.type as string))
      .reduce((a, b) => (a.length <= b.length ? a : b));
    expect(shortest).toEqual([
      "xstate.init",
      "EDIT",
      "SEND",
      "xstate.done.actor.sendCode",
      "SUBMIT",
      "xstate.done.actor.validateCode",
    ]);
  });
});
