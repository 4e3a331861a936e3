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
}

/**
 * The first front-desk page inside a group, both with a code, that is still a placeholder. Tests that
 * claim a slot take it from here: a fixed page would clash once a real plugin builds it.
 */
export function unbuiltPage(): UnbuiltPage {
  const built = new Set(
    builtInPlugins.flatMap((plugin) =>
      (plugin.routes ?? []).filter((route) => !route.placeholder).map((route) => route.path),
    ),
  );
  for (const [groupKey, group] of Object.entries(FRONT_DESK_MENU.tree)) {
    for (const [pageKey, node] of Object.entries(group.children ?? {})) {
      const path = `/home/${group.segment}/${node.segment}`;
      if (!node.children && group.code && node.code && !built.has(path)) {
        return {
          path,
          title: node.title,
          group: group.title,
          groupCode: group.code,
          codes: [group.code, node.code],
          ref: `FRONT_DESK.${groupKey}.${pageKey}`,
        };
      }
    }
  }
  throw new Error("every front-desk page in a group is built: claim a page of another area here");
}
