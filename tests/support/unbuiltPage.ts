import { builtInPlugins } from "../../src/plugins";
import { BACK_OFFICE_MENU } from "../../src/plugins/shared/menus/backOffice";
import { FRONT_DESK_MENU } from "../../src/plugins/shared/menus/frontDesk";
import { OPERATIONS_MENU } from "../../src/plugins/shared/menus/operations";

/** What the tests read of a menu node. */
interface MenuNode {
  segment: string;
  title: string;
  code?: string;
  children?: Record<string, MenuNode>;
}

/** The areas searched, front desk first: each menu, its export's name, its area code (shell spec §6). */
const AREAS = [
  {
    menu: FRONT_DESK_MENU,
    name: "FRONT_DESK",
    module: "frontDesk",
    prefix: "home",
    areaCode: "business-hall",
  },
  {
    menu: OPERATIONS_MENU,
    name: "OPERATIONS",
    module: "operations",
    prefix: "operation",
    areaCode: "operation",
  },
  {
    menu: BACK_OFFICE_MENU,
    name: "BACK_OFFICE",
    module: "backOffice",
    prefix: "backstage",
    areaCode: "backstage",
  },
] as const;

/** A front-desk menu page that no built-in plugin builds yet, with its group's title and codes. */
export interface UnbuiltPage {
  path: string;
  title: string;
  group: string;
  groupCode: string;
  /** The menu's chain: the group's code and the page's. */
  codes: [string, string];
  /** How the page's route ref is written: `FRONT_DESK.<group key>.<page key>` (or OPERATIONS, BACK_OFFICE). */
  ref: string;
  /** The import of the ref's menu, as a plugin's manifest writes it. */
  importLine: string;
  /** The code of the page's area (business-hall for the front desk). */
  areaCode: string;
  /** Another page of the same area, to start from before opening the menu. */
  start: string;
}

/**
 * The first page inside a group (front desk, then operations, then back office), both with a code, that
 * is still a placeholder. Tests that
 * claim a slot take it from here: a fixed page would clash once a real plugin builds it.
 */
export function unbuiltPage(): UnbuiltPage {
  const built = new Set(
    builtInPlugins.flatMap((plugin) =>
      (plugin.routes ?? []).filter((route) => !route.placeholder).map((route) => route.path),
    ),
  );
  for (const area of AREAS) {
    const tree: Record<string, MenuNode> = area.menu.tree;
    const leaves = Object.values(tree).flatMap((node) =>
      node.children
        ? Object.values(node.children).map((child) => `/${area.prefix}/${node.segment}/${child.segment}`)
        : [`/${area.prefix}/${node.segment}`],
    );
    for (const [groupKey, group] of Object.entries(tree)) {
      for (const [pageKey, node] of Object.entries(group.children ?? {})) {
        const path = `/${area.prefix}/${group.segment}/${node.segment}`;
        if (!node.children && group.code && node.code && !built.has(path)) {
          return {
            path,
            title: node.title,
            group: group.title,
            groupCode: group.code,
            codes: [group.code, node.code],
            ref: `${area.name}.${groupKey}.${pageKey}`,
            importLine: `import { ${area.name} } from "../shared/menus/${area.module}";`,
            areaCode: area.areaCode,
            start: leaves.find((leaf) => leaf !== path) ?? path,
          };
        }
      }
    }
  }
  throw new Error("every page in a group of the front desk, operations and back office is built");
}
