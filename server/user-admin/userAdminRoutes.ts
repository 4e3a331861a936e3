import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  allOf,
  anyOf,
  Id,
  IdParams,
  Name,
  OneOf,
  PageQuery,
  refuse,
  route,
  signedIn,
  T,
  Text,
} from "../http";
import { hashPassword } from "../lib/passwords";
import { USER_ADMIN_API, UserFilters } from "../../src/contracts/userAdmin";
import type { Platform } from "../platform";
import { ROLE_ADMIN } from "./roleRoutes";
import { RoleStore } from "../platform/roleStore";
import { userImportRoutes } from "./userImportRoutes";
import { UserAdminStore } from "./userAdminStore";
import {
  avatarProblem,
  IMAGE_BODY_LIMIT,
  IMAGE_FIELD_MAX,
  IMAGE_TEXT,
  passwordProblem,
  Tab,
  trimmedFields,
  USER_FIELD_TEXT,
  USER_LIST_CODES,
  userFieldProblem,
  userNameProblem,
} from "../platform/userFields";
import { CODE } from "../../src/contracts/permissionCodes";

/** The user list is the 用户管理 group's (code user-manage); its add, import and delete buttons have their own codes. */
export const USER_ADMIN = anyOf(CODE.userManage);
const USER_ADD = allOf(CODE.userManage, USER_LIST_CODES.add);
const USER_REMOVE = allOf(CODE.userManage, USER_LIST_CODES.remove);

const ProfileBody = {
  displayName: Name(200, "用户名称"),
  phone: Text(50),
  email: Text(200),
  idNumber: T.Optional(Text(50)),
  belongSystem: Tab,
  groupId: T.Optional(Text(100)),
};

/**
 * Users in the back office (user-management/user-config, shell spec §7 mgmt/users): list with filters,
 * detail, create (userM-add; not audited yet), edit, audit, enable and disable (a disabled user's
 * sessions end at once), delete (userM-del; only an account never used), reset password, roles (the
 * role screen's codes too: granting roles is granting codes), avatar (`attribute`) and import of
 * spreadsheet rows (userM-import).
 */
