import { BehaviorSubject, type Observable } from "rxjs";
import type { AxiosInstance } from "axios";
import type { EventBus } from "./bus";
import { AREAS } from "./config";
import type { MachineRegistry } from "./machines";
import type { PermissionRegistry } from "./permissions";
import type { SessionStore } from "./session";
import type {
  Cleanup,
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

export interface CoreServices {
  bus: EventBus;
  http: AxiosInstance;
  session: SessionStore;
  permissions: PermissionRegistry;
  machines: MachineRegistry;
  now?: () => number;
}

export type Contributed<T> = T & { pluginId: string };

const PLUGIN_ID = /^[a-z][a-z0-9-]*$/;

/** Errors of the last activation attempt; a new attempt starts without them. */
const ACTIVATION_CODES: ReadonlySet<PluginErrorCode> = new Set(["MISSING_SERVICE", "ACTIVATION_FAILED"]);

/**
 * The plugin host: validates manifests with coded errors (Backstage), resolves typed services and
 * activates in dependency order (Lumino), and can disable and re-enable a plugin at run time.
 */
export class PluginHost<TPage = unknown> {
  private readonly records = new Map<string, PluginRecord<TPage>>();
  private readonly services = new Map<string, { pluginId: string; service: unknown }>();
  private readonly cleanups = new Map<string, Cleanup[]>();
  private readonly commands = new Map<string, () => void>();
  /** Plugins disabled only because a provider they require was disabled: plugin -> provider. */
  private readonly disabledWith = new Map<string, string>();
  /** Errors of manifests refused outright (a second plugin with a taken id has no record). */
  private readonly rejected: PluginError[] = [];
  private readonly changed = new BehaviorSubject<number>(0);

  constructor(private readonly core: CoreServices) {}

  /** Registers a manifest; problems are collected as coded errors on its record, never thrown. */
  register(plugin: PluginDefinition<TPage>): PluginRecord<TPage> {
    const errors = this.validate(plugin);
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
    record.errors = record.errors.filter((error) => !ACTIVATION_CODES.has(error.code));
    // A manifest refused at registration (or caught in a cycle) never activates, whoever asks.
    if (record.errors.length) {
      record.status = "failed";
      this.bump();
      return;
    }
    const missing = (record.plugin.requires ?? []).filter((token) => !this.services.has(token.id));
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
      const cleanup = await record.plugin.activate?.(this.contextFor(id, disposers));
      if (typeof cleanup === "function") disposers.push(cleanup);
      const unprovided = (record.plugin.provides ?? []).filter(
        (token) => this.services.get(token.id)?.pluginId !== id,
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
   * Disables a plugin (and the plugins that require its services): contributions go, cleanups run.
   * Dependents disabled along with it come back when it is enabled again.
   */
  disable(id: string, cause?: string): void {
    const record = this.records.get(id);
    if (!record || record.status === "disabled") return;
    const provided = new Set((record.plugin.provides ?? []).map((token) => token.id));
    for (const other of this.records.values()) {
      if (other.status === "active" && other.plugin.requires?.some((token) => provided.has(token.id))) {
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

  routes(): Contributed<RouteContribution<TPage>>[] {
    return this.active().flatMap((plugin) =>
      (plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id })),
    );
  }

  menus(): Contributed<MenuContribution>[] {
    return this.active()
      .flatMap((plugin) => (plugin.menus ?? []).map((menu) => ({ ...menu, pluginId: plugin.id })))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  userMenu(): Contributed<UserMenuContribution>[] {
    return this.active()
      .flatMap((plugin) => (plugin.userMenu ?? []).map((entry) => ({ ...entry, pluginId: plugin.id })))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  overlays(): Contributed<OverlayContribution<TPage>>[] {
    return this.active().flatMap((plugin) => (plugin.overlays ?? []).map((overlay) => ({ ...overlay, pluginId: plugin.id })));
  }

  runCommand(id: string): boolean {
    const command = this.commands.get(id);
    command?.();
    return Boolean(command);
  }

  getService<T>(token: ServiceToken<T>): T | undefined {
    return this.services.get(token.id)?.service as T | undefined;
  }

  get changes(): Observable<number> {
    return this.changed.asObservable();
  }

  private active(): PluginDefinition<TPage>[] {
    return this.list()
      .filter((record) => record.status === "active")
      .map((record) => record.plugin);
  }

  private contextFor(pluginId: string, disposers: Cleanup[]): PluginContext {
    const { bus, http, session, permissions, machines } = this.core;
    return {
      pluginId,
      bus: bus.withSource(pluginId),
      http,
      session,
      permissions,
      machines,
      get: <T>(token: ServiceToken<T>) => {
        const entry = this.services.get(token.id);
        if (!entry) throw new Error(`service ${token.id} is not provided`);
        return entry.service as T;
      },
      getOptional: <T>(token: ServiceToken<T>) => this.services.get(token.id)?.service as T | undefined,
      provide: <T>(token: ServiceToken<T>, service: T) => {
        this.services.set(token.id, { pluginId, service });
        disposers.push(() => this.services.delete(token.id));
      },
      registerCommand: (id: string, run: () => void) => {
        this.commands.set(id, run);
        const dispose = () => {
          if (this.commands.get(id) === run) this.commands.delete(id);
        };
        disposers.push(dispose);
        return dispose;
      },
    };
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

  private validate(plugin: PluginDefinition<TPage>): PluginError[] {
    const errors: PluginError[] = [];
    const add = (code: PluginErrorCode, message: string) =>
      errors.push({ code, pluginId: plugin.id, message: `${plugin.id}: ${message}` });
    if (!PLUGIN_ID.test(plugin.id ?? "")) add("INVALID_ID", `plugin id "${plugin.id}" must be kebab-case`);
    if (this.records.has(plugin.id)) add("DUPLICATE_PLUGIN", `a plugin "${plugin.id}" is already registered`);
    const others = [...this.records.values()]
      .filter((record) => record.status !== "failed")
      .map((r) => r.plugin);
    const takenRoutes = new Set(others.flatMap((other) => (other.routes ?? []).map((route) => route.path)));
    for (const route of plugin.routes ?? []) {
      if (!route.path.startsWith("/")) add("INVALID_ROUTE", `route "${route.path}" must start with /`);
      if (takenRoutes.has(route.path)) add("DUPLICATE_ROUTE", `route ${route.path} is already contributed`);
      takenRoutes.add(route.path);
    }
    const takenMenus = new Set(others.flatMap((other) => (other.menus ?? []).map((menu) => menu.id)));
    const ownMenus = new Set((plugin.menus ?? []).map((menu) => menu.id));
    for (const menu of plugin.menus ?? []) {
      if (!(menu.area in AREAS)) add("UNKNOWN_AREA", `menu ${menu.id} names unknown area "${menu.area}"`);
      if (takenMenus.has(menu.id)) add("DUPLICATE_MENU", `menu ${menu.id} is already contributed`);
      takenMenus.add(menu.id);
      if (menu.parent && !ownMenus.has(menu.parent) && !takenMenus.has(menu.parent)) {
        add("UNKNOWN_PARENT", `menu ${menu.id} nests under unknown menu ${menu.parent}`);
      }
    }
    for (const machineId of Object.keys(plugin.machines ?? {})) {
      if (
        this.core.machines.has(machineId) ||
        others.some((other) => other.machines && machineId in other.machines)
      ) {
        add("DUPLICATE_MACHINE", `machine ${machineId} is already registered`);
      }
    }
    const provided = new Set(others.flatMap((other) => (other.provides ?? []).map((token) => token.id)));
    for (const token of plugin.provides ?? []) {
      if (provided.has(token.id))
        add("SERVICE_CONFLICT", `service ${token.id} is already provided by another plugin`);
    }
    return errors;
  }

  /** Topological order by services; plugins in a cycle fail with DEPENDENCY_CYCLE. */
  private order(): PluginRecord<TPage>[] {
    const providerOf = new Map<string, string>();
    for (const record of this.records.values()) {
      for (const token of record.plugin.provides ?? []) providerOf.set(token.id, record.plugin.id);
    }
    const ordered: PluginRecord<TPage>[] = [];
    const state = new Map<string, "visiting" | "done">();
    const visit = (id: string, path: string[]): void => {
      const record = this.records.get(id);
      if (!record || state.get(id) === "done") return;
      if (state.get(id) === "visiting") {
        const cycle = path.slice(path.indexOf(id));
        for (const member of cycle) {
          const inCycle = this.records.get(member);
          if (inCycle && inCycle.status === "registered")
            this.fail(inCycle, "DEPENDENCY_CYCLE", `cycle ${[...cycle, id].join(" -> ")}`);
        }
        return;
      }
      state.set(id, "visiting");
      const needs = [...(record.plugin.requires ?? []), ...(record.plugin.optional ?? [])];
      for (const token of needs) {
        const provider = providerOf.get(token.id);
        if (provider && provider !== id) visit(provider, [...path, id]);
      }
      state.set(id, "done");
      ordered.push(record);
    };
    for (const id of this.records.keys()) visit(id, []);
    return ordered;
  }

  private now(): number {
    return (this.core.now ?? Date.now)();
  }

  private bump(): void {
    this.changed.next(this.changed.value + 1);
  }
}
