import type { FastifyInstance } from "fastify";
import { RoleInput, USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { permissionTree } from "../../src/plugins/shared/permissionTree";
import { sendOk } from "../lib/envelope";
import { allOf, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { ROLE_SCREEN_CODE, ROLE_TEXT, RoleStore } from "../platform/roleStore";
import { CODE } from "../../src/contracts/permissionCodes";

/** The role screen: the 用户管理 group's code and the screen's own (role-manage). */
export const ROLE_ADMIN = allOf(CODE.userManage, ROLE_SCREEN_CODE);
/** The role screen's tab (权限分类), as the role body names it. */
const Tab = RoleInput.properties.belongSystem;

/**
 * Roles (back office user-management/role, codes user-manage and role-manage): the permission tree of a
 * tab, the roles of a tab, create, edit and delete (a role in use is refused naming its users; a change
 * that would leave no enabled user holding role-manage is refused). Every user's codes derive from
 * their roles. The list of every role is the user page's too (its column and the assign dialog).
 */
export async function roleRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const roles = new RoleStore(platform.db, platform.now);

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.roleTree,
    access: ROLE_ADMIN,
    schema: { querystring: T.Object({ belongSystem: Tab }) },
    handler: ({ query, reply }) => sendOk(reply, permissionTree(query.belongSystem)),
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.roles,
    access: ROLE_ADMIN,
    schema: {
      querystring: T.Object({ ...PageQuery, belongSystem: T.Optional(Tab), name: T.Optional(Text(100)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, roles.page(query)),
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.allRoles,
    access: allOf(CODE.userManage),
    handler: ({ reply }) => sendOk(reply, roles.all()),
  });

  route(app, {
    method: "GET",
    url: USER_ADMIN_API.role,
    access: ROLE_ADMIN,
    schema: { params: IdParams("角色") },
    handler: ({ params, reply }) => sendOk(reply, roles.get(params.id) ?? refuse(404, ROLE_TEXT.notFound)),
  });

  route(app, {
    method: "POST",
    url: USER_ADMIN_API.roles,
    access: ROLE_ADMIN,
    schema: { body: RoleInput },
    log: { name: "新增角色", module: "角色管理" },
    handler: ({ body, reply }) => sendOk(reply, roles.create(body)),
  });

  route(app, {
    method: "PUT",
    url: USER_ADMIN_API.role,
    access: ROLE_ADMIN,
    schema: { params: IdParams("角色"), body: RoleInput },
    log: { name: "编辑角色", module: "角色管理" },
    handler: ({ params, body, reply }) => {
      if (!roles.get(params.id)) refuse(404, ROLE_TEXT.notFound);
      return sendOk(reply, roles.update(params.id, body));
    },
  });

  route(app, {
    method: "DELETE",
    url: USER_ADMIN_API.role,
    access: ROLE_ADMIN,
    schema: { params: IdParams("角色") },
    log: { name: "删除角色", module: "角色管理" },
    handler: ({ params, reply }) => {
      roles.remove(params.id);
      return sendOk(reply, null);
    },
  });
}
