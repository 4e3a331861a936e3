// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";
import { PUBLISH_MANAGE, endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { shapePng } from "../support/shapeImage";
import { closeAll } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller, multipartImage, publishedVersion, publishService } from "./servicesSupport";
import { BACKGROUND, RED } from "./trainingFixture";

/**
 * What a running service answers when its version is closed or gone, which calls are metered for
 * billing (token calls) and which only recorded (the anonymous demo), and the monitoring's latency
 * figures over answered calls.
 */

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;

const image = shapePng(48, 48, BACKGROUND, [{ kind: "square", x: 10, y: 10, size: 18, rgb: RED }]);

async function tokenOf(serviceId: number): Promise<string> {
  const made = await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
    serviceId,
    name: "令牌",
  });
  return made.body.data.token;
}

async function infer(serviceId: number, token: string) {
  const file = multipartImage(image);
  const response = await server.app.inject({
    method: "POST",
    url: endpointPath(serviceId),
    headers: { authorization: `Bearer ${token}`, "content-type": file.contentType },
    payload: file.payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; message?: string } };
}

async function demo(serviceId: number, contentType?: string) {
  const file = multipartImage(image);
  const response = await server.app.inject({
    method: "POST",
    url: `${PUBLISH_MANAGE}/demo/${serviceId}`,
    headers: { "content-type": contentType ?? file.contentType },
    payload: contentType ? image : file.payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; message?: string } };
}

const listed = async (name: string) =>
  (
    await call<{ list: { id: number; versionProblem: string; status: number }[] }>(
      "GET",
      `${PUBLISH_MANAGE}/publishs?name=${encodeURIComponent(name)}`,
    )
  ).body.data.list[0]!;

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
});
afterAll(closeAll);

describe("a service whose model version is closed or gone", () => {
  it("answers 409 with the reason while the version is closed, and serves again once it is open", async () => {
    const versionId = await publishedVersion(server, "关闭的模型");
    const serviceId = await publishService(server, versionId, "关闭版本的服务");
    const token = await tokenOf(serviceId);
    expect((await infer(serviceId, token)).status).toBe(200);
    expect((await listed("关闭版本的服务")).versionProblem).toBe("");

    await call("PUT", `${MODEL_HISTORY}/models-versions/close`, { id: versionId, status: 0 });
    expect((await infer(serviceId, token)).body).toEqual({
      code: 409,
      message: "服务的模型版本已关闭，无法调用（请在模型管理中开启该版本）",
    });
    expect(await listed("关闭版本的服务")).toMatchObject({ status: 1, versionProblem: "模型版本已关闭" });

    await call("PUT", `${MODEL_HISTORY}/models-versions/close`, { id: versionId, status: 1 });
    expect((await infer(serviceId, token)).status).toBe(200);
  });

  it("answers 409 when the version is gone, and the list says so", async () => {
    const versionId = await publishedVersion(server, "删掉的模型");
    const serviceId = await publishService(server, versionId, "版本已删的服务", { isPublic: 1 });
    const token = await tokenOf(serviceId);
    server.app.platform.db.prepare("DELETE FROM model_versions WHERE id = ?").run(versionId);
    expect((await infer(serviceId, token)).body).toEqual({
      code: 409,
      message: "服务的模型版本已删除，无法调用",
    });
    expect((await demo(serviceId)).body).toEqual({ code: 409, message: "服务的模型版本已删除，无法调用" });
    expect((await listed("版本已删的服务")).versionProblem).toBe("模型版本已删除");
  });
});

