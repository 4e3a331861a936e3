import type { AnyStateMachine } from "xstate";
import {
  checkBundle,
  foldBundle,
  readBundle,
  type BundledMachine,
  type SessionBundle,
} from "../../core/bundle";
import type { MachineRegistry } from "../../core/machines";
import { SESSION_MACHINE_ID } from "../../core/sessionService";
import { applyRecorded, type ApplyOutcome, type Recorded } from "./applyRecorded";
import { inspectorText } from "./messages";

export const lookupIn = (registry: MachineRegistry) => (machineId: string) =>
  registry.has(machineId) ? registry.get(machineId).machine : (undefined as AnyStateMachine | undefined);

/** A bundle's machines as states to apply (each at its last step), and the ones left out. */
export interface BundlePlan {
  states: Recorded[];
  /** The sign-in session: the tester signs in as the bundle's user; its token is not in the file. */
  skipped: BundledMachine[];
  notes: string[];
}

/**
 * Plans applying a bundle: refuses one of another build (naming the machines whose definitions
 * changed), folds each machine to its last step and pairs the n-th bundled actor of a machine with
 * the n-th live one.
 */
export function planBundle(registry: MachineRegistry, bundle: SessionBundle): BundlePlan {
  checkBundle(bundle, lookupIn(registry));
  const seen = new Map<string, number>();
  const states: Recorded[] = [];
  const skipped: BundledMachine[] = [];
  for (const { entry, snapshots } of foldBundle(bundle, lookupIn(registry))) {
    if (entry.machineId === SESSION_MACHINE_ID) {
      skipped.push(entry);
      continue;
    }
    const nth = seen.get(entry.machineId) ?? 0;
    seen.set(entry.machineId, nth + 1);
    states.push({
      machineId: entry.machineId,
      snapshot: snapshots[snapshots.length - 1],
      events: entry.trace.events,
      nth,
    });
  }
  const notes = skipped.map((entry) =>
    inspectorText("bundleSessionSkipped", { machine: entry.liveId, account: bundle.user?.account ?? "?" }),
  );
  return { states, skipped, notes };
}

export type BundleApplyResult =
  { ok: true; outcomes: ApplyOutcome[]; notes: string[] } | { ok: false; message: string };

/**
 * Puts every machine of a bundle into its recorded state (the test hook's entry point): secrets the
 * bundle masked are taken from `secrets[machineId][path]`, else from the screen, else left empty.
 */
export function applyBundle(
  registry: MachineRegistry,
  value: unknown,
  options: { secrets?: Record<string, Record<string, string>> } = {},
): BundleApplyResult {
  try {
    const plan = planBundle(registry, readBundle(value));
    const outcomes = plan.states.map((recorded) =>
      applyRecorded(registry, recorded, options.secrets?.[recorded.machineId]),
    );
    return { ok: true, outcomes, notes: plan.notes };
  } catch (failure) {
    return { ok: false, message: failure instanceof Error ? failure.message : String(failure) };
  }
}
