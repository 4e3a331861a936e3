// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import { HPC_API } from "../../src/contracts/hpc";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, get } from "../server/helpers";
import { multipart, runOperation, storageFixture, type StorageFixture } from "../server/storageHelpers";

let fx: StorageFixture;
beforeAll(async () => {
  fx = await storageFixture();
  const outside = path.join(fx.dataDir, "outside");
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, "secret.bin"), Buffer.alloc(12_345));
  fs.chmodSync(path.join(outside, "secret.bin"), 0o600);
  fs.symlinkSync(path.join(outside, "secret.bin"), path.join(fx.root, "secret-link"));
  fs.symlinkSync(outside, path.join(fx.root, "outside-link"));
});
afterAll(closeAll);

const UNSAFE = {
  NUL: "a\u0000b",
  "a newline": "a\nb",
  "a carriage return": "a\rb",
  "a tab": "a\tb",
  "another control character": "a\u0007b",
  "the right-to-left override": "invoice\u202Etxt.exe",
};

describe("names with control characters or direction marks are refused with a message", () => {
  for (const [what, name] of Object.entries(UNSAFE)) {
    it(`${what}: a new folder, a rename, a dataset name, an uploaded file`, async () => {
      const before = fs.readdirSync(fx.root).sort();
      const folder = await runOperation(fx, { type: STORAGE.opType.mkdir, target: [`/GPUFS/admin/${name}`] });
      const rename = await runOperation(fx, {
        type: STORAGE.opType.rename,
        from: ["/GPUFS/admin/README.txt"],
        target: [name],
      });
      for (const { answer } of [folder, rename])
        expect(answer.info).toBe("名称不能包含控制字符、换行或文字方向符");
      const dataset = await fx.call("POST", "/api/aimanager/v1/data-set/data", { dataSetName: name });
      expect([dataset.statusCode, dataset.json().message]).toEqual([
        400,
        "数据集名称不能包含控制字符、换行或文字方向符",
      ]);
      if (!name.includes("\u0000") && !name.includes("\n") && !name.includes("\r")) {
        const form = await multipart({}, [{ field: "files", name, bytes: Buffer.from("x") }]);
        const file = await fx.app.inject({
          method: "POST",
          url: STORAGE_API.fileItemMultipleFiles,
          headers: { ...form.headers, authorization: `Bearer ${fx.token}` },
          payload: form.payload,
        });
        expect([file.statusCode, file.json().message]).toEqual([
          400,
          "文件名不能包含控制字符、换行或文字方向符",
        ]);
      }
      expect(fs.readdirSync(fx.root).sort()).toEqual(before);
    });
  }
});

describe("dir_info describes a symbolic link as itself", () => {
  it("marks links and never shows the size or mode of a file outside the root", async () => {
    const answer = await fx.call(
      "GET",
      `${STORAGE_API.storageDirInfo}?dir=${encodeURIComponent("/GPUFS/admin")}&showHidden=true`,
    );
    const rows = answer.json().spec as {
      name: string;
      type: string;
      link: boolean;
      size: number;
      mode: string;
    }[];
    const link = rows.find((row) => row.name === "secret-link")!;
    const folderLink = rows.find((row) => row.name === "outside-link")!;
    expect(link).toMatchObject({ type: "file", link: true });
    expect(link.size).not.toBe(12_345);
    expect(link.mode).not.toBe("600");
    expect(folderLink).toMatchObject({ type: "file", link: true });
    expect(rows.find((row) => row.name === "README.txt")).toMatchObject({ link: false });
  });
});

describe("the hpc-manage account filter", () => {
  it("takes % and _ literally", async () => {
    const accounts = async (filter: string) =>
      (
        (
          await get(
            fx.app,
            `${HPC_API.hpcAdminPage}?pageSize=100&account=${encodeURIComponent(filter)}`,
            fx.token,
          )
        ).json().data.list as { account: string }[]
      ).map((row) => row.account);
    expect((await accounts("")).length).toBeGreaterThan(2);
    expect(await accounts("%")).toEqual([]);
    expect(await accounts("s_a")).toEqual([]);
    expect(await accounts("c_a")).toEqual(["sc_admin"]);
  });
});