describe("metering: token calls are billed to the owner, demo calls only recorded", () => {
  it("records both in the service's calls and meters only the token call", async () => {
    const versionId = await publishedVersion(server, "计量模型");
    const serviceId = await publishService(server, versionId, "计量服务", { isPublic: 1 });
    const token = await tokenOf(serviceId);
    const metered = () =>
      server.app.platform.usage
        .list({ kind: "inference" })
        .filter((record) => record.refId === String(serviceId)).length;

    expect((await demo(serviceId)).status).toBe(200);
    expect(metered()).toBe(0);
    expect((await infer(serviceId, token)).status).toBe(200);
    expect(metered()).toBe(1);

    const log = await call<{ list: { source: string; statusCode: number }[] }>(
      "GET",
      `${PUBLISH_MANAGE}/page-monitor?serviceId=${serviceId}`,
    );
    expect(log.body.data.list.map((row) => [row.source, row.statusCode])).toEqual([
      ["token", 200],
      ["demo", 200],
    ]);
    const board = await call<{ callCount: number }>(
      "GET",
      `${PUBLISH_MANAGE}/public/${serviceId}`,
      undefined,
      null,
    );
    expect(board.body.data.callCount).toBe(2);
  });

  it("tells a demo caller that only a multipart file is taken", async () => {
    const versionId = await publishedVersion(server, "演示类型模型");
    const serviceId = await publishService(server, versionId, "演示类型服务", { isPublic: 1 });
    expect((await demo(serviceId, "image/png")).body).toEqual({
      code: 415,
      message: "请求内容类型不正确：请以 multipart/form-data（字段 file）上传图片",
    });
  });
});

describe("the monitoring figures", () => {
  it("computes latency percentiles over the answered calls only", async () => {
    const versionId = await publishedVersion(server, "延迟模型");
    const serviceId = await publishService(server, versionId, "延迟服务");
    const token = await tokenOf(serviceId);
    expect((await infer(serviceId, token)).status).toBe(200);
    // Refused calls take a few milliseconds: recorded with a high latency here, they must not count.
    const at = server.app.platform.now();
    const insert = server.app.platform.db.prepare(
      `INSERT INTO service_calls (service_id, token_id, source, status_code, latency_ms, error, called_at)
       VALUES (?, NULL, 'token', ?, ?, '', ?)`,
    );
    for (let n = 0; n < 30; n += 1) insert.run(serviceId, 401, 99_999, at);
    const log = await call<{ list: { statusCode: number; latencyMs: number }[] }>(
      "GET",
      `${PUBLISH_MANAGE}/page-monitor?serviceId=${serviceId}&pageSize=100`,
    );
    const answered = log.body.data.list.filter((row) => row.statusCode === 200).map((row) => row.latencyMs);
    const figures = await call<{ total: number; p95LatencyMs: number; avgLatencyMs: number }>(
      "GET",
      `${PUBLISH_MANAGE}/count-monitor?serviceId=${serviceId}`,
    );
    expect(figures.body.data.total).toBe(31);
    expect(figures.body.data.p95LatencyMs).toBe(answered[0]);
    expect(figures.body.data.avgLatencyMs).toBe(answered[0]);
    const days = await call<{ p95LatencyMs: number }[]>(
      "GET",
      `${PUBLISH_MANAGE}/service-call-msg?days=1&serviceId=${serviceId}`,
    );
    expect(days.body.data[0]!.p95LatencyMs).toBe(answered[0]);
    // Yesterday had no call: no latency (null), not 0 ms.
    const twoDays = await call<{ total: number; p95LatencyMs: number | null }[]>(
      "GET",
      `${PUBLISH_MANAGE}/service-call-msg?days=2&serviceId=${serviceId}`,
    );
    expect(twoDays.body.data[0]).toMatchObject({ total: 0, p95LatencyMs: null });
  });

  it("refuses a service filter that is not an id, and a missing one where it is needed", async () => {
    for (const url of ["count-monitor", "page-monitor", "service-call-msg"])
      expect((await call("GET", `${PUBLISH_MANAGE}/${url}?serviceId=abc`)).body).toEqual({
        code: 400,
        message: "服务ID不正确",
      });
    expect((await call("GET", `${PUBLISH_HISTORY}/publish-token?serviceId=abc`)).body).toEqual({
      code: 400,
      message: "服务ID不正确",
    });
    expect((await call("GET", `${PUBLISH_HISTORY}/publish-token`)).body).toEqual({
      code: 400,
      message: "服务不能为空",
    });
  });
});
