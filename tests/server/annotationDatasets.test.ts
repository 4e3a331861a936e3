// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageInfo } from "../../server/lib/imageInfo";
import { annotationFixture, BASE, png, type AnnotationFixture } from "./annotationFixture";
import { closeAll } from "./helpers";

let f: AnnotationFixture;
let admin: string;
let dev: string;
beforeEach(async () => {
  f = await annotationFixture();
  admin = f.tokens.admin;
  dev = f.tokens.dev;
});
afterEach(closeAll);

async function dataset(token = admin, name = "猫狗数据") {
  const created = await f.call(token, "POST", "data-set/data", {
    dataSetName: name,
    description: "测试",
    dataType: "image",
  });
  expect(created.status, created.message).toBe(200);
  const versions = await f.call(token, "GET", `data-set-history/list?dataSetId=${created.data.id}`);
  return { id: created.data.id as number, versionId: versions.data[0].id as number };
}

describe("datasets", () => {
  it("creates with a first version V1, lists, edits, refuses bad names and other owners", async () => {
    const created = await f.call(admin, "POST", "data-set/data", {
      dataSetName: " 猫狗数据 ",
      description: "d",
    });
    expect(created.data).toMatchObject({
      dataSetName: "猫狗数据",
      description: "d",
      dataType: "image",
      isPublic: 0,
      userName: "管理员",
      versionCount: 1,
      itemCount: 0,
      createTime: "2025-01-06 09:00:00",
    });
    const id = created.data.id;
    expect((await f.call(admin, "GET", `data-set-history/list?dataSetId=${id}`)).data).toMatchObject([
      { dataSetId: id, version: "V1", itemCount: 0, annotatedCount: 0 },
    ]);

    const empty = await f.call(admin, "POST", "data-set/data", { dataSetName: "  " });
    expect([empty.status, empty.message]).toEqual([400, "数据集名称不能为空"]);
    const long = await f.call(admin, "POST", "data-set/data", { dataSetName: "数".repeat(51) });
    expect([long.status, long.message]).toEqual([400, "数据集名称最多输入50个字符"]);
    expect((await f.call(admin, "POST", "data-set/data", { dataSetName: "数".repeat(50) })).status).toBe(200);
    const twice = await f.call(admin, "POST", "data-set/data", { dataSetName: "猫狗数据" });
    expect([twice.status, twice.message]).toEqual([400, "数据集名称已存在"]);
    // another user may use the same name
    expect((await f.call(dev, "POST", "data-set/data", { dataSetName: "猫狗数据" })).status).toBe(200);

    const page = await f.call(admin, "GET", "data-set/page-info?pageNum=1&pageSize=1&dataSetName=猫");
    expect(page.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 1 });
    expect(page.data.list[0].id).toBe(id);
    expect((await f.call(admin, "GET", "data-set/page-info")).data.total).toBe(2);
    expect((await f.call(admin, "GET", "data-set/list")).data).toContainEqual({
      id,
      dataSetName: "猫狗数据",
    });

    const edited = await f.call(admin, "PUT", "data-set/data", {
      id,
      dataSetName: "猫狗",
      description: "新",
    });
    expect(edited.data).toMatchObject({ dataSetName: "猫狗", description: "新" });
    expect((await f.call(dev, "PUT", "data-set/data", { id, dataSetName: "x" })).status).toBe(403);
    expect((await f.call(dev, "DELETE", `data-set/data/${id}`)).status).toBe(403);
    expect((await f.call(dev, "GET", `data-set/data/${id}`)).status).toBe(403);
    expect((await f.call(admin, "GET", "data-set/data/9999")).status).toBe(404);
    // annot1 has no dataM code
    expect((await f.call(f.tokens.annot1, "GET", "data-set/page-info")).status).toBe(403);
  });

  it("the public flag puts a dataset on the public page for everyone", async () => {
    const { id } = await dataset();
    expect((await f.call(dev, "GET", "data-set/public-page")).data.total).toBe(0);
    const bad = await f.call(admin, "PUT", "data-set/updatePublic", { id, isPublic: 2 });
    expect(bad.status).toBe(400);
    expect((await f.call(dev, "PUT", "data-set/updatePublic", { id, isPublic: 1 })).status).toBe(403);
    expect((await f.call(admin, "PUT", "data-set/updatePublic", { id, isPublic: 1 })).data.isPublic).toBe(1);
    const page = await f.call(dev, "GET", "data-set/public-page?dataSetName=猫狗");
    expect(page.data.list.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await f.call(dev, "GET", `data-set/data/${id}`)).status).toBe(200);
    await f.call(admin, "PUT", "data-set/updatePublic", { id, isPublic: 0 });
    expect((await f.call(dev, "GET", "data-set/public-page")).data.total).toBe(0);
  });

  it("deletes a dataset with its files, but not while an unfinished task uses it", async () => {
    const { id, versionId } = await dataset();
    const ticket = await f.ticket(admin, "a.png", png(4, 3));
    await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, { tickets: [ticket] });
    const group = await f.call(admin, "POST", "label-group", { groupName: "组" });
    const task = await f.call(admin, "POST", "data-set-annotation-task", {
      taskName: "任务",
      dataSetId: id,
      versionId,
      labelGroupId: group.data.id,
    });
    const refused = await f.call(admin, "DELETE", `data-set/data/${id}`);
    expect([refused.status, refused.message]).toEqual([409, "数据集已被标注任务使用，无法删除"]);
    await f.call(admin, "POST", `data-set-annotation-task/cancel/${task.data.id}`);
    const dataDir = (f.app.platform.db.name as string).replace(/platform\.db$/, "");
    expect(fs.existsSync(path.join(dataDir, "datasets", String(id)))).toBe(true);
    expect((await f.call(admin, "DELETE", `data-set/data/${id}`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, "datasets", String(id)))).toBe(false);
    expect((await f.call(admin, "GET", `data-set/data/${id}`)).status).toBe(404);
  });
});

