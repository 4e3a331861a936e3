import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { loadUnavailablePage, plannedRoutes } from "../shared/areaMenu";

/** The public portal (area portal): its menu and pages need no sign-in (spec §2). */
export default definePlugin<PageComponent>({
  id: "portal",
  title: "门户",
  menus: [
    { id: "portal:home", area: "portal", title: "首页", path: "/portal/home", icon: "home", order: 0 },
    {
      id: "portal:aiHome",
      area: "portal",
      title: "AI能力平台",
      path: "/portal/aiHome",
      icon: "predictive-analysis",
      order: 1,
    },
    {
      id: "portal:expert-center",
      area: "portal",
      title: "专家中心",
      path: "/portal/expert-center",
      icon: "people",
      order: 2,
    },
    {
      id: "portal:appStore",
      area: "portal",
      title: "行业应用",
      path: "/portal/appStore",
      icon: "shop",
      order: 3,
    },
    {
      id: "portal:search",
      area: "portal",
      title: "全局搜索",
      path: "/portal/search",
      icon: "search",
      order: 4,
    },
  ],
  routes: [
    { path: "/portal/home", title: "门户首页", noCheck: true, load: () => import("./PortalHomePage") },
    ...plannedRoutes(
      [
        ["/portal/aiHome", "一站式AI能力平台"],
        ["/portal/expert-center", "专家中心"],
        ["/portal/appStore", "行业应用"],
        ["/portal/appDetail2", "应用详情"],
        ["/portal/appList/:appId", "应用列表"],
        ["/portal/page", "内容页"],
        ["/portal/page/:tempId", "内容页"],
        ["/portal/search", "全局搜索"],
        ["/portal/mobile/home", "移动门户"],
        ["/portal/mobile/:page", "移动门户"],
        ["/temp/:id", "门户模板页"],
        ["/demoPage", "推理演示"],
      ],
      { noCheck: true },
    ),
    { path: "/personal-homepage", title: "个人主页", load: loadUnavailablePage },
  ],
});
