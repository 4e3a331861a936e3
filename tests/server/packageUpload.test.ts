// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { multipart } from "./storageHelpers";
import { callAs } from "./trainingRoutesSupport";

interface Upload {
  uploadId: string;
  name: string;
  size: number;
  manifest: { name: string; hyperParameters: { name: string; title: string }[] };
}

let app: FastifyInstance;
let admin: string;
let dev: string;
let uploadsDir: string;

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir });
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
  uploadsDir = path.join(dataDir, "algorithms", "uploads");
});
afterAll(closeAll);

const MANIFEST = {
  name: "上传的算法",
  taskType: "classification",
  runtime: "sh",
  entrypoint: "sh train.sh",
  datasetFormat: "coco",
  hyperParameters: [{ name: "rounds", type: "int", default: 2, min: 1, max: 5, title: "轮数" }],
};

/** A zip of a package folder `pkg/` (the archive's single top folder). */
const packageZip = (manifest: object, files: Record<string, string> = { "train.sh": "echo hi" }) =>
  Buffer.from(
    zipSync({
      "pkg/manifest.json": strToU8(JSON.stringify(manifest)),
      ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`pkg/${name}`, strToU8(text)])),
    }),
  );

async function upload(token: string, files: { name: string; bytes: Buffer }[]) {
  const { payload, headers } = await multipart(
    {},
    files.map((file) => ({ field: "file", ...file })),
  );
  const response = await app.inject({
    method: "POST",
    url: "/api/aimanager/v1/tb-algorithm-version/package-upload",
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { message?: string; data: Upload } };
}

/** What is left of uploads on disk (staged folders and half-received files). */
const leftOnDisk = () =>
  fs.existsSync(uploadsDir)
    ? fs.readdirSync(uploadsDir, { recursive: true }).filter((name) => !String(name).startsWith(".incoming"))
    : [];

async function algorithm(token: string, name: string) {
  return (
    await callAs<{ id: number }>(app, token, "POST", "/tb-algorithm-manage/algorithm", { name, typeId: 3 })
  ).body.data.id;
}

describe("新增算法版本 from a package uploaded from the browser", () => {
  it("answers the manifest of a good zip, then a version takes it with its parameters", async () => {
    const uploaded = await upload(admin, [{ name: "pkg.zip", bytes: packageZip(MANIFEST) }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ name: "pkg.zip", manifest: { name: "上传的算法" } });
    expect(uploaded.body.data.manifest.hyperParameters.map((p) => p.title)).toEqual(["轮数"]);
    const algorithmId = await algorithm(admin, "上传包算法");
    const created = await callAs<{
      trainer: string;
      trainerTitle: string;
      params: object;
      packageName: string;
    }>(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId,
      trainer: "package",
      uploadId: uploaded.body.data.uploadId,
      params: { rounds: 4 },
    });
    expect(created.body.data).toMatchObject({
      trainer: "package",
      trainerTitle: "上传的算法",
      params: { rounds: 4 },
      packageName: "pkg.zip",
    });
    // Taken: the staged upload is gone, and cannot make a second version.
    const again = await callAs(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId,
      trainer: "package",
      uploadId: uploaded.body.data.uploadId,
    });
    expect([again.status, again.body.message]).toEqual([404, "上传的算法包已失效，请重新上传"]);
  });

  it("refuses a bad manifest, a missing entrypoint and a non-archive with the picker's messages, keeping nothing", async () => {
    const before = leftOnDisk().length;
    const cases: [Buffer, string, string][] = [
      [
        packageZip({ ...MANIFEST, hyperParameters: [{ ...MANIFEST.hyperParameters[0], title: "" }] }),
        "pkg.zip",
        "超参数 rounds 缺少中文标题 title",
      ],
      [packageZip(MANIFEST, {}), "pkg.zip", "入口文件 train.sh 不在算法包中"],
      [
        Buffer.from(zipSync({ "pkg/readme.txt": strToU8("x") })),
        "pkg.zip",
        "算法包中没有 manifest.json（应放在包的根目录）",
      ],
      [Buffer.from("not a zip"), "pkg.zip", "算法包必须是文件夹或 zip、tar.gz 压缩包"],
      [Buffer.from("plain"), "notes.txt", "算法包必须是文件夹或 zip、tar.gz 压缩包"],
    ];
    for (const [bytes, name, message] of cases) {
      const refused = await upload(admin, [{ name, bytes }]);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    expect(leftOnDisk().length).toBe(before);
  });

  it("refuses an upload with no file, or two, in words", async () => {
    const none = await upload(admin, []);
    expect([none.status, none.body.message]).toEqual([
      400,
      "请选择要上传的算法包（文件夹或 zip、tar.gz 压缩包）",
    ]);
    const zip = packageZip(MANIFEST);
    const two = await upload(admin, [
      { name: "a.zip", bytes: zip },
      { name: "b.zip", bytes: zip },
    ]);
    expect([two.status, two.body.message]).toEqual([400, "一次只能上传一个算法包"]);
  });

  it("keeps one user's upload from another: dev cannot make a version of admin's upload", async () => {
    const uploaded = await upload(admin, [{ name: "pkg.zip", bytes: packageZip(MANIFEST) }]);
    const algorithmId = await algorithm(dev, "别人的上传");
    const refused = await callAs(app, dev, "POST", "/tb-algorithm-version/version", {
      algorithmId,
      trainer: "package",
      uploadId: uploaded.body.data.uploadId,
    });
    expect([refused.status, refused.body.message]).toEqual([404, "上传的算法包已失效，请重新上传"]);
  });
});
