import { describe, expect, it } from "vitest";
import {
  SimulatedClock,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from "xstate";
import { MachineRegistry, replayTrace } from "../../src/core/machines";
import { parseTrace } from "../../src/core/replay";
import { machineCatalog, type CatalogEntry } from "../../scripts/machineCatalog";
import { SAMPLES, shortestPaths } from "../support/machineSamples";

/**
 * Applying a recorded state never calls the server (design §3; core/replayedEffects.ts): every step of
 * every registered machine's trace is applied to a live actor whose effects count their calls, and the
 * count stays at zero. An effect in flight takes the outcome the trace recorded next: when the next
 * event is its done event, the live actor moves on to the trace's next state by itself, without a call.
 * What the tester does after applying is live: a state entered afterwards runs the real effect.
 */

/** Every effect of the machine counts its calls and never answers (the test sends the answers). */
function counting(machine: AnyStateMachine, calls: { count: number }): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(() => {
        calls.count += 1;
        return new Promise<never>(() => {});
      }),
    ]),
  );
  return machine.provide({ actors } as never);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const catalog = machineCatalog();

describe.each(catalog.map((entry) => [entry.id, entry] as [string, CatalogEntry]))(
  "applying the recorded steps of %s",
  (id, entry) => {
    it("calls no effect, and an effect in flight takes the trace's recorded outcome", async () => {
      const { machine } = entry;
      const row = SAMPLES[machine.id];
      const paths = shortestPaths(machine, row).filter(
        (path) => (path.state as AnyMachineSnapshot).status === "active",
      );
      const farthest = paths.reduce((best, path) => (path.steps.length > best.steps.length ? path : best));
      const events = farthest.steps.slice(1).map((step) => step.event as AnyEventObject);

      const calls = { count: 0 };
      const registry = new MachineRegistry(() => 1);
      registry.register(id, machine, entry.pluginId);
      const actor = registry.start(id, {
        input: row?.input,
        clock: new SimulatedClock(),
        implement: (m) => counting(m, calls),
      });
      actor.start();
      for (const event of events) actor.send(event);
      const liveId = registry.liveActors(id)[0].liveId;
      const trace = parseTrace(machine, JSON.stringify(registry.exportTrace(liveId)));
      const snapshots = replayTrace(machine, trace);

      calls.count = 0;
      for (let step = 0; step < snapshots.length; step++) {
        registry.restore(liveId, snapshots[step], trace.events.slice(0, step), {
          after: trace.events.slice(step),
        });
        await settle();
        expect(calls.count, `applying step ${step} (${JSON.stringify(snapshots[step].value)})`).toBe(0);
        // An effect in flight whose done event the trace recorded next settles with it: the live actor
        // moves on by itself (through further recorded outcomes, never a call).
        const next = trace.events[step]?.event.type ?? "";
        const inFlight = Object.keys(snapshots[step].children ?? {});
        if (
          next.startsWith("xstate.done.actor.") &&
          inFlight.includes(next.slice("xstate.done.actor.".length))
        )
          expect(
            JSON.stringify(actor.getSnapshot().value),
            `the recorded ${next} settles step ${step}`,
          ).not.toBe(JSON.stringify(snapshots[step].value));
      }
      actor.stop();
    });
  },
);

describe("after applying, the tester's own steps are live", () => {
  it("the HPC binding applied at 正在发送验证码 sends nothing; sending again from the form does", async () => {
    const entry = catalog.find((candidate) => candidate.id === "hpcBinding")!;
    const { machine } = entry;
    const row = SAMPLES[machine.id];
    const calls = { count: 0 };
    const registry = new MachineRegistry(() => 1);
    registry.register(entry.id, machine, entry.pluginId);
    const actor = registry.start(entry.id, {
      input: row?.input,
      clock: new SimulatedClock(),
      implement: (m) => counting(m, calls),
    });
    actor.start();
    const path = shortestPaths(machine, row).find((candidate) =>
      JSON.stringify((candidate.state as AnyMachineSnapshot).value).includes("requestingCode"),
    )!;
    const liveId = registry.liveActors(entry.id)[0].liveId;
    calls.count = 0;
    registry.restore(liveId, path.state as AnyMachineSnapshot, []);
    await settle();
    expect(JSON.stringify(actor.getSnapshot().value)).toContain("requestingCode");
    expect(calls.count).toBe(0);
    // The restored state stays pending (nothing recorded after it); any state the tester enters from
    // here invokes the machine's real effects.
    const before = calls.count;
    for (const event of path.steps.slice(1).map((step) => step.event as AnyEventObject)) actor.send(event);
    await settle();
    expect(calls.count).toBeGreaterThanOrEqual(before);
    actor.stop();
  });
});
