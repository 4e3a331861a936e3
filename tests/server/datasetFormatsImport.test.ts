// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_STATUS } from "../../src/contracts/datasetFormats";
import { annotationFixture, type AnnotationFixture } from "./annotationFixture";
import { closeAll } from "./helpers";
import { image, importArchive, newDataset, seen, zipOf } from "./datasetFormatsSupport";

let f: AnnotationFixture;
beforeEach(async () => {
  f = await annotationFixture();
});
afterEach(closeAll);

const coco = (annotations: object[], images = [{ id: 1, file_name: "a.png", width: 41, height: 31 }]) =>
  JSON.stringify({
    images,
    annotations,
    categories: [
      { id: 7, name: "猫" },
      { id: 9, name: "狗" },
    ],
  });

describe("import: COCO, VOC, YOLO and class folders from a zip", () => {
  it("COCO: images and pixel boxes; categories become a new label group's labels", async () => {
    const target = await newDataset(f);
    const archive = await zipOf([
      { name: "images/a.png", bytes: image(1) },
      { name: "images/b.png", bytes: image(2) },
      {
        name: "annotations/instances_default.json",
        bytes: coco(
          [
            { id: 1, image_id: 1, category_id: 7, bbox: [1.5, 2, 10, 12.25] },
            { id: 2, image_id: 2, category_id: 9, bbox: [0, 0, 42, 32] },
          ],
          [
            { id: 1, file_name: "a.png", width: 41, height: 31 },
            { id: 2, file_name: "b.png", width: 42, height: 32 },
          ],
        ),
      },
    ]);
    const record = await importArchive(f, target, archive);
    expect(record).toMatchObject({
      status: IMPORT_STATUS.done,
      format: "coco",
      images: 2,
      annotations: 2,
      versionId: target.versionId,
    });
    expect(record.info).toBe("已导入 2 张图片、2 个标注框（COCO）到 V1");
    const images = await seen(f, target.datasetId, record.versionId!, record.labelGroupId!);
    expect(images.map((i) => [i.fileName, i.width, i.height, i.boxes])).toEqual([
      ["a.png", 41, 31, ["猫 1.5 2 10 12.25"]],
      ["b.png", 42, 32, ["狗 0 0 42 32"]],
    ]);
    const labels = (await f.call(f.tokens.admin, "GET", `data-set-label/list?groupId=${record.labelGroupId}`))
      .data;
    expect(labels.map((l: { labelName: string }) => l.labelName).sort()).toEqual(["猫", "狗"].sort());
  });

  it("VOC: one XML per image; a second import goes into a new version; labels map onto an existing group by name", async () => {
    const target = await newDataset(f);
    const group = (
      await f.call(f.tokens.admin, "POST", "label-group", { groupName: `组${Math.random()}`.slice(0, 10) })
    ).data;
    const cat = (
      await f.call(f.tokens.admin, "POST", "data-set-label/add", {
        groupId: group.id,
        labelName: "猫",
        color: "#FF0000",
      })
    ).data;
    const xml = `<annotation><filename>a.png</filename><size><width>41</width><height>31</height></size>
      <object><name>猫</name><bndbox><xmin>3</xmin><ymin>4</ymin><xmax>13</xmax><ymax>24</ymax></bndbox></object>
      <object><name>鸟</name><bndbox><xmin>0</xmin><ymin>0</ymin><xmax>41</xmax><ymax>31</ymax></bndbox></object></annotation>`;
    const archive = await zipOf([
      { name: "JPEGImages/a.png", bytes: image(1) },
      { name: "Annotations/a.xml", bytes: xml },
    ]);
    const first = await importArchive(f, target, archive, { labelGroupId: group.id });
    expect(first).toMatchObject({
      status: IMPORT_STATUS.done,
      format: "voc",
      labelGroupId: group.id,
      versionId: target.versionId,
    });
    const boxes = (
      await f.call(
        f.tokens.admin,
        "GET",
        `data-set-version-annotation/list?versionId=${target.versionId}&itemId=${(await seenIds(target.datasetId, target.versionId))[0]}&labelGroupId=${group.id}`,
      )
    ).data;
    expect(
      boxes.map((b: { labelId: number; labelName: string; x: number; height: number }) => [
        b.labelName,
        b.x,
        b.height,
      ]),
    ).toEqual([
      ["猫", 3, 20],
      ["鸟", 0, 31],
    ]);
    expect(boxes[0].labelId).toBe(cat.id);
    const second = await importArchive(f, target, archive, { labelGroupId: group.id, format: "voc" });
    expect(second.status).toBe(IMPORT_STATUS.done);
    expect(second.versionId).not.toBe(target.versionId);
    expect(second.info).toContain("到 V2");
  });

  it("YOLO: normalised centre boxes with classes.txt, in the images/labels layout", async () => {
    const target = await newDataset(f);
    const archive = await zipOf([
      { name: "classes.txt", bytes: "猫\n狗\n" },
      { name: "images/train/a.png", bytes: image(0) },
      { name: "labels/train/a.txt", bytes: "1 0.5 0.5 0.25 0.5\n0 0.125 0.1 0.25 0.2\n" },
      { name: "images/train/b.png", bytes: image(2) },
    ]);
    const record = await importArchive(f, target, archive);
    expect(record).toMatchObject({ status: IMPORT_STATUS.done, format: "yolo", images: 2, annotations: 2 });
    const images = await seen(f, target.datasetId, record.versionId!, record.labelGroupId!);
    expect(images.map((i) => [i.fileName, i.boxes])).toEqual([
      ["a.png", ["狗 15 7.5 10 15", "猫 0 0 10 6"]],
      ["b.png", []],
    ]);
  });

  it("class folders: each image one whole-image box of its folder's class", async () => {
    const target = await newDataset(f);
    const archive = await zipOf([
      { name: "pets/猫/a.png", bytes: image(1) },
      { name: "pets/狗/b.png", bytes: image(2) },
      { name: "__MACOSX/pets/._a.png", bytes: "junk" },
    ]);
    const record = await importArchive(f, target, archive);
    expect(record).toMatchObject({
      status: IMPORT_STATUS.done,
      format: "folders",
      images: 2,
      annotations: 2,
    });
    const images = await seen(f, target.datasetId, record.versionId!, record.labelGroupId!);
    expect(images.map((i) => [i.fileName, i.boxes])).toEqual([
      ["a.png", ["猫 0 0 41 31"]],
      ["b.png", ["狗 0 0 42 32"]],
    ]);
  });
});

async function seenIds(datasetId: number, versionId: number): Promise<number[]> {
  const page = (
    await f.call(f.tokens.admin, "GET", `data-set-item/page?dataSetId=${datasetId}&versionId=${versionId}`)
  ).data;
  return page.list.map((item: { id: number }) => item.id);
}
