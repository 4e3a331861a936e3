// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { create as tarCreate } from "tar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_STATUS } from "../../src/contracts/datasetFormats";
import { annotationFixture, type AnnotationFixture } from "./annotationFixture";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { multipart } from "./storageHelpers";
import {
  exportZip,
  image,
  importArchive,
  newDataset,
  seen,
  waitFor,
  zipOf,
  type SeenImage,
} from "./datasetFormatsSupport";

let f: AnnotationFixture;
beforeEach(async () => {
  f = await annotationFixture();
});
afterEach(closeAll);

/** A source version: whole and fractional boxes, two labels, an image without boxes, two boxes on one image. */
async function source() {
  const target = await newDataset(f);
  const images = [1, 2, 3].map((n) => ({ id: n, file_name: `p${n}.png` }));
  const annotations = [
    { id: 1, image_id: 1, category_id: 1, bbox: [1.5, 2, 10, 12.25] },
    { id: 2, image_id: 1, category_id: 2, bbox: [20, 3, 21, 28] },
    { id: 3, image_id: 2, category_id: 2, bbox: [0, 0, 42, 32] },
  ];
  const categories = [
    { id: 1, name: "猫" },
    { id: 2, name: "狗 & <鸟>" },
  ];
  const record = await importArchive(
    f,
    target,
    await zipOf([
      ...[1, 2, 3].map((n) => ({ name: `images/p${n}.png`, bytes: image(n) })),
      { name: "annotations/instances.json", bytes: JSON.stringify({ images, annotations, categories }) },
    ]),
  );
  expect(record.status, record.info).toBe(IMPORT_STATUS.done);
  return {
    ...target,
    labelGroupId: record.labelGroupId!,
    seen: await seen(f, target.datasetId, target.versionId, record.labelGroupId!),
  };
}

/** Exports the version as `format` and imports the zip as a new dataset; answers what that shows. */
async function throughFormat(from: { datasetId: number; versionId: number }, format: string) {
  const zip = await exportZip(f, from.datasetId, from.versionId, format);
  expect(zip.statusCode).toBe(200);
  expect(zip.headers["content-type"]).toBe("application/zip");
  const target = await newDataset(f);
  const record = await importArchive(f, target, zip.rawPayload);
  expect(record.status, record.info).toBe(IMPORT_STATUS.done);
  expect(record.format).toBe(format);
  return {
    ...target,
    labelGroupId: record.labelGroupId!,
    seen: await seen(f, target.datasetId, target.versionId, record.labelGroupId!),
  };
}

const ORIGINAL: [string, string[]][] = [
  ["p1.png", ["猫 1.5 2 10 12.25", "狗 & <鸟> 20 3 21 28"]],
  ["p2.png", ["狗 & <鸟> 0 0 42 32"]],
  ["p3.png", []],
];
const shown = (images: SeenImage[]) => images.map((i) => [i.fileName, i.boxes]);

