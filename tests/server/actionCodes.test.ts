// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOTATION_PREFIX } from "../../server/annotation/common";
import { ALL_CODES, DEV_CODES } from "../../src/contracts/permissionCodes";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, signIn, startServer, tempDir } from "./helpers";

/**
 * The permission tree's action nodes change what the API allows: a role without a button's code gets
 * 403 on that button's call while the page's reads still answer (ai-domain §2, back office).
 */
let app: FastifyInstance;
let admin: string;
let dev: string;

beforeAll(async () => {
  app = await startServer({ dataDir: tempDir("action-codes-") });
  [admin, dev] = await Promise.all([signIn(app, "admin", "Admin@123"), signIn(app, "dev", "Dev@123")]);
});
afterAll(closeAll);

const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const at = (template: string, id: number) => template.replace(":id", String(id));

/** Rewrites a seeded role's codes (by name) to `codes`. */
async function setRoleCodes(name: string, codes: readonly string[]) {
  const roles = (await get(app, USER_ADMIN_API.allRoles, admin)).json().data as {
    id: number;
    name: string;
    belongSystem: number;
  }[];
  const role = roles.find((entry) => entry.name === name)!;
  const answer = await call(admin, "PUT", at(USER_ADMIN_API.role, role.id), {
    name,
    belongSystem: role.belongSystem,
    codes,
  });
  expect(answer.statusCode).toBe(200);
}
const without = (codes: readonly string[], ...dropped: string[]) =>
  codes.filter((code) => !dropped.includes(code));

describe("storage buttons", () => {
  it("refuses a delete without storageM-del while browsing and creating still work", async () => {
    await call(admin, "GET", STORAGE_API.storageUserPath);
    await setRoleCodes("平台管理员", without(ALL_CODES, "storageM-del", "storageM-download"));
    const mkdir = await call(admin, "POST", STORAGE_API.storageOpt, {
      type: STORAGE.opType.mkdir,
      target: ["/GPUFS/admin/kept"],
    });
    expect(mkdir.json()).toMatchObject({ code: 200 });
    const remove = await call(admin, "POST", STORAGE_API.storageOpt, {
      type: STORAGE.opType.delete,
      from: ["/GPUFS/admin/kept"],
    });
    expect([remove.statusCode, remove.json().message]).toEqual([403, "拒绝访问"]);
    const listed = await call(admin, "GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin`);
    expect(listed.json().spec.map((row: { name: string }) => row.name)).toContain("kept");
    const download = await call(admin, "GET", `${STORAGE_API.storageDownload}?file=/GPUFS/admin/kept`);
    expect(download.statusCode).toBe(403);

    await setRoleCodes("平台管理员", ALL_CODES);
    const again = await call(admin, "POST", STORAGE_API.storageOpt, {
      type: STORAGE.opType.delete,
      from: ["/GPUFS/admin/kept"],
    });
    expect(again.json()).toMatchObject({ code: 200 });
  });

  it("refuses rename without storageM-put and upload without storageM-add", async () => {
    await setRoleCodes("平台管理员", without(ALL_CODES, "storageM-put", "storageM-add"));
    const rename = await call(admin, "POST", STORAGE_API.storageOpt, {
      type: STORAGE.opType.rename,
      from: ["/GPUFS/admin/a"],
      target: ["/GPUFS/admin/b"],
    });
    expect(rename.statusCode).toBe(403);
    const offset = await call(admin, "GET", `${STORAGE_API.storageUploadOffset}?file=/GPUFS/admin/x.txt`);
    expect(offset.statusCode).toBe(403);
    expect((await call(admin, "GET", STORAGE_API.storageQuotas)).json()).toMatchObject({ code: 200 });
    await setRoleCodes("平台管理员", ALL_CODES);
  });
});

describe("datasets and algorithms buttons", () => {
  it("refuses creating a dataset without dataM-A01 and deleting one without dataM-A03", async () => {
    const created = await call(dev, "POST", `${ANNOTATION_PREFIX}/data-set/data`, {
      dataSetName: "动作编码数据集",
    });
    expect(created.json()).toMatchObject({ code: 200 });
    const id = created.json().data.id as number;
    await setRoleCodes("开发者", without(DEV_CODES, "dataM-A01", "dataM-A03"));
    const refused = await call(dev, "POST", `${ANNOTATION_PREFIX}/data-set/data`, {
      dataSetName: "再建一个",
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, "拒绝访问"]);
    expect((await call(dev, "DELETE", `${ANNOTATION_PREFIX}/data-set/data/${id}`)).statusCode).toBe(403);
    const page = await call(dev, "GET", `${ANNOTATION_PREFIX}/data-set/page-info?pageNum=1&pageSize=10`);
    expect(page.json().data.list.map((row: { dataSetName: string }) => row.dataSetName)).toContain(
      "动作编码数据集",
    );
    // A02 is still held: editing works.
    const edited = await call(dev, "PUT", `${ANNOTATION_PREFIX}/data-set/data`, {
      id,
      dataSetName: "改名后的数据集",
    });
    expect(edited.json()).toMatchObject({ code: 200 });
    await setRoleCodes("开发者", DEV_CODES);
  });

  it("refuses deleting an algorithm without calcM-A03 and editing one without calcM-A02", async () => {
    const base = "/api/aimanager/v1";
    const [root] = (await call(dev, "GET", `${base}/algorithm-type/parents`)).json().data;
    const [child] = (await call(dev, "GET", `${base}/algorithm-type/childrens?parentId=${root.id}`)).json()
      .data;
    const created = await call(dev, "POST", `${base}/tb-algorithm-manage/algorithm`, {
      name: "动作编码算法",
      typeId: child.id,
    });
    const id = created.json().data.id as number;
    await setRoleCodes("开发者", without(DEV_CODES, "calcM-A02", "calcM-A03"));
    expect((await call(dev, "DELETE", `${base}/tb-algorithm-manage/algorithm/${id}`)).statusCode).toBe(403);
    const edit = await call(dev, "PUT", `${base}/tb-algorithm-manage/algorithm`, {
      id,
      name: "改名",
      typeId: child.id,
    });
    expect(edit.statusCode).toBe(403);
    const typeAdd = await call(dev, "POST", `${base}/algorithm-type`, { name: "新类型", parentId: root.id });
    expect(typeAdd.json()).toMatchObject({ code: 200 });
    const list = await call(dev, "GET", `${base}/tb-algorithm-manage/list-page?pageNum=1&pageSize=10`);
    expect(list.json().data.list.map((row: { name: string }) => row.name)).toContain("动作编码算法");
    await setRoleCodes("开发者", DEV_CODES);
    expect((await call(dev, "DELETE", `${base}/tb-algorithm-manage/algorithm/${id}`)).json()).toMatchObject({
      code: 200,
    });
  });
});
