import { describe, expect, it } from "vitest";
import { createMachine, setup, type AnyMachineSnapshot } from "xstate";
import {
  BUNDLE_KIND,
  bundleMismatches,
  checkBundle,
  exportBundle,
  foldBundle,
  isBundle,
  readBundle,
} from "../../src/core/bundle";
import { machineHash, type MachineTrace } from "../../src/core/machines";
import { pathFromTrace, type TracePath } from "../../src/core/replay";
import { diffTraces } from "../../src/core/traceDiff";
import { hpcBindingMachine } from "../../src/machines/hpcBinding.machine";
import { sessionMachine } from "../../src/machines/session.machine";
import { recordSignIn } from "../support/recordedSignIn";

/** A door: opened with the right code only, locked from the hall, a transient porch. */
const door = setup({
  guards: { rightCode: ({ event }) => (event as { code?: string }).code === "1234" },
}).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { OPEN: { target: "open", guard: "rightCode" }, LOCK: "locked" } },
    open: { on: { CLOSE: "closed", WALK: "porch" } },
    porch: { always: "hall" },
    hall: { on: { LOCK_FROM_HALL: "locked" } },
    locked: {},
    attic: {},
  },
});

function traceOf(events: { type: string; [key: string]: unknown }[]): MachineTrace {
  return {
    schemaVersion: 1,
    machineId: "door",
    machineHash: machineHash(door),
    input: undefined,
    events: events.map((event, index) => ({ event, at: index })),
    checkpoint: null,
    exportedAt: 0,
  };
}

const reason = (path: TracePath) => ("unreachable" in path ? path.unreachable : null);

describe("pathFromTrace: a clicked state's path, or why there is none", () => {
  const trace = traceOf([{ type: "OPEN", code: "0000" }, { type: "LOCK" }]);

  it("finds the shortest path with the trace's own events", () => {
    const path = pathFromTrace(door, trace, "door.locked");
    expect("events" in path && path.events.map((event) => event.type)).toEqual(["LOCK"]);
  });

  it("lets a timer fire on the way (the resend countdown's end), though the trace never waited for it", () => {
    const at = (event: { type: string; [key: string]: unknown }) => ({ event, at: 1 });
    const binding: MachineTrace = {
      schemaVersion: 1,
      machineId: "hpcBinding",
      machineHash: machineHash(hpcBindingMachine),
      input: { resendSeconds: 60, codeMaxLength: 6 },
      events: [
        at({ type: "EDIT", patch: { account: "a", password: "***", privateId: "k", privateKey: "***" } }),
        at({ type: "SUBMIT" }),
        at({
          type: "xstate.done.actor.checkCredential",
          output: { code: 200, data: { kind: "verification_code" } },
        }),
        at({ type: "xstate.done.actor.requestCode", output: { code: 200, at: 1000 } }),
      ],
      checkpoint: null,
      exportedAt: 0,
    };
    const path = pathFromTrace(hpcBindingMachine, binding, "hpcBinding.codeStep.resend.canResend");
    expect("events" in path && path.events.map((event) => event.type).at(-1)).toBe(
      "xstate.after.resendRemaining.hpcBinding.codeStep.resend.countingDown",
    );
  });

  it("names the guard when the trace's events never pass it", () => {
    expect(reason(pathFromTrace(door, trace, "door.open"))).toEqual({
      reason: "guarded",
      guards: ["rightCode"],
      events: ["OPEN"],
    });
  });

  it("says when the states that lead to it cannot be reached from the trace's start", () => {
    expect(reason(pathFromTrace(door, trace, "door.hall"))).toEqual({
      reason: "sourcesUnreached",
      sources: ["door.porch"],
    });
  });

  it("says when nothing leads to it, and when it is only passed through", () => {
    expect(reason(pathFromTrace(door, trace, "door.attic"))).toEqual({ reason: "noTransition" });
    expect(reason(pathFromTrace(door, trace, "door.porch"))).toEqual({ reason: "transient" });
  });

  it("says when the events searched with have none of those that lead to it", () => {
    const path = pathFromTrace(door, traceOf([{ type: "LOCK" }]), "door.open", [{ type: "LOCK" }]);
    expect(reason(path)).toEqual({ reason: "missingEvents", events: ["OPEN"] });
  });

  it("says when the trace belongs to another version of the machine", () => {
    expect(reason(pathFromTrace(door, { ...trace, machineHash: "0badc0de" }, "door.locked"))).toEqual({
      reason: "version",
      traceHash: "0badc0de",
      currentHash: machineHash(door),
    });
  });
});

