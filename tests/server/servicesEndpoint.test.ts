// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadModel } from "../../server/inference/model";
import { predict } from "../../server/inference/predict";
import { PUBLISH_MANAGE, endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { shapePng } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller, multipartImage, publishedVersion, publishService } from "./servicesSupport";
import { BACKGROUND, RED } from "./trainingFixture";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let serviceId: number;
let otherServiceId: number;
let token: string;
let tokenId: number;

const image = shapePng(48, 48, BACKGROUND, [{ kind: "square", x: 10, y: 10, size: 18, rgb: RED }]);

interface Inference {
  labels: { label: string; color: string; score: number }[];
  boxes: { label: string; score: number; x: number; y: number; width: number; height: number }[];
  width: number;
  height: number;
  latencyMs: number;
}

const infer = async (
  id: number,
  options: { bearer?: string | null; payload?: Buffer; contentType?: string } = {},
) => {
  const file = multipartImage(image);
  const response = await server.app.inject({
    method: "POST",
    url: endpointPath(id),
    headers: {
      ...(options.bearer === null ? {} : { authorization: `Bearer ${options.bearer ?? token}` }),
      "content-type": options.contentType ?? file.contentType,
    },
    payload: options.payload ?? file.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message?: string; data: Inference },
  };
};

/** The same prediction computed in this process from the version's checkpoint. */
const inProcess = async () => {
  const row = server.app.platform.db
    .prepare(
      "SELECT v.file_path FROM services s JOIN model_versions v ON v.id = s.model_version_id WHERE s.id = ?",
    )
    .get(serviceId) as { file_path: string };
  return predict(await loadModel(row.file_path), image);
};

const calls = async (id = serviceId) =>
  (
    await call<{
      list: { statusCode: number; error: string; tokenName: string; latencyMs: number }[];
      total: number;
    }>("GET", `${PUBLISH_MANAGE}/page-monitor?serviceId=${id}&pageSize=100`)
  ).body.data;

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  const versionId = await publishedVersion(server, "端点模型");
  serviceId = await publishService(server, versionId, "端点服务");
  otherServiceId = await publishService(server, versionId, "另一个服务");
  const created = await call<{ id: number; token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
    serviceId,
    name: "测试令牌",
    validDays: 30,
  });
  token = created.body.data.token;
  tokenId = created.body.data.id;
});
afterAll(closeAll);

