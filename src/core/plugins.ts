import { BehaviorSubject, type Observable } from "rxjs";
import type { AxiosInstance } from "axios";
import type { EventBus } from "./bus";
import { USER_MENU, type Extension, type ExtensionContribution, type Slot } from "./extensions";
import type { MachineRegistry } from "./machines";
import type { PermissionRegistry } from "./permissions";
import { dependencyOrder } from "./pluginOrder";
import {
  duplicateExtensionMessage,
  duplicateRouteMessage,
  extensionKey,
  manifestExtensions,
  validateManifest,
} from "./pluginValidation";
import type {
  Cleanup,
  Disposer,
  MenuContribution,
  OverlayContribution,
  PluginContext,
  PluginDefinition,
  PluginError,
  PluginErrorCode,
  PluginRecord,
  RouteContribution,
  ServiceToken,
  UserMenuContribution,
} from "./pluginTypes";
import { claimSlots, routeConflict } from "./routeSlots";
import type { SessionStore } from "./session";

export interface CoreServices {
  bus: EventBus;
  http: AxiosInstance;
  session: SessionStore;
  permissions: PermissionRegistry;
  machines: MachineRegistry;
  now?: () => number;
}

export type Contributed<T> = T & { pluginId: string };

/** Errors of the last activation attempt; a new attempt starts without them. */
const ACTIVATION_CODES: ReadonlySet<PluginErrorCode> = new Set(["MISSING_SERVICE", "ACTIVATION_FAILED"]);

/** Runs a disposer once, however often it is called. */
function once(dispose: () => void): Disposer {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    dispose();
  };
}

/**
 * The plugin host: validates manifests with coded errors (Backstage), resolves typed services and
 * activates in dependency order (Lumino), resolves route slots (a real route claims a placeholder's
 * path), keeps extension-slot contributions, and can disable and re-enable a plugin at run time:
 * disabling takes away every contribution it made (routes, menus, user-menu entries, extensions,
 * overlays, commands, services, machines), enabling brings them back.
 */
export class PluginHost<TPage = unknown> {
  private readonly records = new Map<string, PluginRecord<TPage>>();
  private readonly services = new Map<ServiceToken<unknown>, { pluginId: string; service: unknown }>();
  private readonly cleanups = new Map<string, Cleanup[]>();
  private readonly commands = new Map<string, () => void>();
  /** Routes and extensions added at run time (`ctx.registerRoute` / `ctx.registerExtension`). */
  private readonly addedRoutes: Contributed<RouteContribution<TPage>>[] = [];
  private readonly addedExtensions: Contributed<ExtensionContribution>[] = [];
  /** Errors of run-time registrations: cleared when the plugin activates again. */
  private readonly runtimeErrors = new Set<PluginError>();
  /** Plugins disabled only because a provider they require was disabled: plugin -> provider. */
  private readonly disabledWith = new Map<string, string>();
  /** Errors of manifests refused outright (a second plugin with a taken id has no record). */
  private readonly rejected: PluginError[] = [];
  private readonly changed = new BehaviorSubject<number>(0);

  constructor(private readonly core: CoreServices) {}

  /** Registers a manifest; problems are collected as coded errors on its record, never thrown. */
  register(plugin: PluginDefinition<TPage>): PluginRecord<TPage> {
    const errors = validateManifest(plugin, {
      ids: new Set(this.records.keys()),
      plugins: this.registered().map((record) => record.plugin),
      addedRoutes: this.addedRoutes,
      addedExtensions: this.addedExtensions,
      hasMachine: (id) => this.core.machines.has(id),
    });
    const record: PluginRecord<TPage> = { plugin, status: errors.length ? "failed" : "registered", errors };
    if (errors.some((error) => error.code === "DUPLICATE_PLUGIN")) this.rejected.push(...errors);
    else this.records.set(plugin.id, record);
    this.bump();
    return record;
  }

  /** Activates every registered plugin, providers before the plugins that require them. */
  async activateAll(): Promise<void> {
    for (const record of this.order()) {
      if (record.status === "registered") await this.activate(record.plugin.id);
    }
  }

