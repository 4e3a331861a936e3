import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  USER_ADMIN_API,
  type AdminUserView,
  type ImportResult,
  type ImportRow,
  type RoleInput,
  type RoleView,
} from "../../contracts/userAdmin";
import type { PermissionNode } from "../shared/permissionTree";
import type { Page } from "../../contracts/paging";

export type { AdminUserView, ImportResult, ImportRow, Page, RoleInput, RoleView };

/** The user list's filter bar as typed (strings; "" is any), sent as the contract's UserFilters. */
export interface UserFilterDraft {
  userName: string;
  displayName: string;
  groupId: string;
  /** "" any, "0" or "1". */
  auditStatus: string;
  enabled: string;
}

export interface UserForm {
  userName?: string;
  password?: string;
  displayName: string;
  phone: string;
  email: string;
  idNumber: string;
  belongSystem: number;
  groupId?: string;
}

const at = (template: string, id: number) => template.replace(":id", String(id));
/** Query values: empty filters are left out. */
const present = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""));

/** The back office's role and user calls (src/contracts/userAdmin.ts). */
export function userAdminApi(http: AxiosInstance) {
  const api = createRequest(http);
  return {
    tree: (belongSystem: number) =>
      api.get<PermissionNode[]>(USER_ADMIN_API.roleTree, { params: { belongSystem } }),
    roles: (query: { pageNum: number; pageSize: number; belongSystem: number; name: string }) =>
      api.get<Page<RoleView>>(USER_ADMIN_API.roles, { params: present(query) }),
    allRoles: () => api.get<RoleView[]>(USER_ADMIN_API.allRoles),
    createRole: (role: RoleInput) => api.post<RoleView>(USER_ADMIN_API.roles, role),
    updateRole: (id: number, role: RoleInput) => api.put<RoleView>(at(USER_ADMIN_API.role, id), role),
    removeRole: (id: number) => api.del(at(USER_ADMIN_API.role, id)),
    users: (query: UserFilterDraft & { pageNum: number; pageSize: number }) =>
      api.get<Page<AdminUserView>>(USER_ADMIN_API.users, { params: present({ ...query }) }),
    groups: () => api.get<{ id: string; title: string }[]>(USER_ADMIN_API.userGroups),
    user: (id: number) => api.get<AdminUserView>(at(USER_ADMIN_API.user, id)),
    createUser: (form: UserForm) => api.post<AdminUserView>(USER_ADMIN_API.users, form),
    updateUser: (id: number, form: UserForm) => api.put<AdminUserView>(at(USER_ADMIN_API.user, id), form),
    removeUser: (id: number) => api.del(at(USER_ADMIN_API.user, id)),
    audit: (id: number) => api.put<AdminUserView>(at(USER_ADMIN_API.userAudit, id), { auditStatus: 1 }),
    setEnabled: (id: number, enabled: boolean) =>
      api.put<AdminUserView>(at(USER_ADMIN_API.userStatus, id), { enabled: enabled ? 1 : 0 }),
    resetPassword: (id: number, password: string) =>
      api.put<null>(at(USER_ADMIN_API.userPassword, id), { password }),
    setRoles: (id: number, roleIds: number[]) =>
      api.put<AdminUserView>(at(USER_ADMIN_API.userRoles, id), { roleIds }),
    avatar: (userId: number) =>
      api.get<{ attributeContent: string }>(USER_ADMIN_API.avatar, { params: { userId, type: 1 } }),
    setAvatar: (id: number, attributeContent: string) =>
      api.put<null>(at(USER_ADMIN_API.avatarOf, id), { type: 1, attributeContent }),
    importUsers: (belongSystem: number, rows: ImportRow[]) =>
      // The dialog says what happened (a warning with the counts when rows were refused), not 操作成功.
      api.post<ImportResult[]>(USER_ADMIN_API.userImport, { belongSystem, rows }, { hideSuccessTip: true }),
  };
}

export type UserAdminApi = ReturnType<typeof userAdminApi>;
