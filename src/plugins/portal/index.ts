import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { FEEDBACK_FORM } from "../shared/feedbackForm";
import { contributeArea, plannedRoutes } from "../shared/areaMenu";
import { PORTAL, PORTAL_MENU, PORTAL_PLANNED } from "../shared/menus/portal";

const area = contributeArea(PORTAL_MENU, { noCheck: true });

/** Spec §2: the mobile portal has its own layout, without the workspace header. */
const MOBILE = [PORTAL_PLANNED.pages.mobileHome.path, PORTAL_PLANNED.pages.mobilePage.path];

/** The public portal (area portal): its menu and pages need no sign-in (spec §2). */
export default definePlugin<PageComponent>({
  id: "portal",
  title: "门户",
  optional: [FEEDBACK_FORM],
  menus: area.menus,
  routes: [
    ...area.routes,
    // Spec §2: the portal home has no header.
    {
      path: PORTAL.home.path,
      title: "门户首页",
      noCheck: true,
      bare: true,
      load: () => import("./PortalHomePage"),
    },
    ...PORTAL_PLANNED.routes.map((route) => (MOBILE.includes(route.path) ? { ...route, bare: true } : route)),
    ...plannedRoutes([["/personal-homepage", "个人主页"]]),
  ],
});
