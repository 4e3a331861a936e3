import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { checkTrace, type MachineTrace } from "./machines";

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

/** Distinct sample events: the trace's own (with their payloads and effect answers), then bare types. */
export function sampleEvents(machine: AnyStateMachine, trace?: MachineTrace): AnyEventObject[] {
  const seen = new Map<string, AnyEventObject>();
  for (const { event } of trace?.events ?? []) seen.set(JSON.stringify(event), event as AnyEventObject);
  for (const type of eventTypes(machine)) {
    if (![...seen.values()].some((event) => event.type === type)) seen.set(type, { type });
  }
  return [...seen.values()];
}

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
  const toState = (snapshot: unknown) => activeStateIds(snapshot as AnyMachineSnapshot).has(stateId);
  const search = (byValue: boolean) =>
    getShortestPaths(machine, {
      events: samples,
      input,
      toState,
      limit: 5000,
      // A context that grows with every event (a queue, a counter) makes the graph endless and the
      // search throws "Traversal limit exceeded"; then states are told apart by their value alone.
      ...(byValue ? { serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value) } : {}),
    });
  let paths: ReturnType<typeof search>;
  try {
    paths = search(false);
  } catch {
    try {
      paths = search(true);
    } catch {
      return null;
    }
  }
  const found = paths.find((path) => activeStateIds(path.state as AnyMachineSnapshot).has(stateId));
  if (!found) return null;
  return {
    events: found.steps.slice(1).map((step) => step.event as AnyEventObject),
    snapshot: found.state as AnyMachineSnapshot,
  };
}

/** Parses and checks an imported trace file; a wrong machine or schema throws a clear message. */
export function parseTrace(machine: AnyStateMachine, text: string): MachineTrace {
  let trace: MachineTrace;
  try {
    trace = JSON.parse(text) as MachineTrace;
  } catch {
    throw new Error("轨迹文件不是有效的 JSON");
  }
  checkTrace(machine, trace);
  return trace;
}
