// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, passwordGrant, signIn, startServer, tempDir } from "../server/helpers";

/**
 * A user manager (a role of user-manage alone: "manage users but not roles") probed as an attacker:
 * they must not take over or lock out an account holding codes they lack, and no route may leave the
 * platform without an enabled, audited user holding role-manage and user-manage.
 */
let app: FastifyInstance;
let admin: string;
let adminId: number;

/** A fresh server per part: what one part grants must not count for the next. */
async function fresh() {
  app = await startServer({ dataDir: tempDir("takeover-") });
  admin = await signIn(app, "admin", "Admin@123");
  adminId = Number((await get(app, API.userInfo, admin)).json().data.id);
}
afterAll(closeAll);

const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const at = (template: string, id: number) => template.replace(":id", String(id));
const profile = (userName: string, belongSystem = 1) => ({
  userName,
  password: "Secret@123",
  displayName: userName,
  phone: "13812345678",
  email: `${userName}@example.com`,
  belongSystem,
});

/** A new audited user holding a new role of the platform tab with `codes`; signed in. */
async function userWithRole(name: string, codes: string[]) {
  const role = await call("POST", USER_ADMIN_API.roles, { name: `${name}-角色`, belongSystem: 1, codes });
  const user = await call("POST", USER_ADMIN_API.users, profile(name));
  const userId = user.json().data.id as number;
  await call("PUT", at(USER_ADMIN_API.userAudit, userId), { auditStatus: 1 });
  await call("PUT", at(USER_ADMIN_API.userRoles, userId), { roleIds: [role.json().data.id] });
  return { userId, roleId: role.json().data.id as number, token: await signIn(app, name, "Secret@123") };
}

const OUTRANKED = { code: 403, message: "该用户拥有您没有的权限，不能修改" };
const adminView = async () => (await get(app, at(USER_ADMIN_API.user, adminId), admin)).json().data;

describe("a user manager without role-manage", () => {
  beforeAll(fresh);

  it("cannot reset admin's password, and admin's password stays", async () => {
    const { token } = await userWithRole("keeper_pw", ["user-manage"]);
    const reset = await call(
      "PUT",
      at(USER_ADMIN_API.userPassword, adminId),
      { password: "Taken@123" },
      token,
    );
    expect(reset.json()).toEqual(OUTRANKED);
    expect((await passwordGrant(app, "admin", "Taken@123")).statusCode).toBe(401);
    expect((await passwordGrant(app, "admin", "Admin@123")).statusCode).toBe(200);
  });

  it("cannot unaudit, move, disable or delete admin: admin's writes keep working", async () => {
    const { token } = await userWithRole("keeper_lock", ["user-manage", "userM-del"]);
    const move = await call(
      "PUT",
      at(USER_ADMIN_API.user, adminId),
      { displayName: "管理员", phone: "13812345678", email: "a@example.com", belongSystem: 2 },
      token,
    );
    expect(move.json()).toEqual(OUTRANKED);
    expect(
      (await call("PUT", at(USER_ADMIN_API.userAudit, adminId), { auditStatus: 0 }, token)).json(),
    ).toEqual(OUTRANKED);
    expect((await call("PUT", at(USER_ADMIN_API.userStatus, adminId), { enabled: 0 }, token)).json()).toEqual(
      OUTRANKED,
    );
    expect((await call("DELETE", at(USER_ADMIN_API.user, adminId), undefined, token)).json()).toEqual(
      OUTRANKED,
    );
    expect(await adminView()).toMatchObject({ auditStatus: 1, belongSystem: 1, enabled: 1 });
    const write = await call("POST", USER_ADMIN_API.roles, { name: "仍可写", belongSystem: 3, codes: [] });
    expect(write.json()).toMatchObject({ code: 200, data: { name: "仍可写" } });
  });

  it("still manages a user whose codes they hold, and that user's sessions end with a new password", async () => {
    const { token } = await userWithRole("keeper_ok", ["user-manage", "business-hall"]);
    const target = await userWithRole("managed_one", ["business-hall"]);
    const reset = await call(
      "PUT",
      at(USER_ADMIN_API.userPassword, target.userId),
      { password: "Fresh@123" },
      token,
    );
    expect(reset.json()).toMatchObject({ code: 200 });
    const old = await get(app, API.userResource, target.token);
    expect([old.statusCode, old.json().message]).toEqual([401, "登录已过期，请重新登录！"]);
    expect((await passwordGrant(app, "managed_one", "Fresh@123")).statusCode).toBe(200);
    const audit = await call("PUT", at(USER_ADMIN_API.userAudit, target.userId), { auditStatus: 0 }, token);
    expect(audit.json()).toMatchObject({ code: 200, data: { auditStatus: 0 } });
  });

  it("cannot change the roles of a user who holds a code they lack, even with role-manage", async () => {
    const { token } = await userWithRole("role_keeper", ["user-manage", "role-manage"]);
    const strip = await call("PUT", at(USER_ADMIN_API.userRoles, adminId), { roleIds: [] }, token);
    expect(strip.json()).toEqual(OUTRANKED);
    expect((await adminView()).roles.map((role: { name: string }) => role.name)).toEqual(["平台管理员"]);
  });
});

