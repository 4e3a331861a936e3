// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOTATION_PREFIX } from "../../server/annotation/common";
import { ALL_CODES, DEV_CODES, OPERATION_CODES } from "../../src/contracts/permissionCodes";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, passwordGrant, signIn, startServer, tempDir } from "./helpers";

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
});
afterAll(closeAll);

const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const sorted = (codes: readonly string[]) => [...codes].sort();
const resourceOf = async (token: string) =>
  sorted((await get(app, "/api/aam/v1/portal/user/resource", token)).json().data as string[]);
const path = (template: string, id: number) => template.replace(":id", String(id));

describe("codes derive from the seeded roles", () => {
  it.each([
    ["admin", "Admin@123", ALL_CODES],
    ["dev", "Dev@123", DEV_CODES],
    ["dev2", "Dev2@123", DEV_CODES],
    ["annot1", "Annot1@123", ["business-hall", "home", "dataManage", "taskM", "task-ill", "task-my"]],
    ["annot2", "Annot2@123", ["business-hall", "home", "dataManage", "taskM", "task-ill", "task-my"]],
    ["pending", "Pending@123", DEV_CODES],
    ["nobody", "Nobody@123", []],
    ["ops", "Ops@123", ["operation", "feedbackM-look", ...OPERATION_CODES]],
  ])("%s keeps exactly today's codes", async (account, password, codes) => {
    expect(await resourceOf(await signIn(app, account, password))).toEqual(sorted(codes));
  });
});

describe("the permission tree", () => {
  it("shows the enterprise tab only the development platform, with menus and actions", async () => {
    const tree = (await get(app, `${USER_ADMIN_API.roleTree}?belongSystem=3`, admin)).json().data;
    expect(tree.map((node: { title: string; code: string }) => [node.title, node.code])).toEqual([
      ["开发平台", "business-hall"],
    ]);
    const storage = tree[0].children.find((node: { code: string }) => node.code === "storageM-look");
    expect(storage.title).toBe("存储管理");
    expect(storage.childrens.map((node: { code: string }) => node.code)).toEqual([
      "storageM-add",
      "storageM-del",
      "storageM-put",
      "storageM-download",
      "storageM-share",
    ]);
  });

  it("shows platform operation all three modules", async () => {
    const tree = (await get(app, `${USER_ADMIN_API.roleTree}?belongSystem=1`, admin)).json().data;
    expect(tree.map((node: { title: string }) => node.title)).toEqual(["开发平台", "运营管理", "后台管理"]);
  });

  it("refuses the role calls without user-manage", async () => {
    const dev = await signIn(app, "dev", "Dev@123");
    expect((await get(app, `${USER_ADMIN_API.roles}?belongSystem=1`, dev)).statusCode).toBe(403);
  });
});

