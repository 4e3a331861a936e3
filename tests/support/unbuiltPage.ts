import { builtInPlugins } from "../../src/plugins";
import { FRONT_DESK_MENU } from "../../src/plugins/shared/menus/frontDesk";

/** A front-desk menu page that no built-in plugin builds yet, with its group's title and codes. */
export interface UnbuiltPage {
  path: string;
  title: string;
  group: string;
  groupCode: string;
  /** The menu's chain: the group's code and the page's. */
  codes: [string, string];
  /** How the page's route ref is written: `FRONT_DESK.<group key>.<page key>`. */
  ref: string;
  /**
   * The built-in plugin that builds the page, when every page is built: a test leaves it out
   * (`withoutBuilder`), and its page is a placeholder again.
   */
  builtBy: string | null;
}

/** The built-in plugins without the one that builds `page` (all of them for a page nobody builds). */
export function withoutBuilder<P extends { id: string }>(plugins: readonly P[], page: UnbuiltPage): P[] {
  return plugins.filter((plugin) => plugin.id !== page.builtBy);
}

/**
 * The first front-desk page inside a group, both with a code, that is still a placeholder; once every
 * page is built, a page whose builder a test can leave out. Tests that claim a slot take it from here:
 * a fixed page would clash once a real plugin builds it.
 */
export function unbuiltPage(): UnbuiltPage {
  const builders = new Map<string, string>();
  for (const plugin of builtInPlugins)
    for (const route of plugin.routes ?? []) if (!route.placeholder) builders.set(route.path, plugin.id);
  // A builder another plugin needs (its services) cannot be left out.
  const needed = new Set(
    builtInPlugins.flatMap((plugin) => (plugin.requires ?? []).map((token) => token.id)),
  );
  const removable = (pluginId: string) =>
    !(builtInPlugins.find((plugin) => plugin.id === pluginId)?.provides ?? []).some((token) =>
      needed.has(token.id),
    );
  let fallback: UnbuiltPage | undefined;
  for (const [groupKey, group] of Object.entries(FRONT_DESK_MENU.tree)) {
    for (const [pageKey, node] of Object.entries(group.children ?? {})) {
      const path = `/home/${group.segment}/${node.segment}`;
      if (node.children || !group.code || !node.code) continue;
      const page = {
        path,
        title: node.title,
        group: group.title,
        groupCode: group.code,
        codes: [group.code, node.code] as [string, string],
        ref: `FRONT_DESK.${groupKey}.${pageKey}`,
        builtBy: builders.get(path) ?? null,
      };
      if (!page.builtBy) return page;
      if (removable(page.builtBy)) fallback ??= page;
    }
  }
  if (fallback) return fallback;
  throw new Error("no front-desk page in a group is free or built by a plugin a test can leave out");
}
