// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TSchema, Type as T } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { PageOf } from "../../src/contracts/paging";
import {
  PublicAlgorithm,
  PublicAlgorithmVersion,
  PublicDataset,
  PublicDatasetItem,
  PublicDatasetVersion,
  PublicModel,
  PublicModelVersion,
} from "../../src/contracts/portalDirectory";
import { ModelVersionStore } from "../../server/platform/ai/modelVersionStore";
import { annotationFixture, BASE, png, type AnnotationFixture } from "./annotationFixture";
import { closeAll, get } from "./helpers";

let f: AnnotationFixture;
beforeAll(async () => {
  f = await annotationFixture();
});
afterAll(closeAll);

/** A call without a token, as a visitor of the portal makes it. */
const visit = async (path: string) => {
  const response = await get(f.app, `${BASE}/${path}`);
  const json = response.headers["content-type"]?.toString().includes("json");
  return {
    status: response.statusCode,
    type: String(response.headers["content-type"] ?? ""),
    bytes: response.rawPayload,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (json ? response.json() : {}) as { code: number; message?: string; data: any },
  };
};

async function dataset(name: string, isPublic: 0 | 1, images: number) {
  const token = f.tokens.dev;
  const created = await f.call(token, "POST", "data-set/data", { dataSetName: name, description: "门户" });
  const id = created.data.id as number;
  const [version] = (await f.call(token, "GET", `data-set-history/list?dataSetId=${id}`)).data;
  const tickets: string[] = [];
  for (let i = 0; i < images; i += 1) tickets.push(await f.ticket(token, `p${i}.png`, png(20 + i, 10)));
  const items = (
    await f.call(token, "POST", `data-set/data-set-upload/simple/${id}/${version.id}`, { tickets })
  ).data as { id: number }[];
  if (isPublic) await f.call(token, "PUT", "data-set/updatePublic", { id, isPublic });
  return { id, versionId: version.id as number, itemIds: items.map((item) => item.id) };
}

async function algorithm(name: string, isPublic: 0 | 1) {
  const token = f.tokens.dev;
  const [root] = (await f.call(token, "GET", "algorithm-type/parents")).data;
  const [child] = (await f.call(token, "GET", `algorithm-type/childrens?parentId=${root.id}`)).data;
  const created = await f.call(token, "POST", "tb-algorithm-manage/algorithm", { name, typeId: child.id });
  const id = created.data.id as number;
  const version = async (params: Record<string, number>, open: 0 | 1) => {
    const made = await f.call(token, "POST", "tb-algorithm-version/version", {
      algorithmId: id,
      trainer: "softmax",
      params,
      description: `轮数 ${params.epochs}`,
    });
    if (open) await f.call(token, "PUT", "tb-algorithm-version/public", { id: made.data.id, isPublic: 1 });
    return made.data.id as number;
  };
  const openVersion = await version({ epochs: 12 }, 1);
  const closedVersion = await version({ epochs: 99 }, 0);
  if (isPublic) await f.call(token, "PUT", "tb-algorithm-manage/updatePublic", { id, isPublic });
  return { id, openVersion, closedVersion };
}

async function model(name: string, isPublic: 0 | 1) {
  const token = f.tokens.dev;
  const created = await f.call(token, "POST", "model-manage/models", { name, category: "其他" });
  const id = created.data.id as number;
  const { id: userId } = f.app.platform.db.prepare("SELECT id FROM users WHERE user_name = 'dev'").get() as {
    id: number;
  };
  const store = new ModelVersionStore(f.app.platform.db, f.app.platform.now);
  const add = (description: string) =>
    store.add({
      model_id: id,
      user_id: userId,
      description,
      source: "storage",
      run_id: null,
      algorithm_version_id: null,
      trainer: "centroid",
      labels: JSON.stringify(["圆", "方"]),
      accuracy: 0.9,
      source_path: "/GPUFS/dev/私有目录/checkpoint.json",
      file_path: "",
      file_size: 2048,
    });
  const openVersion = add("公开版本");
  add("私有版本");
  await f.call(token, "PUT", "model-history/updatePublic", { id: openVersion, isPublic: 1 });
  if (isPublic) await f.call(token, "PUT", "model-manage/updatePublic", { id, isPublic });
  return { id, openVersion };
}

