// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLY_ORDER_BASE } from "../../src/contracts/sharing";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { callAs, seedShapesDataset } from "./trainingRoutesSupport";

/*
 * What a passed sharing order gives the applicant (server/platform/grants.ts): another user's public
 * dataset, algorithm or model is browsable by anyone but usable (items, training, drop-lists, a model's
 * versions) only with a passed order, and the grant outlives the owner making it private again.
 */

let app: FastifyInstance;
let ops: string;
let dev: string;
let dev2: string;
let shapes: ReturnType<typeof seedShapesDataset>;

const as = <Data = unknown>(token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  callAs<Data>(app, token, method, url, payload);

/** dev applies for the resource; operations pass the order. */
async function grant(resourceType: 1 | 2 | 3, resourceId: number) {
  const created = await as<{ id: number }>(dev, "POST", "/apply-order/create", {
    resourceType,
    resourceId,
    reason: "用于训练",
  });
  expect(created.body.code).toBe(200);
  const passed = await app.inject({
    method: "PUT",
    url: `${APPLY_ORDER_BASE}/approve/${created.body.data.id}`,
    headers: { authorization: `Bearer ${ops}` },
    payload: { status: 2 },
  });
  expect(passed.json().data.status).toBe(2);
}

interface Choices {
  algorithms: { id: number; name: string; versions: { id: number }[] }[];
  datasetVersions: { id: number; datasetName: string }[];
}
const choices = async () => (await as<Choices>(dev, "GET", "/tb-task-manage/choices")).body.data;

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir });
  [ops, dev, dev2] = await Promise.all([
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "dev2", "Dev2@123"),
  ]);
  shapes = seedShapesDataset(app, dataDir, "dev2");
});
afterAll(closeAll);

describe("a granted dataset", () => {
  const datasetName = () =>
    (
      app.platform.db.prepare("SELECT name FROM datasets WHERE id = ?").get(shapes.datasetId) as {
        name: string;
      }
    ).name;
  const task = () =>
    as(dev, "POST", "/tb-task-manage/task", {
      name: `用共享数据-${Math.random()}`,
      algorithmVersionId: ownVersion,
      datasetVersionId: shapes.annotated,
    });
  let ownVersion = 0;

  it("is offered for training and usable only once the order passed, and stays readable when made private", async () => {
    const algorithm = await as<{ id: number }>(dev, "POST", "/tb-algorithm-manage/algorithm", {
      name: "自己的算法",
      typeId: 3,
    });
    ownVersion = (
      await as<{ id: number }>(dev, "POST", "/tb-algorithm-version/version", {
        algorithmId: algorithm.body.data.id,
        trainer: "softmax",
        params: { epochs: 2 },
      })
    ).body.data.id;
    await as(dev2, "PUT", "/data-set/updatePublic", { id: shapes.datasetId, isPublic: 1 });
    // Public but not granted: browsable, not offered for training, and a task on it is refused.
    expect((await as(dev, "GET", `/data-set/data/${shapes.datasetId}`)).status).toBe(200);
    expect((await choices()).datasetVersions.map((row) => row.id)).not.toContain(shapes.annotated);
    expect((await task()).body).toMatchObject({ code: 404, message: "数据集版本不存在" });

    await grant(1, shapes.datasetId);
    expect(
      (await choices()).datasetVersions
        .filter((row) => row.datasetName === datasetName())
        .map((row) => row.id),
    ).toEqual([shapes.empty, shapes.annotated]);
    expect((await task()).body.code).toBe(200);

    await as(dev2, "PUT", "/data-set/updatePublic", { id: shapes.datasetId, isPublic: 0 });
    expect((await as(dev, "GET", `/data-set/data/${shapes.datasetId}`)).status).toBe(200);
    const items = await as<{ total: number }>(
      dev,
      "GET",
      `/data-set-item/page?dataSetId=${shapes.datasetId}&versionId=${shapes.annotated}&pageNum=1&pageSize=10`,
    );
    expect([items.status, items.body.data.total]).toEqual([200, 9]);
    expect((await choices()).datasetVersions.map((row) => row.id)).toContain(shapes.annotated);
    expect((await task()).body.code).toBe(200);
    // Another user without an order is refused the private dataset.
    const admin = await signIn(app, "admin", "Admin@123");
    expect((await as(admin, "GET", `/data-set/data/${shapes.datasetId}`)).body).toMatchObject({
      code: 403,
      message: "无权查看该数据集",
    });
  });
});

