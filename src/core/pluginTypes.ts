import type { AnyStateMachine } from "xstate";
import type { AxiosInstance } from "axios";
import type { SourcedBus } from "./bus";
import type { AreaId } from "./config";
import type { Extension, ExtensionContribution, Slot, UserMenuItem } from "./extensions";
import type { PermissionCode, PermissionRegistry } from "./permissions";
import type { SessionStore } from "./session";
import type { MachineRegistry } from "./machines";

/**
 * A typed service token (Lumino's Token<T>): plugins provide and require services by token, and the
 * token is the object itself: two tokens with one id are two tokens, and the host refuses the second
 * at registration (TOKEN_CONFLICT) rather than letting them share a service under different types.
 */
export interface ServiceToken<T> {
  readonly id: string;
  /** Phantom field carrying the service type; never set. */
  readonly __type?: T;
}

export function createServiceToken<T>(id: string): ServiceToken<T> {
  return { id };
}

/** A page a plugin contributes; its code loads on demand. `TPage` is the UI's component type. */
export interface RouteContribution<TPage = unknown> {
  path: string;
  title: string;
  permission?: PermissionCode;
  any?: boolean;
  /** Bypasses permission handling and the sign-in requirement (spec §2 "no check"). */
  noCheck?: boolean;
  /** Shown without the workspace header (e.g. /portal/home, /login). */
  bare?: boolean;
  /**
   * A page the spec lists that no plugin builds yet (the 此功能暂未开发 page): a real route on the
   * same path claims its slot and keeps its `permission` unless it declares one (src/core/routeSlots.ts).
   */
  placeholder?: boolean;
  load: () => Promise<{ default: TPage }>;
}

/** A menu entry in an area's top menu. Entries with `parent` nest under another entry's id. */
export interface MenuContribution {
  id: string;
  area: AreaId;
  title: string;
  path?: string;
  parent?: string;
  permission?: PermissionCode;
  any?: boolean;
  order?: number;
  icon?: string;
}

/** An entry of the user (avatar) menu: a contribution to the USER_MENU slot (src/core/extensions.ts). */
export type UserMenuContribution = Extension<UserMenuItem>;

/** A component mounted by the shell while the plugin is active (drawers, dialogs, watchers). */
export interface OverlayContribution<TPage = unknown> {
  id: string;
  load: () => Promise<{ default: TPage }>;
}

/** What `activate` receives: the core, scoped to the plugin. */
export interface PluginContext<TPage = unknown> {
  readonly pluginId: string;
  readonly bus: SourcedBus;
  readonly http: AxiosInstance;
  readonly session: SessionStore;
  readonly permissions: PermissionRegistry;
  readonly machines: MachineRegistry;
  get<T>(token: ServiceToken<T>): T;
  getOptional<T>(token: ServiceToken<T>): T | undefined;
  /** Provides a service under a token; returns a disposer (the service also goes when the plugin is disabled). */
  provide<T>(token: ServiceToken<T>, service: T): Disposer;
  /** Registers a command (for menus and the palette); returns a disposer. */
  registerCommand(id: string, run: () => void): Disposer;
  /**
   * Adds a route at run time (like a manifest route, slot claiming included); returns a disposer.
   * A clash is recorded as DUPLICATE_ROUTE on the plugin and the route is not added.
   */
  registerRoute(route: RouteContribution<TPage>): Disposer;
  /** Contributes to an extension slot at run time; returns a disposer (DUPLICATE_EXTENSION on a clash). */
  registerExtension<T>(slot: Slot<T>, extension: Extension<T>): Disposer;
}

/** Undoes one registration; calling it twice does nothing more. */
export type Disposer = () => void;

export type Cleanup = () => void;

/** A plugin: data the shell reads without loading page code, plus an optional `activate`. */
export interface PluginDefinition<TPage = unknown> {
  id: string;
  title?: string;
  requires?: ServiceToken<unknown>[];
  optional?: ServiceToken<unknown>[];
  provides?: ServiceToken<unknown>[];
  routes?: RouteContribution<TPage>[];
  menus?: MenuContribution[];
  /** Entries of the user (avatar) menu: shorthand for `extensions` of the USER_MENU slot. */
  userMenu?: UserMenuContribution[];
  /** Contributions to other plugins' (or the shell's) extension slots: `extend(SLOT, {...})`. */
  extensions?: ExtensionContribution[];
  overlays?: OverlayContribution<TPage>[];
  machines?: Record<string, AnyStateMachine>;
  activate?: (ctx: PluginContext<TPage>) => void | Cleanup | Promise<void | Cleanup>;
}

export function definePlugin<TPage>(plugin: PluginDefinition<TPage>): PluginDefinition<TPage> {
  return plugin;
}

export type PluginStatus = "registered" | "loading" | "active" | "failed" | "disabled";

export type PluginErrorCode =
  | "DUPLICATE_PLUGIN"
  | "INVALID_ID"
  | "DUPLICATE_ROUTE"
  | "INVALID_ROUTE"
  | "DUPLICATE_MENU"
  | "DUPLICATE_EXTENSION"
  | "UNKNOWN_AREA"
  | "UNKNOWN_PARENT"
  | "DUPLICATE_MACHINE"
  | "SERVICE_CONFLICT"
  | "TOKEN_CONFLICT"
  | "MISSING_SERVICE"
  | "DEPENDENCY_CYCLE"
  | "SERVICE_NOT_PROVIDED"
  | "ACTIVATION_FAILED";

export interface PluginError {
  code: PluginErrorCode;
  pluginId: string;
  message: string;
}

export interface PluginRecord<TPage = unknown> {
  plugin: PluginDefinition<TPage>;
  status: PluginStatus;
  errors: PluginError[];
  activatedAt?: number;
  activationMs?: number;
}
