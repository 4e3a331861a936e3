import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from "xstate";

import { replayText } from "./replayMessages";

/** Trace files: their shape, the machine definition's hash, the check and the pure replay. */

export const TRACE_SCHEMA_VERSION = 1;

export interface RecordedEvent {
  event: EventObject;
  /** Epoch ms (or the simulated clock's time) when the root actor received it. */
  at: number;
}

export interface MachineTrace {
  schemaVersion: number;
  /**
   * Where the events start when the oldest were dropped from a long-lived actor's log: the state
   * after the dropped events (a persisted snapshot) and how many there were.
   */
  base?: { dropped: number; snapshot: unknown };
  machineId: string;
  machineHash: string;
  input: unknown;
  events: RecordedEvent[];
  /** The persisted snapshot at export time: a checkpoint to compare a replay against. */
  checkpoint: unknown;
  exportedAt: number;
}

export class MachineRegistryError extends Error {
  constructor(
    readonly code: "UNKNOWN_MACHINE" | "DUPLICATE_MACHINE" | "HASH_MISMATCH" | "BAD_TRACE",
    message: string,
  ) {
    super(message);
  }
}

/** FNV-1a over the machine's JSON definition: the same definition gives the same hash. */
export function machineHash(machine: AnyStateMachine): string {
  const text = JSON.stringify(machine.definition);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Checks that a trace belongs to this machine; a different definition is refused. */
export function checkTrace(machine: AnyStateMachine, trace: MachineTrace): void {
  if (!trace || trace.schemaVersion !== TRACE_SCHEMA_VERSION || !Array.isArray(trace.events)) {
    throw new MachineRegistryError("BAD_TRACE", replayText("badTrace"));
  }
  const hash = machineHash(machine);
  if (trace.machineHash !== hash) {
    throw new MachineRegistryError(
      "HASH_MISMATCH",
      replayText("hashMismatch", {
        machine: trace.machineId,
        traceHash: trace.machineHash,
        currentHash: hash,
      }),
    );
  }
}

/**
 * Replays a trace as a pure fold: XState's `initialTransition` and `transition`, no effects run.
 * Returns the snapshot after the start and after each event (index 0 is the start).
 */
export function replayTrace(machine: AnyStateMachine, trace: MachineTrace): AnyMachineSnapshot[] {
  checkTrace(machine, trace);
  const [initial] = trace.base
    ? [machine.resolveState(trace.base.snapshot as Parameters<AnyStateMachine["resolveState"]>[0])]
    : initialTransition(machine, trace.input);
  const snapshots: AnyMachineSnapshot[] = [initial];
  let current: AnyMachineSnapshot = initial;
  for (const { event } of trace.events) {
    [current] = transition(machine, current, event);
    snapshots.push(current);
  }
  return snapshots;
}
