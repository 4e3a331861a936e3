import type { AreaId } from "../../core/config";
import type { MenuContribution, RouteContribution } from "../../core/pluginTypes";
import { createRouteRef, type PathParams, type RouteRef } from "../../core/routeRef";
import type { PageComponent } from "../../ui/CoreContext";

/**
 * An area's menu as the spec lists it, as data every plugin may import. Each page of the tree is a
 * typed route ref (`FRONT_DESK.modelManagement.algorithms`) and, in the area plugin, a placeholder
 * route (the 此功能暂未开发 page). A plugin that builds the page contributes a real route on the
 * ref's path and claims the slot; it keeps the menu's chain of codes unless it declares its own:
 *
 *   import { FRONT_DESK } from "../shared/menus/frontDesk";
 *   routes: [{ path: FRONT_DESK.modelManagement.algorithms.path, title: "算法管理", load: () => import("./AlgorithmPage") }]
 */
export interface MenuNodeOptions {
  /** The node's permission code (spec §6); a page needs its own and every parent group's. */
  code?: string;
  icon?: string;
}

export interface PageOptions extends MenuNodeOptions {
  /** The page's own title where it differs from the menu entry's (the op log's page name). */
  routeTitle?: string;
}

export interface PageSpec extends PageOptions {
  segment: string;
  title: string;
  children?: undefined;
}

export interface GroupSpec<Children extends MenuTree = MenuTree> extends MenuNodeOptions {
  segment: string;
  title: string;
  children: Children;
}

/** The nodes of one level, keyed by the name code uses for them, in menu order. */
export interface MenuTree {
  [key: string]: PageSpec | GroupSpec;
}

export const page = (segment: string, title: string, options: PageOptions = {}): PageSpec => ({
  segment,
  title,
  ...options,
});

export const group = <Children extends MenuTree>(
  segment: string,
  title: string,
  options: MenuNodeOptions,
  children: Children,
): GroupSpec<Children> => ({ segment, title, ...options, children });

/** The route refs of a tree: a ref for every page, an object of refs for every group. */
export type PageRefs<Tree extends MenuTree> = {
  readonly [Key in keyof Tree]: Tree[Key] extends GroupSpec<infer Children> ? PageRefs<Children> : RouteRef;
};

export interface AreaMenu<Tree extends MenuTree = MenuTree> {
  area: AreaId;
  tree: Tree;
  /** Every page's route ref, shaped like the tree. */
  pages: PageRefs<Tree>;
}

/** Leaf paths join the segments: `/home/dataset-management/dataset/overview`. */
export function defineAreaMenu<Tree extends MenuTree>(area: AreaId, tree: Tree): AreaMenu<Tree> {
  const refsOf = (nodes: MenuTree, parentPath: string): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(nodes).map(([key, node]) => {
        const path = `${parentPath}/${node.segment}`;
        return [key, node.children ? refsOf(node.children, path) : createRouteRef(path)];
      }),
    );
  return { area, tree, pages: refsOf(tree, `/${area}`) as PageRefs<Tree> };
}

export const loadUnavailablePage = () => import("../../ui/pages/StatusPages");

export interface ContributeOptions {
  /** The first entry's `order`; the next ones count up. */
  baseOrder?: number;
  /** Public pages (the portal): no sign-in and no codes. */
  noCheck?: boolean;
}

/**
 * Turns an area menu into menu contributions and placeholder routes. A page's route needs its own
 * code and its groups' (the chain a claiming route keeps unless it declares a `permission`).
 */
export function contributeArea(menu: AreaMenu, options: ContributeOptions = {}) {
  const menus: MenuContribution[] = [];
  const routes: RouteContribution<PageComponent>[] = [];
  let order = options.baseOrder ?? 0;
  const walk = (nodes: MenuTree, parentPath: string, parentId: string | undefined, codes: string[]) => {
    for (const node of Object.values(nodes)) {
      const path = `${parentPath}/${node.segment}`;
      const id = `${menu.area}:${path}`;
      const chain = node.code ? [...codes, node.code] : codes;
      menus.push({
        id,
        area: menu.area,
        title: node.title,
        path: node.children ? undefined : path,
        parent: parentId,
        permission: node.code,
        icon: node.icon,
        order: order++,
      });
      if (node.children) walk(node.children, path, id, chain);
      else {
        const title = node.routeTitle ?? node.title;
        routes.push(placeholder(path, title, options.noCheck ? { noCheck: true } : { permission: chain }));
      }
    }
  };
  walk(menu.tree, `/${menu.area}`, undefined, []);
  return { menus, routes };
}

const placeholder = (
  path: string,
  title: string,
  extra: Partial<RouteContribution<PageComponent>> = {},
): RouteContribution<PageComponent> => ({
  path,
  title,
  load: loadUnavailablePage,
  ...extra,
  placeholder: true,
});

/** Pages the spec lists outside the menus: `[path, title]` by the name code uses for them. */
export interface PlannedPageSpecs {
  [key: string]: readonly [path: string, title: string];
}

/**
 * Pages the spec lists that later issues build, outside the area menus: their route refs (typed
 * params from the path) and their placeholder routes (the 此功能暂未开发 page until claimed).
 */
export function definePlannedPages<const Specs extends PlannedPageSpecs>(
  specs: Specs,
  extra: Partial<RouteContribution<PageComponent>> = {},
) {
  const pages = Object.fromEntries(
    Object.entries(specs).map(([key, [path]]) => [key, createRouteRef(path)]),
  ) as { readonly [Key in keyof Specs]: RouteRef<PathParams<Specs[Key][0]>> };
  const routes = Object.values(specs).map(([path, title]) => placeholder(path, title, extra));
  return { pages, routes };
}

/** Placeholder routes for `[path, title]` pairs that need no ref of their own (personal screens). */
export function plannedRoutes(
  entries: [path: string, title: string][],
  extra: Partial<RouteContribution<PageComponent>> = {},
) {
  return entries.map(([path, title]) => placeholder(path, title, extra));
}
