import type { AnyStateMachine } from "xstate";
import { SESSION_MACHINE_ID } from "../src/core/sessionService";
import { sessionMachine } from "../src/machines/session.machine";
import { builtInPlugins } from "../src/plugins";

/** A machine the workspace registers at run time, with the plugin (or "core") that registers it. */
export interface CatalogEntry {
  id: string;
  pluginId: string;
  machine: AnyStateMachine;
}

/**
 * Every machine the workspace registers with the core's machine registry: the core's session
 * machine and each built-in plugin's `machines`. This is the list `npm run replay` looks a trace's
 * `machineId` up in and the one tests/machines/registered.machines.test.ts walks; it grows by itself
 * when a plugin in src/plugins/index.ts declares a machine.
 */
export function machineCatalog(): CatalogEntry[] {
  const entries: CatalogEntry[] = [{ id: SESSION_MACHINE_ID, pluginId: "core", machine: sessionMachine }];
  for (const plugin of builtInPlugins) {
    for (const [id, machine] of Object.entries(plugin.machines ?? {})) {
      entries.push({ id, pluginId: plugin.id, machine });
    }
  }
  return entries;
}

/** The catalog entry of a machine id, or undefined. */
export function findMachine(id: string): CatalogEntry | undefined {
  return machineCatalog().find((entry) => entry.id === id);
}
