import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { SERVICE_PAGE_CODES, SERVICE_PAGES } from "./paths";

/**
 * 能力发布: 服务概览 (calls per day, success rate, p95 latency, top services) and 服务管理 (publish a
 * model version as a service, tokens, monitoring). Both claim the home menu's placeholder slots.
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const servicesPlugin = definePlugin<PageComponent>({
  id: "services",
  title: "能力发布",
  routes: [
    {
      path: SERVICE_PAGES.overview.path,
      title: "服务概览",
      permission: [...SERVICE_PAGE_CODES.overview],
      load: () => import("./ServiceOverviewPage"),
    },
    {
      path: SERVICE_PAGES.manage.path,
      title: "服务管理",
      permission: [...SERVICE_PAGE_CODES.manage],
      load: () => import("./ServiceManagementPage"),
    },
  ],
});

export default servicesPlugin;
