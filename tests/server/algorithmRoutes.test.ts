// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { packageZip } from "./packageSupport";
import { callAs, FAST_TRAINING } from "./trainingRoutesSupport";

let app: FastifyInstance;
let dataDir: string;
let admin: string;
let dev: string;
let nobody: string;

beforeAll(async () => {
  dataDir = tempDir();
  app = await startServer({ dataDir, trainingEnv: FAST_TRAINING });
  [admin, dev, nobody] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "nobody", "Nobody@123"),
  ]);
});
afterAll(closeAll);

interface Type {
  id: number;
  parentId: number | null;
  name: string;
}
interface Algorithm {
  id: number;
  name: string;
  typeName: string;
  isPublic: number;
  imageName: string;
}
interface Version {
  id: number;
  version: string;
  trainer: string;
  params: Record<string, number>;
  packageName: string;
}

const createAlgorithm = async (token: string, name: string) => {
  const [root] = (await callAs<Type[]>(app, token, "GET", "/algorithm-type/parents")).body.data;
  const child = (await callAs<Type[]>(app, token, "GET", `/algorithm-type/childrens?parentId=${root.id}`))
    .body.data[0];
  return callAs<Algorithm>(app, token, "POST", "/tb-algorithm-manage/algorithm", { name, typeId: child.id });
};

describe("algorithm types", () => {
  it("starts with a tree of parents and children, adds, renames and deletes a type, and keeps one in use", async () => {
    expect((await callAs(app, nobody, "GET", "/algorithm-type/parents")).status).toBe(403);
    const parents = (await callAs<Type[]>(app, admin, "GET", "/algorithm-type/parents")).body.data;
    expect(parents.map((type) => type.name)).toEqual(["计算机视觉", "机器学习"]);
    const created = await callAs<Type>(app, admin, "POST", "/algorithm-type", {
      name: " 语义分割 ",
      parentId: parents[0].id,
    });
    expect(created.body.data).toMatchObject({ name: "语义分割", parentId: parents[0].id });
    expect(
      (await callAs(app, admin, "POST", "/algorithm-type", { name: "语义分割", parentId: parents[0].id }))
        .body,
    ).toEqual({
      code: 400,
      message: "同级下已有同名类型",
    });
    expect(
      (await callAs(app, admin, "POST", "/algorithm-type", { name: "x", parentId: created.body.data.id }))
        .body.message,
    ).toBe("只能在一级类型下新建子类型");
    expect((await callAs(app, admin, "POST", "/algorithm-type", { name: "  " })).body.message).toBe(
      "类型名称不能为空",
    );
    const renamed = await callAs<Type>(app, admin, "PUT", "/algorithm-type", {
      id: created.body.data.id,
      name: "实例分割",
    });
    expect(renamed.body.data.name).toBe("实例分割");
    expect((await callAs(app, admin, "DELETE", `/algorithm-type/${parents[0].id}`)).body.message).toBe(
      "该类型下有子类型或算法，不能删除",
    );
    expect((await callAs(app, admin, "DELETE", `/algorithm-type/${created.body.data.id}`)).status).toBe(200);
    const usage = (
      await callAs<(Type & { children: Type[] })[]>(app, admin, "GET", "/algorithm-type/learning-usage")
    ).body.data;
    expect(usage[0].children.map((type) => type.name)).toEqual(["图像分类", "目标检测"]);
  });
});

