import type { AxiosInstance } from "axios";
import { EventBus } from "./bus";
import { createHttp } from "./http";
import { MachineRegistry } from "./machines";
import { PermissionRegistry } from "./permissions";
import { zh } from "./messages";
import { PluginHost } from "./plugins";
import { SessionStore, sessionSecrets } from "./session";
import { startSessionService, type SessionActor } from "./sessionService";

export interface Core<TPage = unknown> {
  bus: EventBus;
  http: AxiosInstance;
  session: SessionStore;
  permissions: PermissionRegistry;
  machines: MachineRegistry;
  plugins: PluginHost<TPage>;
  /** The session machine's live actor (sign in, log out, expiry). */
  auth: SessionActor;
}

export interface CoreOptions {
  navigate?: (path: string) => void;
  now?: () => number;
  baseURL?: string;
}

/** Navigation by the location hash (design §4: `/#/home/home-page`). */
export function navigateByHash(path: string): void {
  if (location.hash !== `#${path}`) location.hash = path;
}

/** Boots the minimal core: bus, session, permissions, HTTP, machines, plugin host, session machine. */
export function createCore<TPage = unknown>(options: CoreOptions = {}): Core<TPage> {
  const now = options.now ?? Date.now;
  const bus = new EventBus();
  const session = new SessionStore(now);
  const permissions = new PermissionRegistry();
  const machines = new MachineRegistry(now);
  // Traces and bundles mask the session's token and HPC accounts wherever they appear (secrets.ts).
  machines.holdSecrets(() => sessionSecrets(session.snapshot));
  const http = createHttp({
    bus,
    session,
    baseURL: options.baseURL,
    // The server's text for a disabled account is the catalogue's (spec §4), whatever the locale.
    onUnauthorized: (message) =>
      auth.send({ type: "UNAUTHORIZED", disabled: message === zh["login.disabled"] }),
  });
  const auth: SessionActor = startSessionService({
    http,
    store: session,
    permissions,
    machines,
    bus,
    navigate: options.navigate ?? navigateByHash,
    now,
  });
  const plugins = new PluginHost<TPage>({ bus, http, session, permissions, machines, now });
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") auth.send({ type: "TICK", now: now() });
    });
  }
  return { bus, http, session, permissions, machines, plugins, auth };
}