describe("at least one enabled, audited user keeps role-manage and user-manage", () => {
  beforeAll(fresh);
  const LAST =
    "不能保存：修改后将没有已启用、已审核的用户同时拥有角色管理（role-manage）和用户管理（user-manage）权限";

  it("refuses unauditing the last such user, whatever belongSystem says first", async () => {
    const moved = await call("PUT", at(USER_ADMIN_API.user, adminId), {
      displayName: "管理员",
      phone: "13812345678",
      email: "admin@example.com",
      belongSystem: 2,
    });
    expect(moved.json()).toMatchObject({ code: 200, data: { belongSystem: 2, auditStatus: 1 } });
    expect((await call("PUT", at(USER_ADMIN_API.userAudit, adminId), { auditStatus: 0 })).json()).toEqual({
      code: 400,
      message: LAST,
    });
    const back = await call("PUT", at(USER_ADMIN_API.user, adminId), {
      displayName: "管理员",
      phone: "13812345678",
      email: "admin@example.com",
      belongSystem: 1,
    });
    expect(back.json()).toMatchObject({ code: 200, data: { belongSystem: 1 } });
    const write = await call("POST", USER_ADMIN_API.roles, {
      name: "审核后仍可写",
      belongSystem: 3,
      codes: [],
    });
    expect(write.json()).toMatchObject({ code: 200 });
  });

  it("does not count an unaudited holder: the admin role given to pending, stripping it from admin is refused", async () => {
    const roles = (await get(app, USER_ADMIN_API.allRoles, admin)).json().data as {
      id: number;
      name: string;
    }[];
    const platformAdmin = roles.find((role) => role.name === "平台管理员")!.id;
    const users = (await get(app, `${USER_ADMIN_API.users}?userName=pending&pageSize=10`, admin)).json().data
      .list as { id: number; userName: string }[];
    const pendingId = users.find((user) => user.userName === "pending")!.id;
    expect(
      (await call("PUT", at(USER_ADMIN_API.userRoles, pendingId), { roleIds: [platformAdmin] })).json(),
    ).toMatchObject({ code: 200 });
    expect((await call("PUT", at(USER_ADMIN_API.userRoles, adminId), { roleIds: [] })).json()).toEqual({
      code: 400,
      message: LAST,
    });
    // Once pending is audited, it counts: then admin may give the role up.
    await call("PUT", at(USER_ADMIN_API.userAudit, pendingId), { auditStatus: 1 });
    const dropped = await call("PUT", at(USER_ADMIN_API.userRoles, adminId), { roleIds: [] });
    expect(dropped.json()).toMatchObject({ code: 200 });
    const pending = await signIn(app, "pending", "Pending@123");
    expect(
      (
        await call("PUT", at(USER_ADMIN_API.userRoles, adminId), { roleIds: [platformAdmin] }, pending)
      ).json(),
    ).toMatchObject({ code: 200 });
  });

  it("refuses disabling the last such user even when an unaudited one holds the codes", async () => {
    const fresh = await call("POST", USER_ADMIN_API.users, profile("unaudited_holder", 2));
    const freshId = fresh.json().data.id as number;
    const roles = (await get(app, USER_ADMIN_API.allRoles, admin)).json().data as {
      id: number;
      name: string;
    }[];
    const platformAdmin = roles.find((role) => role.name === "平台管理员")!.id;
    await call("PUT", at(USER_ADMIN_API.userRoles, freshId), { roleIds: [platformAdmin] });
    const users = (await get(app, `${USER_ADMIN_API.users}?userName=pending&pageSize=10`, admin)).json().data
      .list as { id: number; userName: string }[];
    const pendingId = users.find((user) => user.userName === "pending")!.id;
    // pending (audited in the test above) gives the role back; admin and the unaudited user remain.
    expect(
      (await call("PUT", at(USER_ADMIN_API.userRoles, pendingId), { roleIds: [] })).json(),
    ).toMatchObject({
      code: 200,
    });
    expect((await call("PUT", at(USER_ADMIN_API.userStatus, adminId), { enabled: 0 })).json()).toEqual({
      code: 400,
      message: LAST,
    });
  });
});