describe("export then import gives back the same images, labels and boxes", () => {
  for (const format of ["coco", "voc", "yolo"])
    it(`${format}: the same images (bytes), labels and boxes`, async () => {
      const from = await source();
      expect(shown(from.seen)).toEqual(ORIGINAL);
      const back = await throughFormat(from, format);
      expect(back.seen).toEqual(from.seen);
    });

  it("through all three in turn: COCO → VOC → YOLO → COCO", async () => {
    const from = await source();
    const voc = await throughFormat(from, "voc");
    const yolo = await throughFormat(voc, "yolo");
    const coco = await throughFormat(yolo, "coco");
    expect(coco.seen).toEqual(from.seen);
    expect(shown(coco.seen)).toEqual(ORIGINAL);
  });

  it("a version without images answers 无可下载文件！; someone else's private dataset is refused", async () => {
    const empty = await newDataset(f);
    const none = await exportZip(f, empty.datasetId, empty.versionId, "coco");
    expect([none.statusCode, none.json().message]).toEqual([404, "无可下载文件！"]);
    const from = await source();
    const other = await exportZip(f, from.datasetId, from.versionId, "coco", f.tokens.dev);
    expect(other.statusCode).toBe(403);
    const bad = await exportZip(f, from.datasetId, from.versionId, "pdf");
    expect([bad.statusCode, bad.json().message]).toEqual([400, "导出格式只能为 coco、voc 或 yolo"]);
    for (const url of ["data-set-history/download", "data-set-history/query-data-set-zip-download"]) {
      const zip = await f.app.inject({
        url: `/api/aimanager/v1/${url}?dataSetId=${from.datasetId}&versionId=${from.versionId}&format=yolo`,
        headers: { authorization: `Bearer ${f.tokens.admin}` },
      });
      expect(zip.statusCode).toBe(200);
      expect(zip.rawPayload.subarray(0, 2).toString()).toBe("PK");
    }
  });

  it("imports a VOC tar chosen from storage (data-set-package-binding)", async () => {
    const from = await source();
    const zipDir = tempDir();
    // The VOC export, unpacked and packed again as a tar, as a user's training folder would be.
    const exported = (await exportZip(f, from.datasetId, from.versionId, "voc")).rawPayload;
    const voc = path.join(zipDir, "voc");
    fs.mkdirSync(voc);
    const yauzl = await import("yauzl");
    await new Promise<void>((resolve, reject) =>
      yauzl.fromBuffer(exported, { lazyEntries: true }, (error, zip) => {
        if (error || !zip) return reject(error);
        zip.on("end", resolve);
        zip.on("entry", (entry: import("yauzl").Entry) =>
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return reject(e);
            const target = path.join(voc, entry.fileName);
            fs.mkdirSync(path.dirname(target), { recursive: true });
            stream.pipe(fs.createWriteStream(target)).on("finish", () => zip.readEntry());
          }),
        );
        zip.readEntry();
      }),
    );
    const tarFile = path.join(zipDir, "voc.tar");
    await tarCreate({ file: tarFile, cwd: voc }, fs.readdirSync(voc));
    const bytes = fs.readFileSync(tarFile);
    await f.call(f.tokens.admin, "GET", STORAGE_API.storageUserPath.replace("/api/aimanager/v1/", ""));
    const form = await multipart(
      { currentChunkSize: String(bytes.length), totalSize: String(bytes.length), currentIndex: "1" },
      [{ field: "file", name: "voc.tar", bytes }],
    );
    const put = await f.app.inject({
      method: "PUT",
      url: `${STORAGE_API.storageUpload}?file=${encodeURIComponent("/GPUFS/admin/voc.tar")}`,
      headers: {
        ...form.headers,
        authorization: `Bearer ${f.tokens.admin}`,
        "content-range": `bytes 0-${bytes.length - 1}/${bytes.length}`,
      },
      payload: form.payload,
    });
    expect(put.json().code, put.body).toBe(200);
    const target = await newDataset(f);
    const started = await f.call(f.tokens.admin, "POST", "data-set/data-set-package-binding", {
      dataSetId: target.datasetId,
      versionId: target.versionId,
      path: "/GPUFS/admin/voc.tar",
    });
    expect(started.status, started.message).toBe(200);
    const record = await waitFor(f, target.datasetId);
    expect(record).toMatchObject({ status: IMPORT_STATUS.done, format: "voc", images: 3, annotations: 3 });
    expect(await seen(f, target.datasetId, target.versionId, record.labelGroupId!)).toEqual(from.seen);
    const outside = await f.call(f.tokens.admin, "POST", "data-set/data-set-package-binding", {
      dataSetId: target.datasetId,
      versionId: target.versionId,
      path: "/GPUFS/dev/x.tar",
    });
    expect([outside.status, outside.message]).toEqual([400, "存储路径不存在或不是文件"]);
  });
});

describe("an export whose image file is gone", () => {
  it("cuts the download, and the server goes on answering", async () => {
    const dataDir = tempDir();
    const app = await startServer({ dataDir });
    const token = await signIn(app, "admin", "Admin@123");
    const call = (url: string, init: { method?: "GET" | "POST"; payload?: object } = {}) =>
      app.inject({
        url: `/api/aimanager/v1/${url}`,
        method: init.method ?? "GET",
        payload: init.payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const dataset = (
      await call("data-set/data", { method: "POST", payload: { dataSetName: "缺图", description: "" } })
    ).json().data;
    const [version] = (await call(`data-set-history/list?dataSetId=${dataset.id}`)).json().data;
    const form = await multipart(
      {},
      [1, 2].map((n) => ({ field: "file", name: `g${n}.png`, bytes: image(n) })),
    );
    const added = await app.inject({
      method: "POST",
      url: `/api/aimanager/v1/data-set/data-set-upload/simple/${dataset.id}/${version.id}`,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const folder = path.join(dataDir, "datasets", String(dataset.id), String(version.id));
    fs.rmSync(path.join(folder, fs.readdirSync(folder).sort()[1]!));
    const cut = await call(
      `data-set-history/data-set-download/${dataset.id}/${version.id}?format=coco`,
    ).catch((error: unknown) => error);
    // Either the injected request fails or its body stops short of the two images.
    if (!(cut instanceof Error))
      expect((cut as { rawPayload: Buffer }).rawPayload.length).toBeLessThan(
        image(1).length + image(2).length,
      );
    expect((await call(`data-set-history/list?dataSetId=${dataset.id}`)).statusCode).toBe(200);
  });
});

describe("a download the client abandons", () => {
  it("ends quietly; the server goes on answering", async () => {
    const from = await source();
    await f.app.listen({ port: 0, host: "127.0.0.1" });
    const address = f.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/aimanager/v1/data-set-history/data-set-download/${from.datasetId}/${from.versionId}?format=voc`;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        url,
        { headers: { authorization: `Bearer ${f.tokens.admin}` }, agent: false },
        (response) => {
          response.once("data", () => {
            request.destroy();
            resolve(response.statusCode ?? 0);
          });
        },
      );
      request.on("error", (error) =>
        error.message.includes("aborted") || error.message.includes("socket hang up")
          ? undefined
          : reject(error),
      );
    });
    expect(status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await f.call(f.tokens.admin, "GET", `data-set-history/list?dataSetId=${from.datasetId}`)).status,
    ).toBe(200);
  });
});
