// @vitest-environment node
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_STATUS } from "../../src/contracts/datasetFormats";
import { storedZip } from "../../server/storage/storedZip";
import { annotationFixture, type AnnotationFixture } from "./annotationFixture";
import { closeAll } from "./helpers";
import { image, importArchive, newDataset, zipOf, type Imported } from "./datasetFormatsSupport";

let f: AnnotationFixture;
beforeEach(async () => {
  f = await annotationFixture();
});
afterEach(closeAll);

const categories = [{ id: 1, name: "猫" }];
const cocoWith = (annotations: object[], images: object[] = [{ id: 1, file_name: "a.png" }]) =>
  JSON.stringify({ images, annotations, categories });

/** Imports the archive into a fresh dataset and expects a refusal: nothing of it may remain. */
async function refused(archive: Buffer): Promise<Imported> {
  const target = await newDataset(f);
  const record = await importArchive(f, target, archive);
  expect(record.status).toBe(IMPORT_STATUS.failed);
  const versions = (
    await f.call(f.tokens.admin, "GET", `data-set-history/list?dataSetId=${target.datasetId}`)
  ).data;
  expect(versions.map((v: { itemCount: number }) => v.itemCount)).toEqual([0]);
  return record;
}

describe("import refusals name the file and the entry; nothing half-imported remains", () => {
  it("an image missing for a COCO annotation (the good image before it is not kept either)", async () => {
    const record = await refused(
      await zipOf([
        { name: "images/a.png", bytes: image(1) },
        {
          name: "annotations/instances.json",
          bytes: cocoWith(
            [],
            [
              { id: 1, file_name: "a.png" },
              { id: 2, file_name: "gone.png" },
            ],
          ),
        },
      ]),
    );
    expect(record.info).toBe("annotations/instances.json images[1]：图片 gone.png 不在压缩包中");
  });

  it("a box outside its image", async () => {
    const record = await refused(
      await zipOf([
        { name: "images/a.png", bytes: image(1) },
        {
          name: "instances.json",
          bytes: cocoWith([{ id: 1, image_id: 1, category_id: 1, bbox: [30, 0, 20, 5] }]),
        },
      ]),
    );
    expect(record.info).toBe("instances.json annotations[0]：标注框超出图片范围");
  });

  it("an unknown category (COCO id, YOLO class index)", async () => {
    const coco = await refused(
      await zipOf([
        { name: "a.png", bytes: image(1) },
        {
          name: "instances.json",
          bytes: cocoWith([{ id: 1, image_id: 1, category_id: 5, bbox: [0, 0, 5, 5] }]),
        },
      ]),
    );
    expect(coco.info).toBe("instances.json annotations[0]：未知类别 5");
    const yolo = await refused(
      await zipOf([
        { name: "classes.txt", bytes: "猫\n" },
        { name: "images/a.png", bytes: image(1) },
        { name: "labels/a.txt", bytes: "0 0.5 0.5 0.1 0.1\n3 0.5 0.5 0.1 0.1\n" },
      ]),
    );
    expect(yolo.info).toBe("labels/a.txt 第 2 行：未知类别 3");
  });

  it("a corrupt image", async () => {
    const record = await refused(
      await zipOf([
        { name: "猫/a.png", bytes: image(1) },
        { name: "猫/b.png", bytes: "not a picture" },
      ]),
    );
    expect(record.info).toBe("猫/b.png：不是可读的图片（只支持 png、jpg、jpeg、bmp、webp）");
  });

  it("a path escaping the archive", async () => {
    const archive = storedZip([
      { name: "猫/a.png", content: "x" },
      { name: "../../evil.png", content: "x" },
    ]);
    expect((await refused(archive)).info).toBe("../../evil.png：路径越出压缩包，已拒绝导入");
  });

  it("an archive bomb (a highly compressed entry)", async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    expect(zlib.deflateRawSync(zeros).length).toBeLessThan(zeros.length / 200);
    const record = await refused(
      await zipOf([
        { name: "猫/a.png", bytes: image(1) },
        { name: "big.bin", bytes: zeros },
      ]),
    );
    expect(record.info).toBe("big.bin：解压后过大（疑似压缩炸弹），已拒绝导入");
  });

  it("not an archive, and an archive with nothing recognisable", async () => {
    expect((await refused(Buffer.from("plain text"))).info).toBe("只支持 zip 或 tar 格式的压缩包");
    expect((await refused(await zipOf([{ name: "readme.md", bytes: "hi" }]))).info).toBe(
      "无法识别标注格式：需要 COCO、VOC、YOLO 或按类别分文件夹的图片",
    );
  });

  it("refuses at once: someone else's dataset, an unknown label group, a format outside the list", async () => {
    const target = await newDataset(f);
    const ticket = await f.ticket(
      f.tokens.dev,
      "p.zip",
      await zipOf([{ name: "猫/a.png", bytes: image(1) }]),
    );
    const path = `data-set/data-set-package-upload/${target.datasetId}/${target.versionId}`;
    const other = await f.call(f.tokens.dev, "POST", path, { fileTicket: ticket });
    expect(other.status).toBe(403);
    const own = await f.ticket(f.tokens.admin, "p.zip", await zipOf([{ name: "猫/a.png", bytes: image(1) }]));
    const group = await f.call(f.tokens.admin, "POST", path, { fileTicket: own, labelGroupId: 999 });
    expect([group.status, group.message]).toEqual([400, "标签组不存在或不属于你"]);
    const format = await f.call(f.tokens.admin, "POST", path, { fileTicket: own, format: "pdf" });
    expect([format.status, format.message]).toEqual([400, "格式只能为 coco、voc、yolo 或 folders"]);
  });
});
