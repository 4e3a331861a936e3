// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { exportVersionToFolder } from "../../server/dataset-formats/exportToFolder";
import { shapePng } from "../support/shapeImage";
import { closeAll, tempDir } from "./helpers";
import { BACKGROUND, trainingFixture } from "./trainingFixture";

afterEach(closeAll);

const square = (x: number, size = 10) => ({
  kind: "square" as const,
  x,
  y: 4,
  size,
  rgb: [220, 40, 40] as [number, number, number],
});

/** Two boxed pictures (a.png: 红方块 and a larger 蓝圆; b.png: 红圆) and an unboxed one. */
function version() {
  const f = trainingFixture();
  const a = f.addItem(shapePng(48, 32, BACKGROUND, []), "a.png", 48, 32);
  const b = f.addItem(shapePng(48, 32, BACKGROUND, []), "b.png", 48, 32);
  f.addItem(shapePng(48, 32, BACKGROUND, []), "c.png", 48, 32);
  f.annotateOwn(a, [
    { label: "redSquare", shape: square(2, 8) },
    { label: "blueDisc", shape: square(20, 12) },
  ]);
  f.annotateOwn(b, [{ label: "redDisc", shape: square(30) }]);
  return f;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), "utf8");

describe("exportVersionToFolder: a version as a training run's input", () => {
  it("COCO: every image, the instances file with pixel boxes and categories from 1", async () => {
    const f = version();
    const dir = path.join(tempDir(), "coco");
    expect(await exportVersionToFolder(f.db, f.dataDir, f.versionId, "coco", dir)).toEqual({
      images: 3,
      annotations: 3,
    });
    expect(fs.readdirSync(path.join(dir, "images")).sort()).toEqual(["a.png", "b.png", "c.png"]);
    const coco = JSON.parse(read(dir, "annotations/instances.json"));
    expect(coco.categories.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
      [1, "红方块"],
      [2, "蓝圆"],
      [3, "红圆"],
    ]);
    expect(coco.images[0]).toEqual({ id: 1, file_name: "a.png", width: 48, height: 32 });
    expect(
      coco.annotations.map((a: { image_id: number; category_id: number; bbox: number[] }) => [
        a.image_id,
        a.category_id,
        a.bbox,
      ]),
    ).toEqual([
      [1, 1, [2, 4, 8, 8]],
      [1, 2, [20, 4, 12, 12]],
      [2, 3, [30, 4, 10, 10]],
    ]);
    expect(fs.readFileSync(path.join(dir, "images/b.png"))).toEqual(
      fs.readFileSync(path.join(f.dataDir, "datasets", String(f.datasetId), String(f.versionId), "2.png")),
    );
  });

  it("class folders: each boxed image under its largest box's label; unboxed ones left out", async () => {
    const f = version();
    const dir = path.join(tempDir(), "folders");
    expect(await exportVersionToFolder(f.db, f.dataDir, f.versionId, "folders", dir)).toEqual({
      images: 2,
      annotations: 2,
    });
    expect(fs.readdirSync(dir).sort()).toEqual(["红圆", "蓝圆"].sort());
    expect(fs.readdirSync(path.join(dir, "蓝圆"))).toEqual(["a.png"]);
    expect(fs.readdirSync(path.join(dir, "红圆"))).toEqual(["b.png"]);
  });

  it("VOC and YOLO: one annotation file per image, the class names", async () => {
    const f = version();
    const voc = path.join(tempDir(), "voc");
    await exportVersionToFolder(f.db, f.dataDir, f.versionId, "voc", voc);
    expect(read(voc, "Annotations/a.xml")).toContain("<xmin>20</xmin>");
    expect(read(voc, "Annotations/a.xml")).toContain("<xmax>32</xmax>");
    expect(read(voc, "labels.txt")).toBe("红方块\n蓝圆\n红圆\n");
    const yolo = path.join(tempDir(), "yolo");
    await exportVersionToFolder(f.db, f.dataDir, f.versionId, "yolo", yolo);
    expect(read(yolo, "labels/b.txt")).toBe(`2 ${35 / 48} ${9 / 32} ${10 / 48} ${10 / 32}\n`);
    expect(read(yolo, "labels/c.txt")).toBe("");
    expect(read(yolo, "classes.txt")).toBe("红方块\n蓝圆\n红圆\n");
  });

  it("refuses an unknown version with 版本不存在", async () => {
    const f = version();
    await expect(exportVersionToFolder(f.db, f.dataDir, 999, "coco", tempDir())).rejects.toMatchObject({
      message: "版本不存在",
    });
  });
});
