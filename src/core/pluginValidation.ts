import { AREAS } from "./config";
import { USER_MENU, type ExtensionContribution } from "./extensions";
import type {
  PluginDefinition,
  PluginError,
  PluginErrorCode,
  RouteContribution,
  ServiceToken,
} from "./pluginTypes";
import { routeConflict } from "./routeSlots";

const PLUGIN_ID = /^[a-z][a-z0-9-]*$/;

/** What a manifest is checked against: the plugins already registered (and not refused). */
export interface Registered<TPage> {
  /** Every plugin id taken, refused manifests' included. */
  ids: ReadonlySet<string>;
  plugins: readonly PluginDefinition<TPage>[];
  /** Routes and extensions added at run time by active plugins. */
  addedRoutes: readonly (RouteContribution<TPage> & { pluginId: string })[];
  addedExtensions: readonly (ExtensionContribution & { pluginId: string })[];
  /** Whether the machine registry already holds an id (the core's own machines). */
  hasMachine(id: string): boolean;
}

/** A manifest's `extensions` with its `userMenu` entries as contributions to USER_MENU. */
export function manifestExtensions(plugin: PluginDefinition<unknown>): ExtensionContribution[] {
  return [
    ...(plugin.userMenu ?? []).map((extension) => ({ slot: USER_MENU, extension })),
    ...(plugin.extensions ?? []),
  ];
}

export const extensionKey = (contribution: ExtensionContribution) =>
  `${contribution.slot.id}#${contribution.extension.id}`;

/** The service tokens a manifest names: required, optional and provided. */
export function declaredTokens(plugin: PluginDefinition<unknown>): ServiceToken<unknown>[] {
  return [...(plugin.requires ?? []), ...(plugin.optional ?? []), ...(plugin.provides ?? [])];
}

/** Every problem of a manifest as a coded error naming the plugin (and the other plugin of a clash). */
export function validateManifest<TPage>(
  plugin: PluginDefinition<TPage>,
  registered: Registered<TPage>,
): PluginError[] {
  const errors: PluginError[] = [];
  const add = (code: PluginErrorCode, message: string) =>
    errors.push({ code, pluginId: plugin.id, message: `${plugin.id}: ${message}` });
  const others = registered.plugins;
  if (!PLUGIN_ID.test(plugin.id ?? "")) add("INVALID_ID", `plugin id "${plugin.id}" must be kebab-case`);
  if (registered.ids.has(plugin.id)) add("DUPLICATE_PLUGIN", `a plugin "${plugin.id}" is already registered`);

  const routes = [
    ...others.flatMap((other) => (other.routes ?? []).map((route) => ({ ...route, pluginId: other.id }))),
    ...registered.addedRoutes,
  ];
  for (const route of plugin.routes ?? []) {
    if (!route.path.startsWith("/")) add("INVALID_ROUTE", `route "${route.path}" must start with /`);
    const clash = routeConflict(route, routes);
    if (clash) add("DUPLICATE_ROUTE", duplicateRouteMessage(route, clash.pluginId));
    routes.push({ ...route, pluginId: plugin.id });
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

  const extensionOwners = new Map<string, string>();
  for (const other of others)
    for (const contribution of manifestExtensions(other))
      extensionOwners.set(extensionKey(contribution), other.id);
  for (const contribution of registered.addedExtensions)
    extensionOwners.set(extensionKey(contribution), contribution.pluginId);
  for (const contribution of manifestExtensions(plugin)) {
    const owner = extensionOwners.get(extensionKey(contribution));
    if (owner) add("DUPLICATE_EXTENSION", duplicateExtensionMessage(contribution, owner));
    extensionOwners.set(extensionKey(contribution), plugin.id);
  }

  for (const machineId of Object.keys(plugin.machines ?? {})) {
    if (
      registered.hasMachine(machineId) ||
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
  const known = new Map<string, { token: ServiceToken<unknown>; pluginId: string }>();
  for (const other of others) {
    for (const token of declaredTokens(other)) known.set(token.id, { token, pluginId: other.id });
  }
  for (const token of declaredTokens(plugin)) {
    const seen = known.get(token.id);
    if (seen && seen.token !== token)
      add(
        "TOKEN_CONFLICT",
        `service token ${token.id} is another token than the one plugin ${seen.pluginId} declares`,
      );
    else if (!seen) known.set(token.id, { token, pluginId: plugin.id });
  }
  return errors;
}

export function duplicateRouteMessage(route: { path: string; placeholder?: boolean }, owner: string): string {
  const kind = route.placeholder ? "placeholder route" : "route";
  return `${kind} ${route.path} is already contributed by plugin ${owner}`;
}

export function duplicateExtensionMessage(contribution: ExtensionContribution, owner: string): string {
  return `extension ${contribution.extension.id} of slot ${contribution.slot.id} is already contributed by plugin ${owner}`;
}
