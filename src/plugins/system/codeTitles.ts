import type { MenuTree } from "../shared/areaMenu";
import { BACK_OFFICE_MENU } from "../shared/menus/backOffice";
import { FRONT_DESK_MENU } from "../shared/menus/frontDesk";
import { OPERATIONS_MENU } from "../shared/menus/operations";

/** Each menu code of the area menus with its entry's path of titles (数据管理 > 我的数据集). */
function titles(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (nodes: MenuTree, parents: string[]) => {
    for (const node of Object.values(nodes)) {
      const path = [...parents, node.title];
      if (node.code && !found.has(node.code)) found.set(node.code, path.join(" > "));
      if (node.children) walk(node.children, path);
    }
  };
  walk(FRONT_DESK_MENU.tree, []);
  walk(OPERATIONS_MENU.tree, []);
  walk(BACK_OFFICE_MENU.tree, []);
  return found;
}

let cache: Map<string, string> | null = null;

/** The menu entry a code opens, or null for codes of buttons and areas. */
export function codeTitle(code: string): string | null {
  cache ??= titles();
  return cache.get(code) ?? null;
}
