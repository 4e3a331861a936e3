// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATION_RESOURCE_PATHS as PATHS } from "../../src/contracts/operationResources";
import { API } from "../../src/core/config";
import { closeAll, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let ops: string;
let dev: string;
let admin: string;
beforeAll(async () => {
  app = await startServer();
  [ops, dev, admin] = await Promise.all([
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "admin", "Admin@123"),
  ]);
});
afterAll(closeAll);

const call = async (
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const SPEC = {
  specName: "GPU-1卡",
  applicationCode: "training",
  cpuCores: 8,
  memoryGb: 32,
  gpuCount: 1,
  gpuModel: "A100",
  storageGb: 100,
  status: 1,
  description: "训练用",
};

describe("resource specifications (ai-domain §7 resource-specification)", () => {
  it("the ops account creates, lists, edits and deletes a specification", async () => {
    const created = await call(ops, "POST", PATHS.spec, SPEC);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ specName: "GPU-1卡", applicationName: "模型训练", status: 1 });
    const id = created.body.data.id as number;

    const page = await call(ops, "GET", `${PATHS.specPage}?applicationCode=training&specName=GPU`);
    expect(page.body.data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call(ops, "GET", `${PATHS.specPage}?status=0&specName=GPU`)).body.data.total).toBe(0);
    expect((await call(ops, "GET", PATHS.specList)).body.data.map((row: { id: number }) => row.id)).toContain(
      id,
    );

    const refused = await call(ops, "DELETE", PATHS.specOne(id));
    expect(refused).toMatchObject({ status: 400, body: { message: "启用中的规格不能删除，请先停用" } });
    const disabled = await call(ops, "PUT", PATHS.spec, { ...SPEC, id, status: 0 });
    expect(disabled.body.data.status).toBe(0);
    expect((await call(ops, "DELETE", PATHS.specOne(id))).status).toBe(200);
    expect((await call(ops, "GET", PATHS.specOne(id))).body.message).toBe("资源规格不存在");
  });

  it("refuses a taken name, a GPU model without GPUs and out-of-range sizes, in Chinese", async () => {
    await call(ops, "POST", PATHS.spec, { ...SPEC, specName: "唯一规格" });
    const taken = await call(ops, "POST", PATHS.spec, { ...SPEC, specName: " 唯一规格 " });
    expect(taken).toMatchObject({ status: 400, body: { message: "规格名称已存在" } });
    const noModel = await call(ops, "POST", PATHS.spec, { ...SPEC, specName: "无型号", gpuModel: " " });
    expect(noModel.body.message).toBe("GPU型号不能为空");
    const modelWithoutGpu = await call(ops, "POST", PATHS.spec, { ...SPEC, specName: "无卡", gpuCount: 0 });
    expect(modelWithoutGpu.body.message).toBe("GPU卡数为0时不能填写GPU型号");
    const cores = await call(ops, "POST", PATHS.spec, { ...SPEC, specName: "多核", cpuCores: 0 });
    expect(cores).toMatchObject({ status: 400, body: { message: "CPU核数应为1到256的整数" } });
    const emptyName = await call(ops, "POST", PATHS.spec, { ...SPEC, specName: "  " });
    expect(emptyName.body.message).toBe("规格名称不能为空");
  });

  it("is the operation area's: dev is refused (403)", async () => {
    expect((await call(dev, "GET", PATHS.specPage)).status).toBe(403);
    expect((await call(dev, "GET", PATHS.resourceInfoPage)).status).toBe(403);
  });
});

describe("usage per application (resource-info, application/list, application/manage/list)", () => {
  it("lists the four applications and sums metered use per application and user", async () => {
    const applications = await call(ops, "GET", PATHS.applicationList);
    expect(applications.body.data.map((entry: { name: string }) => entry.name)).toEqual([
      "模型训练",
      "推理服务",
      "存储管理",
      "资源共享",
    ]);
    const adminUser = (await call(admin, "GET", API.userInfo)).body.data;
    app.platform.usage.record({
      userId: adminUser.id,
      kind: "inference",
      quantity: 7,
      refType: "service",
      refId: "s-1",
      startedAt: Date.UTC(2025, 0, 6, 9),
      endedAt: Date.UTC(2025, 0, 6, 9),
    });
    const totals = await call(ops, "GET", `${PATHS.resourceInfo}?applicationCode=inference`);
    expect(totals.body.data).toEqual([
      {
        applicationCode: "inference",
        applicationName: "推理服务",
        quantity: 7,
        unitText: "次",
        records: 1,
        users: 1,
      },
    ]);
    const rows = await call(ops, "GET", `${PATHS.resourceInfoPage}?applicationCode=inference&userName=管理`);
    expect(rows.body.data.list).toMatchObject([
      { applicationName: "推理服务", userName: "管理员", quantity: 7 },
    ]);
    const later = await call(
      ops,
      "GET",
      `${PATHS.resourceInfoPage}?applicationCode=inference&startTime=2030-01-01 00:00:00`,
    );
    expect(later.body.data.total).toBe(0);
    const badTime = await call(ops, "GET", `${PATHS.resourceInfoPage}?startTime=yesterday`);
    expect(badTime).toMatchObject({ status: 400, body: { message: "时间格式应为 YYYY-MM-DD HH:mm:ss" } });

    const managed = await call(ops, "GET", `${PATHS.applicationManageList}?name=推理`);
    expect(managed.body.data).toMatchObject({
      total: 1,
      list: [{ code: "inference", quantity: 7, records: 1 }],
    });
  });
});
