import type { Contributed, PluginHost } from "../core/plugins";
import type {
  MenuContribution,
  PluginDefinition,
  PluginError,
  PluginRecord,
  RouteContribution,
  UserMenuContribution,
} from "../core/pluginTypes";
import type { PageComponent, ShellCore } from "../ui/CoreContext";
import { createTestCore, type TestCoreOptions } from "./testCore";

export interface PluginTesterOptions extends TestCoreOptions {
  /** Plugins registered first, in this order (providers of required services, rivals for a route). */
  alongside?: PluginDefinition<PageComponent>[];
}

/** A plugin registered in a fresh host, inspected without rendering anything. */
export interface PluginTester {
  /** The host's record of the plugin: status ("registered", "active", "failed", ...) and errors. */
  readonly record: PluginRecord<PageComponent>;
  /** The plugin's coded errors (DUPLICATE_ROUTE, UNKNOWN_AREA, MISSING_SERVICE, ...), each naming it. */
  readonly errors: PluginError[];
  /** The routes its manifest contributes, tagged with its id (no page code is loaded). */
  readonly routes: Contributed<RouteContribution<PageComponent>>[];
  /** Its menu entries, tagged with its id, in menu order. */
  readonly menus: Contributed<MenuContribution>[];
  /** Its user (avatar) menu entries, tagged with its id, in menu order. */
  readonly userMenu: Contributed<UserMenuContribution>[];
  /** The host, for services (`getService`), commands (`runCommand`) and `disable`. */
  readonly host: PluginHost<PageComponent>;
  readonly core: ShellCore;
  /** Activates the plugins alongside and then this one, in dependency order; errors land in `errors`. */
  activate(): Promise<void>;
}

/**
 * Registers `plugin` in a fresh host (after `options.alongside`) and returns what the shell would
 * read from it: the resolved manifest and the coded errors, before and after activation.
 *
 * @example
 * const tester = createPluginTester(aboutPlugin);
 * expect(tester.errors).toEqual([]);
 * expect(tester.routes.map((route) => route.path)).toEqual(["/portal/about", "/home/about"]);
 * await tester.activate();
 * expect(tester.record.status).toBe("active");
 */
export function createPluginTester(
  plugin: PluginDefinition<PageComponent>,
  options: PluginTesterOptions = {},
): PluginTester {
  const core = createTestCore(options);
  const host = core.plugins;
  for (const other of options.alongside ?? []) host.register(other);
  const record = host.register(plugin);
  const tag = <T>(entries: T[] | undefined) =>
    (entries ?? []).map((entry) => ({ ...entry, pluginId: plugin.id }));
  const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 0) - (b.order ?? 0);
  return {
    record,
    get errors() {
      return [...record.errors];
    },
    get routes() {
      return tag(plugin.routes);
    },
    get menus() {
      return tag(plugin.menus).sort(byOrder);
    },
    get userMenu() {
      return tag(plugin.userMenu).sort(byOrder);
    },
    host,
    core,
    activate: () => host.activateAll(),
  };
}
