import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea, plannedRoutes } from "../shared/areaMenu";
import { PORTAL, PORTAL_MENU, PORTAL_PLANNED } from "../shared/menus/portal";

const area = contributeArea(PORTAL_MENU, { noCheck: true });

/** The public portal (area portal): its menu and pages need no sign-in (spec §2). */
export default definePlugin<PageComponent>({
  id: "portal",
  title: "门户",
  menus: area.menus,
  routes: [
    ...area.routes,
    { path: PORTAL.home.path, title: "门户首页", noCheck: true, load: () => import("./PortalHomePage") },
    ...PORTAL_PLANNED.routes,
    ...plannedRoutes([["/personal-homepage", "个人主页"]]),
  ],
});
