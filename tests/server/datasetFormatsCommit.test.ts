// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { create as tarCreate } from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { extractArchive } from "../../server/dataset-formats/archive";
import { commitImport, type PreparedImage } from "../../server/dataset-formats/importCommit";
import { shapePng } from "../support/shapeImage";
import { closeAll, tempDir } from "./helpers";
import { BACKGROUND, trainingFixture } from "./trainingFixture";

afterEach(closeAll);

const count = (db: ReturnType<typeof trainingFixture>["db"], table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("an import's commit is whole or nothing", () => {
  it("a file that cannot be placed rolls back the version, the label group, the items and the files placed before it", () => {
    const f = trainingFixture();
    f.addItem(shapePng(48, 32, BACKGROUND, []), "old.png", 48, 32); // the version is not empty: a new one would be made
    const stage = tempDir();
    const good = path.join(stage, "a.png");
    fs.writeFileSync(good, shapePng(48, 32, BACKGROUND, []));
    const info = { type: "png" as const, width: 48, height: 32 };
    const images: PreparedImage[] = [
      {
        staged: good,
        name: "a.png",
        size: 1,
        info,
        boxes: [{ label: "新", x: 0, y: 0, width: 4, height: 4 }],
      },
      { staged: path.join(stage, "gone.png"), name: "gone.png", size: 1, info, boxes: [] },
    ];
    const before = ["dataset_versions", "dataset_items", "label_groups", "labels", "version_annotations"].map(
      (t) => count(f.db, t),
    );
    const target = { userId: f.userId, datasetId: f.datasetId, datasetName: "形状", versionId: f.versionId };
    expect(() => commitImport(f.db, f.dataDir, Date.now(), target, ["新"], images)).toThrow();
    expect(
      ["dataset_versions", "dataset_items", "label_groups", "labels", "version_annotations"].map((t) =>
        count(f.db, t),
      ),
    ).toEqual(before);
    const versionDirs = fs.readdirSync(path.join(f.dataDir, "datasets", String(f.datasetId)));
    for (const dir of versionDirs)
      expect(fs.readdirSync(path.join(f.dataDir, "datasets", String(f.datasetId), dir))).toEqual([`1.png`]);
  });
});

describe("a tar is checked before anything is written", () => {
  it("refuses a link and a name leaving the archive, naming the entry", async () => {
    const source = tempDir();
    fs.mkdirSync(path.join(source, "猫"));
    fs.writeFileSync(path.join(source, "猫", "a.png"), "x");
    fs.symlinkSync("/etc/passwd", path.join(source, "猫", "b.png"));
    const linked = path.join(tempDir(), "linked.tar");
    await tarCreate({ file: linked, cwd: source }, ["猫"]);
    const out = path.join(tempDir(), "out");
    await expect(extractArchive(linked, out, () => {})).rejects.toThrow("猫/b.png：压缩包中的链接不能导入");
    expect(fs.readdirSync(out)).toEqual([]);

    const inner = path.join(source, "inner");
    fs.mkdirSync(inner);
    const escaping = path.join(tempDir(), "escape.tar");
    await tarCreate({ file: escaping, cwd: inner, preservePaths: true }, ["../猫/a.png"]);
    await expect(extractArchive(escaping, path.join(tempDir(), "out2"), () => {})).rejects.toThrow(
      "../猫/a.png：路径越出压缩包，已拒绝导入",
    );
  });
});
