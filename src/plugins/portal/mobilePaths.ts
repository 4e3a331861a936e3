import type { RouteContribution } from "../../core/pluginTypes";
import { matchPath } from "../../core/routeRef";

/** Every page of the mobile portal lives below this path (`/portal/mobile/home`, `/portal/mobile/search`). */
export const MOBILE_BASE = "/portal/mobile";
const DESKTOP_BASE = "/portal";

type Route = Pick<RouteContribution<unknown>, "path" | "noCheck" | "bare">;

/** `/portal/mobile/search?keyword=x` → `/portal/search?keyword=x`; other paths unchanged. */
export function toDesktop(path: string): string {
  return path === MOBILE_BASE || path.startsWith(`${MOBILE_BASE}/`) || path.startsWith(`${MOBILE_BASE}?`)
    ? `${DESKTOP_BASE}${path.slice(MOBILE_BASE.length)}`
    : path;
}

/** `/portal/search?keyword=x` → `/portal/mobile/search?keyword=x`; a mobile or non-portal path unchanged. */
export function toMobile(path: string): string {
  if (path === MOBILE_BASE || path.startsWith(`${MOBILE_BASE}/`)) return path;
  return path.startsWith(`${DESKTOP_BASE}/`) ? `${MOBILE_BASE}${path.slice(DESKTOP_BASE.length)}` : path;
}

/**
 * The public page whose mobile rendering `/portal/mobile/<x>` shows: the route of `/portal/<x>` that
 * needs no sign-in and draws inside a frame (the expert centre, the search, about, a detail …). The
 * portal home and the content pages are the mobile portal's own (bare routes, not listed here).
 */
export function mobileRoute<R extends Route>(routes: readonly R[], desktopPath: string): R | undefined {
  const path = desktopPath.split("?")[0];
  const candidates = routes.filter(
    (route) => route.noCheck && !route.bare && route.path.startsWith(`${DESKTOP_BASE}/`),
  );
  return (
    candidates.find((route) => route.path === path) ??
    candidates.find((route) => route.path.includes(":") && matchPath(route.path, path) !== null)
  );
}

/**
 * Where a link followed inside the mobile portal goes: the mobile rendering of a portal page that has
 * one (home and content pages included); anywhere else (the inference demo, a signed-in page) as given.
 */
export function mobileTarget<R extends Route>(routes: readonly R[], to: string): string {
  const path = to.split("?")[0];
  const own =
    path === `${DESKTOP_BASE}/home` ||
    path === `${DESKTOP_BASE}/page` ||
    path.startsWith(`${DESKTOP_BASE}/page/`);
  return own || mobileRoute(routes, path) ? toMobile(to) : to;
}
