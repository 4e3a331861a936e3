import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createMachine, fromPromise, type AnyMachineSnapshot } from "xstate";
import { MachineRegistry, replayTrace, type MachineTrace } from "../../src/core/machines";
import {
  hpcBindingMachine,
  resendSecondsLeft,
  type CenterReply,
  type CodeRequestReply,
  type HpcBindingForm,
} from "../../src/machines/hpcBinding.machine";

const T0 = 1_700_000_000_000;
const INPUT = { resendSeconds: 60, codeMaxLength: 6 };
const FORM = {
  accountType: 1,
  account: "hpc_secure",
  password: "Secure@123",
  privateId: "hpc_secure",
  privateKey: "KEY",
  verificationCode: "",
};

/** Effects that never answer: the actor moves only on the events a test sends. */
const never = <T>() => fromPromise<T, HpcBindingForm>(() => new Promise<T>(() => {}));
const silent = (machine: typeof hpcBindingMachine) =>
  machine.provide({
    actors: {
      checkCredential: never<CenterReply<{ kind?: string }>>(),
      requestCode: never<CodeRequestReply>(),
      checkCode: never<CenterReply>(),
      saveAccount: never<CenterReply>(),
    },
  });

function registryAt(time: number) {
  const clock = new SimulatedClock();
  clock.set(time);
  const registry = new MachineRegistry(() => clock.now());
  registry.register("hpcBinding", hpcBindingMachine, "hpc");
  const start = () => {
    const actor = registry.start<typeof hpcBindingMachine>("hpcBinding", {
      input: INPUT,
      clock,
      implement: silent,
    });
    return actor;
  };
  return { registry, clock, start };
}

/** A binding recorded at T0 up to the code step (as exported: secrets masked), folded to its end. */
function recordedCodeStep(requestedAt = T0) {
  const { registry, start } = registryAt(T0);
  const actor = start().start();
  actor.send({ type: "EDIT", patch: FORM });
  actor.send({ type: "SUBMIT" });
  actor.send({
    type: "xstate.done.actor.checkCredential",
    output: { code: 200, data: { kind: "verification_code" } },
  } as never);
  actor.send({ type: "xstate.done.actor.requestCode", output: { code: 200, at: requestedAt } } as never);
  const trace = JSON.parse(
    JSON.stringify(registry.exportTrace(registry.liveActors()[0].liveId)),
  ) as MachineTrace;
  actor.stop();
  const snapshots = replayTrace(hpcBindingMachine, trace);
  return { trace, last: snapshots[snapshots.length - 1] };
}

describe("applying a recorded state never writes a mask into the live screen", () => {
  it("the replayed state carries *** (the export's mask) where the password was", () => {
    const { last } = recordedCodeStep();
    expect(last.context.form).toMatchObject({ password: "***", privateKey: "***" });
  });

  it("keeps the live value of a masked field, leaves an unknown one empty, and uses what the tester gave", () => {
    const { trace, last } = recordedCodeStep();
    const { registry, start } = registryAt(T0 + 1000);
    const actor = start().start();
    actor.send({ type: "EDIT", patch: { password: "Typed@1" } });
    const [live] = registry.liveActors("hpcBinding");

    expect(registry.missingSecrets(live.liveId, last)).toEqual(["form.privateKey", "form.verificationCode"]);
    const report = registry.restore(live.liveId, last, trace.events, {
      secrets: { "form.privateKey": "PASTED" },
    });

    expect(actor.getSnapshot().context.form).toMatchObject({
      account: "hpc_secure",
      password: "Typed@1",
      privateKey: "PASTED",
      verificationCode: "",
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("***");
    expect(report.filled).toEqual([
      { path: "form.password", source: "live" },
      { path: "form.privateKey", source: "given" },
      { path: "form.verificationCode", source: "empty" },
    ]);
    actor.stop();
  });
});

describe("applying a recorded countdown re-arms it from the deadline in context", () => {
  it("applied 45 s after the code was requested: 15 s left, then the resend is offered", () => {
    const { trace, last } = recordedCodeStep();
    const { registry, clock, start } = registryAt(T0 + 45_000);
    const actor = start().start();
    const report = registry.restore(registry.liveActors()[0].liveId, last, trace.events);

    expect(report.rearmed).toBe(true);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "countingDown" } })).toBe(true);
    expect(resendSecondsLeft(actor.getSnapshot().context, clock.now())).toBe(15);
    clock.increment(14_999);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "countingDown" } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    actor.stop();
  });

  it("applied after the deadline: the resend is offered at once, and the TICK is in the log", () => {
    const { trace, last } = recordedCodeStep();
    const { registry, start } = registryAt(T0 + 10 * 60_000);
    const actor = start().start();
    registry.restore(registry.liveActors()[0].liveId, last, trace.events);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    expect(registry.liveActors()[0].events.at(-1)?.event).toEqual({ type: "TICK", now: T0 + 10 * 60_000 });
    actor.stop();
  });

  it("a state that takes no TICK is restored as it is, and nothing is sent", () => {
    const plain = createMachine({ id: "plain", initial: "a", states: { a: { on: { GO: "b" } }, b: {} } });
    const registry = new MachineRegistry(() => 5);
    registry.register("plain", plain);
    const actor = registry.start("plain").start();
    const [, b] = replayTrace(plain, {
      ...registry.exportTrace(registry.liveActors()[0].liveId),
      events: [{ event: { type: "GO" }, at: 1 }],
    });
    const report = registry.restore(registry.liveActors()[0].liveId, b as AnyMachineSnapshot, []);
    expect(report).toEqual({ filled: [], rearmed: false });
    expect(actor.getSnapshot().value).toBe("b");
    expect(registry.liveActors()[0].events).toEqual([]);
  });
});

describe("restoreOnStart: a recorded state for a screen that is not open", () => {
  it("opens the machine's screen; the next actor starts in the recorded state, unmasked and re-armed", () => {
    const { trace, last } = recordedCodeStep();
    const { registry, clock, start } = registryAt(T0 + 20_000);
    const open = vi.fn();
    const dispose = registry.registerScreen("hpcBinding", open);

    const result = registry.restoreOnStart("hpcBinding", last, trace.events);
    expect(result.opened).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(registry.pendingRestores().map((pending) => pending.value)).toEqual([last.value]);

    const actor = start();
    const seen: unknown[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.value));
    actor.start();
    expect(actor.getSnapshot().matches({ codeStep: { resend: "countingDown" } })).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({ account: "hpc_secure", password: "" });
    expect(resendSecondsLeft(actor.getSnapshot().context, clock.now())).toBe(40);
    expect(seen.length).toBeGreaterThan(0);
    expect(registry.pendingRestores()).toEqual([]);
    // Only the first actor to start takes it.
    const second = start().start();
    expect(second.getSnapshot().value).toBe("editing");

    clock.increment(40_000);
    expect(actor.getSnapshot().matches({ codeStep: { resend: "canResend" } })).toBe(true);
    actor.stop();
    second.stop();
    dispose();
    expect(registry.hasScreen("hpcBinding")).toBe(false);
  });

  it("without a screen the restore waits, and can be cancelled", () => {
    const { last } = recordedCodeStep();
    const { registry, start } = registryAt(T0);
    expect(registry.restoreOnStart("hpcBinding", last, []).opened).toBe(false);
    registry.cancelPending("hpcBinding");
    expect(start().start().getSnapshot().value).toBe("editing");
  });
});
