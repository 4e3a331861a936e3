import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { CODE } from "../../contracts/permissionCodes";

/** Every page here is the back office's system management (code system-manage under backstage). */
const SYSTEM_MANAGE = [CODE.systemManage];
const PAGES = BACK_OFFICE.system;

/**
 * System management (ai-domain §2, back office): the simulated centre's overview, nodes and resource report, the
 * platform's settings, e-mail (settings and a test message over SMTP) and users with their codes.
 * Each route claims its menu page's slot; titles are literal (the manifest is in the boot bundle).
 */
export const systemPlugin = definePlugin<PageComponent>({
  id: "system",
  title: "系统管理",
  routes: [
    {
      path: PAGES.overview.path,
      title: "系统概览",
      permission: SYSTEM_MANAGE,
      load: () => import("./SystemOverviewPage"),
    },
    {
      path: PAGES.nodes.path,
      title: "节点管理",
      permission: SYSTEM_MANAGE,
      load: () => import("./NodePage"),
    },
    {
      path: PAGES.report.path,
      title: "资源报表",
      permission: SYSTEM_MANAGE,
      load: () => import("./ReportPage"),
    },
    {
      path: PAGES.configuration.path,
      title: "系统配置",
      permission: SYSTEM_MANAGE,
      load: () => import("./ConfigurationPage"),
    },
    {
      path: PAGES.email.path,
      title: "邮件管理",
      permission: SYSTEM_MANAGE,
      load: () => import("./EmailManagementPage"),
    },
    {
      path: PAGES.usersAndPermissions.path,
      title: "用户与权限",
      permission: SYSTEM_MANAGE,
      load: () => import("./UsersPermissionsPage"),
    },
  ],
});

export default systemPlugin;
