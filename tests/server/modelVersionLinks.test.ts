// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { packageZip } from "./packageSupport";
import { callAs } from "./trainingRoutesSupport";

/**
 * What ties a model version to the rest: the algorithm version it names (checked when registered from
 * storage, shown as its relation, keeping the algorithm from being deleted) and the services published
 * from it (keeping the version from being deleted).
 */

let server: FinishedRunServer;
let admin: string;
let dev: string;
let runId: number;

beforeAll(async () => {
  server = await finishedRunServer();
  admin = server.token;
  dev = await signIn(server.app, "dev", "Dev@123");
  runId = await server.finishedRun("centroid");
});
afterAll(closeAll);

interface Version {
  id: number;
  version: string;
  algorithmVersionId: number | null;
  algorithmName: string;
  algorithmVersion: string;
}

const call = <Data = Version>(
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => callAs<Data>(server.app, token, method, url, payload);

/** A checkpoint of admin's finished run, copied into `account`'s storage as models/{name}. */
function checkpointIn(account: string, name: string): string {
  const home = path.join(server.fixture.storageRoot, "GPUFS", account);
  fs.mkdirSync(path.join(home, "models"), { recursive: true });
  const source = path.join(server.fixture.storageRoot, "GPUFS", "admin", "runs", String(runId));
  fs.copyFileSync(path.join(source, "checkpoint.json"), path.join(home, "models", name));
  return `/GPUFS/${account}/models/${name}`;
}

/** An algorithm of `token`'s user under the first child type, and its V1 (centroid). */
async function algorithmWithVersion(token: string, name: string) {
  const [root] = (await call<{ id: number }[]>(token, "GET", "/algorithm-type/parents")).body.data;
  const [type] = (await call<{ id: number }[]>(token, "GET", `/algorithm-type/childrens?parentId=${root.id}`))
    .body.data;
  const algorithm = (
    await call<{ id: number }>(token, "POST", "/tb-algorithm-manage/algorithm", { name, typeId: type.id })
  ).body.data;
  const version = (
    await call<{ id: number; version: string }>(token, "POST", "/tb-algorithm-version/version", {
      algorithmId: algorithm.id,
      trainer: "centroid",
    })
  ).body.data;
  return { algorithmId: algorithm.id, versionId: version.id };
}

const newModel = async (token: string, name: string) =>
  (await call<{ id: number }>(token, "POST", "/model-manage/models", { name, category: "目标检测" })).body
    .data.id;

const fromStorage = (token: string, modelId: number, algorithmVersionId: number, file: string) =>
  call(token, "POST", `/model-history/models-versions/remote/v3/${modelId}/${algorithmVersionId}/GPUFS`, {
    path: file,
  });

describe("a model version's algorithm version", () => {
  it("must exist and be the user's own or public when registered from storage, and is shown as the relation", async () => {
    const mine = await algorithmWithVersion(admin, "关联算法");
    const devs = await algorithmWithVersion(dev, "开发者算法");
    const modelId = await newModel(admin, "关联模型");
    const file = checkpointIn("admin", "linked.json");

    expect((await fromStorage(admin, modelId, 999_999, file)).body).toEqual({
      code: 404,
      message: "算法版本不存在",
    });
    // Another user's version, private: as missing. Made public (algorithm and version): usable.
    expect((await fromStorage(admin, modelId, devs.versionId, file)).body).toEqual({
      code: 404,
      message: "算法版本不存在",
    });
    await call(dev, "PUT", "/tb-algorithm-manage/updatePublic", { id: devs.algorithmId, isPublic: 1 });
    await call(dev, "PUT", "/tb-algorithm-version/public", { id: devs.versionId, isPublic: 1 });
    const publicOne = await fromStorage(admin, modelId, devs.versionId, file);
    expect(publicOne.body.data).toMatchObject({
      version: "V1",
      algorithmVersionId: devs.versionId,
      algorithmName: "开发者算法",
      algorithmVersion: "V1",
    });

    const own = await fromStorage(admin, modelId, mine.versionId, file);
    expect(own.body.data).toMatchObject({ version: "V2", algorithmName: "关联算法", algorithmVersion: "V1" });
    const none = await fromStorage(admin, modelId, 0, file);
    expect(none.body.data).toMatchObject({ version: "V3", algorithmVersionId: null, algorithmName: "" });

    const relation = await call<Record<string, unknown>>(
      admin,
      "GET",
      `/model-history/relation-algorithm_version?id=${own.body.data.id}`,
    );
    expect(relation.body.data).toMatchObject({
      algorithmVersionId: mine.versionId,
      algorithmId: mine.algorithmId,
      algorithmName: "关联算法",
      algorithmVersion: "V1",
    });
    const page = await call<{ list: Version[] }>(admin, "GET", `/model-history/page?modelId=${modelId}`);
    expect(
      page.body.data.list.map((row) => `${row.version}:${row.algorithmName}${row.algorithmVersion}`),
    ).toEqual(["V3:", "V2:关联算法V1", "V1:开发者算法V1"]);
  });

  it("models-versions lists every version of the user's own model, newest first", async () => {
    const modelId = await newModel(admin, "全部版本");
    const file = checkpointIn("admin", "all.json");
    for (let n = 0; n < 12; n += 1) await fromStorage(admin, modelId, 0, file);
    const all = await call<Version[]>(admin, "GET", `/model-history/models-versions?modelId=${modelId}`);
    expect(all.body.data.map((row) => row.version)).toEqual(
      Array.from({ length: 12 }, (_, index) => `V${12 - index}`),
    );
    expect((await call(dev, "GET", `/model-history/models-versions?modelId=${modelId}`)).body).toEqual({
      code: 404,
      message: "模型不存在",
    });
  });
});

describe("deleting an algorithm whose versions models use", () => {
  it("is refused naming the user's model versions and counting others', then removes the version packages", async () => {
    const { algorithmId, versionId } = await algorithmWithVersion(admin, "被使用的算法");
    await call(admin, "PUT", "/tb-algorithm-manage/updatePublic", { id: algorithmId, isPublic: 1 });
    await call(admin, "PUT", "/tb-algorithm-version/public", { id: versionId, isPublic: 1 });
    const packageFile = path.join(server.fixture.storageRoot, "GPUFS", "admin", "pkg.zip");
    fs.writeFileSync(packageFile, packageZip());
    await call(admin, "POST", `/tb-algorithm-version/image-remote-upload/${versionId}`, {
      path: "/GPUFS/admin/pkg.zip",
    });
    const packageDir = path.join(server.fixture.dataDir, "algorithms", "packages", String(versionId));
    expect(fs.readdirSync(packageDir).sort()).toEqual(["package", "pkg.zip"]);

    const modelId = await newModel(admin, "用算法的模型");
    const mineV1 = (await fromStorage(admin, modelId, versionId, checkpointIn("admin", "used.json"))).body
      .data;
    const devModel = await newModel(dev, "别人的模型");
    const devV1 = (await fromStorage(dev, devModel, versionId, checkpointIn("dev", "used.json"))).body.data;
    expect(devV1.algorithmVersionId).toBe(versionId);

    const refused = await call(admin, "DELETE", `/tb-algorithm-manage/algorithm/${algorithmId}`);
    expect(refused.body).toEqual({
      code: 400,
      message: "该算法的版本已被模型版本使用，不能删除：用算法的模型 V1（V1），以及其他用户的 1 个模型版本",
    });
    expect((await call(dev, "DELETE", `/model-history/models-versions/${devV1.id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `/tb-algorithm-manage/algorithm/${algorithmId}`)).body.message).toBe(
      "该算法的版本已被模型版本使用，不能删除：用算法的模型 V1（V1）",
    );
    expect(fs.existsSync(packageDir)).toBe(true);

    expect((await call(admin, "DELETE", `/model-history/models-versions/${mineV1.id}`)).status).toBe(200);
    expect((await call(admin, "DELETE", `/tb-algorithm-manage/algorithm/${algorithmId}`)).status).toBe(200);
    expect(fs.existsSync(packageDir)).toBe(false);
    expect(
      (await call(admin, "GET", `/tb-algorithm-version/version?algorithmId=${algorithmId}`)).status,
    ).toBe(404);
  });
});

describe("deleting a model version a service is published from", () => {
  it("is refused naming the services until they are deleted", async () => {
    const modelId = await newModel(admin, "发布的模型");
    const version = (await fromStorage(admin, modelId, 0, checkpointIn("admin", "served.json"))).body.data;
    const publish = (name: string) =>
      call<{ id: number }>(admin, "POST", "/publish-manage/publishs", {
        name,
        instances: 1,
        isPublic: 0,
        modelVersionId: version.id,
      });
    const first = (await publish("形状服务")).body.data;
    const second = (await publish("形状服务二")).body.data;

    expect((await call(admin, "DELETE", `/model-history/models-versions/${version.id}`)).body).toEqual({
      code: 400,
      message: "该模型版本已发布为服务（形状服务、形状服务二），请先删除这些服务再删除版本",
    });
    for (const service of [first, second]) {
      await call(admin, "PUT", "/publish-manage/publishs-status", { id: service.id, status: 0 });
      expect((await call(admin, "DELETE", `/publish-manage/publishs/${service.id}`)).status).toBe(200);
    }
    expect((await call(admin, "DELETE", `/model-history/models-versions/${version.id}`)).status).toBe(200);
  });
});
