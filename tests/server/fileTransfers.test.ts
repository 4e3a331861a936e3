// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_TRANSFER_PATHS, type TransferRecord } from "../../src/contracts/fileTransfer";
import { CHECK_STORAGE_PATH } from "../../src/contracts/storageCheck";
import { png } from "./annotationFixture";
import { closeAll, signIn, startServer, tempDir } from "./helpers";

let app: FastifyInstance;
let dataDir: string;
let admin: string;
let dev: string;
let ops: string;
beforeAll(async () => {
  dataDir = tempDir("transfer-test-");
  app = await startServer({ dataDir });
  [admin, dev, ops] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "ops", "Ops@123"),
  ]);
});
afterAll(closeAll);

const call = async (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

async function newDataset(name: string): Promise<{ id: number; versionId: number }> {
  const created = await call(admin, "POST", "/api/aimanager/v1/data-set/data", {
    dataSetName: name,
    description: "",
  });
  expect(created.status).toBe(200);
  return { id: created.body.data.id, versionId: created.body.data.newestVersionId };
}

async function settled(id: number): Promise<TransferRecord> {
  for (let i = 0; i < 200; i += 1) {
    const record = (await call(admin, "GET", FILE_TRANSFER_PATHS.one(id))).body.data as TransferRecord;
    if (record.status !== "running") return record;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("transfer never finished");
}

describe("文件传输 between storage and datasets", () => {
  it("copies the images of a storage folder into a dataset version and records the progress", async () => {
    await call(admin, "GET", STORAGE_API.storageUserPath);
    const folder = path.join(dataDir, "storage", "GPUFS", "admin", "to-import");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "a.png"), png(4, 3));
    fs.writeFileSync(path.join(folder, "b.png"), png(2, 2));
    fs.writeFileSync(path.join(folder, "notes.txt"), "not an image");
    const dataset = await newDataset(`传输导入-${Date.now()}`);

    const created = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      direction: "storageToDataset",
      dataSetId: dataset.id,
      versionId: dataset.versionId,
      storagePath: "/GPUFS/admin/to-import",
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ total: 3, status: "running", done: 0, progress: 0 });
    const record = await settled(created.body.data.id);
    expect(record).toMatchObject({
      status: "succeeded",
      done: 2,
      skipped: 1,
      progress: 100,
      versionName: "V1",
    });

    const items = await call(
      admin,
      "GET",
      `/api/aimanager/v1/data-set-item/page?dataSetId=${dataset.id}&versionId=${dataset.versionId}`,
    );
    expect(items.body.data.total).toBe(2);

    const page = await call(
      admin,
      "GET",
      `${FILE_TRANSFER_PATHS.page}?direction=storageToDataset&dataSetName=传输导入`,
    );
    expect(page.body.data.list.map((row: TransferRecord) => row.id)).toContain(record.id);
    const none = await call(admin, "GET", `${FILE_TRANSFER_PATHS.page}?status=failed&dataSetName=传输导入`);
    expect(none.body.data.total).toBe(0);
  });

  it("writes a version's files into a storage folder named after the dataset and version", async () => {
    const source = path.join(dataDir, "storage", "GPUFS", "admin", "one.png");
    fs.writeFileSync(source, png(3, 3));
    const dataset = await newDataset(`传输导出-${Date.now()}`);
    const into = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      direction: "storageToDataset",
      dataSetId: dataset.id,
      versionId: dataset.versionId,
      storagePath: "/GPUFS/admin/one.png",
    });
    expect((await settled(into.body.data.id)).done).toBe(1);
    fs.mkdirSync(path.join(dataDir, "storage", "GPUFS", "admin", "exports"), { recursive: true });

    const out = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      direction: "datasetToStorage",
      dataSetId: dataset.id,
      versionId: dataset.versionId,
      storagePath: "/GPUFS/admin/exports",
    });
    expect(out.status).toBe(200);
    const record = await settled(out.body.data.id);
    expect(record).toMatchObject({ status: "succeeded", done: 1, total: 1 });
    const written = fs.readdirSync(path.join(dataDir, "storage", "GPUFS", "admin", "exports"));
    expect(written).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, "storage", "GPUFS", "admin", "exports", written[0]!))).toEqual([
      "one.png",
    ]);
    expect(written[0]).toMatch(/_V1$/);

    const removed = await call(admin, "DELETE", FILE_TRANSFER_PATHS.one(record.id));
    expect(removed.status).toBe(200);
    expect((await call(admin, "GET", FILE_TRANSFER_PATHS.one(record.id))).body.message).toBe(
      "传输记录不存在",
    );
  });

  it("refuses a path outside the user's storage, an empty version and a missing direction, in Chinese", async () => {
    const dataset = await newDataset(`传输拒绝-${Date.now()}`);
    const base = { dataSetId: dataset.id, versionId: dataset.versionId };
    const outside = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      ...base,
      direction: "storageToDataset",
      storagePath: "/GPUFS/dev/x",
    });
    expect(outside).toMatchObject({ status: 400, body: { message: "路径不合法：超出可访问的存储范围" } });
    const empty = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      ...base,
      direction: "datasetToStorage",
      storagePath: "/GPUFS/admin",
    });
    expect(empty).toMatchObject({ status: 400, body: { message: "该数据集版本没有文件" } });
    const noDirection = await call(admin, "POST", FILE_TRANSFER_PATHS.create, {
      ...base,
      storagePath: "/GPUFS/admin",
    });
    expect(noDirection).toMatchObject({ status: 400, body: { message: "传输方向不能为空" } });
  });

  it("is the back office's: ops and dev are refused (403)", async () => {
    expect((await call(ops, "GET", FILE_TRANSFER_PATHS.page)).status).toBe(403);
    expect((await call(dev, "GET", FILE_TRANSFER_PATHS.page)).status).toBe(403);
  });
});

