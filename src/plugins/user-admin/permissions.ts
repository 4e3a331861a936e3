import { CODE } from "../../contracts/permissionCodes";
/**
 * The back office's user and role codes (permission tree, module 后台管理): user-manage opens the
 * 用户管理 group (the user list among its pages); the list's add, import and delete buttons have their
 * own codes; the role screen has its own code, role-manage, which assigning roles to a user needs too
 * (granting roles is granting codes). The server checks the same ones (server/roles).
 */
export const USER_ADMIN_CODES = {
  group: CODE.userManage,
  roleScreen: CODE.roleManage,
  add: CODE.userMAdd,
  import: CODE.userMImport,
  remove: CODE.userMDel,
} as const;
