import { AREAS, type AreaId } from "../../core/config";
import type { PermissionCode } from "../../core/permissions";
import type { RouteContribution } from "../../core/pluginTypes";
import type { Contributed } from "../../core/plugins";
import { matchPath } from "../../core/routeRef";

export type Resolution<TPage> =
  | { kind: "redirect"; to: string }
  | { kind: "page"; route: Contributed<RouteContribution<TPage>>; params: Record<string, string> }
  | { kind: "loading" }
  | { kind: "notFound" }
  | { kind: "noAccess" }
  | { kind: "unaudited" };

export interface RouteRequest<TPage> {
  path: string;
  /** The location had no hash at all (a visitor typing the bare address). */
  hashEmpty: boolean;
  /** The query parameter `m` is present (spec §2: mobile portal). */
  mobile: boolean;
  signedIn: boolean;
  /** The signed-in user is not audited (spec §4: sees no menu), so opens no page that needs a code. */
  unaudited?: boolean;
  /** The session is still being established (restoring, signing in, loading the user). */
  pending: boolean;
  has: (code: PermissionCode, any?: boolean) => boolean;
  routes: Contributed<RouteContribution<TPage>>[];
  /** The first page of an area's menu this user may open. */
  firstPageOf: (area: AreaId) => string | undefined;
}

/** Matches `/portal/appList/:appId` style patterns (the core's, shared with route refs). */
export { matchPath };

export function areaOf(path: string): AreaId | null {
  const first = path.split("/")[1] as AreaId;
  return first in AREAS ? first : null;
}

/**
 * The routing rules of shell spec §2 and §4 as one pure function: redirects, the sign-in
 * requirement, no-check routes, the unaudited rule (a page that needs any code is closed to an
 * unaudited user, whatever codes the account holds), area codes and route codes.
 */
export function resolveRoute<TPage>(request: RouteRequest<TPage>): Resolution<TPage> {
  const { path, signedIn } = request;
  if (request.mobile && !path.startsWith("/portal/mobile"))
    return { kind: "redirect", to: "/portal/mobile/home" };
  if (request.hashEmpty && !signedIn && !request.pending) return { kind: "redirect", to: "/official" };
  if (path === "/") {
    if (request.pending) return { kind: "loading" };
    return { kind: "redirect", to: signedIn ? AREAS.portal.home : "/login" };
  }
  if (path === "/login" && signedIn) return { kind: "redirect", to: AREAS.portal.home };
  if (path === "/portal") return { kind: "redirect", to: AREAS.portal.home };
  if (path === "/home") return { kind: "redirect", to: AREAS.home.home };

  const match = findRoute(request.routes, path);
  const area = areaOf(path);
  if (!match) {
    if ((path === "/operation" || path === "/backstage") && signedIn && area) {
      const first = request.firstPageOf(area);
      return first ? { kind: "redirect", to: first } : { kind: "noAccess" };
    }
    if (request.pending) return { kind: "loading" };
    return signedIn || area === "portal" ? { kind: "notFound" } : { kind: "redirect", to: "/login" };
  }
  if (match.route.noCheck) return { kind: "page", ...match };
  if (request.pending) return { kind: "loading" };
  if (!signedIn) return { kind: "redirect", to: "/login" };
  const areaCode = area ? AREAS[area].code : "";
  if (request.unaudited && (areaCode !== "" || !emptyCode(match.route.permission)))
    return { kind: "unaudited" };
  if (!request.has(areaCode) || !request.has(match.route.permission, match.route.any))
    return { kind: "noAccess" };
  return { kind: "page", ...match };
}

function emptyCode(code: PermissionCode): boolean {
  return code === undefined || code === "" || (Array.isArray(code) && code.length === 0);
}

function findRoute<TPage>(routes: Contributed<RouteContribution<TPage>>[], path: string) {
  const exact = routes.find((route) => route.path === path);
  if (exact) return { route: exact, params: {} };
  for (const route of routes) {
    const params = route.path.includes(":") || route.path.endsWith("/*") ? matchPath(route.path, path) : null;
    if (params) return { route, params };
  }
  return null;
}