describe("diffTraces: the first event at which two traces part", () => {
  it("finds a different event, with both events and both states", () => {
    const left = traceOf([{ type: "OPEN", code: "1234" }, { type: "CLOSE" }, { type: "LOCK" }]);
    const right = traceOf([{ type: "OPEN", code: "1234" }, { type: "WALK" }]);
    expect(diffTraces(door, left, right)).toEqual({
      same: false,
      index: 2,
      left: { event: { type: "CLOSE" }, value: "closed", context: {} },
      right: { event: { type: "WALK" }, value: "hall", context: {} },
    });
  });

  it("finds the same event leading to a different state, and a trace that ends first", () => {
    const left = traceOf([{ type: "OPEN", code: "1234" }]);
    const right = traceOf([{ type: "OPEN", code: "0000" }]);
    expect(diffTraces(door, left, right)).toMatchObject({
      index: 1,
      left: { value: "open" },
      right: { value: "closed" },
    });
    const longer = traceOf([{ type: "OPEN", code: "1234" }, { type: "CLOSE" }]);
    expect(diffTraces(door, left, longer)).toMatchObject({
      index: 2,
      left: { event: null, value: "open" },
      right: { event: { type: "CLOSE" }, value: "closed" },
    });
  });

  it("says two equal traces agree, ignoring when their events happened", () => {
    const left = traceOf([{ type: "LOCK" }]);
    const right = { ...left, events: [{ event: { type: "LOCK" }, at: 99 }] };
    expect(diffTraces(door, left, right)).toEqual({ same: true, length: 1 });
  });
});

describe("session bundles", () => {
  async function bundleOfTwo() {
    const { registry, actor } = await recordSignIn(() => 7);
    registry.register("door", door, "house");
    const opened = registry.start("door").start();
    opened.send({ type: "LOCK" });
    const bundle = exportBundle(registry, {
      build: "1.2.3",
      route: "/home/home-page",
      user: { account: "admin", name: "管理员", codes: ["home", "system-manage"] },
      now: 42,
    });
    actor.stop();
    opened.stop();
    return { registry, bundle: JSON.parse(JSON.stringify(bundle)) as typeof bundle };
  }
  const lookup = (id: string) => ({ session: sessionMachine, door })[id];

  it("holds every live actor's trace (masked), the route, build, user, codes and time", async () => {
    const { bundle } = await bundleOfTwo();
    expect(isBundle(bundle)).toBe(true);
    expect(bundle).toMatchObject({
      kind: BUNDLE_KIND,
      schemaVersion: 1,
      build: "1.2.3",
      route: "/home/home-page",
      exportedAt: 42,
      user: { account: "admin", codes: ["home", "system-manage"] },
    });
    expect(
      bundle.machines.map((entry) => [entry.liveId, entry.machineId, entry.machineHash, entry.state]),
    ).toEqual([
      ["session#1", "session", machineHash(sessionMachine), { signedIn: "counting" }],
      ["door#2", "door", machineHash(door), "locked"],
    ]);
    expect(bundle.machines[0].trace.events[0].event).toMatchObject({ password: "***" });
    expect(JSON.stringify(bundle)).not.toContain("Admin@123");
  });

  it("folds each machine to where it ended", async () => {
    const { bundle } = await bundleOfTwo();
    const ends = foldBundle(bundle, lookup).map(({ entry, snapshots }) => [
      entry.liveId,
      (snapshots.at(-1) as AnyMachineSnapshot).value,
    ]);
    expect(ends).toEqual([
      ["session#1", { signedIn: "counting" }],
      ["door#2", "locked"],
    ]);
  });

  it("names the machines whose definitions changed, and those no longer registered", async () => {
    const { bundle } = await bundleOfTwo();
    const changedDoor = createMachine({ id: "door", initial: "closed", states: { closed: {} } });
    expect(bundleMismatches(bundle, (id) => (id === "door" ? changedDoor : undefined))).toEqual([
      { machineId: "session", bundledHash: machineHash(sessionMachine), currentHash: null },
      { machineId: "door", bundledHash: machineHash(door), currentHash: machineHash(changedDoor) },
    ]);
    expect(() => checkBundle(bundle, (id) => (id === "door" ? changedDoor : sessionMachine))).toThrow(
      `会话来自另一个构建（1.2.3），这些状态机的定义已改变：door（会话 ${machineHash(door)}，当前 ${machineHash(changedDoor)}），无法回放`,
    );
    expect(() => checkBundle(bundle, lookup)).not.toThrow();
  });

  it("refuses a file that is not a bundle of this schema", async () => {
    const { bundle } = await bundleOfTwo();
    expect(() => readBundle({ ...bundle, schemaVersion: 9 })).toThrow(
      "这不是有效的会话文件（schemaVersion 不符）",
    );
    expect(() => readBundle({ ...bundle, machines: [{}] })).toThrow("schemaVersion 不符");
    expect(isBundle({ machineId: "session" })).toBe(false);
  });
});
