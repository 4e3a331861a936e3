import type { AnyMachineSnapshot } from "xstate";
import type { FilledSecret, MachineRegistry, RecordedEvent } from "../../core/machines";
import { inspectorText } from "./messages";
import { stateText } from "./traceFile";

/** A recorded state to put on the live screen: the snapshot and the events that led there. */
export interface Recorded {
  machineId: string;
  snapshot: AnyMachineSnapshot;
  events: RecordedEvent[];
  /** The trace's events after this state: its effects in flight take their outcomes from them. */
  after?: RecordedEvent[];
  /** Which live actor of the machine (the n-th, in start order) takes it. */
  nth?: number;
}

/** What applying did, in a form that survives JSON (the test hook returns it to Playwright). */
export interface ApplyOutcome {
  machineId: string;
  state: unknown;
  /** The live actor that took it, or null when it waits for the machine's next actor. */
  liveId: string | null;
  filled: FilledSecret[];
  rearmed: boolean;
  /** Waiting: whether the machine's screen was opened for it. */
  opened: boolean;
}

const target = (registry: MachineRegistry, recorded: Recorded) =>
  registry.liveActors(recorded.machineId)[recorded.nth ?? 0];

/** The masked secrets the screen has no value for: the tester is asked for these before applying. */
export function neededSecrets(registry: MachineRegistry, recorded: Recorded): string[] {
  return registry.missingSecrets(target(registry, recorded)?.liveId, recorded.snapshot);
}

/**
 * Puts a recorded state on the live screen: into the running actor of its machine, or, when none
 * runs, into the next one to start (its screen opened when the machine registered one). No call
 * reaches the server: effects in flight take their recorded outcome (core/replayedEffects.ts). Masked
 * secrets keep the screen's value, else take the tester's, else stay empty; timers are re-armed.
 */
export function applyRecorded(
  registry: MachineRegistry,
  recorded: Recorded,
  secrets: Record<string, string> = {},
): ApplyOutcome {
  const live = target(registry, recorded);
  const state = recorded.snapshot.value;
  if (live) {
    const report = registry.restore(live.liveId, recorded.snapshot, recorded.events, {
      secrets,
      after: recorded.after,
    });
    return { machineId: recorded.machineId, state, liveId: live.liveId, ...report, opened: false };
  }
  const waiting = registry.restoreOnStart(recorded.machineId, recorded.snapshot, recorded.events, {
    secrets,
    after: recorded.after,
  });
  return { machineId: recorded.machineId, state, liveId: null, rearmed: false, ...waiting };
}

/** The lines a tester reads after applying: what was applied, which fields were masked, the timers. */
export function describeOutcome(outcome: ApplyOutcome): string[] {
  const lines = [
    outcome.liveId
      ? inspectorText("applied", { machine: outcome.liveId, state: stateText(outcome.state) })
      : inspectorText(outcome.opened ? "waitingOpened" : "waitingPage", { machine: outcome.machineId }),
  ];
  if (outcome.filled.length > 0) {
    const key = { live: "filledLive", given: "filledGiven", empty: "filledEmpty" } as const;
    const fields = outcome.filled.map((field) => inspectorText(key[field.source], { path: field.path }));
    lines.push(inspectorText("maskedFields", { fields: fields.join("、") }));
  }
  if (outcome.rearmed) lines.push(inspectorText("rearmed"));
  return lines;
}
