import type { AreaId } from "../../core/config";
import type { MenuContribution, RouteContribution } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";

/** One entry of an area's menu tree as the spec lists it: a path segment, a title and a code. */
export interface MenuSpec {
  segment: string;
  title: string;
  code?: string;
  icon?: string;
  children?: MenuSpec[];
  /** The page, when this plugin builds it; otherwise the 此功能暂未开发 page. */
  load?: RouteContribution<PageComponent>["load"];
  /**
   * The id of the feature plugin that contributes this entry's route (with the same path and
   * codes); the menu entry stays in the area's tree, the route is left to that plugin.
   */
  builtBy?: string;
}

export const loadUnavailablePage = () => import("../../ui/pages/StatusPages");

/**
 * Turns an area's menu tree into menu and route contributions. Leaf paths join the segments
 * (`/home/dataset-management/dataset/overview`); a leaf's route needs its own code and its parents'.
 */
export function contributeArea(area: AreaId, specs: MenuSpec[], baseOrder = 0) {
  const menus: MenuContribution[] = [];
  const routes: RouteContribution<PageComponent>[] = [];
  let order = baseOrder;
  const walk = (nodes: MenuSpec[], parentPath: string, parentId: string | undefined, codes: string[]) => {
    for (const node of nodes) {
      const path = `${parentPath}/${node.segment}`;
      const id = `${area}:${path}`;
      const chain = node.code ? [...codes, node.code] : codes;
      const leaf = !node.children?.length;
      menus.push({
        id,
        area,
        title: node.title,
        path: leaf ? path : undefined,
        parent: parentId,
        permission: node.code,
        icon: node.icon,
        order: order++,
      });
      if (!leaf) walk(node.children ?? [], path, id, chain);
      else if (!node.builtBy)
        routes.push({ path, title: node.title, permission: chain, load: node.load ?? loadUnavailablePage });
    }
  };
  walk(specs, `/${area}`, undefined, []);
  return { menus, routes };
}

/** Routes the spec lists that later issues build: each opens the 此功能暂未开发 page. */
export function plannedRoutes(
  entries: [path: string, title: string][],
  extra: Partial<RouteContribution<PageComponent>> = {},
) {
  return entries.map(([path, title]) => ({ path, title, load: loadUnavailablePage, ...extra }));
}
