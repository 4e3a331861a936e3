// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import {
  ALL_CODES,
  BACK_OFFICE_CODES,
  DEV_CODES,
  OPERATION_CODES,
} from "../../src/contracts/permissionCodes";
import { closeAll, get, signIn, startServer } from "./helpers";

afterEach(closeAll);

const INFO = "/api/aam/v1/portal/user/info";
const RESOURCE = "/api/aam/v1/portal/user/resource";
const HPC = "/api/aimanager/v1/hpc-account/user-accounts";

async function dataOf(url: string, userName: string, password: string) {
  const app = await startServer();
  const token = await signIn(app, userName, password);
  const response = await get(app, url, token);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ code: 200, message: "success" });
  return body.data;
}

describe("GET /api/aam/v1/portal/user/info", () => {
  it("gives admin every code, audited, platform system, two groups", async () => {
    const data = await dataOf(INFO, "admin", "Admin@123");
    expect(data).toEqual({
      id: expect.any(String),
      userName: "admin",
      displayName: "管理员",
      resource: expect.any(Array),
      topGroup: [
        { id: "g-platform", title: "平台运营" },
        { id: "g-lab", title: "AI 实验室" },
      ],
      auditStatus: 1,
      belongSystem: 1,
      attributeContent: expect.any(String),
    });
    expect([...data.resource].sort()).toEqual([...new Set(ALL_CODES)].sort());
  });

  it("gives dev the development codes and no back-office or operation code", async () => {
    const data = await dataOf(INFO, "dev", "Dev@123");
    expect(data).toMatchObject({ userName: "dev", displayName: "开发者", auditStatus: 1, belongSystem: 2 });
    expect(data.topGroup).toEqual([{ id: "g-lab", title: "AI 实验室" }]);
    expect([...data.resource].sort()).toEqual([...DEV_CODES].sort());
    for (const code of ["backstage", "operation", ...BACK_OFFICE_CODES, ...OPERATION_CODES]) {
      expect(data.resource).not.toContain(code);
    }
  });

  it("marks pending as not audited (auditStatus 0, belongSystem 2) but gives it codes", async () => {
    const data = await dataOf(INFO, "pending", "Pending@123");
    expect(data).toMatchObject({ userName: "pending", auditStatus: 0, belongSystem: 2 });
    expect(data.resource.length).toBeGreaterThan(0);
  });

  it("gives nobody an empty permission list", async () => {
    const data = await dataOf(INFO, "nobody", "Nobody@123");
    expect(data).toMatchObject({ userName: "nobody", resource: [], auditStatus: 1 });
  });

  it("accepts the groupCategory query", async () => {
    const app = await startServer();
    const token = await signIn(app, "admin", "Admin@123");
    const response = await get(app, `${INFO}?groupCategory=government`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userName).toBe("admin");
  });
});

describe("GET /api/aam/v1/portal/user/resource", () => {
  it("lists the caller's codes", async () => {
    expect([...(await dataOf(RESOURCE, "dev", "Dev@123"))].sort()).toEqual([...DEV_CODES].sort());
    expect(await dataOf(RESOURCE, "nobody", "Nobody@123")).toEqual([]);
  });
});

describe("GET /api/aimanager/v1/hpc-account/user-accounts", () => {
  it("lists admin's bound HPC account as the current one", async () => {
    const data = await dataOf(HPC, "admin", "Admin@123");
    expect(data).toEqual([
      {
        id: expect.any(String),
        accountType: 1,
        account: "sc_admin",
        bindType: 2,
        bindUserId: expect.any(String),
        bindGroupId: "g-platform",
        bindGroupName: "平台运营",
        bindUserName: "admin",
        encryptAccount: expect.any(String),
        current: true,
      },
    ]);
    expect(data[0].encryptAccount).not.toContain("sc_admin");
    expect(Buffer.from(data[0].encryptAccount, "base64").toString()).toMatch(/^sc_admin@/);
  });

  it("lists none for dev", async () => {
    expect(await dataOf(HPC, "dev", "Dev@123")).toEqual([]);
  });
});

describe("GET /api/aam/v1/mgmt/users (用户配置)", () => {
  it("gives every seeded account a creation time (创建时间 is never empty)", async () => {
    const data = await dataOf(
      "/api/aam/v1/mgmt/users?pageNum=1&pageSize=50&belongSystem=1",
      "admin",
      "Admin@123",
    );
    const admin = data.list.find((user: { userName: string }) => user.userName === "admin");
    expect(admin.createdAt).toEqual(expect.any(Number));
    expect(admin.createdAt).toBeGreaterThan(Date.parse("2020-01-01"));
  });
});
