import { Router } from "wouter";
import type { RouteContribution } from "../../core/pluginTypes";
import type { Contributed } from "../../core/plugins";
import { usePlugins, type PageComponent } from "../../ui/CoreContext";
import { PageBoundary } from "../../ui/routing/PageBoundary";
import { navigate, useHashPath } from "../../ui/routing/hashLocation";
import { mobileTarget, toDesktop, toMobile } from "./mobilePaths";

/**
 * The mobile portal's location as the page inside it sees it: `/portal/mobile/search` reads as
 * `/portal/search` (so the page finds its own params and kept state), and where the page navigates
 * to a portal page with a mobile rendering, it goes to that rendering and stays in the mobile portal.
 */
function useMobilePortalLocation(): [string, typeof navigate] {
  const [path] = useHashPath();
  const routes = usePlugins().routes();
  return [toDesktop(path), (to, options) => navigate(mobileTarget(routes, to), options)];
}

const mobileHref = (href: string) => `#${toMobile(href)}`;

/** A public portal page (another plugin's) drawn inside the mobile portal, at its mobile address. */
export function MobileRoutePage({ route }: { route: Contributed<RouteContribution<PageComponent>> }) {
  return (
    <Router hook={useMobilePortalLocation} hrefs={mobileHref}>
      <PageBoundary key={route.path} route={route} />
    </Router>
  );
}
