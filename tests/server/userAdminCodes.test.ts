// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, signIn, startServer, tempDir } from "./helpers";

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await startServer({ dataDir: tempDir("user-admin-codes-") });
  admin = await signIn(app, "admin", "Admin@123");
});
afterAll(closeAll);

const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const at = (template: string, id: number) => template.replace(":id", String(id));
const profile = (userName: string) => ({
  userName,
  password: "Secret@123",
  displayName: userName,
  phone: "13812345678",
  email: `${userName}@example.com`,
  belongSystem: 1,
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

describe("users but not roles", () => {
  it("lets user-manage alone open the user list, and nothing of the role screen or the list's buttons", async () => {
    const { token, roleId } = await userWithRole("user_keeper", ["user-manage"]);
    expect((await get(app, `${USER_ADMIN_API.users}?pageNum=1&pageSize=10`, token)).statusCode).toBe(200);
    expect((await get(app, USER_ADMIN_API.allRoles, token)).statusCode).toBe(200);
    expect((await get(app, `${USER_ADMIN_API.roles}?belongSystem=1`, token)).statusCode).toBe(403);
    expect((await get(app, `${USER_ADMIN_API.roleTree}?belongSystem=1`, token)).statusCode).toBe(403);
    expect((await call("POST", USER_ADMIN_API.users, profile("nope_a"), token)).statusCode).toBe(403);
    const rows = { belongSystem: 3, rows: [{ userName: "nope_b" }] };
    expect((await call("POST", USER_ADMIN_API.userImport, rows, token)).statusCode).toBe(403);
    const fresh = await call("POST", USER_ADMIN_API.users, profile("kept_user"));
    expect(
      (await call("DELETE", at(USER_ADMIN_API.user, fresh.json().data.id), undefined, token)).statusCode,
    ).toBe(403);
    // Granting roles is granting codes: the role screen's code too.
    expect((await call("PUT", at(USER_ADMIN_API.userRoles, 1), { roleIds: [] }, token)).statusCode).toBe(403);

    await call("PUT", at(USER_ADMIN_API.role, roleId), {
      name: "user_keeper-角色",
      belongSystem: 1,
      codes: ["user-manage", "userM-add"],
    });
    const created = await call("POST", USER_ADMIN_API.users, profile("made_by_keeper"), token);
    expect(created.json()).toMatchObject({ code: 200, data: { userName: "made_by_keeper", auditStatus: 0 } });
  });
});

describe("deleting a user (userM-del)", () => {
  it("deletes an account never used, and refuses one in use naming it", async () => {
    const fresh = await call("POST", USER_ADMIN_API.users, profile("mistaken"));
    const id = fresh.json().data.id as number;
    expect((await call("DELETE", at(USER_ADMIN_API.user, id))).json()).toMatchObject({ code: 200 });
    expect((await get(app, at(USER_ADMIN_API.user, id), admin)).json()).toEqual({
      code: 404,
      message: "用户不存在",
    });
    await signIn(app, "dev", "Dev@123");
    const users = (await get(app, `${USER_ADMIN_API.users}?userName=dev&pageSize=50`, admin)).json().data
      .list as { id: number; userName: string }[];
    const dev = users.find((user) => user.userName === "dev")!;
    expect((await call("DELETE", at(USER_ADMIN_API.user, dev.id))).json()).toEqual({
      code: 400,
      message: "用户“dev”已登录使用过或拥有数据，不能删除，可将其禁用",
    });
  });
});

describe("disabling a user", () => {
  it("ends every live session at once: session management no longer lists them, and the next call says why", async () => {
    const { userId, token } = await userWithRole("to_disable", ["business-hall"]);
    const second = await signIn(app, "to_disable", "Secret@123");
    const live = async () =>
      (await get(app, `${OP_LOG_API.opLogSessions}?pageNum=1&pageSize=10&user=to_disable`, admin)).json().data
        .total;
    expect(await live()).toBe(2);
    await call("PUT", at(USER_ADMIN_API.userStatus, userId), { enabled: 0 });
    expect(await live()).toBe(0);
    for (const session of [token, second]) {
      const next = await get(app, "/api/aam/v1/portal/user/resource", session);
      expect([next.statusCode, next.json().message]).toEqual([401, "该用户已被禁用,请联系管理员"]);
    }
  });

  it("refuses disabling the last enabled holder of the role screen's code with a text that says so", async () => {
    const adminId = Number((await get(app, "/api/aam/v1/portal/user/info", admin)).json().data.id);
    expect((await call("PUT", at(USER_ADMIN_API.userStatus, adminId), { enabled: 0 })).json()).toEqual({
      code: 400,
      message:
        "不能保存：修改后将没有已启用、已审核的用户同时拥有角色管理（role-manage）和用户管理（user-manage）权限",
    });
    expect((await get(app, "/api/aam/v1/portal/user/resource", admin)).statusCode).toBe(200);
  });
});

describe("a user's organisation", () => {
  it("can be cleared: the next organisation becomes the current one, or none", async () => {
    const groups = (await get(app, USER_ADMIN_API.userGroups, admin)).json().data as { id: string }[];
    const created = await call("POST", USER_ADMIN_API.users, {
      ...profile("org_user"),
      groupId: groups[0].id,
    });
    const id = created.json().data.id as number;
    expect(created.json().data.topGroup.map((group: { id: string }) => group.id)).toEqual([groups[0].id]);
    const fields = {
      displayName: "org_user",
      phone: "13812345678",
      email: "org_user@example.com",
      belongSystem: 1,
    };
    const cleared = await call("PUT", at(USER_ADMIN_API.user, id), { ...fields, groupId: "" });
    expect(cleared.json().data.topGroup).toEqual([]);
  });
});

describe("a data folder from before the action codes were enforced", () => {
  it("gives every role holding the old code the codes split from it, once", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const db = first.platform.db;
    const developer = (
      db.prepare("SELECT id FROM roles WHERE seed_key = 'developer'").get() as { id: number }
    ).id;
    db.prepare(
      "DELETE FROM role_codes WHERE role_id = ? AND code LIKE 'storageM-%' AND code <> 'storageM-look'",
    ).run(developer);
    const keeper = Number(
      db.prepare("INSERT INTO roles (name, belong_system, created_at) VALUES ('旧用户管理', 1, 0)").run()
        .lastInsertRowid,
    );
    for (const code of ["backstage", "user-manage"])
      db.prepare("INSERT INTO role_codes (role_id, code) VALUES (?, ?)").run(keeper, code);
    // A folder from before the split, made before migrations were numbered (no record of them).
    db.exec("DROP TABLE permission_codes_split; DROP TABLE schema_migrations");
    await first.close();

    const second = await startServer({ dataDir });
    const codesOf = (roleId: number) =>
      (
        second.platform.db.prepare("SELECT code FROM role_codes WHERE role_id = ?").all(roleId) as {
          code: string;
        }[]
      )
        .map((row) => row.code)
        .sort();
    expect(codesOf(developer)).toEqual(
      expect.arrayContaining([
        "storageM-add",
        "storageM-del",
        "storageM-put",
        "storageM-download",
        "storageM-share",
      ]),
    );
    expect(codesOf(keeper)).toEqual(
      ["backstage", "role-manage", "user-manage", "userM-add", "userM-del", "userM-import"].sort(),
    );
    // Once: a code taken away afterwards stays away.
    second.platform.db.prepare("DELETE FROM role_codes WHERE role_id = ? AND code = 'userM-del'").run(keeper);
    await second.close();
    const third = await startServer({ dataDir });
    const after = third.platform.db.prepare(
      "SELECT 1 FROM role_codes WHERE role_id = ? AND code = 'userM-del'",
    );
    expect(after.get(keeper)).toBeUndefined();
  });
});
