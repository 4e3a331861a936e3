import type { PermissionCode } from "./permissions";

/**
 * Route slots. The area menus are data from the spec; each of their pages is a placeholder route
 * (`placeholder: true`, the 此功能暂未开发 page) until a plugin contributes a real route on the same
 * path: that route claims the slot, with no edit anywhere else. Disabling the claiming plugin brings
 * the placeholder back. Two real routes on one path are a DUPLICATE_ROUTE, as are two placeholders.
 *
 * A claiming route that declares no `permission` keeps the placeholder's (the menu's chain of codes:
 * the group's and the page's); one that declares `permission` (`[]` for none beyond the area code)
 * uses its own.
 */
export interface SlotRoute {
  path: string;
  placeholder?: boolean;
  noCheck?: boolean;
  permission?: PermissionCode;
  any?: boolean;
  pluginId: string;
}

/** The slot a path occupies: `:params` count as the same slot whatever their names. */
export function slotKey(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? ":" : segment))
    .join("/");
}

/** The contributed route that `route` would clash with (same slot, both real or both placeholders). */
export function routeConflict<R extends SlotRoute>(
  route: Omit<R, "pluginId">,
  existing: readonly R[],
): R | undefined {
  const key = slotKey(route.path);
  return existing.find(
    (other) => slotKey(other.path) === key && Boolean(other.placeholder) === Boolean(route.placeholder),
  );
}

/**
 * The routes the router sees: every real route, and each placeholder whose slot no real route claims.
 * A claiming route without its own `permission` takes the placeholder's.
 */
export function claimSlots<R extends SlotRoute>(routes: readonly R[]): R[] {
  const placeholders = new Map<string, R>();
  const claimed = new Set<string>();
  for (const route of routes) {
    if (route.placeholder) placeholders.set(slotKey(route.path), route);
    else claimed.add(slotKey(route.path));
  }
  return routes
    .filter((route) => !route.placeholder || !claimed.has(slotKey(route.path)))
    .map((route) => {
      const slot = route.placeholder ? undefined : placeholders.get(slotKey(route.path));
      if (!slot || route.permission !== undefined || route.noCheck) return route;
      return { ...route, permission: slot.permission, any: slot.any };
    });
}
