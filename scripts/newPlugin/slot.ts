import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { AREAS, type AreaId } from "../../src/core/config";
import type { PluginDefinition, RouteContribution } from "../../src/core/pluginTypes";
import { slotKey } from "../../src/core/routeSlots";
import type { PageComponent } from "../../src/ui/CoreContext";

/** Where the generated plugin's page goes and what guards it. */
export interface PageSlot {
  path: string;
  title: string;
  area: AreaId;
  /** The codes the route and the server module require (the menu's chain; empty: the area's code). */
  codes: string[];
  /** The route ref to import, when the path is a page of the shared menus (`FRONT_DESK.models.algorithms`). */
  ref?: { module: string; name: string; expression: string };
}

export class SlotError extends Error {}

type Route = RouteContribution<PageComponent>;

/**
 * The placeholder page at `slotPath` among the plugins registered in `root`'s src/plugins/index.ts:
 * its title and codes, and the shared menus' route ref for it. Refuses a path that is not a
 * placeholder, or whose slot a real route claims already.
 */
export async function findSlot(root: string, slotPath: string): Promise<PageSlot> {
  const index = path.join(root, "src/plugins/index.ts");
  const { builtInPlugins } = (await import(pathToFileURL(index).href)) as {
    builtInPlugins: PluginDefinition<PageComponent>[];
  };
  const key = slotKey(slotPath);
  const onSlot = (route: Route) => slotKey(route.path) === key;
  const owners = builtInPlugins.flatMap((plugin) =>
    (plugin.routes ?? []).filter(onSlot).map((route) => ({ plugin: plugin.id, route })),
  );
  const claimed = owners.find((owner) => !owner.route.placeholder);
  if (claimed) throw new SlotError(`${slotPath} is built already: plugin "${claimed.plugin}" claims it`);
  const placeholder = owners.find((owner) => owner.route.placeholder)?.route;
  if (!placeholder) {
    throw new SlotError(
      `${slotPath} is no placeholder page (see src/plugins/shared/menus); leave out --slot for a new page`,
    );
  }
  if (placeholder.noCheck)
    throw new SlotError(`${slotPath} is a public page: this scaffold writes signed-in list pages`);
  const area = slotPath.split("/")[1] as AreaId;
  if (!(area in AREAS)) throw new SlotError(`${slotPath} is in no area`);
  const permission = placeholder.permission;
  const codes = permission === undefined ? [] : Array.isArray(permission) ? [...permission] : [permission];
  return {
    path: placeholder.path,
    title: placeholder.title ?? slotPath,
    area,
    codes,
    ref: await findRef(root, placeholder.path),
  };
}

/** The shortest expression over the shared menus' exports that names a route ref of `routePath`. */
async function findRef(root: string, routePath: string): Promise<PageSlot["ref"]> {
  const folder = path.join(root, "src/plugins/shared/menus");
  const found: NonNullable<PageSlot["ref"]>[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".ts"))
    .sort()) {
    const module = (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      for (const keys of refPaths(value, routePath, 0)) {
        found.push({
          module: file.replace(/\.ts$/, ""),
          name,
          expression: [name, ...keys].join("."),
        });
      }
    }
  }
  return found.sort((a, b) => a.expression.length - b.expression.length)[0];
}

const isRef = (value: object): value is { path: string; link: unknown } =>
  typeof (value as { path?: unknown }).path === "string" &&
  typeof (value as { link?: unknown }).link === "function";

/** The key paths under `value` that lead to a route ref of `routePath` (plain objects, a few levels). */
function refPaths(value: unknown, routePath: string, depth: number): string[][] {
  if (!value || typeof value !== "object" || depth > 6) return [];
  if (isRef(value)) return value.path === routePath ? [[]] : [];
  return Object.entries(value).flatMap(([key, child]) =>
    /^[A-Za-z_$][\w$]*$/.test(key) ? refPaths(child, routePath, depth + 1).map((keys) => [key, ...keys]) : [],
  );
}

/** A page of its own under /home/<name>, with a menu entry; guarded by the area's code only. */
export const ownPage = (name: string, title: string): PageSlot => ({
  path: `/home/${name}`,
  title,
  area: "home",
  codes: [],
});

/** The area's code (business-hall, …): what the server asks for when the page has no codes of its own. */
export const areaCode = (area: AreaId): string => AREAS[area].code;
