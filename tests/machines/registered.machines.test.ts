import { describe, expect, it } from "vitest";
import {
  SimulatedClock,
  fromPromise,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from "xstate";
import { MachineRegistry, machineHash, redactDeep, replayTrace } from "../../src/core/machines";
import { activeStateIds, parseTrace, pathToState, sampleEvents, stateNodes } from "../../src/core/replay";
import { machineCatalog, type CatalogEntry } from "../../scripts/machineCatalog";
import { SAMPLES, samplesOf, shortestPaths } from "../support/machineSamples";

/**
 * Generated tests for every registered machine (scripts/machineCatalog.ts: the core's session machine
 * and every built-in plugin's `machines`; a machine a plugin adds gets these tests by itself).
 *
 * 1. Reachability: `getShortestPaths` (xstate/graph) from the start reaches every state node.
 * 2. Traces: a live actor (through the core's registry) is driven to the farthest state, its trace is
 *    exported, read back as a file (`parseTrace`), folded (`replayTrace`) to the live actor's state,
 *    and every state it passed through is jumped to (`pathToState`); any state of the machine is
 *    jumped to with the machine's samples; a trace of another hash, schema or not JSON is refused.
 *
 * The graph folds events through the machine's pure transition function: it never runs an invoked
 * actor and never waits for a timer. So the samples are derived from the definition: every event
 * type the machine names, for every invoke id `xstate.done.actor.<id>` (a generic `{}` output) and
 * `xstate.error.actor.<id>`, and for every `after` its `xstate.after.<delay>.<state>` event. That the
 * real effects and timers produce those events is each machine's own test's business.
 *
 * The traversal is bounded: a machine whose context grows without end (a counter of runs, a queue)
 * is told apart by state value once its graph passes the limit (tests/support/machineSamples.ts), so
 * a freshly scaffolded plugin's machine needs no row.
 *
 * Where the generic samples are not enough, SAMPLES below (keyed by the machine's own id) gives the
 * input, payloads in place of the generic ones (a guard reading `output.user.resource`, a form that
 * must be complete), states that are only passed through, and whether to tell states apart by value.
 * A machine that needs a row and has none fails here with the reason (e.g. a TypeError reading its
 * input, or an unreached state named in the message): add its row, do not loosen the test.
 */

/** Effects that never answer: the live actor moves only on the events the test sends. */
function silenced(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  return machine.provide({ actors } as never);
}

const catalog = machineCatalog();

describe("the machine catalog", () => {
  it("holds the core's session machine and registers no id twice", () => {
    expect(catalog.map((entry) => entry.id)).toContain("session");
    expect(new Set(catalog.map((entry) => entry.id)).size).toBe(catalog.length);
  });
});

describe.each(catalog.map((entry) => [entry.id, entry] as [string, CatalogEntry]))(
  "registered machine %s",
  (id, entry) => {
    const { machine } = entry;
    const row = SAMPLES[machine.id];
    const passThrough = new Set(row?.passThrough ?? []);
    const nodeIds = stateNodes(machine).map((node) => node.id);

    it("reaches every state node from the start (getShortestPaths)", () => {
      const reached = new Set(
        shortestPaths(machine, row).flatMap((path) => [...activeStateIds(path.state as AnyMachineSnapshot)]),
      );
      const expected = nodeIds.filter((nodeId) => !passThrough.has(nodeId));
      expect(
        expected.filter((nodeId) => !reached.has(nodeId)),
        "state nodes no path reaches",
      ).toEqual([]);
      for (const nodeId of passThrough) {
        expect(reached.has(nodeId), `${nodeId} is listed as passed through but a path rests in it`).toBe(
          false,
        );
        expect(
          machine.getStateNodeById(nodeId).always?.length ?? 0,
          `${nodeId} has no always`,
        ).toBeGreaterThan(0);
      }
    });

    it("exports a live actor's trace, reads it back, folds it to the same state and jumps to each state it passed", async () => {
      // The farthest state an actor still runs in: a finished actor leaves the registry (and the inspector).
      const paths = shortestPaths(machine, row).filter(
        (path) => (path.state as AnyMachineSnapshot).status === "active",
      );
      const farthest = paths.reduce((best, path) => (path.steps.length > best.steps.length ? path : best));
      const events = farthest.steps.slice(1).map((step) => step.event as AnyEventObject);

      const registry = new MachineRegistry(() => 1);
      registry.register(id, machine, entry.pluginId);
      const actor = registry.start(id, {
        input: row?.input,
        clock: new SimulatedClock(),
        implement: silenced,
      });
      actor.start();
      for (const event of events) actor.send(event);
      const live = actor.getSnapshot() as AnyMachineSnapshot;
      expect(live.value).toEqual((farthest.state as AnyMachineSnapshot).value);

      const exported = registry.exportTrace(registry.liveActors(id)[0].liveId);
      expect(exported).toMatchObject({ machineId: id, machineHash: machineHash(machine), input: row?.input });
      expect(exported.events.map((recorded) => recorded.event.type)).toEqual(
        events.map((event) => event.type),
      );

      const trace = parseTrace(machine, JSON.stringify(exported));
      const snapshots = replayTrace(machine, trace);
      expect(snapshots).toHaveLength(events.length + 1);
      const last = snapshots[snapshots.length - 1];
      expect(last.value).toEqual(live.value);
      expect(last.value).toEqual((trace.checkpoint as { value: unknown }).value);
      expect(redactDeep(last.context)).toEqual(redactDeep(live.context));
      actor.stop();

      const samples = sampleEvents(machine, trace);
      const firstSeen = new Map<string, number>();
      snapshots.forEach((snapshot, step) => {
        for (const nodeId of activeStateIds(snapshot))
          if (!firstSeen.has(nodeId)) firstSeen.set(nodeId, step);
      });
      for (const [nodeId, step] of firstSeen) {
        const jump = pathToState(machine, trace.input, nodeId, samples);
        expect(jump, `a jump to ${nodeId}`).not.toBeNull();
        expect(activeStateIds(jump!.snapshot).has(nodeId)).toBe(true);
        expect(jump!.events.length).toBeLessThanOrEqual(step);
      }
    });

    it("jumps to any state of the machine with its samples (pathToState)", () => {
      const samples = samplesOf(machine, row);
      const unreachable = nodeIds
        .filter((nodeId) => !passThrough.has(nodeId))
        .filter((nodeId) => {
          const jump = pathToState(machine, row?.input, nodeId, samples);
          return !jump || !activeStateIds(jump.snapshot).has(nodeId);
        });
      expect(unreachable).toEqual([]);
    });

    it("refuses a trace of another definition, of another schema, and a file that is not JSON", () => {
      const registry = new MachineRegistry(() => 1);
      registry.register(id, machine, entry.pluginId);
      const actor = registry.start(id, {
        input: row?.input,
        clock: new SimulatedClock(),
        implement: silenced,
      });
      actor.start();
      const trace = registry.exportTrace(registry.liveActors(id)[0].liveId);
      actor.stop();

      expect(() => parseTrace(machine, JSON.stringify({ ...trace, machineHash: "0badc0de" }))).toThrow(
        `轨迹属于另一个版本的状态机 ${id}（轨迹 0badc0de，当前 ${machineHash(machine)}），无法回放`,
      );
      expect(() => parseTrace(machine, JSON.stringify({ ...trace, schemaVersion: 0 }))).toThrow(
        "这不是有效的状态机轨迹文件（schemaVersion 不符）",
      );
      expect(() => parseTrace(machine, JSON.stringify({ ...trace, events: "none" }))).toThrow(
        "schemaVersion 不符",
      );
      expect(() => parseTrace(machine, "{ nope")).toThrow("轨迹文件不是有效的 JSON");
      expect(() => replayTrace(machine, { ...trace, machineHash: "0badc0de" })).toThrow("无法回放");
    });
  },
);