describe("algorithms", () => {
  it("creates one per unique name, lists, edits, flips its public flag and deletes it", async () => {
    const created = await createAlgorithm(admin, "颜色分类");
    expect(created.body.data).toMatchObject({ name: "颜色分类", typeName: "图像分类", isPublic: 0 });
    expect((await createAlgorithm(admin, "颜色分类")).body).toEqual({
      code: 400,
      message: "已有名为「颜色分类」的算法，请换一个名称",
    });
    // Another user may use the same name.
    expect((await createAlgorithm(dev, "颜色分类")).status).toBe(200);
    const id = created.body.data.id;
    const page = await callAs<{ list: Algorithm[]; total: number }>(
      app,
      admin,
      "GET",
      "/tb-algorithm-manage/list-page?pageNum=1&pageSize=10",
    );
    expect(page.body.data.list.map((row) => row.name)).toEqual(["颜色分类"]);
    expect((await callAs(app, dev, "GET", `/tb-algorithm-manage/get-by-id?id=${id}`)).body.message).toBe(
      "算法不存在",
    );
    await callAs(app, admin, "PUT", "/tb-algorithm-manage/updatePublic", { id, isPublic: 1 });
    const publicPage = await callAs<{ list: Algorithm[] }>(
      app,
      dev,
      "GET",
      "/tb-algorithm-manage/public-page",
    );
    expect(publicPage.body.data.list.map((row) => row.id)).toContain(id);
    expect(
      (await callAs(app, dev, "PUT", "/tb-algorithm-manage/algorithm", { id, name: "改", typeId: 1 })).body,
    ).toEqual({
      code: 403,
      message: "只能修改自己创建的算法",
    });
    const edited = await callAs<Algorithm>(app, admin, "PUT", "/tb-algorithm-manage/algorithm", {
      id,
      name: "颜色形状分类",
      typeId: 3,
      description: "按颜色和形状",
    });
    expect(edited.body.data.name).toBe("颜色形状分类");
    expect((await callAs(app, admin, "DELETE", `/tb-algorithm-manage/algorithm/${id}`)).status).toBe(200);
    expect((await callAs(app, admin, "GET", `/tb-algorithm-manage/get-by-id?id=${id}`)).status).toBe(404);
  });

  it("keeps an example image (png, jpg or jpeg up to 2048 KB) and gives it back", async () => {
    const { id } = (await createAlgorithm(admin, "示例图算法")).body.data;
    expect(
      (await callAs(app, admin, "GET", `/tb-algorithm-manage/download-example-image?id=${id}`)).body.message,
    ).toBe("无可下载文件！");
    const upload = (name: string, bytes: Buffer) => {
      const boundary = "----training-test";
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: "POST",
        url: `/api/aimanager/v1/tb-algorithm-manage/algorithm/${id}/image`,
        headers: {
          authorization: `Bearer ${admin}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    expect((await upload("a.gif", Buffer.from("GIF89a"))).json().message).toBe(
      "请上传以下文件格式：png、jpg、jpeg",
    );
    const png = Buffer.from("89504e470d0a1a0a0000", "hex");
    expect((await upload("示例.png", png)).json().data.imageName).toBe("示例.png");
    const downloaded = await app.inject({
      method: "GET",
      url: `/api/aimanager/v1/tb-algorithm-manage/download-example-image?id=${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(downloaded.headers["content-type"]).toBe("image/png");
    expect(downloaded.rawPayload.equals(png)).toBe(true);
  });
});

describe("algorithm versions", () => {
  it("names a built-in trainer with its hyper-parameters, refuses one out of range naming it, copies and deletes", async () => {
    const trainers = (
      await callAs<{ id: string; parameters: { name: string }[] }[]>(
        app,
        admin,
        "GET",
        "/tb-algorithm-version/trainers",
      )
    ).body.data;
    expect(trainers.map((trainer) => trainer.id)).toEqual(["centroid", "softmax", "cnn-pytorch"]);
    const { id } = (await createAlgorithm(admin, "版本算法")).body.data;
    expect(
      (
        await callAs(app, admin, "POST", "/tb-algorithm-version/version", {
          algorithmId: id,
          trainer: "softmax",
          params: { learningRate: 5 },
        })
      ).body,
    ).toEqual({ code: 400, message: "超参数 learningRate 超出范围（0.0001 ~ 1）" });
    expect(
      (
        await callAs(app, admin, "POST", "/tb-algorithm-version/version", {
          algorithmId: id,
          trainer: "resnet",
        })
      ).body.message,
    ).toBe("内置训练器 resnet 不存在");
    const v1 = await callAs<Version>(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId: id,
      trainer: "softmax",
      params: { epochs: 12 },
    });
    expect(v1.body.data).toMatchObject({ version: "V1", trainer: "softmax" });
    expect(v1.body.data.params).toMatchObject({ epochs: 12, learningRate: 0.1, seed: 42 });
    const copy = await callAs<Version>(app, admin, "POST", "/tb-algorithm-version/copy", {
      id: v1.body.data.id,
    });
    expect(copy.body.data).toMatchObject({ version: "V2", params: v1.body.data.params });
    expect(
      (await callAs(app, admin, "GET", `/tb-algorithm-version/count-model?id=${v1.body.data.id}`)).body.data,
    ).toBe(0);
    const listed = await callAs<Version[]>(
      app,
      admin,
      "GET",
      `/tb-algorithm-version/version?algorithmId=${id}`,
    );
    expect(listed.body.data.map((version) => version.version)).toEqual(["V2", "V1"]);
    expect(
      (await callAs(app, admin, "DELETE", `/tb-algorithm-version/version/${copy.body.data.id}`)).status,
    ).toBe(200);
  });

  it("alg-info answers an algorithm with the versions the caller may read", async () => {
    const { id } = (await createAlgorithm(dev, "信息算法")).body.data;
    const add = async () =>
      (
        await callAs<Version>(app, dev, "POST", "/tb-algorithm-version/version", {
          algorithmId: id,
          trainer: "centroid",
        })
      ).body.data;
    const [v1, v2] = [await add(), await add()];
    const info = (token: string) =>
      callAs<Algorithm & { versions: Version[] }>(
        app,
        token,
        "GET",
        `/tb-algorithm-manage/alg-info?id=${id}`,
      );
    const own = (await info(dev)).body.data;
    expect(own).toMatchObject({ id, name: "信息算法" });
    expect(own.versions.map((version) => version.version)).toEqual(["V2", "V1"]);
    expect(own.versions[0]).toMatchObject({ trainer: "centroid", packageName: "" });
    // Another user's: not found while private; once public, only its public versions.
    expect((await info(admin)).body).toEqual({ code: 404, message: "算法不存在" });
    await callAs(app, dev, "PUT", "/tb-algorithm-manage/updatePublic", { id, isPublic: 1 });
    await callAs(app, dev, "PUT", "/tb-algorithm-version/public", { id: v1.id, isPublic: 1 });
    const shared = (await info(admin)).body.data;
    expect(shared.versions.map((version) => version.id)).toEqual([v1.id]);
    expect(shared.versions.map((version) => version.id)).not.toContain(v2.id);
    expect((await callAs(app, admin, "GET", "/tb-algorithm-manage/alg-info?id=999999")).status).toBe(404);
  });

  it("takes a version's package from the user's storage and refuses a path outside it", async () => {
    const { id } = (await createAlgorithm(admin, "包算法")).body.data;
    const version = (
      await callAs<Version>(app, admin, "POST", "/tb-algorithm-version/version", {
        algorithmId: id,
        trainer: "centroid",
      })
    ).body.data;
    const root = path.join(dataDir, "storage", "GPUFS", "admin");
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, "pkg.zip"), packageZip("存储里的包"));
    fs.writeFileSync(path.join(root, "fake.zip"), "zip-bytes");
    const fake = await callAs(app, admin, "POST", `/tb-algorithm-version/image-remote-upload/${version.id}`, {
      path: "/GPUFS/admin/fake.zip",
    });
    expect([fake.status, fake.body.message]).toEqual([400, "算法包必须是文件夹或 zip、tar.gz 压缩包"]);
    const uploaded = await callAs<Version>(
      app,
      admin,
      "POST",
      `/tb-algorithm-version/image-remote-upload/${version.id}`,
      {
        path: "/GPUFS/admin/pkg.zip",
      },
    );
    expect(uploaded.body.data).toMatchObject({
      packageName: "pkg.zip",
      trainer: "package",
      trainerTitle: "存储里的包",
      params: { epochs: 3 },
    });
    expect(
      (
        await callAs(app, admin, "POST", `/tb-algorithm-version/image-remote-upload/${version.id}`, {
          path: "/GPUFS/dev/x.zip",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callAs(app, admin, "POST", `/tb-algorithm-version/image-remote-upload/${version.id}`, {
          path: "/GPUFS/admin",
        })
      ).status,
    ).toBe(400);
  });
});
