import type { Actor, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import type { FilledSecret } from "./secrets";
import type { RecordedEvent } from "./trace";

/** The machine registry's vocabulary (src/core/machines.ts): what it holds, restores and reports. */

/**
 * The event a machine with deadlines in context takes to re-arm its timers: `{ type: "TICK", now }`.
 * A restored snapshot has no pending `after` timer (design §3), so the registry sends one with the
 * current time after every restore, when the restored state accepts it.
 */
export const REARM_EVENT = "TICK";

/** What applying a recorded state did: where each masked secret's value came from, and the re-arm. */
export interface RestoreReport {
  filled: FilledSecret[];
  /** A TICK with the current time was sent, re-arming the timers from the deadlines in context. */
  rearmed: boolean;
}

export interface RestoreOptions {
  /** Values the tester gave for masked secrets the live screen has no value for, by context path. */
  secrets?: Record<string, string>;
  /**
   * The events the trace recorded after this state: the effects in flight take their outcome from them
   * (replayedEffects.ts); without them, those effects stay pending. No effect of a replay runs.
   */
  after?: RecordedEvent[];
}

/** A restore waiting for the next actor of its machine to start (its screen was not open). */
export interface PendingRestore {
  machineId: string;
  /** The state value it will show. */
  value: unknown;
  /** The persisted snapshot, secrets filled. */
  persisted: unknown;
  events: RecordedEvent[];
  /** The trace's events after the state (the outcomes of its effects in flight). */
  after: RecordedEvent[];
  filled: FilledSecret[];
}

export interface RegisteredMachine {
  id: string;
  pluginId: string;
  machine: AnyStateMachine;
  hash: string;
}

export interface LiveActor {
  liveId: string;
  machineId: string;
  pluginId: string;
  actor: Actor<AnyStateMachine>;
  input: unknown;
  events: RecordedEvent[];
  startedAt: number;
  /** The state after the events dropped from the front of a long log (see MAX_RECORDED_EVENTS). */
  base?: { dropped: number; snapshot: AnyMachineSnapshot };
  /** Replaces the actor's state with a persisted snapshot (see MachineRegistry.restore). */
  restore?: (persisted: unknown, events: RecordedEvent[], after?: RecordedEvent[]) => void;
  /** The time on the actor's clock. */
  now: () => number;
}

/** A live actor keeps at most this many events; older ones fold into its trace's base state. */
export const MAX_RECORDED_EVENTS = 5000;
