import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea, plannedRoutes } from "../shared/areaMenu";
import { FEEDBACK_FORM } from "../shared/feedbackForm";
import { FRONT_DESK_PLANNED, FRONT_DESK_PUBLIC } from "../shared/menus/frontDesk";
import { PORTAL, PORTAL_MENU, PORTAL_PLANNED } from "../shared/menus/portal";
import { DOCUMENTATION } from "../shared/documentation";

const area = contributeArea(PORTAL_MENU, { noCheck: true });
const pages = PORTAL_PLANNED.pages;
const loadContent = () => import("./ContentPage");
const loadMobile = () => import("./MobilePortalPage");
const loadDoc = () => import("./DocRoutePage");
const loadDocCentre = () => import("./DocCentrePage");

/** Pages this plugin builds out of the planned ones (the rest stay placeholders for other plugins). */
const BUILT = [
  pages.content.path,
  pages.contentPage.path,
  pages.template.path,
  pages.mobileHome.path,
  pages.mobilePage.path,
];

/**
 * The public portal (area portal): its menu and pages need no sign-in (spec §2). The portal home, the
 * content pages of the portal menus, the template pages, the visitors' landing page and the mobile
 * portal are drawn from the portal settings, menus and pages of the back office's 门户模板; so are the
 * front desk's documentation pages and the documentation centre (/home and /backstage/documentation).
 */
export default definePlugin<PageComponent>({
  id: "portal",
  title: "门户",
  optional: [FEEDBACK_FORM],
  menus: area.menus,
  routes: [
    ...area.routes,
    // Spec §2: the portal home has no header (the portal's own frame instead).
    {
      path: PORTAL.home.path,
      title: "门户首页",
      noCheck: true,
      bare: true,
      load: () => import("./PortalHomePage"),
    },
    { path: pages.content.path, title: "内容页", noCheck: true, bare: true, load: loadContent },
    { path: pages.contentPage.path, title: "内容页", noCheck: true, bare: true, load: loadContent },
    { path: pages.template.path, title: "门户模板页", noCheck: true, bare: true, load: loadContent },
    { path: pages.mobileHome.path, title: "移动门户", noCheck: true, bare: true, load: loadMobile },
    { path: pages.mobilePage.path, title: "移动门户", noCheck: true, bare: true, load: loadMobile },
    { path: "/portal/mobile/*", title: "移动门户", noCheck: true, bare: true, load: loadMobile },
    { path: "/official", title: "平台介绍", noCheck: true, bare: true, load: () => import("./OfficialPage") },
    ...PORTAL_PLANNED.routes.filter((route) => !BUILT.includes(route.path)),
    ...plannedRoutes([["/personal-homepage", "个人主页"]]),
    { path: FRONT_DESK_PLANNED.pages.demonstration.path, title: "演示", load: loadDoc },
    { path: FRONT_DESK_PLANNED.pages.usage.path, title: "使用说明", load: loadDoc },
    { path: FRONT_DESK_PLANNED.pages.guide.path, title: "操作指南", load: loadDoc },
    { path: FRONT_DESK_PLANNED.pages.notices.path, title: "上线公告", load: loadDoc },
    // A share link (`?token=`) opens the contributed share view (SHARE_PAGE_VIEWS), else the documentation page.
    {
      path: FRONT_DESK_PUBLIC.pages.share.path,
      title: "分享下载",
      noCheck: true,
      load: () => import("./SharePageRoute"),
    },
    // The documentation centre claims the personal screens' planned slots under home and backstage.
    { path: DOCUMENTATION.home.path, title: "文档中心", load: loadDocCentre },
    { path: DOCUMENTATION.backstage.path, title: "文档中心", load: loadDocCentre },
  ],
});
