import type { AreaId } from "../../core/config";
import type { PermissionCode } from "../../core/permissions";
import type { MenuContribution } from "../../core/pluginTypes";

export interface MenuNode {
  id: string;
  title: string;
  path?: string;
  icon?: string;
  children: MenuNode[];
}

type Has = (code: PermissionCode, any?: boolean) => boolean;

/**
 * An area's top menu: entries the user holds the code for, nested by `parent`. A group whose
 * children are all hidden is hidden too; an unaudited user sees nothing (spec §4).
 */
export function buildMenuTree(
  menus: MenuContribution[],
  area: AreaId,
  has: Has,
  unaudited: boolean,
): MenuNode[] {
  if (unaudited) return [];
  const visible = menus.filter((menu) => menu.area === area && has(menu.permission, menu.any));
  const build = (parent: string | undefined): MenuNode[] =>
    visible
      .filter((menu) => menu.parent === parent)
      .map((menu) => ({
        id: menu.id,
        title: menu.title,
        path: menu.path,
        icon: menu.icon,
        children: build(menu.id),
      }))
      .filter((node) => node.path || node.children.length > 0);
  return build(undefined);
}

/** The first page a user may open in an area (for `/operation` and `/backstage`). */
export function firstPage(nodes: MenuNode[]): string | undefined {
  for (const node of nodes) {
    const found = node.path ?? firstPage(node.children);
    if (found) return found;
  }
  return undefined;
}

/** Every page of a tree, flattened with its trail of titles (for the command palette). */
export function flattenMenu(
  nodes: MenuNode[],
  trail: string[] = [],
): { path: string; title: string; trail: string[] }[] {
  return nodes.flatMap((node) => [
    ...(node.path ? [{ path: node.path, title: node.title, trail }] : []),
    ...flattenMenu(node.children, [...trail, node.title]),
  ]);
}
