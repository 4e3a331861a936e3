import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { USER_ADMIN_CODES } from "./permissions";

/**
 * The back office's roles and users (ai-domain §2, back office): the role screen with the permission tree of
 * the three tabs, and user configuration (audit, enable, roles, avatar, import and export). Every
 * user's permission codes derive from their roles on the server (server/roles).
 */
export default definePlugin<PageComponent>({
  id: "user-admin",
  title: "用户与角色",
  routes: [
    {
      path: BACK_OFFICE.users.roles.path,
      title: "角色管理",
      permission: [USER_ADMIN_CODES.group, USER_ADMIN_CODES.roleScreen],
      load: () => import("./RolePage"),
    },
    {
      path: BACK_OFFICE.users.userConfig.path,
      title: "用户配置",
      permission: [USER_ADMIN_CODES.group],
      load: () => import("./UserConfigPage"),
    },
  ],
});