describe("a transfer cut short by a stop", () => {
  it("is recorded as failed with 服务重启，传输中断 at the next start, never left running", async () => {
    const dir = tempDir("transfer-stop-");
    const first = await startServer({ dataDir: dir });
    const token = await signIn(first, "admin", "Admin@123");
    const send = (method: "GET" | "POST", url: string, payload?: object) =>
      first.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    await send("GET", STORAGE_API.storageUserPath);
    const folder = path.join(dir, "storage", "GPUFS", "admin", "many");
    fs.mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 300; i += 1) fs.writeFileSync(path.join(folder, `${i}.png`), png(2, 2));
    const dataset = (
      await send("POST", "/api/aimanager/v1/data-set/data", { dataSetName: "中断", description: "" })
    ).json().data;
    const created = (
      await send("POST", FILE_TRANSFER_PATHS.create, {
        direction: "storageToDataset",
        dataSetId: dataset.id,
        versionId: dataset.newestVersionId,
        storagePath: "/GPUFS/admin/many",
      })
    ).json().data as TransferRecord;
    await first.close();

    const second = await startServer({ dataDir: dir });
    const again = await signIn(second, "admin", "Admin@123");
    const record = (
      await second.inject({
        url: FILE_TRANSFER_PATHS.one(created.id),
        headers: { authorization: `Bearer ${again}` },
      })
    ).json().data as TransferRecord;
    expect(record).toMatchObject({ status: "failed", message: "服务重启，传输中断" });
    expect(record.done).toBeLessThan(300);
  });
});

describe("check-storage (storage spec §5, ai-domain §5)", () => {
  it("passes for admin's GPUFS and fails a request beyond the remaining quota", async () => {
    await call(admin, "GET", STORAGE_API.storageUserPath);
    const ok = await call(admin, "GET", `${CHECK_STORAGE_PATH}?storageName=GPUFS&bytes=10`);
    expect(ok.body.data).toMatchObject({ pass: true, message: null, gpufsApplyStatus: 2, aclMkdir: 1 });
    const tooBig = await call(
      admin,
      "GET",
      `${CHECK_STORAGE_PATH}?storageName=GPUFS&bytes=${ok.body.data.remainingBytes + 1}`,
    );
    expect(tooBig.body.data).toMatchObject({ pass: false, message: "存储空间不足，无法上传" });
  });

  it("answers ACL共享区暂未申请完毕，请联系管理员！ when no ACL flag is set (no HPC account, no folder)", async () => {
    const answer = await call(dev, "GET", `${CHECK_STORAGE_PATH}?storageName=GPUFS`);
    expect(answer.body.data).toMatchObject({
      pass: false,
      gpufsApplyStatus: 0,
      aclApplyStatus: 0,
      aclMkdir: 0,
      message: "ACL共享区暂未申请完毕，请联系管理员！",
    });
  });
});
