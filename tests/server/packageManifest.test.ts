// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { zipSync, strToU8 } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { manifestProblem } from "../../src/contracts/algorithmPackages";
import { builtinPackage, loadPackage, unpackPackage } from "../../server/training/packages/registry";
import { closeAll, tempDir } from "./helpers";

afterEach(closeAll);

const good = {
  name: "我的算法",
  taskType: "classification",
  runtime: "python3",
  entrypoint: "python3 train.py --fast",
  datasetFormat: "coco",
  hyperParameters: [{ name: "epochs", type: "int", default: 5, min: 1, max: 50, title: "训练轮数" }],
};
const withParameter = (change: Record<string, unknown>) => ({
  ...good,
  hyperParameters: [{ ...good.hyperParameters[0], ...change }],
});

describe("the package manifest's check (every refusal as the user reads it)", () => {
  it.each([
    ["not an object", [1], "manifest.json 的内容必须是一个对象"],
    ["no name", { ...good, name: undefined }, "算法包清单缺少 name"],
    ["blank name", { ...good, name: " " }, "算法包清单的 name 必须是非空文字"],
    [
      "task type",
      { ...good, taskType: "segmentation" },
      "算法包清单的 taskType 只能是 classification（分类）或 detection（检测）",
    ],
    ["runtime", { ...good, runtime: "node" }, "算法包清单的 runtime 只能是 python3 或 sh"],
    ["blank entrypoint", { ...good, entrypoint: "" }, "算法包清单的 entrypoint 必须是非空文字"],
    [
      "entrypoint's program",
      { ...good, entrypoint: "bash train.sh" },
      "入口命令 entrypoint 必须以运行环境 python3 开头，例如 “python3 train.py”",
    ],
    [
      "entrypoint outside",
      { ...good, entrypoint: "python3 ../x.py" },
      "入口命令中的 ../x.py 必须是包内的相对路径",
    ],
    [
      "entrypoint absolute",
      { ...good, entrypoint: "python3 /etc/x.py" },
      "入口命令中的 /etc/x.py 必须是包内的相对路径",
    ],
    [
      "dataset format",
      { ...good, datasetFormat: "voc" },
      "算法包清单的 datasetFormat 只能是 coco 或 class-folders",
    ],
    ["parameters not a list", { ...good, hyperParameters: {} }, "算法包清单的 hyperParameters 必须是列表"],
    [
      "parameter name",
      withParameter({ name: "1x" }),
      "第 1 个超参数的 name 不合法（字母开头，只含字母、数字和下划线）",
    ],
    ["parameter type", withParameter({ type: "string" }), "超参数 epochs 的 type 只能是 int 或 float"],
    ["parameter number", withParameter({ max: "50" }), "超参数 epochs 的 max 必须是数字"],
    ["parameter integer", withParameter({ default: 2.5 }), "超参数 epochs 的 default 必须是整数"],
    ["parameter title", withParameter({ title: "" }), "超参数 epochs 缺少中文标题 title"],
    ["parameter range", withParameter({ min: 60 }), "超参数 epochs 的范围不正确：min 大于 max"],
    ["parameter default", withParameter({ default: 80 }), "超参数 epochs 的默认值超出范围（1 ~ 50）"],
  ])("%s", (_, manifest, message) => {
    expect(manifestProblem(JSON.parse(JSON.stringify(manifest)))).toBe(message);
  });

  it("names a duplicate parameter, accepts a good manifest, and node only for the platform's own", () => {
    const twice = { ...good, hyperParameters: [good.hyperParameters[0], good.hyperParameters[0]] };
    expect(manifestProblem(twice)).toBe("超参数 epochs 重复");
    expect(manifestProblem(good)).toBeNull();
    expect(
      manifestProblem({ ...good, runtime: "node", entrypoint: "node train.ts" }, { builtin: true }),
    ).toBeNull();
  });
});

describe("a package folder or archive", () => {
  const write = (dir: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
  };

  it("unpacks a zip with a single top folder and loads its manifest; refuses a missing entry file", async () => {
    const root = tempDir("pkg-zip-");
    const zip = path.join(root, "mine.zip");
    fs.writeFileSync(
      zip,
      zipSync({ "mine/manifest.json": strToU8(JSON.stringify(good)), "mine/train.py": strToU8("print(1)") }),
    );
    const dir = await unpackPackage(zip, path.join(root, "out"));
    expect(loadPackage(dir).manifest.name).toBe("我的算法");
    fs.rmSync(path.join(dir, "train.py"));
    expect(() => loadPackage(dir)).toThrow("入口文件 train.py 不在算法包中");
  });

  it("copies a folder (links left out) and refuses one without manifest.json, bad JSON, or a plain file", async () => {
    const root = tempDir("pkg-dir-");
    write(path.join(root, "src"), { "manifest.json": JSON.stringify(good), "train.py": "print(1)" });
    fs.symlinkSync("/etc/passwd", path.join(root, "src", "passwd"));
    const dir = await unpackPackage(path.join(root, "src"), path.join(root, "out"));
    expect(fs.readdirSync(dir).sort()).toEqual(["manifest.json", "train.py"]);

    write(path.join(root, "empty"), { "train.py": "print(1)" });
    const empty = await unpackPackage(path.join(root, "empty"), path.join(root, "out2"));
    expect(() => loadPackage(empty)).toThrow("算法包中没有 manifest.json（应放在包的根目录）");

    write(path.join(root, "broken"), { "manifest.json": "{ name: " });
    const broken = await unpackPackage(path.join(root, "broken"), path.join(root, "out3"));
    expect(() => loadPackage(broken)).toThrow(/^manifest\.json 不是合法的 JSON：/);

    write(root, { "notes.txt": "hello" });
    await expect(unpackPackage(path.join(root, "notes.txt"), path.join(root, "out4"))).rejects.toThrow(
      "算法包必须是文件夹或 zip、tar.gz 压缩包",
    );
    write(root, { "fake.zip": "zip-bytes" });
    await expect(unpackPackage(path.join(root, "fake.zip"), path.join(root, "out5"))).rejects.toThrow(
      "算法包必须是文件夹或 zip、tar.gz 压缩包",
    );
  });

  it("ships the built-in packages with valid manifests (the JS trainers' and the PyTorch CNN's)", () => {
    expect(builtinPackage("centroid").manifest).toMatchObject({ runtime: "node", datasetFormat: "coco" });
    expect(builtinPackage("softmax").manifest.hyperParameters.map((p) => p.title)).toContain("学习率");
    expect(builtinPackage("cnn-pytorch").manifest).toMatchObject({
      runtime: "python3",
      entrypoint: "python3 train.py",
    });
  });
});
