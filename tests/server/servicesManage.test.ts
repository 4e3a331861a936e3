// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLISH_MANAGE, endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { shapePng } from "../support/shapeImage";
import { closeAll, signIn } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller, multipartImage, publishedVersion, publishService } from "./servicesSupport";
import { BACKGROUND, BLUE } from "./trainingFixture";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let versionId: number;
let devToken: string;

interface Service {
  id: number;
  name: string;
  description: string;
  taskType: string;
  modelName: string;
  modelVersion: string;
  instances: number;
  status: 0 | 1;
  statusText: string;
  isPublic: 0 | 1;
  classifyId: number | null;
  classifyName: string;
  callCount: number;
}
type Page<Row> = { list: Row[]; total: number; pageNum: number; pageSize: number };

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  versionId = await publishedVersion(server, "管理模型");
  devToken = await signIn(server.app, "dev", "Dev@123");
});
afterAll(closeAll);

describe("publish-manage", () => {
  it("publishes a model version as a running service and lists it with filters", async () => {
    const answer = await call<Service>("POST", `${PUBLISH_MANAGE}/publishs`, {
      name: "  形状识别  ",
      description: "识别方块和圆",
      modelVersionId: versionId,
      instances: 2,
      isPublic: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: "形状识别",
      description: "识别方块和圆",
      taskType: "detection",
      modelName: "管理模型",
      modelVersion: "V1",
      instances: 2,
      status: 1,
      statusText: "运行中",
      isPublic: 0,
      callCount: 0,
    });
    const found = await call<Page<Service>>(
      "GET",
      `${PUBLISH_MANAGE}/publishs?name=${encodeURIComponent("识别")}`,
    );
    expect(found.body.data.list.map((row) => row.name)).toEqual(["形状识别"]);
    const stopped = await call<Page<Service>>("GET", `${PUBLISH_MANAGE}/publishs?status=0`);
    expect(stopped.body.data.total).toBe(0);
    const byType = await call<Page<Service>>("GET", `${PUBLISH_MANAGE}/publishs?taskType=classification`);
    expect(byType.body.data.total).toBe(0);
    const types = await call<{ taskType: string; name: string; count: number }[]>(
      "GET",
      `${PUBLISH_MANAGE}/count-type`,
    );
    expect(types.body.data).toEqual([
      { taskType: "classification", name: "图像分类", count: 0 },
      { taskType: "detection", name: "目标检测", count: 1 },
    ]);
  });

  it("refuses bad fields with the screen's texts", async () => {
    const publish = (extra: object) =>
      call("POST", `${PUBLISH_MANAGE}/publishs`, {
        name: "x",
        modelVersionId: versionId,
        instances: 1,
        isPublic: 0,
        ...extra,
      });
    expect((await publish({ name: "   " })).body).toMatchObject({ code: 400, message: "服务名称不能为空" });
    expect((await publish({ name: "长".repeat(51) })).body).toMatchObject({
      code: 400,
      message: "服务名称最多输入50个字符",
    });
    expect((await publish({ name: "形状识别" })).body).toMatchObject({
      code: 400,
      message: "服务名称已存在，请换一个名称",
    });
    expect((await publish({ description: "字".repeat(501) })).body).toMatchObject({
      code: 400,
      message: "服务描述最多输入500个字符",
    });
    expect((await publish({ instances: 5 })).body).toMatchObject({ code: 400, message: "实例数须为1~4" });
    expect((await publish({ instances: 0 })).body).toMatchObject({ code: 400, message: "实例数须为1~4" });
    expect((await publish({ modelVersionId: 999_999 })).body).toMatchObject({
      code: 404,
      message: "模型版本不存在",
    });
    expect((await publish({ classifyId: 999_999 })).body).toMatchObject({
      code: 400,
      message: "行业分类不存在",
    });
  });

  it("edits, refuses to delete a running service, stops it and deletes it", async () => {
    const id = await publishService(server, versionId, "待删除服务");
    const edited = await call<Service>("PUT", `${PUBLISH_MANAGE}/publishs`, {
      id,
      name: "已改名服务",
      description: "新的描述",
      instances: 3,
      isPublic: 1,
    });
    expect(edited.body.data).toMatchObject({
      name: "已改名服务",
      description: "新的描述",
      instances: 3,
      isPublic: 1,
    });
    expect((await call("DELETE", `${PUBLISH_MANAGE}/publishs/${id}`)).body).toMatchObject({
      code: 409,
      message: "服务运行中，请先停止服务再删除",
    });
    await call("PUT", `${PUBLISH_MANAGE}/publishs-status`, { id, status: 0 });
    expect((await call("GET", `${PUBLISH_MANAGE}/publish/${id}/status`)).body.data).toEqual({
      id,
      status: 0,
      statusText: "已停止",
    });
    expect((await call("DELETE", `${PUBLISH_MANAGE}/publishs/${id}`)).status).toBe(200);
    expect((await call("GET", `${PUBLISH_MANAGE}/publish/${id}/status`)).body).toMatchObject({
      code: 404,
      message: "服务不存在",
    });
  });

  it("shows a user only their own services and tokens", async () => {
    const id = await publishService(server, versionId, "管理员的服务");
    const token = await call<{ id: number }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
      serviceId: id,
      name: "令牌",
    });
    const asDev = <Data>(method: string, url: string, payload?: object) =>
      call<Data>(method, url, payload, devToken);
    expect((await asDev<Page<Service>>("GET", `${PUBLISH_MANAGE}/publishs`)).body.data.total).toBe(0);
    expect((await asDev("PUT", `${PUBLISH_MANAGE}/publishs-status`, { id, status: 0 })).body).toMatchObject({
      code: 404,
      message: "服务不存在",
    });
    expect((await asDev("DELETE", `${PUBLISH_MANAGE}/publishs/${id}`)).status).toBe(404);
    expect((await asDev("GET", `${PUBLISH_HISTORY}/publish-token?serviceId=${id}`)).status).toBe(404);
    expect(
      (await asDev("PUT", `${PUBLISH_HISTORY}/publish-token-status/${token.body.data.id}/0`)).body,
    ).toMatchObject({
      code: 404,
      message: "令牌不存在",
    });
    expect((await asDev("GET", `${PUBLISH_MANAGE}/page-monitor?serviceId=${id}`)).status).toBe(404);
    expect((await call("GET", `${PUBLISH_MANAGE}/publishs`, undefined, null)).status).toBe(401);
  });
});

