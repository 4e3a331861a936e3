import axios from "axios";
import { EventBus } from "../../src/core/bus";
import { MachineRegistry } from "../../src/core/machines";
import { PermissionRegistry } from "../../src/core/permissions";
import { PluginHost } from "../../src/core/plugins";
import { SessionStore } from "../../src/core/session";

/** A bare plugin host over real core parts (no server, no React). */
export function makeHost() {
  const machines = new MachineRegistry(() => 0);
  const bus = new EventBus();
  const host = new PluginHost({
    bus,
    http: axios.create(),
    session: new SessionStore(() => 0),
    permissions: new PermissionRegistry(),
    machines,
    now: () => 0,
  });
  return { host, machines, bus };
}

/** A page's code as a route's `load` answers it (never rendered here). */
export const page =
  (name = "Page") =>
  () =>
    Promise.resolve({ default: name });