  async activate(id: string): Promise<void> {
    const record = this.records.get(id);
    if (!record || record.status === "active" || record.status === "loading") return;
    record.errors = record.errors.filter(
      (error) => !ACTIVATION_CODES.has(error.code) && !this.runtimeErrors.has(error),
    );
    // A manifest refused at registration (or caught in a cycle) never activates, whoever asks.
    if (record.errors.length) {
      record.status = "failed";
      this.bump();
      return;
    }
    const missing = (record.plugin.requires ?? []).filter((token) => !this.services.has(token));
    if (missing.length) {
      return this.fail(
        record,
        "MISSING_SERVICE",
        `requires ${missing.map((token) => token.id).join(", ")}, which no active plugin provides`,
      );
    }
    record.status = "loading";
    this.bump();
    const disposers: Cleanup[] = [];
    this.cleanups.set(id, disposers);
    const started = this.now();
    try {
      for (const [machineId, machine] of Object.entries(record.plugin.machines ?? {})) {
        disposers.push(this.core.machines.register(machineId, machine, id));
      }
      const cleanup = await record.plugin.activate?.(this.contextFor(record, disposers));
      if (typeof cleanup === "function") disposers.push(cleanup);
      const unprovided = (record.plugin.provides ?? []).filter(
        (token) => this.services.get(token)?.pluginId !== id,
      );
      if (unprovided.length)
        throw new Error(`did not provide ${unprovided.map((token) => token.id).join(", ")}`);
      record.status = "active";
      record.activatedAt = this.now();
      record.activationMs = record.activatedAt - started;
      this.bump();
    } catch (error) {
      this.dispose(id);
      this.fail(record, "ACTIVATION_FAILED", error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * Disables a plugin (and the plugins that require its services): every contribution goes, cleanups
   * run. Dependents disabled along with it come back when it is enabled again.
   */
  disable(id: string, cause?: string): void {
    const record = this.records.get(id);
    if (!record || record.status === "disabled") return;
    const provided = new Set<ServiceToken<unknown>>(record.plugin.provides ?? []);
    for (const other of this.records.values()) {
      if (other.status === "active" && other.plugin.requires?.some((token) => provided.has(token))) {
        this.disable(other.plugin.id, id);
      }
    }
    this.dispose(id);
    record.status = "disabled";
    if (cause) this.disabledWith.set(id, cause);
    else this.disabledWith.delete(id);
    this.bump();
  }

  async enable(id: string): Promise<void> {
    const record = this.records.get(id);
    if (!record || record.status !== "disabled") return;
    record.status = "registered";
    this.disabledWith.delete(id);
    await this.activate(id);
    if ((record.status as PluginRecord["status"]) !== "active") return;
    for (const [dependent, cause] of [...this.disabledWith]) {
      if (cause === id) await this.enable(dependent);
    }
  }

  list(): PluginRecord<TPage>[] {
    return [...this.records.values()];
  }

  get(id: string): PluginRecord<TPage> | undefined {
    return this.records.get(id);
  }

  /** Every coded error of every plugin. */
  errors(): PluginError[] {
    return [...this.rejected, ...this.list().flatMap((record) => record.errors)];
  }

  /**
   * The routes the router sees: the active plugins' routes, where a real route on a placeholder's
   * path takes its slot (and its permission, unless it declares one).
   */
  routes(): Contributed<RouteContribution<TPage>>[] {
    const active = this.active();
    const ids = new Set(active.map((plugin) => plugin.id));
    return claimSlots([
      ...active.flatMap((plugin) =>
        (plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id })),
      ),
      ...this.addedRoutes.filter((route) => ids.has(route.pluginId)),
    ]);
  }

  menus(): Contributed<MenuContribution>[] {
    return this.active()
      .flatMap((plugin) => (plugin.menus ?? []).map((menu) => ({ ...menu, pluginId: plugin.id })))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  /** The active plugins' contributions to a slot (manifest and run time), by `order`. */
  extensions<T>(slot: Slot<T>): Contributed<Extension<T>>[] {
    const active = this.active();
    const ids = new Set(active.map((plugin) => plugin.id));
    const fromManifests = active.flatMap((plugin) =>
      manifestExtensions(plugin).map((contribution) => ({ ...contribution, pluginId: plugin.id })),
    );
    return [...fromManifests, ...this.addedExtensions.filter((added) => ids.has(added.pluginId))]
      .filter((contribution) => contribution.slot.id === slot.id)
      .map((contribution) => ({
        ...(contribution.extension as Extension<T>),
        pluginId: contribution.pluginId,
      }))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  /** The user (avatar) menu: the contributions to the USER_MENU slot. */
  userMenu(): Contributed<UserMenuContribution>[] {
    return this.extensions(USER_MENU);
  }

  overlays(): Contributed<OverlayContribution<TPage>>[] {
    return this.active().flatMap((plugin) =>
      (plugin.overlays ?? []).map((overlay) => ({ ...overlay, pluginId: plugin.id })),
    );
  }

  runCommand(id: string): boolean {
    const command = this.commands.get(id);
    command?.();
    return Boolean(command);
  }

  /** Whether an active plugin has registered the command. */
  hasCommand(id: string): boolean {
    return this.commands.has(id);
  }

  getService<T>(token: ServiceToken<T>): T | undefined {
    return this.services.get(token)?.service as T | undefined;
  }

  /** Emits a new version number whenever anything contributed changes. */
  get changes(): Observable<number> {
    return this.changed.asObservable();
  }

  /** The current version number (what `changes` last emitted). */
  get version(): number {
    return this.changed.value;
  }

  private active(): PluginDefinition<TPage>[] {
    return this.list()
      .filter((record) => record.status === "active")
      .map((record) => record.plugin);
  }

  /** The records not refused at registration (active, disabled or waiting to activate). */
  private registered(): PluginRecord<TPage>[] {
    return this.list().filter((record) => record.status !== "failed");
  }

  private contextFor(record: PluginRecord<TPage>, disposers: Cleanup[]): PluginContext<TPage> {
    const { bus, http, session, permissions, machines } = this.core;
    const pluginId = record.plugin.id;
    /** Keeps a registration's disposer for the plugin's disable, and returns it (idempotent). */
    const track = (dispose: () => void): Disposer => {
      const disposer = once(() => {
        dispose();
        this.bump();
      });
      disposers.push(disposer);
      this.bump();
      return disposer;
    };
    const refuse = (code: PluginErrorCode, message: string): Disposer => {
      const error: PluginError = { code, pluginId, message: `${pluginId}: ${message}` };
      record.errors.push(error);
      this.runtimeErrors.add(error);
      this.bump();
      return () => undefined;
    };
    const remove = <T>(list: T[], item: T) => {
      const index = list.indexOf(item);
      if (index >= 0) list.splice(index, 1);
    };
    return {
      pluginId,
      bus: bus.withSource(pluginId),
      http,
      session,
      permissions,
      machines,
      get: <T>(token: ServiceToken<T>) => {
        const entry = this.services.get(token);
        if (!entry) throw new Error(`service ${token.id} is not provided`);
        return entry.service as T;
      },
      getOptional: <T>(token: ServiceToken<T>) => this.services.get(token)?.service as T | undefined,
      provide: <T>(token: ServiceToken<T>, service: T) => {
        const other = [...this.services.keys()].find((known) => known.id === token.id && known !== token);
        if (other)
          return refuse("TOKEN_CONFLICT", `service token ${token.id} is another token than the provided one`);
        const entry = { pluginId, service };
        this.services.set(token, entry);
        return track(() => {
          if (this.services.get(token) === entry) this.services.delete(token);
        });
      },
      registerCommand: (id: string, run: () => void) => {
        this.commands.set(id, run);
        return track(() => {
          if (this.commands.get(id) === run) this.commands.delete(id);
        });
      },
      registerRoute: (route: RouteContribution<TPage>) => {
        const clash = routeConflict(route, this.allRoutes());
        if (clash) return refuse("DUPLICATE_ROUTE", duplicateRouteMessage(route, clash.pluginId));
        const added = { ...route, pluginId };
        this.addedRoutes.push(added);
        return track(() => remove(this.addedRoutes, added));
      },
      registerExtension: <T>(slot: Slot<T>, extension: Extension<T>) => {
        const contribution: Contributed<ExtensionContribution> = { slot, extension, pluginId };
        const owner = this.extensionOwner(extensionKey(contribution));
        if (owner) return refuse("DUPLICATE_EXTENSION", duplicateExtensionMessage(contribution, owner));
        this.addedExtensions.push(contribution);
        return track(() => remove(this.addedExtensions, contribution));
      },
    };
  }

  /** Every route of every plugin not refused (active or not), run-time ones included. */
  private allRoutes(): Contributed<RouteContribution<TPage>>[] {
    return [
      ...this.registered().flatMap((record) =>
        (record.plugin.routes ?? []).map((route) => ({ ...route, pluginId: record.plugin.id })),
      ),
      ...this.addedRoutes,
    ];
  }

  /** The plugin that already contributes the extension `slot#id`, if any. */
  private extensionOwner(key: string): string | undefined {
    const owner = this.registered().find((record) =>
      manifestExtensions(record.plugin).some((contribution) => extensionKey(contribution) === key),
    );
    return owner?.plugin.id ?? this.addedExtensions.find((added) => extensionKey(added) === key)?.pluginId;
  }

  private dispose(id: string): void {
    for (const cleanup of (this.cleanups.get(id) ?? []).reverse()) {
      try {
        cleanup();
      } catch (error) {
        console.error(`[plugins] cleanup of ${id} failed`, error);
      }
    }
    this.cleanups.delete(id);
  }

  private fail(record: PluginRecord<TPage>, code: PluginErrorCode, message: string): void {
    record.status = "failed";
    record.errors.push({ code, pluginId: record.plugin.id, message: `${record.plugin.id}: ${message}` });
    this.bump();
  }

  /** Providers before the plugins that need them; plugins in a cycle fail with DEPENDENCY_CYCLE. */
  private order(): PluginRecord<TPage>[] {
    return dependencyOrder(this.records, (record, cycle) => {
      if (record.status === "registered")
        this.fail(record, "DEPENDENCY_CYCLE", `cycle ${cycle.join(" -> ")}`);
    });
  }

  private now(): number {
    return (this.core.now ?? Date.now)();
  }

  private bump(): void {
    this.changed.next(this.changed.value + 1);
  }
}