describe("a public dataset, read by a visitor", () => {
  it("answers the dataset, its versions, a page of its items and each item's image", async () => {
    const open = await dataset("公开鸟类", 1, 3);
    const one = await visit(`data-set/public/${open.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      dataSetName: "公开鸟类",
      isPublic: 1,
      versionCount: 1,
      itemCount: 3,
    });

    const versions = await visit(`data-set-history/public-list?dataSetId=${open.id}`);
    expect(versions.body.data).toMatchObject([{ id: open.versionId, version: "V1", itemCount: 3 }]);

    const items = await visit(`data-set-item/public-page?dataSetId=${open.id}&pageNum=1&pageSize=2`);
    expect(items.body.data.total).toBe(3);
    expect(items.body.data.list.map((item: { id: number }) => item.id)).toEqual(open.itemIds.slice(0, 2));
    const ofVersion = await visit(
      `data-set-item/public-page?dataSetId=${open.id}&versionId=${open.versionId}&pageNum=2&pageSize=2`,
    );
    expect(ofVersion.body.data.list.map((item: { id: number }) => item.id)).toEqual([open.itemIds[2]]);

    const file = await visit(`data-set-item/public-file/${open.itemIds[0]}`);
    expect(file.status).toBe(200);
    expect(file.type).toBe("image/png");
    expect(file.bytes.equals(png(20, 10))).toBe(true);
  });

  it("answers 404 for a private dataset on every call, and for another dataset's version", async () => {
    const hidden = await dataset("私有鸟类", 0, 1);
    const open = await dataset("另一公开", 1, 1);
    for (const path of [
      `data-set/public/${hidden.id}`,
      `data-set-history/public-list?dataSetId=${hidden.id}`,
      `data-set-item/public-page?dataSetId=${hidden.id}`,
      `data-set-item/public-file/${hidden.itemIds[0]}`,
    ]) {
      const answer = await visit(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.message).toMatch(/^(数据集不存在|数据不存在)$/);
    }
    const wrong = await visit(`data-set-item/public-page?dataSetId=${open.id}&versionId=${hidden.versionId}`);
    expect([wrong.status, wrong.body.message]).toEqual([404, "版本不存在"]);
    // Made private again, it is gone for visitors at once.
    await f.call(f.tokens.dev, "PUT", "data-set/updatePublic", { id: open.id, isPublic: 0 });
    expect((await visit(`data-set-item/public-file/${open.itemIds[0]}`)).status).toBe(404);
  });
});

describe("a public algorithm and model, read by a visitor", () => {
  it("an algorithm answers with its public versions, each with the trainer and its hyper-parameters", async () => {
    const open = await algorithm("公开检测算法", 1);
    const one = await visit(`tb-algorithm-manage/public/${open.id}`);
    expect(one.body.data).toMatchObject({ name: "公开检测算法", isPublic: 1, versionCount: 2 });
    const versions = await visit(`tb-algorithm-version/public-list?algorithmId=${open.id}`);
    expect(versions.body.data).toHaveLength(1);
    const [version] = versions.body.data;
    expect(version).toMatchObject({
      id: open.openVersion,
      trainer: "softmax",
      trainerTitle: "颜色形状 Softmax 回归",
    });
    expect(version.parameters).toContainEqual({ name: "epochs", description: "训练轮数", value: 12 });
    expect(version.parameters).toContainEqual(expect.objectContaining({ name: "learningRate", value: 0.1 }));
  });

  it("a private algorithm answers 404 算法不存在", async () => {
    const hidden = await algorithm("私有检测算法", 0);
    for (const path of [
      `tb-algorithm-manage/public/${hidden.id}`,
      `tb-algorithm-version/public-list?algorithmId=${hidden.id}`,
    ])
      expect([(await visit(path)).status, (await visit(path)).body.message]).toEqual([404, "算法不存在"]);
  });

  it("a model answers with its public versions, without where their checkpoints came from", async () => {
    const open = await model("公开模型", 1);
    const one = await visit(`model-manage/public/${open.id}`);
    expect(one.body.data).toMatchObject({ name: "公开模型", isPublic: 1, versionCount: 2 });
    const versions = await visit(`model-history/public-list?modelId=${open.id}`);
    expect(versions.body.data).toEqual([
      expect.objectContaining({
        id: open.openVersion,
        description: "公开版本",
        trainerTitle: "颜色形状最近中心分类器",
        labels: ["圆", "方"],
      }),
    ]);
    expect(JSON.stringify(versions.body.data)).not.toContain("私有目录");
  });

  it("a private model answers 404 模型不存在", async () => {
    const hidden = await model("私有模型", 0);
    for (const path of [`model-manage/public/${hidden.id}`, `model-history/public-list?modelId=${hidden.id}`])
      expect([(await visit(path)).status, (await visit(path)).body.message]).toEqual([404, "模型不存在"]);
  });
});

describe("the portal directory's contract (src/contracts/portalDirectory.ts)", () => {
  /** Every field the portal's pages read is there with its type (the server may answer more). */
  const errors = (schema: TSchema, value: unknown) =>
    [...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`);

  it("a public dataset's, algorithm's and model's answers hold the shapes the pages read", async () => {
    const open = await dataset("形状数据集", 1, 1);
    const algo = await algorithm("形状算法", 1);
    const shown = await model("形状模型", 1);
    const answers: [string, TSchema][] = [
      [`data-set/public/${open.id}`, PublicDataset],
      [`data-set-history/public-list?dataSetId=${open.id}`, T.Array(PublicDatasetVersion)],
      [`data-set-item/public-page?dataSetId=${open.id}`, PageOf(PublicDatasetItem)],
      [`tb-algorithm-manage/public/${algo.id}`, PublicAlgorithm],
      [`tb-algorithm-version/public-list?algorithmId=${algo.id}`, T.Array(PublicAlgorithmVersion)],
      [`model-manage/public/${shown.id}`, PublicModel],
      [`model-history/public-list?modelId=${shown.id}`, T.Array(PublicModelVersion)],
    ];
    for (const [path, schema] of answers) {
      const answer = await visit(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect([path, errors(schema, answer.body.data)]).toEqual([path, []]);
    }
  });
});
