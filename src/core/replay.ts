import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from "xstate";
import { getShortestPaths } from "xstate/graph";
import { replayText } from "./replayMessages";
import { checkTrace, machineHash, replayTrace, type MachineTrace } from "./trace";

/** One state node of a machine, for drawing the tree. */
export interface StateNodeInfo {
  id: string;
  key: string;
  depth: number;
}

/** Every state node of a machine in document order (the root excluded). */
export function stateNodes(machine: AnyStateMachine): StateNodeInfo[] {
  const walk = (node: AnyStateNode, depth: number): StateNodeInfo[] =>
    Object.values(node.states).flatMap((child) => [
      { id: child.id, key: child.key, depth },
      ...walk(child, depth + 1),
    ]);
  return walk(machine.root, 0);
}

/** The ids of the state nodes a snapshot is in. */
export function activeStateIds(snapshot: AnyMachineSnapshot): Set<string> {
  return new Set(snapshot._nodes.map((node) => node.id));
}

/** The event types the machine names anywhere. */
export function eventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.events)].filter((type) => !type.startsWith("xstate.")).sort();
}

/** The events the snapshot accepts now (`snapshot.can`), judged with the samples given. */
export function acceptedEvents(snapshot: AnyMachineSnapshot, samples: EventObject[]): string[] {
  const accepted = new Set<string>();
  for (const event of samples) {
    try {
      if (snapshot.can(event)) accepted.add(event.type);
    } catch {
      // A guard that needs fields the sample lacks: not known to be accepted.
    }
  }
  return [...accepted].sort();
}

/**
 * Distinct sample events: the trace's own (with their payloads and effect answers), then bare types:
 * the machine's own event types and its timers (`xstate.after.*`).
 */
export function sampleEvents(machine: AnyStateMachine, trace?: MachineTrace): AnyEventObject[] {
  const seen = new Map<string, AnyEventObject>();
  for (const { event } of trace?.events ?? []) seen.set(JSON.stringify(event), event as AnyEventObject);
  // A delayed transition's event carries nothing: a jump may let any timer fire.
  const timers = [...new Set(machine.events)].filter((type) => type.startsWith("xstate.after."));
  for (const type of [...eventTypes(machine), ...timers]) {
    if (![...seen.values()].some((event) => event.type === type)) seen.set(type, { type });
  }
  return [...seen.values()];
}

/**
 * The machine for a graph search: an event whose guard or action fails on a sample's missing payload
 * (a bare `xstate.done.actor.x` without its output) leaves the state as it was instead of ending the
 * whole search.
 */
function tolerant(machine: AnyStateMachine): AnyStateMachine {
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event, scope) => {
    try {
      return machine.transition(snapshot, event, scope);
    } catch {
      return snapshot;
    }
  };
  return logic;
}

type Search = { found: ShortestPath } | "none" | "tooLarge";
type ShortestPath = ReturnType<typeof getShortestPaths<AnyStateMachine>>[number];

/** Every shortest path from `from` (or the start), or to the states that `toState` accepts. */
function shortestPaths(
  machine: AnyStateMachine,
  input: unknown,
  samples: AnyEventObject[],
  options: { from?: AnyMachineSnapshot; toState?: (snapshot: AnyMachineSnapshot) => boolean },
): ShortestPath[] | "tooLarge" {
  const search = (byValue: boolean) =>
    getShortestPaths(tolerant(machine), {
      events: samples,
      input,
      limit: 5000,
      ...(options.from ? { fromState: options.from } : {}),
      ...(options.toState ? { toState: options.toState } : {}),
      // A context that grows with every event (a queue, a counter) makes the graph endless and the
      // search throws "Traversal limit exceeded"; then states are told apart by their value alone.
      ...(byValue
        ? { serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value) }
        : {}),
    });
  if (!growing.has(machine)) {
    try {
      return search(false);
    } catch {
      growing.add(machine);
    }
  }
  try {
    return search(true);
  } catch {
    return "tooLarge";
  }
}

/** Machines whose context grew past the search's limit once: searched by state value from then on. */
const growing = new WeakSet<AnyStateMachine>();

function searchPath(
  machine: AnyStateMachine,
  input: unknown,
  stateId: string,
  samples: AnyEventObject[],
  from?: AnyMachineSnapshot,
): Search {
  const toState = (snapshot: AnyMachineSnapshot) => activeStateIds(snapshot).has(stateId);
  const paths = shortestPaths(machine, input, samples, { from, toState });
  if (paths === "tooLarge") return "tooLarge";
  const found = paths.find((path) => toState(path.state as AnyMachineSnapshot));
  return found ? { found } : "none";
}

const asPath = (path: ShortestPath) => ({
  events: path.steps.slice(1).map((step) => step.event as AnyEventObject),
  snapshot: path.state as AnyMachineSnapshot,
});

/**
 * The shortest way from the machine's start to a state node (xstate/graph), using sample events:
 * the events to send and the snapshot reached, or null when the samples cannot get there.
 */
