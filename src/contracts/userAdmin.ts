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
