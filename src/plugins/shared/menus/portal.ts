import { createRouteRef } from "../../../core/routeRef";
import { defineAreaMenu, definePlannedPages, page } from "../areaMenu";

/** The public portal's menu (area portal, spec §2): no sign-in, no codes; placeholders until claimed. */
export const PORTAL_MENU = defineAreaMenu("portal", {
  home: page("home", "首页", { icon: "home" }),
  aiHome: page("aiHome", "AI能力平台", { icon: "predictive-analysis", routeTitle: "一站式AI能力平台" }),
  experts: page("expert-center", "专家中心", { icon: "people" }),
  appStore: page("appStore", "行业应用", { icon: "shop" }),
  search: page("search", "全局搜索", { icon: "search" }),
});

/** Every portal menu page's route ref. */
export const PORTAL = PORTAL_MENU.pages;

/** The global search with its word in the address (`/portal/search?keyword=…`). */
export const PORTAL_SEARCH = PORTAL.search.withQuery<{ keyword?: string }>();

/** The about page (the about plugin's own route, no placeholder: without the plugin it is not found). */
export const PORTAL_ABOUT = { ref: createRouteRef("/portal/about"), title: "关于" } as const;

/** Public pages of the spec outside the portal menu (placeholders until claimed). */
export const PORTAL_PLANNED = definePlannedPages(
  {
    appDetail: ["/portal/appDetail2", "应用详情"],
    appList: ["/portal/appList/:appId", "应用列表"],
    content: ["/portal/page", "内容页"],
    contentPage: ["/portal/page/:tempId", "内容页"],
    mobileHome: ["/portal/mobile/home", "移动门户"],
    mobilePage: ["/portal/mobile/:page", "移动门户"],
    template: ["/temp/:id", "门户模板页"],
    inferenceDemo: ["/demoPage", "推理演示"],
  },
  { noCheck: true },
);