describe("publish-history tokens", () => {
  it("creates with a validity, edits, lists, disables and deletes a token", async () => {
    const id = await publishService(server, versionId, "令牌服务");
    const at = server.app.platform.now();
    const created = await call<{
      id: number;
      token: string;
      expireTime: string;
      status: number;
      statusText: string;
    }>("POST", `${PUBLISH_HISTORY}/publish-token`, { serviceId: id, name: "客户A", validDays: 7 });
    expect(created.body.data.token).toMatch(/^sk-[0-9a-f]{48}$/);
    expect(created.body.data).toMatchObject({ status: 1, statusText: "启用" });
    expect(new Date(created.body.data.expireTime.replace(" ", "T")).getTime()).toBeGreaterThan(
      at + 6 * 86_400_000,
    );
    const tokenId = created.body.data.id;
    const edited = await call<{ name: string; expireTime: string }>(
      "PUT",
      `${PUBLISH_HISTORY}/publish-token`,
      {
        id: tokenId,
        name: "客户B",
        expireTime: "2999-01-01",
      },
    );
    expect(edited.body.data).toMatchObject({ name: "客户B", expireTime: "2999-01-01 23:59:59" });
    expect(
      (
        await call("PUT", `${PUBLISH_HISTORY}/publish-token`, {
          id: tokenId,
          name: "x",
          expireTime: "2000-01-01",
        })
      ).body,
    ).toMatchObject({
      code: 400,
      message: "到期时间必须晚于当前时间",
    });
    expect(
      (await call("POST", `${PUBLISH_HISTORY}/publish-token`, { serviceId: id, name: " " })).body,
    ).toMatchObject({
      code: 400,
      message: "令牌名称不能为空",
    });
    const disabled = await call<{ status: number; statusText: string }>(
      "PUT",
      `${PUBLISH_HISTORY}/publish-token-status/${tokenId}/0`,
    );
    expect(disabled.body.data).toMatchObject({ status: 0, statusText: "禁用" });
    const list = await call<{ name: string; status: number }[]>(
      "GET",
      `${PUBLISH_HISTORY}/publish-token?serviceId=${id}`,
    );
    expect(list.body.data).toMatchObject([{ name: "客户B", status: 0 }]);
    expect((await call("DELETE", `${PUBLISH_HISTORY}/publish-token/${tokenId}`)).status).toBe(200);
    expect(
      (await call<unknown[]>("GET", `${PUBLISH_HISTORY}/publish-token?serviceId=${id}`)).body.data,
    ).toEqual([]);
  });
});

