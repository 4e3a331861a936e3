// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, get, signIn, startServer } from "./helpers";
import { callAs } from "./trainingRoutesSupport";

let app: FastifyInstance;
let admin: string;
let dev: string;

beforeAll(async () => {
  app = await startServer();
  [admin, dev] = await Promise.all([signIn(app, "admin", "Admin@123"), signIn(app, "dev", "Dev@123")]);
});
afterAll(closeAll);

interface Page {
  list: Record<string, unknown>[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const BASE = "/api/aimanager/v1";
/** A portal search without a token, as a visitor makes it. */
const search = async (url: string, query: Record<string, string | number>) => {
  const response = await get(
    app,
    `${BASE}${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message?: string; data: Page },
  };
};
const names = (page: Page, field = "name") => page.list.map((row) => row[field]);

async function dataset(token: string, name: string, description: string, isPublic: 0 | 1) {
  const created = await callAs<{ id: number }>(app, token, "POST", "/data-set/data", {
    dataSetName: name,
    description,
  });
  if (isPublic)
    await callAs(app, token, "PUT", "/data-set/updatePublic", { id: created.body.data.id, isPublic });
}

async function algorithm(token: string, name: string, description: string, isPublic: 0 | 1) {
  const [root] = (await callAs<{ id: number }[]>(app, token, "GET", "/algorithm-type/parents")).body.data;
  const [child] = (
    await callAs<{ id: number }[]>(app, token, "GET", `/algorithm-type/childrens?parentId=${root.id}`)
  ).body.data;
  const created = await callAs<{ id: number }>(app, token, "POST", "/tb-algorithm-manage/algorithm", {
    name,
    typeId: child.id,
    description,
  });
  if (isPublic)
    await callAs(app, token, "PUT", "/tb-algorithm-manage/updatePublic", {
      id: created.body.data.id,
      isPublic,
    });
}

async function model(token: string, name: string, description: string, isPublic: 0 | 1) {
  const created = await callAs<{ id: number }>(app, token, "POST", "/model-manage/models", {
    name,
    description,
    category: "其他",
  });
  if (isPublic)
    await callAs(app, token, "PUT", "/model-manage/updatePublic", { id: created.body.data.id, isPublic });
}

describe("portal-search-result of datasets, algorithms and models (no sign-in)", () => {
  it("finds public datasets by a word of the name or description, never a private one", async () => {
    await dataset(admin, "遥感影像甲", "卫星拍摄的农田", 1);
    await dataset(dev, "农田病害", "叶片图片", 1);
    await dataset(dev, "遥感私有", "不公开", 0);
    await dataset(admin, "街景", "城市道路", 1);

    const byName = await search("/data-set-history/portal-search-result", {
      keyword: "遥感",
      pageNum: 1,
      pageSize: 10,
    });
    expect(byName.status).toBe(200);
    expect(names(byName.body.data, "dataSetName")).toEqual(["遥感影像甲"]);
    expect(byName.body.data.list[0]).toMatchObject({
      isPublic: 1,
      userName: expect.any(String),
      versionCount: 1,
    });

    // "农田" is the name of one and the description of another: newest first.
    const both = await search("/data-set-history/portal-search-result", {
      keyword: " 农田 ",
      pageNum: 1,
      pageSize: 10,
    });
    expect(names(both.body.data, "dataSetName")).toEqual(["农田病害", "遥感影像甲"]);

    const paged = await search("/data-set-history/portal-search-result", { pageNum: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(names(paged.body.data, "dataSetName")).toEqual(["遥感影像甲"]);

    // A LIKE wildcard is a plain character.
    const wildcard = await search("/data-set-history/portal-search-result", {
      keyword: "%",
      pageNum: 1,
      pageSize: 10,
    });
    expect(wildcard.body.data.total).toBe(0);
  });

  it("finds public algorithms and models the same way", async () => {
    await algorithm(admin, "目标检测算法Y", "检测车辆", 1);
    await algorithm(dev, "私有检测算法", "检测行人", 0);
    const algorithms = await search("/tb-algorithm-manage/portal-search-result", {
      keyword: "检测",
      pageNum: 1,
      pageSize: 10,
    });
    expect(algorithms.status).toBe(200);
    expect(names(algorithms.body.data)).toEqual(["目标检测算法Y"]);
    expect(algorithms.body.data.list[0]).toMatchObject({
      description: "检测车辆",
      typeName: expect.any(String),
    });

    await model(admin, "缺陷识别模型", "钢板表面", 1);
    await model(dev, "钢板私有模型", "不公开", 0);
    const models = await search("/model-history/portal-search-result", {
      keyword: "钢板",
      pageNum: 1,
      pageSize: 10,
    });
    expect(models.status).toBe(200);
    expect(names(models.body.data)).toEqual(["缺陷识别模型"]);
    expect(models.body.data.list[0]).toMatchObject({ ownerName: expect.any(String), isPublic: 1 });
  });

  it("refuses a bad page with 400 and a message, never 500", async () => {
    for (const url of [
      "/data-set-history/portal-search-result",
      "/tb-algorithm-manage/portal-search-result",
      "/model-history/portal-search-result",
    ]) {
      const bad = await search(url, { keyword: "x", pageNum: 0, pageSize: 10 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBeTruthy();
      const long = await search(url, { keyword: "字".repeat(201), pageNum: 1, pageSize: 10 });
      expect(long.status).toBe(400);
    }
  });

  it("answers the industry classification tree to a visitor (the app store's groups)", async () => {
    await callAs(app, admin, "POST", "/classify", { name: "智慧农业" });
    const response = await get(app, `${BASE}/classify/tree`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as { name: string }[]).map((node) => node.name)).toContain("智慧农业");
  });
});
