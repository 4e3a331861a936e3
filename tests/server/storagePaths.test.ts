// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAll, signIn } from "./helpers";
import { multipart, runOperation, snapshot, storageFixture, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
let outsideDir: string;
beforeEach(async () => {
  fx = await storageFixture();
  outsideDir = path.join(fx.dataDir, "outside");
  fs.mkdirSync(outsideDir);
  fs.writeFileSync(path.join(outsideDir, "secret.txt"), "secret");
  fs.symlinkSync(outsideDir, path.join(fx.root, "escape"));
  fs.symlinkSync(path.join(outsideDir, "secret.txt"), path.join(fx.root, "secret-link.txt"));
  fs.mkdirSync(path.join(fx.dataDir, "storage", "GPUFS", "other"), { recursive: true });
  fs.writeFileSync(path.join(fx.dataDir, "storage", "GPUFS", "other", "theirs.txt"), "theirs");
});
afterEach(closeAll);

const T = STORAGE.opType;
const q = encodeURIComponent;
const BAD_PATHS: Record<string, string> = {
  "a .. segment": "/GPUFS/admin/../other/theirs.txt",
  "a leading ..": "/GPUFS/admin/../../../../etc/passwd",
  "an absolute path elsewhere": "/etc/passwd",
  "another user's folder": "/GPUFS/other/theirs.txt",
  "a symlink leaving the root": "/GPUFS/admin/escape/secret.txt",
  "a symlinked file leaving the root": "/GPUFS/admin/secret-link.txt",
  "a NUL byte": "/GPUFS/admin/README.txt\0.png",
  "a 256-byte name": `/GPUFS/admin/${"n".repeat(256)}`,
  "a relative path": "GPUFS/admin/README.txt",
};

describe("every path is confined to the user's volumes", () => {
  for (const [what, bad] of Object.entries(BAD_PATHS)) {
    it(`refuses ${what} on every call and changes nothing`, async () => {
      const before = {
        mine: snapshot(fx.root),
        outside: snapshot(outsideDir),
        all: snapshot(path.join(fx.dataDir, "storage")),
      };

      const listing = (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=${q(bad)}`)).json();
      expect(listing.code).not.toBe(200);
      expect(listing.info).toMatch(/路径|不存在/);
      const view = (
        await fx.call("GET", `${STORAGE_API.storageView}?size=4096&page=1&file=${q(bad)}`)
      ).json();
      expect(view).toMatchObject({ code: 400, info: "此路径无法查看！" });
      const download = await fx.call("GET", `${STORAGE_API.storageDownload}?file=${q(bad)}`);
      expect(download.statusCode).toBe(400);
      expect(download.body).not.toContain("secret");

      for (const body of [
        { type: T.delete, from: [bad] },
        { type: T.copy, from: [bad], target: ["/GPUFS/admin"] },
        { type: T.copy, from: ["/GPUFS/admin/README.txt"], target: [bad] },
        { type: T.mkdir, target: [bad] },
        { type: T.rename, from: ["/GPUFS/admin/README.txt"], target: [bad] },
        { type: T.chmod, from: [bad] },
        { type: T.chown, from: [bad] },
        { type: T.pack, from: ["/GPUFS/admin/notes"], target: [bad] },
        { type: T.unpack, from: ["/GPUFS/admin/projects.tar"], target: [bad] },
      ]) {
        const { answer } = await runOperation(fx, body, "?mod=777");
        expect(answer.code, JSON.stringify(body)).not.toBe(200);
      }

      const chunk = await multipart({ currentChunkSize: "4", totalSize: "4", currentIndex: "1" }, [
        { field: "file", name: "x", bytes: Buffer.from("evil") },
      ]);
      const upload = await fx.app.inject({
        method: "PUT",
        url: `${STORAGE_API.storageUpload}?file=${q(bad)}&overwrite=true`,
        headers: { ...chunk.headers, authorization: `Bearer ${fx.token}`, "content-range": "bytes 0-3/4" },
        payload: chunk.payload,
      });
      expect(upload.json().code).not.toBe(200);

      expect(snapshot(fx.root)).toEqual(before.mine);
      expect(snapshot(outsideDir)).toEqual(before.outside);
      expect(snapshot(path.join(fx.dataDir, "storage"))).toEqual(before.all);
      expect((await fx.call("GET", STORAGE_API.storageOpt)).json().total).toBe(0);
    });
  }

  it("says why, in Chinese", async () => {
    const info = async (dir: string) =>
      (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=${q(dir)}`)).json().info;
    expect(await info("/GPUFS/admin/..")).toBe("路径不合法：不能包含 . 或 .. 段");
    expect(await info("/GPUFS/admin/a\0b")).toBe("路径不合法：包含非法字符");
    expect(await info(`/GPUFS/admin/${"长".repeat(86)}`)).toBe("路径不合法：名称过长（每级不能超过255字节）");
    expect(await info("/etc")).toBe("路径不合法：超出可访问的存储范围");
    expect(await info("/GPUFS/admin/escape")).toBe("路径不合法：超出可访问的存储范围");
  });

  it("refuses deleting or renaming the user's own root", async () => {
    expect((await runOperation(fx, { type: T.delete, from: ["/GPUFS/admin"] })).answer.info).toBe(
      "不能操作存储根目录",
    );
    expect(fs.existsSync(path.join(fx.root, "README.txt"))).toBe(true);
  });
});

describe("a user without a bound HPC account", () => {
  it("gets 506 from every storage call", async () => {
    const dev = await signIn(fx.app, "dev", "Dev@123");
    const calls: [string, string][] = [
      ["GET", STORAGE_API.storageUserPath],
      ["GET", STORAGE_API.storageQuotas],
      ["GET", `${STORAGE_API.storageTime}?storageName=GPUFS`],
      ["GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/dev`],
      ["GET", `${STORAGE_API.storageView}?size=4096&page=1&file=/GPUFS/dev/a.txt`],
      ["GET", `${STORAGE_API.storageView}?type=browser&file=/GPUFS/dev/a.png&token=${dev}`],
      ["GET", STORAGE_API.storageOpt],
      ["POST", STORAGE_API.storageOpt],
      ["DELETE", `${STORAGE_API.storageOpt}/1`],
      ["PUT", `${STORAGE_API.storageUpload}?file=/GPUFS/dev/a.txt`],
      ["GET", `${STORAGE_API.storageUploadOffset}?file=/GPUFS/dev/a.txt`],
      ["DELETE", `${STORAGE_API.storageUpload}?file=/GPUFS/dev/a.txt`],
      ["GET", `${STORAGE_API.storageDownload}?file=/GPUFS/dev/a.txt&token=${dev}`],
      ["GET", `${STORAGE_API.storageOpt}/1?token=${dev}`],
    ];
    for (const [method, url] of calls) {
      const response = await fx.app.inject({
        method: method as "GET",
        url,
        headers: { authorization: `Bearer ${dev}` },
        payload: method === "POST" ? { type: 3, target: ["/GPUFS/dev/x"] } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(506);
      // Every refusal carries its words, not only its code (storage-file-manager §8: `{"code":506}` alone said nothing).
      expect(response.json(), `${method} ${url}`).toMatchObject({
        code: 506,
        message: "当前账号未绑定HPC账号，无法操作，请绑定后重试",
        info: "当前账号未绑定HPC账号，无法操作，请绑定后重试",
      });
    }
    expect(fs.existsSync(path.join(fx.dataDir, "storage", "GPUFS", "dev"))).toBe(false);
  });

  it("and a call without any token gets 401", async () => {
    expect((await fx.app.inject({ url: STORAGE_API.storageQuotas })).statusCode).toBe(401);
    expect(
      (await fx.app.inject({ url: `${STORAGE_API.storageDownload}?file=/GPUFS/admin/README.txt&token=nope` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("listing, viewing, quotas and download", () => {
  it("lists folders first, hides dot files unless show_hidden=show, sorts by time with sort_key=time", async () => {
    const rows = (await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin`)).json();
    expect(rows.code).toBe(200);
    const names = rows.spec.map((row: { name: string }) => row.name);
    expect(names).not.toContain(".bashrc");
    expect(rows.total).toBe(rows.spec.length);
    expect(rows.spec[0]).toMatchObject({
      type: "folder",
      uid: expect.any(Number),
      gid: expect.any(Number),
      perm: expect.stringMatching(/^[rwx-]{9}$/),
    });
    expect(rows.spec.find((row: { name: string }) => row.name === "README.txt")).toMatchObject({
      type: "file",
      path: "/GPUFS/admin/README.txt",
      size: fs.statSync(path.join(fx.root, "README.txt")).size,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const hidden = (
      await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin&show_hidden=show`)
    ).json();
    expect(hidden.spec.map((row: { name: string }) => row.name)).toContain(".bashrc");

    fs.writeFileSync(path.join(fx.root, "newest.txt"), "n");
    fs.utimesSync(
      path.join(fx.root, "newest.txt"),
      new Date(Date.now() + 60_000),
      new Date(Date.now() + 60_000),
    );
    const byTime = (
      await fx.call("GET", `${STORAGE_API.storageDirInfo}?dir=/GPUFS/admin&sort_key=time`)
    ).json();
    expect(byTime.spec[0].name).toBe("newest.txt");
  });

  it("views a file 4096 bytes a page with its total size; a folder gives 双击查看", async () => {
    const text = Array.from({ length: 3000 }, (_, index) => String(index % 10)).join("");
    fs.writeFileSync(path.join(fx.root, "digits.txt"), text.repeat(3));
    const page = async (n: number) =>
      (
        await fx.call("GET", `${STORAGE_API.storageView}?size=4096&page=${n}&file=/GPUFS/admin/digits.txt`)
      ).json();
    expect((await page(1)).spec).toEqual({ Body: text.repeat(3).slice(0, 4096), Size: 9000, Binary: false });
    expect((await page(2)).spec.Body).toBe(text.repeat(3).slice(4096, 8192));
    expect((await page(3)).spec.Body).toHaveLength(9000 - 8192);
    expect((await page(4)).spec.Body).toBe("");
    const big = (
      await fx.call("GET", `${STORAGE_API.storageView}?size=100000&page=1&file=/GPUFS/admin/digits.txt`)
    ).json();
    expect(big.spec.Body).toHaveLength(4096);
    expect(
      (await fx.call("GET", `${STORAGE_API.storageView}?size=4096&page=1&file=/GPUFS/admin/notes`)).json(),
    ).toMatchObject({ code: 400, info: "双击查看" });
  });

  it("pages a Chinese text on character boundaries (4096-byte pages) and marks a binary file", async () => {
    // 3-byte characters: 4096 is not a multiple of 3, so a byte cut would split one at every page end.
    const chinese = Array.from({ length: 4000 }, (_, index) => "中文预览测试"[index % 6]).join("");
    fs.writeFileSync(path.join(fx.root, "chinese.txt"), chinese);
    const page = async (n: number) =>
      (
        await fx.call("GET", `${STORAGE_API.storageView}?size=4096&page=${n}&file=/GPUFS/admin/chinese.txt`)
      ).json().spec as { Body: string; Size: number; Binary: boolean };
    const pages = await Promise.all([1, 2, 3].map(page));
    expect(pages[0]!.Size).toBe(12000);
    for (const each of pages) {
      expect(each.Body).not.toContain("\uFFFD");
      expect(each.Binary).toBe(false);
    }
    // Page 1 ends with the character that starts in its last bytes; page 2 goes on with the next one.
    expect(pages[0]!.Body).toBe(chinese.slice(0, 1366));
    expect(pages[1]!.Body).toBe(chinese.slice(1366, 2731));
    expect(pages.map((each) => each.Body).join("")).toBe(chinese);

    fs.writeFileSync(path.join(fx.root, "blob.bin"), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 0xff]));
    const blob = (
      await fx.call("GET", `${STORAGE_API.storageView}?size=4096&page=1&file=/GPUFS/admin/blob.bin`)
    ).json();
    expect(blob.spec).toEqual({ Body: "", Size: 8, Binary: true });
  });

  it("previews an image with type=browser (token in the query) and its content type", async () => {
    const image = await fx.app.inject({
      url: `${STORAGE_API.storageView}?type=browser&file=/GPUFS/admin/images/pixel.png&token=${fx.token}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(fs.readFileSync(path.join(fx.root, "images", "pixel.png")))).toBe(true);
    const text = await fx.app.inject({
      url: `${STORAGE_API.storageView}?type=browser&file=/GPUFS/admin/README.txt&token=${fx.token}`,
    });
    expect(text.statusCode).toBe(415);
  });

  it("measures the used amount of each volume from the real folder, in KiB", async () => {
    const used = async () =>
      (await fx.call("GET", STORAGE_API.storageQuotas)).json().spec as {
        storage_name: string;
        group_block_soft: number;
        group_block_used: number;
      }[];
    const before = await used();
    expect(before.map((item) => item.storage_name)).toEqual(["GPUFS", "PUBLIC"]);
    fs.writeFileSync(path.join(fx.root, "big.bin"), Buffer.alloc(3 * 1_048_576));
    const after = await used();
    expect(after[0]!.group_block_used - before[0]!.group_block_used).toBe(3072);
    expect(after[0]!.group_block_soft).toBe(500 * 1_048_576);
  });

  it("answers the volumes, the storage time and streams a download; a folder is refused", async () => {
    expect((await fx.call("GET", STORAGE_API.storageUserPath)).json()).toMatchObject({
      code: 200,
      spec: ["GPUFS", "PUBLIC"],
    });
    const time = (await fx.call("GET", `${STORAGE_API.storageTime}?storageName=GPUFS`)).json();
    expect(time.data.start < time.data.end).toBe(true);
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    fs.writeFileSync(path.join(fx.root, "数据.bin"), bytes);
    const download = await fx.app.inject({
      url: `${STORAGE_API.storageDownload}?file=${q("/GPUFS/admin/数据.bin")}&token=${fx.token}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers["content-disposition"]).toContain(`filename*=UTF-8''${q("数据.bin")}`);
    const folder = await fx.call("GET", `${STORAGE_API.storageDownload}?file=/GPUFS/admin/notes`);
    expect(folder.json()).toMatchObject({ code: 400, info: "不支持文件夹类型的下载" });
  });
});