export function pathToState(
  machine: AnyStateMachine,
  input: unknown,
  stateId: string,
  samples: AnyEventObject[],
): { events: AnyEventObject[]; snapshot: AnyMachineSnapshot } | null {
  const search = searchPath(machine, input, stateId, samples);
  return typeof search === "string" ? null : asPath(search.found);
}

/** Why a state cannot be reached from a trace's start with the trace's events. */
export type Unreachable =
  | { reason: "version"; traceHash: string; currentHash: string }
  | { reason: "tooLarge" }
  /** Left at once by an unguarded `always`: no step rests there. */
  | { reason: "transient" }
  | { reason: "noTransition" }
  | { reason: "sourcesUnreached"; sources: string[] }
  | { reason: "missingEvents"; events: string[] }
  | { reason: "guarded"; guards: string[]; events: string[] };

export type TracePath =
  | { events: AnyEventObject[]; snapshot: AnyMachineSnapshot; from: AnyMachineSnapshot }
  | { unreachable: Unreachable };

/**
 * The shortest way to a state from a trace's start (its base state when the oldest events were
 * dropped), made of the trace's own events and the machine's bare event types; or why there is none.
 */
export function pathFromTrace(
  machine: AnyStateMachine,
  trace: MachineTrace,
  stateId: string,
  samples: AnyEventObject[] = sampleEvents(machine, trace),
): TracePath {
  const currentHash = machineHash(machine);
  if (trace.machineHash !== currentHash) {
    return { unreachable: { reason: "version", traceHash: trace.machineHash, currentHash } };
  }
  const [from] = replayTrace(machine, { ...trace, events: [] });
  const search = searchPath(machine, trace.input, stateId, samples, from);
  if (search === "tooLarge") return { unreachable: { reason: "tooLarge" } };
  if (search !== "none") return { ...asPath(search.found), from };
  return { unreachable: explainUnreachable(machine, trace.input, stateId, samples, from) };
}

/** The state nodes a transition to `target` enters: its ancestors and its initial descendants. */
function entered(target: AnyStateNode): Set<string> {
  const ids = new Set<string>();
  for (let node: AnyStateNode | undefined = target; node; node = node.parent) ids.add(node.id);
  const down = (node: AnyStateNode) => {
    ids.add(node.id);
    const children = Object.values(node.states);
    if (node.type === "parallel") children.forEach(down);
    else if (node.type === "compound" && node.initial?.target) node.initial.target.forEach(down);
  };
  down(target);
  return ids;
}

const guardName = (guard: unknown): string =>
  typeof guard === "string"
    ? guard
    : guard && typeof guard === "object" && "type" in guard
      ? String((guard as { type: unknown }).type)
      : "(inline)";

function explainUnreachable(
  machine: AnyStateMachine,
  input: unknown,
  stateId: string,
  samples: AnyEventObject[],
  from: AnyMachineSnapshot,
): Unreachable {
  if (machine.getStateNodeById(stateId).always?.some((candidate) => !candidate.guard)) {
    return { reason: "transient" };
  }
  const incoming: { source: string; eventType: string; guards: string[] }[] = [];
  const walk = (node: AnyStateNode) => {
    const lists = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
    for (const candidates of lists) {
      candidates.forEach((candidate, index) => {
        if (!candidate.target?.some((target) => entered(target).has(stateId))) return;
        // A candidate is taken only when the guards of those before it fail and its own passes.
        const guards = candidates
          .slice(0, index + 1)
          .filter((earlier) => earlier.guard)
          .map((earlier) => guardName(earlier.guard));
        incoming.push({ source: node.id, eventType: candidate.eventType, guards });
      });
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  if (incoming.length === 0) return { reason: "noTransition" };

  const all = shortestPaths(machine, input, samples, { from });
  if (all === "tooLarge") return { reason: "tooLarge" };
  const reached = new Set(all.flatMap((path) => [...activeStateIds(path.state as AnyMachineSnapshot)]));
  const fromReached = incoming.filter((edge) => reached.has(edge.source));
  if (fromReached.length === 0) {
    return { reason: "sourcesUnreached", sources: [...new Set(incoming.map((edge) => edge.source))] };
  }
  const types = new Set(samples.map((event) => event.type));
  const withEvent = fromReached.filter((edge) => edge.eventType === "" || types.has(edge.eventType));
  if (withEvent.length === 0) {
    return { reason: "missingEvents", events: [...new Set(fromReached.map((edge) => edge.eventType))] };
  }
  return {
    reason: "guarded",
    guards: [...new Set(withEvent.flatMap((edge) => edge.guards))],
    events: [...new Set(withEvent.map((edge) => edge.eventType))],
  };
}

/** Parses and checks an imported trace file; a wrong machine or schema throws a clear message. */
export function parseTrace(machine: AnyStateMachine, text: string): MachineTrace {
  let trace: MachineTrace;
  try {
    trace = JSON.parse(text) as MachineTrace;
  } catch {
    throw new Error(replayText("badJson"));
  }
  checkTrace(machine, trace);
  return trace;
}
