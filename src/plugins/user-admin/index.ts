import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { BACK_OFFICE } from "../shared/menus/backOffice";

/** Users and roles are the 用户管理 group's pages (code user-manage). */
export const USER_ADMIN_CODES = ["user-manage"];

/**
 * The back office's roles and users (issue 14 part A): the role screen with the permission tree of
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
      permission: USER_ADMIN_CODES,
      load: () => import("./RolePage"),
    },
    {
      path: BACK_OFFICE.users.userConfig.path,
      title: "用户配置",
      permission: USER_ADMIN_CODES,
      load: () => import("./UserConfigPage"),
    },
  ],
});
