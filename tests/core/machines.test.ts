import { describe, expect, it, vi } from "vitest";
import {
  SimulatedClock,
  assign,
  createMachine,
  fromCallback,
  sendTo,
  setup,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from "xstate";
import {
  MAX_RECORDED_EVENTS,
  MachineRegistry,
  MachineRegistryError,
  TRACE_SCHEMA_VERSION,
  machineHash,
  redactSecrets,
  replayTrace,
  type MachineTrace,
} from "../../src/core/machines";
import { sessionMachine } from "../../src/machines/session.machine";
import { recordSignIn } from "../support/recordedSignIn";

const formConfig = {
  id: "hpcBind",
  initial: "editing",
  context: { attempts: 0 },
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: "checking",
          actions: assign({
            attempts: ({ context }: { context: { attempts: number } }) => context.attempts + 1,
          }),
        },
      },
    },
    checking: { on: { REJECTED: "editing", NEEDS_CODE: "awaitingCode" } },
    awaitingCode: { on: { CODE: "saved" } },
    saved: { type: "final" as const },
  },
};
const bindMachine = createMachine(formConfig);

function registryWith(id = "hpcBind", machine: AnyStateMachine = bindMachine) {
  const registry = new MachineRegistry(() => 42);
  registry.register(id, machine, "user");
  return registry;
}

const catchError = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
};

