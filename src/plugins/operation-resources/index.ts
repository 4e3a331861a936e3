import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { OPERATIONS } from "../shared/menus/operations";
import { CODE } from "../../contracts/permissionCodes";

/**
 * The operation area's resource specification and usage pages (ai-domain §2, §7), each with its
 * menu's chain of codes (resource-manage, then resource-spec or resource-usage; the server's routes
 * ask for the page's code). Titles and codes are literal: the manifest is in the boot bundle.
 */
export default definePlugin<PageComponent>({
  id: "operation-resources",
  title: "资源运营",
  routes: [
    {
      path: OPERATIONS.resources.specifications.path,
      title: "资源规格",
      permission: [CODE.resourceManage, CODE.resourceSpec],
      load: () => import("./ResourceSpecPage"),
    },
    {
      path: OPERATIONS.resources.usage.path,
      title: "资源使用",
      permission: [CODE.resourceManage, CODE.resourceUsage],
      load: () => import("./ResourceUsagePage"),
    },
  ],
});