describe("the identity number (用户配置)", () => {
  it("accepts a lower-case x as the check character and stores X", async () => {
    const created = await send("POST", USER_ADMIN_API.users, {
      userName: "idx_user",
      password: "Idx@12345",
      displayName: "身份证小写",
      phone: "13812345679",
      email: "idx@example.com",
      idNumber: "11010519491231002x",
      belongSystem: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.idNumber).toBe("11010519491231002X");
  });
});

describe("a role edit changes what the user may do at the next call", () => {
  it("creates, audits and assigns; then adds the datasets codes", async () => {
    const role = await send("POST", USER_ADMIN_API.roles, {
      name: "存储角色-server",
      belongSystem: 3,
      codes: ["storageM-look"],
    });
    expect(role.json().data.codes).toEqual(["business-hall", "storageM-look"]);
    const roleId = role.json().data.id as number;

    const created = await send("POST", USER_ADMIN_API.users, {
      userName: "store_user",
      password: "Store@123",
      displayName: "存储用户",
      phone: "13812345678",
      email: "store@example.com",
      belongSystem: 3,
    });
    expect(created.statusCode).toBe(200);
    const userId = created.json().data.id as number;
    expect(created.json().data.auditStatus).toBe(0);
    await send("PUT", path(USER_ADMIN_API.userAudit, userId), { auditStatus: 1 });
    await send("PUT", path(USER_ADMIN_API.userRoles, userId), { roleIds: [roleId] });

    const user = await signIn(app, "store_user", "Store@123");
    expect(await resourceOf(user)).toEqual(["business-hall", "storageM-look"]);
    expect((await get(app, `${ANNOTATION_PREFIX}/data-set/page-info`, user)).statusCode).toBe(403);

    await send("PUT", path(USER_ADMIN_API.role, roleId), {
      name: "存储角色-server",
      belongSystem: 3,
      codes: ["storageM-look", "dataManage", "dataM"],
    });
    expect(await resourceOf(user)).toEqual(sorted(["business-hall", "storageM-look", "dataManage", "dataM"]));
    expect((await get(app, `${ANNOTATION_PREFIX}/data-set/page-info`, user)).statusCode).toBe(200);

    const refused = await send("DELETE", path(USER_ADMIN_API.role, roleId));
    expect(refused.json()).toEqual({
      code: 400,
      message: "角色“存储角色-server”正被用户 store_user 使用，不能删除",
    });

    // Disabled: the next call ends the session with the spec's text, and so does every call of that
    // moment (a page's calls run in parallel); sign-in answers it too.
    await send("PUT", path(USER_ADMIN_API.userStatus, userId), { enabled: 0 });
    const calls = await Promise.all(
      ["/api/aam/v1/portal/user/resource", "/api/aam/v1/portal/user/resource"].map((url) =>
        get(app, url, user),
      ),
    );
    for (const next of calls)
      expect([next.statusCode, next.json().message]).toEqual([401, "该用户已被禁用,请联系管理员"]);
    const again = await passwordGrant(app, "store_user", "Store@123");
    expect([again.statusCode, again.json().message]).toEqual([400, "该用户已被禁用,请联系管理员"]);
    // Enabled again, the ended session stays ended (401, the expired-session text): only a new sign-in comes back in.
    await send("PUT", path(USER_ADMIN_API.userStatus, userId), { enabled: 1 });
    const ended = await get(app, "/api/aam/v1/portal/user/resource", user);
    expect([ended.statusCode, ended.json().message]).toEqual([401, "登录已过期，请重新登录！"]);
  });

  it("refuses a code outside the tab and a taken name", async () => {
    const outside = await send("POST", USER_ADMIN_API.roles, {
      name: "越界",
      belongSystem: 3,
      codes: ["backstage"],
    });
    expect(outside.json()).toEqual({ code: 400, message: "权限编码 backstage 不属于该权限分类" });
    const taken = await send("POST", USER_ADMIN_API.roles, { name: "开发者", belongSystem: 3, codes: [] });
    expect(taken.json()).toEqual({ code: 400, message: "角色名称已存在" });
  });

  it("refuses removing the last role holding the role screen's code", async () => {
    const roles = (await get(app, USER_ADMIN_API.allRoles, admin)).json().data as {
      id: number;
      name: string;
    }[];
    const platformAdmin = roles.find((role) => role.name === "平台管理员")!;
    const edit = await send("PUT", path(USER_ADMIN_API.role, platformAdmin.id), {
      name: "平台管理员",
      belongSystem: 1,
      codes: ["business-hall"],
    });
    expect(edit.json()).toEqual({
      code: 400,
      message:
        "不能保存：修改后将没有已启用、已审核的用户同时拥有角色管理（role-manage）和用户管理（user-manage）权限",
    });
    const adminId = Number((await get(app, "/api/aam/v1/portal/user/info", admin)).json().data.id);
    const unassign = await send("PUT", path(USER_ADMIN_API.userRoles, adminId), { roleIds: [] });
    expect(unassign.statusCode).toBe(400);
    expect(await resourceOf(admin)).toEqual(sorted(ALL_CODES));
  });
});

describe("user fields", () => {
  it.each([
    [{ phone: "12812345678" }, "手机号格式不正确"],
    [{ phone: "" }, "请输入手机号"],
    [{ email: "a@" }, "邮箱格式不正确"],
    [{ idNumber: "12345" }, "身份证号格式不正确"],
    [{ displayName: "名".repeat(51) }, "姓名最多输入50个字符"],
    [{ userName: "has space" }, "账号只能包含字母、数字和 _ . @ -"],
    [{ userName: "admin" }, "账号已存在"],
    [{ password: "123" }, "密码长度为6-32个字符"],
  ])("refuses %j with %s", async (change, message) => {
    const body = {
      userName: "field_user",
      password: "Field@123",
      displayName: "字段",
      phone: "13812345678",
      email: "f@example.com",
      idNumber: "11010519491231002X",
      belongSystem: 3,
      ...change,
    };
    expect((await send("POST", USER_ADMIN_API.users, body)).json()).toEqual({ code: 400, message });
  });

  it("imports rows with a result per row", async () => {
    const answer = await send("POST", USER_ADMIN_API.userImport, {
      belongSystem: 3,
      rows: [
        {
          userName: "imp_a",
          displayName: "甲",
          phone: "13900000001",
          email: "a@example.com",
          password: "Imp@123",
        },
        {
          userName: "imp_a",
          displayName: "乙",
          phone: "13900000002",
          email: "b@example.com",
          password: "Imp@123",
        },
        { userName: "imp_c", displayName: "丙", phone: "139", email: "c@example.com", password: "Imp@123" },
      ],
    });
    expect(answer.json().data).toEqual([
      { row: 2, userName: "imp_a", ok: true, message: "导入成功" },
      { row: 3, userName: "imp_a", ok: false, message: "账号已存在" },
      { row: 4, userName: "imp_c", ok: false, message: "手机号格式不正确" },
    ]);
    const list = await get(app, `${USER_ADMIN_API.users}?userName=imp_&auditStatus=0`, admin);
    expect(list.json().data.list.map((row: { userName: string }) => row.userName)).toEqual(["imp_a"]);
  });

  it("refuses an avatar of another type", async () => {
    const answer = await send("PUT", path(USER_ADMIN_API.avatarOf, 1), {
      type: 1,
      attributeContent: "data:image/gif;base64,R0lGOD==",
    });
    expect(answer.json()).toEqual({ code: 400, message: "请上传以下文件格式：png、jpg、jpeg" });
  });

  it.each([600, 2000])("refuses an avatar of %i KB with the spec's size text", async (kb) => {
    const answer = await send("PUT", path(USER_ADMIN_API.avatarOf, 1), {
      type: 1,
      attributeContent: `data:image/png;base64,${Buffer.alloc(kb * 1024).toString("base64")}`,
    });
    expect(answer.json()).toEqual({ code: 400, message: "文件大小限制：500kb" });
  });
});

describe("a data folder older than roles", () => {
  it("gives the demo accounts their seeded roles once, and keeps a role edit across restarts", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    // A folder older than roles: no role tables, and no record of migrations (made before they were numbered).
    first.platform.db.exec(
      "DROP TABLE user_roles; DROP TABLE role_codes; DROP TABLE roles; DROP TABLE schema_migrations;",
    );
    await first.close();

    const second = await startServer({ dataDir });
    const annot = await signIn(second, "annot1", "Annot1@123");
    const codes = async (server: FastifyInstance, token: string) =>
      sorted((await get(server, "/api/aam/v1/portal/user/resource", token)).json().data as string[]);
    expect(await codes(second, annot)).toEqual(
      sorted(["business-hall", "home", "dataManage", "taskM", "task-ill", "task-my"]),
    );
    const db = second.platform.db;
    const roleId = (db.prepare("SELECT id FROM roles WHERE seed_key = 'annotator'").get() as { id: number })
      .id;
    db.prepare("DELETE FROM role_codes WHERE role_id = ? AND code = 'task-my'").run(roleId);
    await second.close();

    const third = await startServer({ dataDir });
    expect(await codes(third, annot)).not.toContain("task-my");
  });
});

describe("a code new to the tree", () => {
  it("joins the seeded roles that define it at the next start, once", async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir });
    const db = first.platform.db;
    const adminRole = (
      db.prepare("SELECT id FROM roles WHERE seed_key = 'platform-admin'").get() as { id: number }
    ).id;
    // As if system-manage were new: neither seen before nor held by the role.
    db.prepare("DELETE FROM permission_codes_seen WHERE code = 'system-manage'").run();
    db.prepare("DELETE FROM role_codes WHERE role_id = ? AND code IN ('system-manage', 'person-look')").run(
      adminRole,
    );
    await first.close();

    const second = await startServer({ dataDir });
    const held = (
      second.platform.db.prepare("SELECT code FROM role_codes WHERE role_id = ?").all(adminRole) as {
        code: string;
      }[]
    ).map((row) => row.code);
    expect(held).toContain("system-manage");
    expect(held).not.toContain("person-look");
  });
});