describe("a granted algorithm", () => {
  it("joins the algorithm drop-list and training with its public versions, also once made private", async () => {
    const algorithm = await as<{ id: number }>(dev2, "POST", "/tb-algorithm-manage/algorithm", {
      name: "共享的算法",
      typeId: 3,
    });
    const id = algorithm.body.data.id;
    const version = async () =>
      (
        await as<{ id: number }>(dev2, "POST", "/tb-algorithm-version/version", {
          algorithmId: id,
          trainer: "softmax",
          params: { epochs: 2 },
        })
      ).body.data.id;
    const published = await version();
    const unpublished = await version();
    await as(dev2, "PUT", "/tb-algorithm-version/public", { id: published, isPublic: 1 });
    await as(dev2, "PUT", "/tb-algorithm-manage/updatePublic", { id, isPublic: 1 });
    const listed = async () =>
      (await as<{ name: string }[]>(dev, "GET", "/tb-algorithm-manage/list")).body.data.map(
        (row) => row.name,
      );
    const task = (algorithmVersionId: number) =>
      as(dev, "POST", "/tb-task-manage/task", {
        name: `用共享算法-${algorithmVersionId}-${Math.random()}`,
        algorithmVersionId,
        datasetVersionId: shapes.annotated,
      });

    expect(await listed()).not.toContain("共享的算法");
    expect((await choices()).algorithms.map((row) => row.name)).not.toContain("共享的算法");
    expect((await task(published)).body).toMatchObject({ code: 404, message: "算法版本不存在" });

    await grant(2, id);
    await as(dev2, "PUT", "/tb-algorithm-manage/updatePublic", { id, isPublic: 0 });
    expect(await listed()).toContain("共享的算法");
    const offered = (await choices()).algorithms.find((row) => row.name === "共享的算法");
    expect(offered?.versions.map((row) => row.id)).toEqual([published]);
    expect((await task(published)).body.code).toBe(200);
    expect((await task(unpublished)).body).toMatchObject({ code: 404, message: "算法版本不存在" });
  });
});

describe("a granted model", () => {
  it("joins the drop-list and its versions page opens, also once made private; the owner alone may edit it", async () => {
    const model = await app.inject({
      method: "POST",
      url: "/api/aimanager/v1/model-manage/models",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { name: "共享的模型", category: "图像分类" },
    });
    const id = model.json().data.id as number;
    await app.inject({
      method: "PUT",
      url: "/api/aimanager/v1/model-manage/updatePublic",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { id, isPublic: 1 },
    });
    const versions = () =>
      as<{ total: number }>(dev, "GET", `/model-history/page?modelId=${id}&pageNum=1&pageSize=10`);
    const dropList = async () =>
      (await as<{ id: number }[]>(dev, "GET", "/model-manage/droplist")).body.data.map((row) => row.id);

    expect((await versions()).body).toMatchObject({ code: 404, message: "模型不存在" });
    expect(await dropList()).not.toContain(id);

    await grant(3, id);
    await app.inject({
      method: "PUT",
      url: "/api/aimanager/v1/model-manage/updatePublic",
      headers: { authorization: `Bearer ${dev2}` },
      payload: { id, isPublic: 0 },
    });
    expect(await dropList()).toContain(id);
    // Granted, not owned: the drop-list says so, and the versions page shows it read-only.
    const listed = (await as<{ id: number; own: boolean }[]>(dev, "GET", "/model-manage/droplist")).body.data;
    expect(listed.find((row) => row.id === id)?.own).toBe(false);
    expect((await versions()).body).toMatchObject({ code: 200, data: { total: 0 } });
    const edit = await as(dev, "PUT", "/model-manage/models", { id, name: "改名", category: "图像分类" });
    expect(edit.body.code).toBe(404);
  });
});
