import { Type as T, type Static } from "@sinclair/typebox";
import { OneOf, Text } from "./fields";
import { Name } from "./names";

/**
 * The back office's user and role calls (shell spec §7: users list, detail and update, avatar under
 * /api/aam/v1/mgmt/users; roles beside them). The reference server and the back-office plugin share them.
 */
export const USER_ADMIN_API = {
  users: "/api/aam/v1/mgmt/users",
  user: "/api/aam/v1/mgmt/users/:id",
  userAudit: "/api/aam/v1/mgmt/users/:id/audit",
  userStatus: "/api/aam/v1/mgmt/users/:id/status",
  userPassword: "/api/aam/v1/mgmt/users/:id/password",
  userRoles: "/api/aam/v1/mgmt/users/:id/roles",
  userImport: "/api/aam/v1/mgmt/users/import",
  userGroups: "/api/aam/v1/mgmt/users/groups",
  avatar: "/api/aam/v1/mgmt/users/attribute",
  avatarOf: "/api/aam/v1/mgmt/users/attribute/:id",
  roles: "/api/aam/v1/mgmt/roles",
  allRoles: "/api/aam/v1/mgmt/roles/all",
  role: "/api/aam/v1/mgmt/roles/:id",
  roleTree: "/api/aam/v1/mgmt/roles/tree",
} as const;

/** Avatar rules (shell spec §5, §9): png, jpg or jpeg, at most 500 kb, one image. */
export const AVATAR_RULES = { types: ["png", "jpg", "jpeg"], maxBytes: 500 * 1024 } as const;

/** Spreadsheet rules (spec §5): xls or xlsx, at most 2048 KB. */
export const SHEET_RULES = { types: ["xls", "xlsx"], maxKb: 2048 } as const;

/** A role of the role screen (its users counted; every user's codes derive from their roles). */
export const RoleView = T.Object({
  id: T.Integer(),
  name: T.String(),
  belongSystem: T.Integer(),
  description: T.String(),
  codes: T.Array(T.String()),
  users: T.Integer(),
  createdAt: T.Integer(),
});
export type RoleView = Static<typeof RoleView>;

/** A new or edited role: its tab (权限分类 1, 2 or 3), name, description and codes. */
export const RoleInput = T.Object({
  name: Name(200, "角色名称"),
  belongSystem: OneOf([1, 2, 3], "权限分类只能为 1、2 或 3"),
  description: T.Optional(Text(200)),
  codes: T.Array(Text(100), { maxItems: 500 }),
});
export type RoleInput = Static<typeof RoleInput>;

/** A user as the back office's list, detail and changes answer it. */
export const AdminUserView = T.Object({
  id: T.Integer(),
  userName: T.String(),
  displayName: T.String(),
  phone: T.String(),
  email: T.String(),
  idNumber: T.String(),
  auditStatus: T.Integer(),
  belongSystem: T.Integer(),
  /** 1 enabled, 0 disabled. */
  enabled: T.Integer(),
  topGroup: T.Array(T.Object({ id: T.String(), title: T.String() })),
  roles: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
  createdAt: T.Union([T.Integer(), T.Null()]),
});
export type AdminUserView = Static<typeof AdminUserView>;

/** The user list's filters (beside pageNum and pageSize): names found anywhere, 0 or 1 for the states. */
export const UserFilters = T.Object({
  userName: T.Optional(Text(100)),
  displayName: T.Optional(Text(100)),
  groupId: T.Optional(Text(100)),
  auditStatus: T.Optional(OneOf([0, 1])),
  enabled: T.Optional(OneOf([0, 1])),
});
export type UserFilters = Static<typeof UserFilters>;

/** One spreadsheet row of 导入用户 (each field may be missing; the server says what is wrong). */
export const ImportRow = T.Object({
  userName: T.Optional(Name(200, "账号")),
  displayName: T.Optional(Name(200, "用户名称")),
  phone: T.Optional(Text(50)),
  email: T.Optional(Text(200)),
  idNumber: T.Optional(Text(50)),
  password: T.Optional(Text(100)),
});
export type ImportRow = Static<typeof ImportRow>;

/** What became of one imported row (`row` is its line in the sheet, the header being line 1). */
export const ImportResult = T.Object({
  row: T.Integer(),
  userName: T.String(),
  ok: T.Boolean(),
  message: T.String(),
});
export type ImportResult = Static<typeof ImportResult>;
