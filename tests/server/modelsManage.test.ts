// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_MANAGE } from "../../server/models/routes";
import { shapePng } from "../support/shapeImage";
import { closeAll, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
let nobody: string;
let dev: string;

beforeAll(async () => {
  app = await startServer();
  [admin, nobody, dev] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "nobody", "Nobody@123"),
    signIn(app, "dev", "Dev@123"),
  ]);
});
afterAll(closeAll);

interface Model {
  id: number;
  name: string;
  description: string;
  category: string;
  isPublic: 0 | 1;
  hasImage: boolean;
  versionCount: number;
  createTime: string;
}
interface Page<Row> {
  list: Row[];
  total: number;
}

const call = async <Data = Model>(token: string | null, method: string, url: string, payload?: object) => {
  const response = await app.inject({
    method: method as "GET",
    url: `${MODEL_MANAGE}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message?: string; data: Data },
  };
};

describe("model-manage on the reference server", () => {
  it("answers 401 without a token and 403 without modelManage and modelM", async () => {
    expect((await call(null, "GET", "/models?pageNum=1&pageSize=10")).status).toBe(401);
    expect((await call(nobody, "GET", "/models?pageNum=1&pageSize=10")).status).toBe(403);
    expect((await call(nobody, "POST", "/models", { name: "x", category: "其他" })).status).toBe(403);
  });

  it("refuses bad input with the field's message and a taken name per user", async () => {
    expect((await call(admin, "POST", "/models", { name: 5, category: "其他" })).status).toBe(400);
    expect((await call(admin, "POST", "/models", { name: "  ", category: "其他" })).body.message).toBe(
      "模型名称不能为空",
    );
    expect(
      (await call(admin, "POST", "/models", { name: "名".repeat(51), category: "其他" })).body.message,
    ).toBe("模型名称最多输入50个字符");
    expect((await call(admin, "POST", "/models", { name: "无类别", category: "" })).body.message).toBe(
      "请选择模型类别",
    );
    await call(admin, "POST", "/models", { name: "重名模型", category: "其他" });
    const again = await call(admin, "POST", "/models", { name: " 重名模型 ", category: "目标检测" });
    expect(again).toEqual({ status: 400, body: { code: 400, message: "模型名称已存在，请换一个名称" } });
    expect((await call(admin, "DELETE", "/models/abc")).status).toBe(400);
  });

  it("creates, filters, edits, makes public and deletes a model", async () => {
    const created = await call(admin, "POST", "/models", {
      name: " 形状检测 ",
      description: "红蓝",
      category: "目标检测",
    });
    expect(created.body.data).toMatchObject({
      name: "形状检测",
      description: "红蓝",
      category: "目标检测",
      isPublic: 0,
      versionCount: 0,
    });
    expect(created.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const id = created.body.data.id;

    const found = await call<Page<Model>>(
      admin,
      "GET",
      `/models?pageNum=1&pageSize=10&name=${encodeURIComponent("形状")}`,
    );
    expect(found.body.data.list.map((row) => row.name)).toEqual(["形状检测"]);
    const byCategory = await call<Page<Model>>(
      admin,
      "GET",
      `/models?pageNum=1&pageSize=10&category=${encodeURIComponent("图像分类")}`,
    );
    expect(byCategory.body.data.list.map((row) => row.name)).not.toContain("形状检测");

    const edited = await call(admin, "PUT", "/models", {
      id,
      name: "形状识别",
      description: "",
      category: "图像分类",
    });
    expect(edited.body.data).toMatchObject({ name: "形状识别", category: "图像分类" });
    const drop = await call<{ id: number; name: string }[]>(admin, "GET", "/droplist");
    expect(drop.body.data).toContainEqual({ id, name: "形状识别", own: true });

    const publicBefore = await call<Page<Model>>(admin, "GET", "/public-page?pageNum=1&pageSize=10");
    expect(publicBefore.body.data.list.map((row) => row.id)).not.toContain(id);
    expect((await call(admin, "PUT", "/updatePublic", { id, isPublic: 1 })).body.data.isPublic).toBe(1);
    const publicAfter = await call<Page<Model>>(admin, "GET", "/public-page?pageNum=1&pageSize=10");
    expect(publicAfter.body.data.list.map((row) => row.id)).toContain(id);

    expect((await call(admin, "DELETE", `/models/${id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `/models/${id}`)).body).toEqual({ code: 404, message: "模型不存在" });
  });

  it("keeps each user's models to that user", async () => {
    const created = await call(admin, "POST", "/models", { name: "管理员的模型", category: "其他" });
    const other = await call<Page<Model>>(dev, "GET", "/models?pageNum=1&pageSize=10");
    expect(other.status).toBe(200);
    expect(other.body.data.list.map((row) => row.id)).not.toContain(created.body.data.id);
    expect((await call(dev, "PUT", "/updatePublic", { id: created.body.data.id, isPublic: 1 })).body).toEqual(
      {
        code: 404,
        message: "模型不存在",
      },
    );
    // The same name is free for another user.
    expect((await call(dev, "POST", "/models", { name: "管理员的模型", category: "其他" })).status).toBe(200);
  });

  it("keeps a png or jpeg example image per model and answers it to its owner and, once public, to others", async () => {
    const { id } = (await call(admin, "POST", "/models", { name: "带示例图片", category: "其他" })).body.data;
    expect((await call(admin, "GET", `/download-example-image?id=${id}`)).body).toEqual({
      code: 404,
      message: "无可下载文件！",
    });
    const image = shapePng(
      16,
      16,
      [200, 200, 200],
      [{ kind: "square", rgb: [220, 40, 40], x: 2, y: 2, size: 8 }],
    );
    expect(
      (
        await call(admin, "POST", `/models/${id}/image`, {
          data: Buffer.from("not an image").toString("base64"),
        })
      ).body,
    ).toEqual({
      code: 400,
      message: "请上传以下文件格式：png、jpg、jpeg",
    });
    expect(
      (
        await call(admin, "POST", `/models/${id}/image`, {
          data: Buffer.alloc(2049 * 1024, 1).toString("base64"),
        })
      ).body.message,
    ).toBe("文件大小限制：2048kb");
    const saved = await call(admin, "POST", `/models/${id}/image`, { data: image.toString("base64") });
    expect(saved.body.data.hasImage).toBe(true);
    const fetched = await app.inject({
      url: `${MODEL_MANAGE}/download-example-image?id=${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(fetched.headers["content-type"]).toBe("image/png");
    expect(fetched.rawPayload.equals(image)).toBe(true);

    const asDev = () =>
      app.inject({
        url: `${MODEL_MANAGE}/download-example-image?id=${id}`,
        headers: { authorization: `Bearer ${dev}` },
      });
    expect((await asDev()).statusCode).toBe(404);
    await call(admin, "PUT", "/updatePublic", { id, isPublic: 1 });
    expect((await asDev()).rawPayload.equals(image)).toBe(true);
    expect(
      (await call(dev, "POST", `/models/${id}/image`, { data: image.toString("base64") })).body.message,
    ).toBe("模型不存在");
  });
});
