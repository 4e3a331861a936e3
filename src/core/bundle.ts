import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import type { MachineRegistry } from "./machines";
import { replayText } from "./replayMessages";
import { MachineRegistryError, machineHash, replayTrace, type MachineTrace } from "./trace";

/**
 * A session bundle: a bug report in one file. Every live actor's trace (masked as an exported trace
 * is), with the route, the build, the user's account and permission codes and the time, so a tester's
 * report can be folded (`npm run replay`) or loaded into a fresh app (the inspector, `loadBundle`).
 */
export const BUNDLE_KIND = "workspace-session-bundle";
export const BUNDLE_SCHEMA_VERSION = 1;

export interface BundleUser {
  /** The sign-in account (`userName`). */
  account: string;
  name: string;
  codes: string[];
}

export interface BundledMachine {
  liveId: string;
  pluginId: string;
  machineId: string;
  machineHash: string;
  /** The state value at export time, for a reader of the file. */
  state: unknown;
  trace: MachineTrace;
}

export interface SessionBundle {
  kind: typeof BUNDLE_KIND;
  schemaVersion: number;
  build: string;
  /** The hash route the user was on (`/home/home-page`). */
  route: string;
  exportedAt: number;
  user: BundleUser | null;
  machines: BundledMachine[];
}

/** Collects every live actor's trace into one bundle. */
export function exportBundle(
  registry: MachineRegistry,
  info: { build: string; route: string; user: BundleUser | null; now: number },
): SessionBundle {
  return {
    kind: BUNDLE_KIND,
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    build: info.build,
    route: info.route,
    exportedAt: info.now,
    user: info.user,
    machines: registry.liveActors().map((live) => {
      const trace = registry.exportTrace(live.liveId);
      return {
        liveId: live.liveId,
        pluginId: live.pluginId,
        machineId: live.machineId,
        machineHash: trace.machineHash,
        state: live.actor.getSnapshot().value,
        trace,
      };
    }),
  };
}

/** Whether a parsed file is a bundle (rather than a single trace). */
export function isBundle(value: unknown): boolean {
  return (value as { kind?: unknown } | null)?.kind === BUNDLE_KIND;
}

/** Checks a parsed bundle's shape; a file of another schema is refused with BAD_TRACE. */
export function readBundle(value: unknown): SessionBundle {
  const bundle = value as Partial<SessionBundle> | null;
  if (
    !bundle ||
    bundle.kind !== BUNDLE_KIND ||
    bundle.schemaVersion !== BUNDLE_SCHEMA_VERSION ||
    !Array.isArray(bundle.machines) ||
    bundle.machines.some((entry) => !entry?.trace || typeof entry.machineId !== "string")
  ) {
    throw new MachineRegistryError("BAD_TRACE", replayText("badBundle"));
  }
  return bundle as SessionBundle;
}

/** A bundled machine this build cannot replay: its definition changed, or nothing registers it. */
export interface BundleMismatch {
  machineId: string;
  bundledHash: string;
  /** This build's hash, or null when this build registers no such machine. */
  currentHash: string | null;
}

export function bundleMismatches(
  bundle: SessionBundle,
  lookup: (machineId: string) => AnyStateMachine | undefined,
): BundleMismatch[] {
  const seen = new Map<string, BundleMismatch>();
  for (const entry of bundle.machines) {
    const machine = lookup(entry.machineId);
    const currentHash = machine ? machineHash(machine) : null;
    if (currentHash !== entry.trace.machineHash && !seen.has(entry.machineId)) {
      seen.set(entry.machineId, {
        machineId: entry.machineId,
        bundledHash: entry.trace.machineHash,
        currentHash,
      });
    }
  }
  return [...seen.values()];
}

/** Why this build refuses a bundle, naming each machine whose definition changed. */
export function bundleRefusal(bundle: SessionBundle, mismatches: BundleMismatch[]): string {
  const machines = mismatches
    .map((mismatch) =>
      mismatch.currentHash
        ? replayText("machineChanged", {
            machine: mismatch.machineId,
            bundledHash: mismatch.bundledHash,
            currentHash: mismatch.currentHash,
          })
        : replayText("machineMissing", { machine: mismatch.machineId }),
    )
    .join(replayText("listSeparator"));
  return replayText("bundleRefused", { build: bundle.build, machines });
}

/** Refuses (HASH_MISMATCH, with the machines named) a bundle this build cannot replay. */
export function checkBundle(
  bundle: SessionBundle,
  lookup: (machineId: string) => AnyStateMachine | undefined,
): void {
  const mismatches = bundleMismatches(bundle, lookup);
  if (mismatches.length > 0) {
    throw new MachineRegistryError("HASH_MISMATCH", bundleRefusal(bundle, mismatches));
  }
}

/** Each bundled machine folded (a pure replay): the snapshots after its start and each event. */
export function foldBundle(
  bundle: SessionBundle,
  lookup: (machineId: string) => AnyStateMachine | undefined,
): { entry: BundledMachine; snapshots: AnyMachineSnapshot[] }[] {
  return bundle.machines.map((entry) => {
    const machine = lookup(entry.machineId);
    if (!machine) throw new MachineRegistryError("UNKNOWN_MACHINE", `no machine "${entry.machineId}"`);
    return { entry, snapshots: replayTrace(machine, entry.trace) };
  });
}