export async function userAdminRoutes(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  const users = new UserAdminStore(platform.db, platform.now);
  const roles = new RoleStore(platform.db, platform.now);
  const existing = (id: number) => users.get(id) ?? refuse(404, USER_FIELD_TEXT.notFound);
  /**
   * The user `id`, when the caller may change their password, audit, system, status, roles or
   * account: only if the caller holds every code the user holds (else 403), so managing users never
   * reaches an account above one's own (a user manager taking over or locking out admin).
   */
  const manageable = (callerId: number, id: number) => {
    const user = existing(id);
    const held = new Set(platform.permissions.codes(callerId));
    if (!platform.permissions.codes(id).every((code) => held.has(code)))
      refuse(403, USER_FIELD_TEXT.outranked);
    return user;
  };

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.users,
    access: USER_ADMIN,
    schema: {
      querystring: T.Object({ ...PageQuery, ...UserFilters.properties }),
    },
    handler: ({ query, reply }) => sendOk(reply, users.page(query)),
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.userGroups,
    access: USER_ADMIN,
    handler: ({ reply }) => sendOk(reply, users.groups()),
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.user,
    access: USER_ADMIN,
    schema: { params: IdParams("用户") },
    handler: ({ params, reply }) => sendOk(reply, existing(params.id)),
  });

  route(app, {
    method: "POST",
    url: USER_ADMIN_API.users,
    access: USER_ADD,
    schema: { body: T.Object({ userName: Name(200, "账号"), password: Text(100), ...ProfileBody }) },
    log: { name: "新增用户", module: "用户配置" },
    handler: async ({ body, reply }) => {
      const problem =
        userNameProblem(body.userName) ?? userFieldProblem(body) ?? passwordProblem(body.password);
      if (problem) refuse(400, problem);
      const userName = body.userName.trim();
      if (users.nameTaken(userName)) refuse(400, USER_FIELD_TEXT.userNameTaken);
      const hash = await hashPassword(body.password);
      const id = users.create(userName, hash, {
        ...trimmedFields(body),
        belongSystem: body.belongSystem,
        groupId: body.groupId,
      });
      return sendOk(reply, existing(id));
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.user,
    access: USER_ADMIN,
    schema: { params: IdParams("用户"), body: T.Object(ProfileBody) },
    log: { name: "编辑用户", module: "用户配置" },
    handler: ({ user, params, body, reply }) => {
      manageable(user.id, params.id);
      const problem = userFieldProblem(body);
      if (problem) refuse(400, problem);
      roles.guarded(() =>
        users.update(params.id, {
          ...trimmedFields(body),
          belongSystem: body.belongSystem,
          groupId: body.groupId,
        }),
      );
      return sendOk(reply, existing(params.id));
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.userAudit,
    access: USER_ADMIN,
    schema: {
      params: IdParams("用户"),
      body: T.Object({ auditStatus: OneOf([0, 1], "审核状态只能为 0 或 1") }),
    },
    log: { name: "审核用户", module: "用户配置" },
    handler: ({ user, params, body, reply }) => {
      manageable(user.id, params.id);
      roles.guarded(() => users.setAudit(params.id, body.auditStatus));
      return sendOk(reply, existing(params.id));
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.userStatus,
    access: USER_ADMIN,
    schema: { params: IdParams("用户"), body: T.Object({ enabled: OneOf([0, 1], "状态只能为 0 或 1") }) },
    log: { name: "启用/禁用用户", module: "用户配置" },
    handler: ({ user, params, body, reply }) => {
      manageable(user.id, params.id);
      // Disabling the last enabled, audited holder of role-manage and user-manage is refused.
      roles.guarded(() => users.setEnabled(params.id, body.enabled === 1));
      // A disabled user's sessions end at once (会话管理 shows them ended); their next call says why.
      if (body.enabled === 0) platform.sessions.endAllOf(params.id);
      return sendOk(reply, existing(params.id));
    },
  });

  route(app, {
    method: "DELETE",
    url: USER_ADMIN_API.user,
    access: USER_REMOVE,
    schema: { params: IdParams("用户") },
    log: { name: "删除用户", module: "用户配置" },
    handler: ({ user: caller, params, reply }) => {
      const user = manageable(caller.id, params.id);
      const uses = users.usesOf(params.id);
      if (uses > 0) refuse(400, USER_FIELD_TEXT.inUse(user.userName));
      roles.guarded(() => users.remove(params.id));
      platform.sessions.endAllOf(params.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.userPassword,
    access: USER_ADMIN,
    schema: { params: IdParams("用户"), body: T.Object({ password: Text(100) }) },
    log: { name: "重置密码", module: "用户配置" },
    handler: async ({ request, user, params, body, reply }) => {
      manageable(user.id, params.id);
      const problem = passwordProblem(body.password);
      if (problem) refuse(400, problem);
      users.setPassword(params.id, await hashPassword(body.password));
      // A password set by someone else ends every session of the account (the caller's own stays).
      platform.sessions.endAllOf(params.id, signedIn(request).token);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.userRoles,
    access: ROLE_ADMIN,
    schema: {
      params: IdParams("用户"),
      body: T.Object({ roleIds: T.Array(Id("角色"), { maxItems: 100 }) }),
    },
    log: { name: "分配角色", module: "用户配置" },
    handler: ({ user, params, body, reply }) => {
      manageable(user.id, params.id);
      roles.setUserRoles(params.id, body.roleIds);
      return sendOk(reply, existing(params.id));
    },
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.avatar,
    access: USER_ADMIN,
    schema: { querystring: T.Object({ userId: Id("用户"), type: T.Optional(OneOf([1])) }) },
    handler: ({ query, reply }) => {
      existing(query.userId);
      return sendOk(reply, { type: 1, attributeContent: users.avatar(query.userId) });
    },
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.avatarOf,
    access: USER_ADMIN,
    schema: {
      params: IdParams("用户"),
      body: T.Object({
        type: T.Optional(OneOf([1])),
        attributeContent: Text(IMAGE_FIELD_MAX, IMAGE_TEXT.size),
      }),
    },
    bodyLimit: IMAGE_BODY_LIMIT,
    log: { name: "修改头像", module: "用户配置", hide: ["attributeContent"] },
    handler: ({ params, body, reply }) => {
      existing(params.id);
      const problem = avatarProblem(body.attributeContent);
      if (problem) refuse(400, problem);
      users.setAvatar(params.id, body.attributeContent);
      return sendOk(reply, null);
    },
  });

  await userImportRoutes(app, users, roles);
}