describe("images into a version", () => {
  it("takes chunk-uploaded PNGs, reads their size, serves the same bytes, refuses text", async () => {
    const { id, versionId } = await dataset();
    const image = png(4, 3);
    const ticket = await f.ticket(admin, "小图.png", image);
    const uploaded = await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, {
      tickets: [ticket],
    });
    expect(uploaded.status, uploaded.message).toBe(200);
    expect(uploaded.data).toMatchObject([
      {
        dataSetId: id,
        versionId,
        fileName: "小图.png",
        fileSize: image.length,
        width: 4,
        height: 3,
        annotationCount: 0,
        needsCorrection: false,
      },
    ]);
    const itemId = uploaded.data[0].id;

    const file = await f.app.inject({
      url: `${BASE}/data-set-item/file/${itemId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(image)).toBe(true);
    // bearer-checked, and only for the owner (or a task's people, or when public)
    expect((await f.app.inject({ url: `${BASE}/data-set-item/file/${itemId}` })).statusCode).toBe(401);
    expect(
      (
        await f.app.inject({
          url: `${BASE}/data-set-item/file/${itemId}`,
          headers: { authorization: `Bearer ${dev}` },
        })
      ).statusCode,
    ).toBe(403);
    await f.call(admin, "PUT", "data-set/updatePublic", { id, isPublic: 1 });
    expect(
      (
        await f.app.inject({
          url: `${BASE}/data-set-item/file/${itemId}`,
          headers: { authorization: `Bearer ${dev}` },
        })
      ).statusCode,
    ).toBe(200);

    // the ticket was consumed; the bytes live under the data dir
    expect(
      (
        await f.app.inject({
          url: `/api/file-manager/v1/file-item/by-ticket?fileTicket=${ticket}`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(404);

    const text = await f.ticket(admin, "notes.png", Buffer.from("just some text, not an image"));
    const refused = await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, {
      tickets: [text],
    });
    expect([refused.status, refused.message]).toEqual([400, "只支持 png、jpg、jpeg、bmp、webp 格式的图片"]);
    expect(
      (
        await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, {
          tickets: ["0".repeat(32)],
        })
      ).status,
    ).toBe(404);
    expect(
      (await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, { tickets: [] }))
        .status,
    ).toBe(400);
    const devTicket = await f.ticket(dev, "d.png", png(2, 2));
    expect(
      (
        await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, {
          tickets: [devTicket],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await f.call(dev, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, {
          tickets: [devTicket],
        })
      ).status,
    ).toBe(403);
    expect(
      (await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/9999`, { tickets: [devTicket] }))
        .status,
    ).toBe(404);

    const page = await f.call(admin, "GET", `data-set-item/page?dataSetId=${id}&versionId=${versionId}`);
    expect(page.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect((await f.call(admin, "GET", `data-set/data/${id}`)).data.itemCount).toBe(1);
  });

  it("accepts plain multipart (field file) on the same path", async () => {
    const { id, versionId } = await dataset();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png(5, 7))]), "a.png");
    form.append("file", new Blob([new Uint8Array(png(2, 9))]), "b.png");
    const response = new Response(form);
    const answer = await f.app.inject({
      method: "POST",
      url: `${BASE}/data-set/data-set-upload/simple/${id}/${versionId}`,
      headers: { authorization: `Bearer ${admin}`, "content-type": response.headers.get("content-type")! },
      payload: Buffer.from(await response.arrayBuffer()),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      answer.json().data.map((item: { width: number; height: number }) => [item.width, item.height]),
    ).toEqual([
      [5, 7],
      [2, 9],
    ]);
  });

  it("copies a version with its items, deletes versions and items with the rules", async () => {
    const { id, versionId } = await dataset();
    const tickets = [await f.ticket(admin, "a.png", png(3, 3)), await f.ticket(admin, "b.png", png(6, 2))];
    const items = (
      await f.call(admin, "POST", `data-set/data-set-upload/simple/${id}/${versionId}`, { tickets })
    ).data;
    const lastOnly = await f.call(admin, "DELETE", `data-set-history/${id}/${versionId}`);
    expect([lastOnly.status, lastOnly.message]).toEqual([409, "数据集至少保留一个版本，无法删除"]);

    const copy = await f.call(admin, "POST", "data-set-history/copy", { dataSetId: id, versionId });
    expect(copy.data).toMatchObject({ dataSetId: id, version: "V2", itemCount: 2, annotatedCount: 0 });
    const copied = await f.call(admin, "GET", `data-set-item/page?dataSetId=${id}&versionId=${copy.data.id}`);
    expect(
      copied.data.list.map((item: { fileName: string; width: number }) => [item.fileName, item.width]),
    ).toEqual([
      ["a.png", 3],
      ["b.png", 6],
    ]);
    const bytes = await f.app.inject({
      url: `${BASE}/data-set-item/file/${copied.data.list[1].id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(imageInfo(bytes.rawPayload)).toEqual({ type: "png", width: 6, height: 2 });
    expect(
      (await f.call(admin, "GET", `data-set-history/page?dataSetId=${id}&pageSize=1&pageNum=2`)).data,
    ).toMatchObject({
      total: 2,
      list: [{ version: "V2" }],
    });
    expect((await f.call(admin, "GET", `data-set/data/${id}`)).data).toMatchObject({
      versionCount: 2,
      itemCount: 2,
    });

    expect((await f.call(dev, "DELETE", `data-set-item/${items[0].id}`)).status).toBe(403);
    expect((await f.call(admin, "DELETE", `data-set-item/${items[0].id}`)).status).toBe(200);
    expect((await f.call(admin, "DELETE", `data-set-item/${items[0].id}`)).status).toBe(404);
    expect((await f.call(admin, "DELETE", `data-set-history/${id}/${versionId}`)).status).toBe(200);
    expect(
      (await f.call(admin, "GET", `data-set-history/list?dataSetId=${id}`)).data.map(
        (v: { version: string }) => v.version,
      ),
    ).toEqual(["V2"]);
  });

  it("reads the size of PNG, JPEG, BMP and WebP headers and nothing else", () => {
    expect(imageInfo(png(640, 480))).toEqual({ type: "png", width: 640, height: 480 });
    // JPEG: SOI, an APP0 segment, then SOF0 with height 200 and width 300
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x2c,
      0x03,
    ]);
    expect(imageInfo(jpeg)).toEqual({ type: "jpg", width: 300, height: 200 });
    const bmp = Buffer.alloc(54);
    bmp.write("BM", 0, "latin1");
    bmp.writeInt32LE(12, 18);
    bmp.writeInt32LE(-7, 22);
    expect(imageInfo(bmp)).toEqual({ type: "bmp", width: 12, height: 7 });
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "latin1");
    webp.write("WEBPVP8X", 8, "latin1");
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(imageInfo(webp)).toEqual({ type: "webp", width: 100, height: 50 });
    expect(imageInfo(Buffer.from("GIF89a......"))).toBeNull();
    expect(imageInfo(png(4, 3).subarray(0, 20))).toBeNull();
  });
});
