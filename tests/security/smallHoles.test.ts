// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../src/contracts/account";
import { PUBLISH_MANAGE, endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { TRAIN_BASE } from "../../server/training-tasks/trainRoutes";
import { pngImage } from "../support/pngImage";
import { shapeJpeg } from "../support/shapeImage";
import { closeAll } from "../server/helpers";
import { finishedRunServer, type FinishedRunServer } from "../server/modelRunFixture";
import { caller, publishedVersion, publishService } from "../server/servicesSupport";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
});
afterAll(closeAll);

describe("train/status names a run's files as the user's storage does", () => {
  it("answers /GPUFS/… paths, never a path of the server's disk", async () => {
    const runId = await server.finishedRun();
    const answer = await call<Record<string, unknown>>("GET", `${TRAIN_BASE}/status?id=${runId}`);
    expect(answer.status).toBe(200);
    const run = answer.body.data;
    const folder = `/GPUFS/admin/runs/${runId}`;
    expect(run).toMatchObject({
      remoteDir: folder,
      logPath: `${folder}/train.log`,
      metricsPath: expect.stringMatching(new RegExp(`^${folder}/[^/]+$`)),
      checkpointPath: expect.stringMatching(new RegExp(`^${folder}/[^/]+$`)),
    });
    expect(JSON.stringify(answer.body)).not.toContain(server.fixture.storageRoot);
    expect(JSON.stringify(answer.body)).not.toContain(server.fixture.dataDir);
  });
});

describe("an avatar and an expert's photo are checked by their bytes, not their label", () => {
  const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString("base64")}`;
  const png = pngImage(8, 8);
  const broken = Buffer.from(png);
  broken[broken.length - 20] ^= 0xff; // a flipped byte in the image data: its CRC no longer matches
  const cases: [string, string, string][] = [
    [
      "text labelled image/png",
      dataUrl("png", Buffer.from("<script>alert(1)</script>")),
      "请上传以下文件格式：png、jpg、jpeg",
    ],
    [
      "a JPEG labelled image/png",
      dataUrl("png", Buffer.from(shapeJpeg(8, 8, [0, 0, 0], []))),
      "请上传以下文件格式：png、jpg、jpeg",
    ],
    ["a PNG that does not decode", dataUrl("png", broken), "图片已损坏或无法识别，请重新选择图片"],
    [
      "a PNG header claiming 100000×100000 pixels",
      dataUrl("png", pngHeaderOnly(100_000, 100_000)),
      "图片已损坏或无法识别，请重新选择图片",
    ],
  ];

  for (const [what, content, message] of cases)
    it(`refuses ${what} with 400 ${message}`, async () => {
      const avatar = await call("PUT", ACCOUNT_API.avatar, { attributeContent: content });
      expect([avatar.status, avatar.body.message]).toEqual([400, message]);
      const expert = await call("POST", "/api/aimanager/v1/professor", {
        name: "赵教授",
        field: "计算机视觉",
        organisation: "某大学",
        photo: content,
      });
      expect([expert.status, expert.body.message]).toEqual([400, message]);
    });

  it("takes a real PNG and a real JPEG", async () => {
    for (const content of [
      dataUrl("png", png),
      dataUrl("jpeg", Buffer.from(shapeJpeg(8, 8, [9, 9, 9], []))),
    ]) {
      expect((await call("PUT", ACCOUNT_API.avatar, { attributeContent: content })).status).toBe(200);
    }
  });
});

/** A PNG signature and IHDR chunk only: a header that claims a size the file does not hold. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const full = pngImage(1, 1);
  const header = Buffer.from(full.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

describe("a body too large for a service's predict is recorded in monitoring", () => {
  it("answers 413 and the call log shows it, with the token it named", async () => {
    const versionId = await publishedVersion(server, "大请求模型");
    const serviceId = await publishService(server, versionId, "大请求服务");
    const token = await call<{ id: number; token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
      serviceId,
      name: "大请求令牌",
      validDays: 30,
    });
    const response = await server.app.inject({
      method: "POST",
      url: endpointPath(serviceId),
      headers: { authorization: `Bearer ${token.body.data.token}`, "content-type": "image/png" },
      payload: Buffer.alloc(20 * 1024 * 1024, 7),
    });
    expect(response.statusCode).toBe(413);
    const log = await call<{
      list: { statusCode: number; tokenName: string; error: string }[];
      total: number;
    }>("GET", `${PUBLISH_MANAGE}/page-monitor?serviceId=${serviceId}&pageSize=10`);
    expect(log.body.data.total).toBe(1);
    expect(log.body.data.list[0]).toMatchObject({
      statusCode: 413,
      tokenName: "大请求令牌",
      error: response.json().message,
    });
  });
});
