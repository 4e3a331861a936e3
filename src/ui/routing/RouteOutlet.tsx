import { Suspense, lazy, useEffect } from "react";
import { useLocation } from "wouter";
import type { AreaId } from "../../core/config";
import { isUnaudited } from "../../core/permissions";
import { useAuthStatus, useCore, usePermissions, usePlugins, useSession } from "../CoreContext";
import { buildMenuTree, firstPage } from "../shell/menuTree";
import { currentQuery } from "./hashLocation";
import { PageBoundary, PageSpinner } from "./PageBoundary";
import { resolveRoute } from "./resolveRoute";

// The workspace frame (navbar, menus, palette) loads on demand: the sign-in page does not need it.
const WorkspaceFrame = lazy(() => import("../shell/WorkspaceFrame"));

/** Renders the page for the current hash, after the redirects and gates of the spec. */
export function RouteOutlet() {
  const [path, navigate] = useLocation();
  const plugins = usePlugins();
  const permissions = usePermissions();
  const session = useSession();
  const status = useAuthStatus();
  const signedIn = status === "signedIn";
  const hashEmpty = location.hash === "" || location.hash === "#";

  const has = (code: Parameters<typeof permissions.has>[0], any?: boolean) => permissions.has(code, { any });
  const firstPageOf = (area: AreaId) =>
    firstPage(buildMenuTree(plugins.menus(), area, has, isUnaudited(session.user)));
  const resolution = resolveRoute({
    path,
    hashEmpty,
    mobile: currentQuery().has("m"),
    signedIn,
    unaudited: isUnaudited(session.user),
    pending: status === "pending",
    has,
    routes: plugins.routes(),
    firstPageOf,
  });

  const redirectTo = resolution.kind === "redirect" ? resolution.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  // Every page a user opens is announced once (the op-log plugin turns it into an entry).
  const { bus } = useCore();
  const visitedTitle = resolution.kind === "page" ? resolution.route.title : null;
  useEffect(() => {
    if (visitedTitle) bus.emit("shell", "page.visited", { path, pageName: visitedTitle });
  }, [bus, path, visitedTitle]);

  if (resolution.kind === "redirect" || resolution.kind === "loading") return <PageSpinner />;
  if (resolution.kind === "page" && resolution.route.bare)
    return <PageBoundary key={resolution.route.path} route={resolution.route} bare />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <WorkspaceFrame status={resolution.kind === "page" ? "page" : resolution.kind}>
        {resolution.kind === "page" && <PageBoundary key={resolution.route.path} route={resolution.route} />}
      </WorkspaceFrame>
    </Suspense>
  );
}