describe("the portal's public calls and the demo", () => {
  it("lists only public services without sign-in, and answers the demo for a running one", async () => {
    const id = await publishService(server, versionId, "公开演示服务", {
      isPublic: 1,
      description: "公开的",
    });
    await publishService(server, versionId, "私有服务");
    const page = await call<Page<Service>>(
      "GET",
      `${PUBLISH_MANAGE}/public-page?keyword=${encodeURIComponent("演示")}`,
      undefined,
      null,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((row) => row.name)).toEqual(["公开演示服务"]);
    expect(Object.keys(page.body.data.list[0]!).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "taskType",
        "modelName",
        "modelVersion",
        "ownerName",
        "classifyId",
        "classifyName",
        "callCount",
        "status",
        "isPublic",
        "createTime",
      ].sort(),
    );
    const search = await call<Page<Service>>(
      "GET",
      `${PUBLISH_MANAGE}/portal-search-result?keyword=${encodeURIComponent("私有")}`,
      undefined,
      null,
    );
    expect(search.body.data.total).toBe(0);
    const one = await call<Service>("GET", `${PUBLISH_MANAGE}/public/${id}`, undefined, null);
    const admin = server.app.platform.db
      .prepare("SELECT display_name FROM users WHERE user_name = 'admin'")
      .get() as {
      display_name: string;
    };
    expect(one.body.data).toMatchObject({
      name: "公开演示服务",
      ownerName: admin.display_name,
      status: 1,
      isPublic: 1,
    });

    const file = multipartImage(
      shapePng(48, 48, BACKGROUND, [{ kind: "disc", x: 12, y: 12, size: 18, rgb: BLUE }]),
    );
    const demo = await server.app.inject({
      method: "POST",
      url: `${PUBLISH_MANAGE}/demo/${id}`,
      headers: { "content-type": file.contentType },
      payload: file.payload,
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.json().data.labels.length).toBe(3);
    expect(
      (await call<Service>("GET", `${PUBLISH_MANAGE}/public/${id}`, undefined, null)).body.data.callCount,
    ).toBe(1);
    await call("PUT", `${PUBLISH_MANAGE}/publishs-status`, { id, status: 0 });
    const refused = await server.app.inject({
      method: "POST",
      url: `${PUBLISH_MANAGE}/demo/${id}`,
      headers: { "content-type": file.contentType },
      payload: file.payload,
    });
    expect(refused.json()).toMatchObject({ code: 409, message: "该服务未公开或已停止，无法体验" });
    const hidden = (
      await call<Page<Service>>("GET", `${PUBLISH_MANAGE}/publishs?name=${encodeURIComponent("私有服务")}`)
    ).body.data.list[0]!;
    const privateDemo = await server.app.inject({
      method: "POST",
      url: `${PUBLISH_MANAGE}/demo/${hidden.id}`,
      headers: { "content-type": file.contentType },
      payload: file.payload,
    });
    expect(privateDemo.json()).toMatchObject({ code: 404, message: "服务不存在" });
    expect(endpointPath(id)).toBe(`/api/aimanager/v1/services/${id}/predict`);
  });
});

describe("learning-project-publishs", () => {
  it("registers the finished run as a model version and publishes it running", async () => {
    const runId = await server.finishedRun("softmax");
    const answer = await call<Service>("POST", `${PUBLISH_MANAGE}/learning-project-publishs`, {
      runId,
      name: "一键发布",
      description: "从AI服务发布",
      instances: 1,
    });
    expect(answer.body.data).toMatchObject({
      name: "一键发布",
      modelName: "一键发布",
      modelVersion: "V1",
      status: 1,
    });
    expect(
      (
        await call("POST", `${PUBLISH_MANAGE}/learning-project-publishs`, {
          runId: 999_999,
          name: "无",
          instances: 1,
        })
      ).body,
    ).toMatchObject({
      code: 404,
      message: "训练不存在",
    });
  });
});
