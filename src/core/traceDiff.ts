import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { replayTrace, type MachineTrace } from "./trace";

/** One side of the step at which two traces part. */
export interface DiffSide {
  /** The event at that step, or null where that trace has already ended (or at the start). */
  event: EventObject | null;
  value: unknown;
  context: unknown;
}

export type TraceDiff =
  | { same: true; length: number }
  /** `index` is the event's number (1 = the first event); 0 when the start states differ. */
  | { same: false; index: number; left: DiffSide; right: DiffSide };

const eventKey = (event: EventObject | null) => JSON.stringify(event);
const stateKey = (snapshot: AnyMachineSnapshot | undefined) =>
  snapshot ? JSON.stringify([snapshot.value, snapshot.context]) : "";

/**
 * Compares two traces of the same machine step by step (both folded as a pure replay) and finds the
 * first event at which they part: a different event, or the same event leading to a different state.
 */
export function diffTraces(machine: AnyStateMachine, left: MachineTrace, right: MachineTrace): TraceDiff {
  const leftStates = replayTrace(machine, left);
  const rightStates = replayTrace(machine, right);
  const length = Math.max(left.events.length, right.events.length);
  const side = (trace: MachineTrace, states: AnyMachineSnapshot[], index: number): DiffSide => {
    const snapshot = states[Math.min(index, states.length - 1)];
    return {
      event: index === 0 ? null : (trace.events[index - 1]?.event ?? null),
      value: snapshot.value,
      context: snapshot.context,
    };
  };
  for (let index = 0; index <= length; index++) {
    const a = index === 0 ? null : (left.events[index - 1]?.event ?? null);
    const b = index === 0 ? null : (right.events[index - 1]?.event ?? null);
    if (eventKey(a) !== eventKey(b) || stateKey(leftStates[index]) !== stateKey(rightStates[index])) {
      return {
        same: false,
        index,
        left: side(left, leftStates, index),
        right: side(right, rightStates, index),
      };
    }
  }
  return { same: true, length };
}