describe("MachineRegistry recording", () => {
  it("records the root actor's events in order, without xstate.init, secrets redacted to ***", () => {
    const registry = registryWith();
    const actor = registry.start("hpcBind", { input: { from: "test" } });
    actor.start();
    actor.send({
      type: "SUBMIT",
      account: "hpc-a",
      password: "Pa55!",
      privateKey: "-----BEGIN",
      verificationCode: "123456",
    } as never);
    actor.send({ type: "NEEDS_CODE" });
    const [live] = registry.liveActors("hpcBind");
    expect(live.events).toEqual([
      {
        event: {
          type: "SUBMIT",
          account: "hpc-a",
          password: "***",
          privateKey: "***",
          verificationCode: "***",
        },
        at: 42,
      },
      { event: { type: "NEEDS_CODE" }, at: 42 },
    ]);
  });

  it("does not record events that go to child actors", () => {
    const received: string[] = [];
    const parent = setup({
      actors: { echo: fromCallback(({ receive }) => receive((event) => received.push(event.type))) },
    }).createMachine({
      invoke: { id: "echo", src: "echo" },
      on: { PING: { actions: sendTo("echo", { type: "CHILD_PING" }) } },
    });
    const registry = registryWith("parent", parent);
    const actor = registry.start("parent");
    actor.start();
    actor.send({ type: "PING" });
    expect(received).toEqual(["CHILD_PING"]);
    expect(registry.liveActors("parent")[0].events.map((entry) => entry.event.type)).toEqual(["PING"]);
  });

  it("stamps events with the simulated clock's time when one is given", () => {
    const registry = registryWith();
    const clock = new SimulatedClock();
    clock.set(1000);
    const actor = registry.start("hpcBind", { clock });
    actor.start();
    clock.increment(250);
    actor.send({ type: "SUBMIT" });
    expect(registry.liveActors()[0].events[0].at).toBe(1250);
  });

  it("an actor started without a clock runs its delayed transitions on the real timers", () => {
    vi.useFakeTimers();
    try {
      const reminder = createMachine({
        initial: "waiting",
        states: { waiting: { after: { 1000: "reminded" } }, reminded: {} },
      });
      const registry = registryWith("reminder", reminder);
      const actor = registry.start("reminder");
      actor.start();
      vi.advanceTimersByTime(999);
      expect(actor.getSnapshot().value).toBe("waiting");
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe("reminded");
      expect(registry.liveActors()[0].events.map((entry) => entry.event.type)).toEqual([
        "xstate.after.1000.(machine).waiting",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("redactSecrets leaves the original event untouched", () => {
    const event = { type: "SUBMIT", password: "Pa55!" };
    expect(redactSecrets(event)).toEqual({ type: "SUBMIT", password: "***" });
    expect(event.password).toBe("Pa55!");
  });

  it("refuses an unknown machine and a second registration of an id", () => {
    const registry = registryWith();
    expect(catchError(() => registry.start("nope"))).toMatchObject({ code: "UNKNOWN_MACHINE" });
    expect(catchError(() => registry.register("hpcBind", bindMachine))).toMatchObject({
      code: "DUPLICATE_MACHINE",
    });
  });

  it("forgets an actor once it stops", () => {
    const registry = registryWith();
    const actor = registry.start("hpcBind");
    actor.start();
    expect(registry.liveActors()).toHaveLength(1);
    actor.stop();
    expect(registry.liveActors()).toEqual([]);
  });
});

describe("traces: export and replay", () => {
  function recordedTrace() {
    const registry = registryWith();
    const actor = registry.start("hpcBind", { input: { note: "bind" } });
    actor.start();
    actor.send({ type: "SUBMIT", password: "x" } as never);
    actor.send({ type: "REJECTED" });
    actor.send({ type: "SUBMIT", password: "y" } as never);
    actor.send({ type: "NEEDS_CODE" });
    const trace = registry.exportTrace(registry.liveActors()[0].liveId);
    return { registry, actor, trace };
  }

  it("exports schemaVersion, machineId, machineHash, input, events and a checkpoint", () => {
    const { actor, trace } = recordedTrace();
    expect(trace.schemaVersion).toBe(TRACE_SCHEMA_VERSION);
    expect(trace.machineId).toBe("hpcBind");
    expect(trace.machineHash).toBe(machineHash(bindMachine));
    expect(trace.input).toEqual({ note: "bind" });
    expect(trace.events.map((entry) => entry.event.type)).toEqual([
      "SUBMIT",
      "REJECTED",
      "SUBMIT",
      "NEEDS_CODE",
    ]);
    expect(trace.checkpoint).toEqual(actor.getPersistedSnapshot());
    expect(trace.exportedAt).toBe(42);
    // A trace is a file: it survives JSON.
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  });

  it("replay folds to the live actor's state, with one snapshot per step", () => {
    const { actor, trace } = recordedTrace();
    const snapshots = replayTrace(bindMachine, JSON.parse(JSON.stringify(trace)) as MachineTrace);
    expect(snapshots.map((snapshot) => snapshot.value)).toEqual([
      "editing",
      "checking",
      "editing",
      "checking",
      "awaitingCode",
    ]);
    expect(snapshots.at(-1)?.value).toEqual(actor.getSnapshot().value);
    expect(snapshots.at(-1)?.context).toEqual(actor.getSnapshot().context);
  });

  it("replays a session-machine trace that includes the answers of its invoked effects", async () => {
    const { registry, actor } = await recordSignIn();
    actor.send({ type: "TICK", now: 2000 });
    const trace = registry.exportTrace(registry.liveActors()[0].liveId);
    expect(trace.events.map((entry) => entry.event.type)).toEqual([
      "SUBMIT",
      "xstate.done.actor.requestToken",
      "xstate.done.actor.loadUser",
      "TICK",
    ]);
    expect(JSON.stringify(trace)).not.toContain("Admin@123");
    const last = replayTrace(sessionMachine, trace).at(-1) as AnyMachineSnapshot;
    expect(last.value).toEqual(actor.getSnapshot().value);
    expect(last.value).toEqual({ signedIn: "counting" });
    // The token is a secret: the trace carries "***" in its place, everything else replays exactly.
    expect(last.context).toEqual({ ...actor.getSnapshot().context, token: "***" });
    expect(JSON.stringify(trace)).not.toContain('"tok"');
    actor.stop();
  });

  it("refuses a trace of a different machine definition with HASH_MISMATCH", () => {
    const { trace } = recordedTrace();
    const changed = createMachine({
      ...formConfig,
      states: { ...formConfig.states, checking: { on: { REJECTED: "editing" } } },
    });
    const error = catchError(() => replayTrace(changed, trace));
    expect(error).toBeInstanceOf(MachineRegistryError);
    expect(error).toMatchObject({ code: "HASH_MISMATCH" });
    expect((error as Error).message).toContain("hpcBind");
  });

  it("refuses a file that is not a trace of this schema with BAD_TRACE", () => {
    const { trace } = recordedTrace();
    expect(catchError(() => replayTrace(bindMachine, { ...trace, schemaVersion: 99 }))).toMatchObject({
      code: "BAD_TRACE",
    });
    expect(
      catchError(() => replayTrace(bindMachine, { ...trace, events: undefined } as never)),
    ).toMatchObject({ code: "BAD_TRACE" });
  });
});

describe("machineHash", () => {
  it("is the same for the same definition, built twice", () => {
    expect(machineHash(createMachine(formConfig))).toBe(machineHash(createMachine(formConfig)));
    expect(machineHash(bindMachine)).toMatch(/^[0-9a-f]{8}$/);
  });

  it("changes when a transition target changes", () => {
    const retargeted = createMachine({
      ...formConfig,
      states: { ...formConfig.states, awaitingCode: { on: { CODE: "editing" } } },
    });
    expect(machineHash(retargeted)).not.toBe(machineHash(bindMachine));
  });

  it("changes when a state is added", () => {
    const grown = createMachine({ ...formConfig, states: { ...formConfig.states, cancelled: {} } });
    expect(machineHash(grown)).not.toBe(machineHash(bindMachine));
  });
});

describe("restore: a replayed snapshot put into a live actor", () => {
  const counter = createMachine({
    id: "counter",
    initial: "idle",
    context: { count: 0 },
    states: {
      idle: { on: { START: "running" } },
      running: { on: { STOP: "idle", DONE: "done" } },
      done: {},
    },
  });

  it("moves the live actor and its subscribers to the snapshot; later events continue from there", () => {
    const registry = new MachineRegistry(() => 42);
    registry.register("counter", counter);
    const actor = registry.start<typeof counter>("counter");
    actor.start();
    const seen: unknown[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.value));
    const [live] = registry.liveActors("counter");

    const trace: MachineTrace = {
      ...registry.exportTrace(live.liveId),
      events: [{ event: { type: "START" }, at: 1 }],
    };
    const replayed = replayTrace(counter, trace);
    registry.restore(live.liveId, replayed[1], trace.events);

    expect(actor.getSnapshot().value).toBe("running");
    expect(seen.at(-1)).toBe("running");
    expect(registry.liveActors("counter")[0].events.map((entry) => entry.event.type)).toEqual(["START"]);
    actor.send({ type: "DONE" });
    expect(actor.getSnapshot().value).toBe("done");
    expect(seen.at(-1)).toBe("done");
    expect(registry.liveActors("counter")[0].events.map((entry) => entry.event.type)).toEqual([
      "START",
      "DONE",
    ]);
  });

  it("refuses an unknown live actor", () => {
    const registry = new MachineRegistry();
    registry.register("counter", counter);
    const [start] = replayTrace(counter, {
      schemaVersion: 1,
      machineId: "counter",
      machineHash: machineHash(counter),
      input: undefined,
      events: [],
      checkpoint: null,
      exportedAt: 0,
    });
    expect(() => registry.restore("counter#9", start, [])).toThrow(/no live actor/);
  });
});

describe("a long-lived actor's log is bounded", () => {
  const flip = createMachine({
    id: "flip",
    initial: "off",
    context: { flips: 0 },
    states: {
      off: { on: { FLIP: { target: "on", actions: assign({ flips: ({ context }) => context.flips + 1 }) } } },
      on: { on: { FLIP: { target: "off", actions: assign({ flips: ({ context }) => context.flips + 1 }) } } },
    },
  });

  it("keeps the newest MAX_RECORDED_EVENTS events; the trace starts from the state after the dropped ones", () => {
    const registry = new MachineRegistry(() => 0);
    registry.register("flip", flip);
    const actor = registry.start<typeof flip>("flip");
    actor.start();
    for (let i = 0; i < MAX_RECORDED_EVENTS + 3; i++) actor.send({ type: "FLIP" });
    const [live] = registry.liveActors("flip");
    expect(live.events).toHaveLength(MAX_RECORDED_EVENTS);

    const trace = registry.exportTrace(live.liveId);
    expect(trace.base?.dropped).toBe(3);
    const last = replayTrace(flip, trace).at(-1) as AnyMachineSnapshot;
    expect(last.value).toBe(actor.getSnapshot().value);
    expect(last.context).toEqual({ flips: MAX_RECORDED_EVENTS + 3 });
  });
});