describe("the inference endpoint of a published service", () => {
  it("answers the model's prediction for a multipart image and records the call and its usage", async () => {
    const before = server.app.platform.usage.list({ kind: "inference" }).length;
    const answer = await infer(serviceId);
    expect(answer.status).toBe(200);
    expect(answer.body.data.width).toBe(48);
    expect(answer.body.data.height).toBe(48);
    const expected = await inProcess();
    expect(answer.body.data.labels).toEqual(
      expected.labels.map(({ label, color, score }) => ({ label, color, score })),
    );
    expect(answer.body.data.boxes.map((box) => box.label)).toEqual(expected.boxes.map((box) => box.label));
    expect(answer.body.data.boxes.some((box) => box.label === "红方块")).toBe(true);
    // The labels agree with the boxes: the best box's label first, with its score.
    expect(answer.body.data.labels[0]).toMatchObject({
      label: answer.body.data.boxes[0]!.label,
      score: answer.body.data.boxes[0]!.score,
    });
    expect(answer.body.data.latencyMs).toBeGreaterThanOrEqual(0);
    const usage = server.app.platform.usage.list({ kind: "inference" });
    expect(usage.length).toBe(before + 1);
    expect(usage.at(-1)).toMatchObject({
      userId: server.adminId,
      quantity: 1,
      refType: "service",
      refId: String(serviceId),
    });
    const log = await calls();
    expect(log.list[0]).toMatchObject({ statusCode: 200, error: "", tokenName: "测试令牌" });
  });

  it("takes a raw image/png body too", async () => {
    const answer = await infer(serviceId, { payload: image, contentType: "image/png" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.labels).toEqual((await infer(serviceId)).body.data.labels);
  });

  it("refuses every bad call with a clear 4xx text, and records each refusal", async () => {
    const before = (await calls()).total;
    const usageBefore = server.app.platform.usage.list({ kind: "inference" }).length;
    expect((await infer(serviceId, { bearer: null })).body).toMatchObject({
      code: 401,
      message: "缺少服务令牌，请在请求头 Authorization 中携带 Bearer <服务令牌>",
    });
    expect((await infer(serviceId, { bearer: "sk-nothing" })).body).toMatchObject({
      code: 401,
      message: "服务令牌无效",
    });
    expect((await infer(otherServiceId)).body).toMatchObject({ code: 403, message: "该令牌不属于此服务" });
    expect(
      (await infer(serviceId, { payload: Buffer.from("{}"), contentType: "application/json" })).body,
    ).toMatchObject({
      code: 415,
      message:
        "请求内容类型不正确：请以 multipart/form-data（字段 file）或 image/png、image/jpeg 请求体上传图片",
    });
    expect(
      (await infer(serviceId, { payload: Buffer.from("hello"), contentType: "text/plain" })).status,
    ).toBe(415);
    const big = Buffer.alloc(4 * 1024 * 1024 + 10, 1);
    expect((await infer(serviceId, { payload: big, contentType: "image/png" })).body).toMatchObject({
      code: 413,
      message: "图片文件过大（最大 4 MB）",
    });
    const bigPart = multipartImage(big);
    expect(
      (await infer(serviceId, { payload: bigPart.payload, contentType: bigPart.contentType })).body,
    ).toMatchObject({
      code: 413,
      message: "图片文件过大（最大 4 MB）",
    });
    const garbage = multipartImage(Buffer.from("not an image at all"));
    const undecodable = await infer(serviceId, {
      payload: garbage.payload,
      contentType: garbage.contentType,
    });
    expect(undecodable.status).toBeGreaterThanOrEqual(400);
    expect(undecodable.status).toBeLessThan(500);
    expect(undecodable.body.message).toBe("文件不是图片，无法识别");
    const wrongField = multipartImage(image, "picture");
    expect(
      (await infer(serviceId, { payload: wrongField.payload, contentType: wrongField.contentType })).body,
    ).toMatchObject({
      code: 400,
      message: "请上传图片（multipart 字段 file）",
    });
    const log = await calls();
    expect(log.total).toBe(before + 8);
    expect(log.list.slice(0, 8).map((row) => row.statusCode)).toEqual([
      400,
      undecodable.status,
      413,
      413,
      415,
      415,
      401,
      401,
    ]);
    expect(log.list[7]!.error).toBe("缺少服务令牌，请在请求头 Authorization 中携带 Bearer <服务令牌>");
    // The foreign token's call is recorded on the service it was sent to.
    expect((await calls(otherServiceId)).list[0]).toMatchObject({
      statusCode: 403,
      error: "该令牌不属于此服务",
    });
    expect(server.app.platform.usage.list({ kind: "inference" }).length).toBe(usageBefore);
  });

  it("refuses a stopped service, a disabled token and an expired token", async () => {
    expect(
      (await call("PUT", `${PUBLISH_MANAGE}/publishs-status`, { id: serviceId, status: 0 })).status,
    ).toBe(200);
    expect((await infer(serviceId)).body).toMatchObject({ code: 409, message: "服务已停止，无法调用" });
    await call("PUT", `${PUBLISH_MANAGE}/publishs-status`, { id: serviceId, status: 1 });
    expect((await infer(serviceId)).status).toBe(200);

    await call("PUT", `${PUBLISH_HISTORY}/publish-token-status/${tokenId}/0`);
    expect((await infer(serviceId)).body).toMatchObject({ code: 403, message: "服务令牌已禁用" });
    await call("PUT", `${PUBLISH_HISTORY}/publish-token-status/${tokenId}/1`);

    const shortLived = await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
      serviceId,
      name: "一天",
      validDays: 1,
    });
    const realNow = server.app.platform.now;
    server.app.platform.now = () => realNow() + 2 * 24 * 3600 * 1000;
    try {
      expect((await infer(serviceId, { bearer: shortLived.body.data.token })).body).toMatchObject({
        code: 403,
        message: "服务令牌已过期",
      });
    } finally {
      server.app.platform.now = realNow;
    }
    expect((await infer(serviceId, { bearer: shortLived.body.data.token })).status).toBe(200);
  });

  it("feeds the monitoring figures and the overview", async () => {
    const figures = await call<{
      total: number;
      success: number;
      failed: number;
      successRate: number;
      p95LatencyMs: number;
    }>("GET", `${PUBLISH_MANAGE}/count-monitor?serviceId=${serviceId}`);
    const log = await calls();
    const ok = log.list.filter((row) => row.statusCode === 200).length;
    expect(figures.body.data).toMatchObject({ total: log.total, success: ok, failed: log.total - ok });
    expect(figures.body.data.successRate).toBeCloseTo(ok / log.total, 3);
    const latencies = log.list.map((row) => row.latencyMs).sort((a, b) => a - b);
    expect(figures.body.data.p95LatencyMs).toBe(latencies[Math.ceil(latencies.length * 0.95) - 1]);
    const days = await call<{ date: string; total: number; success: number }[]>(
      "GET",
      `${PUBLISH_MANAGE}/service-call-msg?days=7`,
    );
    expect(days.body.data).toHaveLength(7);
    expect(days.body.data.at(-1)!.success).toBe(ok);
    const top = await call<{ id: number; name: string; callCount: number }[]>("GET", `${PUBLISH_MANAGE}/top`);
    expect(top.body.data[0]).toMatchObject({ id: serviceId, name: "端点服务", callCount: ok });
    const board = await call<{ total: number; running: number; callTotal: number }>(
      "GET",
      `${PUBLISH_MANAGE}/board`,
    );
    expect(board.body.data).toMatchObject({
      total: 2,
      running: 2,
      callTotal: log.total + (await calls(otherServiceId)).total,
    });
  });

  it("gives the token's URL with a curl example", async () => {
    const answer = await call<{ url: string; path: string; token: string; curl: string }>(
      "GET",
      `${PUBLISH_HISTORY}/publish-url?tokenId=${tokenId}`,
    );
    expect(answer.body.data.path).toBe(`/api/aimanager/v1/services/${serviceId}/predict`);
    expect(answer.body.data.url.endsWith(answer.body.data.path)).toBe(true);
    expect(answer.body.data.curl).toBe(
      `curl -X POST '${answer.body.data.url}' -H 'Authorization: Bearer ${token}' -F 'file=@image.png'`,
    );
  });
});
