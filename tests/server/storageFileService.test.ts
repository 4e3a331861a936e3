// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer } from "./helpers";
import { multipart } from "./storageHelpers";

let app: FastifyInstance;
let admin: string;
let dev: string;
beforeEach(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
});
afterEach(closeAll);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function postForm(
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer }[],
) {
  const form = await multipart(fields, files);
  return app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, ...auth(token) },
    payload: form.payload,
  });
}

describe("the file service", () => {
  it("uploads several files for an entity, lists them, reads one by ticket and deletes it", async () => {
    const query = new URLSearchParams({
      application: "ai",
      category: "attachment",
      entityId: "42",
      entityType: "model",
      resourceOwnerId: "1",
      resourceOwnerName: "admin",
      resourceOwnerType: "ai",
    });
    const uploaded = await postForm(`${STORAGE_API.fileItemMultipleFiles}?${query}`, admin, {}, [
      { field: "files", name: "a.png", bytes: Buffer.from("png bytes") },
      { field: "files", name: "说明.txt", bytes: Buffer.from("文本") },
    ]);
    expect(uploaded.statusCode).toBe(200);
    const items = uploaded.json().data as { fileTicket: string; name: string; type: string; size: number }[];
    expect(items.map((item) => [item.name, item.type])).toEqual([
      ["a.png", "png"],
      ["说明.txt", "txt"],
    ]);

    // Another user sees an entity's attachments once the entity's module lets them read it.
    app.platform.entityReaders.register("model", () => true);
    const listed = await app.inject({
      url: `${STORAGE_API.fileItemMultipleFiles}?application=ai&entityType=model&entityId=42&category=attachment`,
      headers: auth(dev),
    });
    expect(listed.json().data.map((item: { fileTicket: string }) => item.fileTicket)).toEqual(
      items.map((item) => item.fileTicket),
    );
    const other = await app.inject({
      url: `${STORAGE_API.fileItemMultipleFiles}?application=ai&entityType=model&entityId=43`,
      headers: auth(admin),
    });
    expect(other.json().data).toEqual([]);

    const one = await app.inject({
      url: `${STORAGE_API.fileItemByTicket}?fileTicket=${items[1]!.fileTicket}`,
      headers: auth(dev),
    });
    expect(one.json().data).toMatchObject({ type: "txt", content: Buffer.from("文本").toString("base64") });
    const raw = await app.inject({ url: `${STORAGE_API.fileItemRaw}/${items[0]!.fileTicket}` });
    expect(raw.headers["content-type"]).toBe("image/png");
    expect(raw.body).toBe("png bytes");

    const notYours = await app.inject({
      method: "POST",
      url: `${STORAGE_API.fileItemDeleteByTicket}?fileTicket=${items[0]!.fileTicket}`,
      headers: auth(dev),
    });
    expect(notYours.statusCode).toBe(404);
    const deleted = await app.inject({
      method: "POST",
      url: `${STORAGE_API.fileItemDeleteByTicket}?fileTicket=${items[0]!.fileTicket}`,
      headers: auth(admin),
    });
    expect(deleted.json()).toMatchObject({ code: 200 });
    expect(
      (
        await app.inject({
          url: `${STORAGE_API.fileItemByTicket}?fileTicket=${items[0]!.fileTicket}`,
          headers: auth(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("aliyunOssFile/upload stores a file and answers its url in data", async () => {
    const answer = await postForm(STORAGE_API.ossUpload, dev, {}, [
      { field: "file", name: "logo.png", bytes: Buffer.from("logo") },
    ]);
    expect(answer.json()).toMatchObject({
      code: 200,
      data: expect.stringContaining(STORAGE_API.fileItemRaw),
    });
    expect((await app.inject({ url: answer.json().data })).body).toBe("logo");
  });

  it("needs a bearer token (but no HPC account)", async () => {
    expect(
      (await app.inject({ url: `${STORAGE_API.fileItemMultipleFiles}?application=ai` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: `${STORAGE_API.fileItemMultipleFiles}?application=ai`, headers: auth(dev) }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the shared chunk endpoint", () => {
  const CHUNK = 1_048_576;
  const file = Buffer.from(Array.from({ length: 2 * CHUNK + 777 }, (_, index) => (index * 31) % 256));
  const md5 = createHash("md5").update(file).digest("hex");
  const totalChunks = 3;

  function sendChunk(number: number, identifier = md5, token = admin, taskId = "task-1") {
    const bytes = file.subarray((number - 1) * CHUNK, number * CHUNK);
    return postForm(
      STORAGE_API.chunkUpload,
      token,
      {
        chunkNumber: String(number),
        chunkSize: String(CHUNK),
        currentChunkSize: String(bytes.length),
        totalSize: String(file.length),
        identifier,
        filename: "model.bin",
        totalChunks: String(totalChunks),
        taskId,
        application: "ai",
      },
      [{ field: "file", name: "model.bin", bytes }],
    );
  }

  it("answers 206 until the last chunk, then 200 with the result reference (a file-service ticket)", async () => {
    expect((await sendChunk(1)).json()).toMatchObject({ code: 206 });
    expect((await sendChunk(2)).json()).toMatchObject({ code: 206 });
    const done = (await sendChunk(3)).json();
    expect(done).toMatchObject({ code: 200, data: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const stored = await app.inject({
      url: `${STORAGE_API.fileItemByTicket}?fileTicket=${done.data}`,
      headers: auth(admin),
    });
    expect(Buffer.from(stored.json().data.content, "base64").equals(file)).toBe(true);
    expect(stored.json().data).toMatchObject({ name: "model.bin", taskId: "task-1" });
  });

  it("refuses chunks out of order", async () => {
    expect((await sendChunk(2)).json()).toMatchObject({
      code: 400,
      message: "分片顺序错误，请从第一个分片重新上传",
    });
    await sendChunk(1);
    expect((await sendChunk(3)).json().code).toBe(400);
    expect((await sendChunk(2)).json().code).toBe(206);
  });

  it("checks the MD5 of the assembled file against identifier", async () => {
    const wrong = "0".repeat(32);
    await sendChunk(1, wrong);
    await sendChunk(2, wrong);
    expect((await sendChunk(3, wrong)).json()).toMatchObject({
      code: 400,
      message: "文件校验失败：MD5 与 identifier 不一致",
    });
    expect((await sendChunk(1, "not-an-md5")).json().code).toBe(400);
  });
});

describe("the editor uploads", () => {
  it("/api/upload-image stores an image and answers its url; other formats are refused", async () => {
    const image = await postForm(STORAGE_API.editorUploadImage, admin, {}, [
      { field: "file", name: "pic.png", bytes: Buffer.from("img") },
    ]);
    const url = image.json().data.url as string;
    expect(image.json()).toMatchObject({ code: 200, errno: 0 });
    expect((await app.inject({ url })).body).toBe("img");
    const text = await postForm(STORAGE_API.editorUploadImage, admin, {}, [
      { field: "file", name: "a.txt", bytes: Buffer.from("t") },
    ]);
    expect(text.json().code).toBe(400);
  });

  it("/api/upload stores a video", async () => {
    const video = await postForm(STORAGE_API.editorUploadVideo, admin, {}, [
      { field: "file", name: "clip.mp4", bytes: Buffer.from("mp4") },
    ]);
    expect(video.json()).toMatchObject({
      code: 200,
      data: { url: expect.stringContaining(STORAGE_API.fileItemRaw) },
    });
    expect((await app.inject({ url: video.json().data.url })).headers["content-type"]).toBe("video/mp4");
  });
});
