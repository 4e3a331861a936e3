// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  annotationFixture,
  BASE,
  png,
  taskSetup,
  type AnnotationFixture,
  type TaskSetup,
} from "./annotationFixture";
import { closeAll } from "./helpers";

let f: AnnotationFixture;
let s: TaskSetup;
let owner: string;
beforeEach(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 3);
  owner = f.tokens.admin;
});
afterEach(closeAll);

const box = (labelIndex: number, x: number, y: number, width = 10, height = 10) => ({
  labelId: s.labelIds[labelIndex],
  x,
  y,
  width,
  height,
});
const saveBoxes = (versionId: number, itemId: number, annotations: object[]) =>
  f.call(owner, "POST", "data-set-version-annotation/batch/save", {
    versionId,
    itemId,
    labelGroupId: s.groupId,
    annotations,
  });
const itemsOf = async (versionId: number) =>
  (
    await f.call(
      owner,
      "GET",
      `data-set-item/page?dataSetId=${s.datasetId}&versionId=${versionId}&pageSize=100`,
    )
  ).data.list as { id: number; fileName: string }[];

/** V1: img0 (猫 at 0,0 and 狗 at 20,10), img1 (猫), img2; V2 a copy without img2, with img9, 猫 of img0 moved, a new 狗 on img1. */
async function twoVersions() {
  const [a, b] = s.itemIds;
  expect((await saveBoxes(s.versionId, a!, [box(0, 0, 0), box(1, 20, 10)])).status).toBe(200);
  expect((await saveBoxes(s.versionId, b!, [box(0, 5, 5)])).status).toBe(200);
  const copy = await f.call(owner, "POST", "data-set-history/copy", {
    dataSetId: s.datasetId,
    versionId: s.versionId,
  });
  const v2 = copy.data.id as number;
  const items = await itemsOf(v2);
  const byName = (name: string) => items.find((item) => item.fileName === name)!.id;
  expect((await f.call(owner, "DELETE", `data-set-item/${byName("img2.png")}`)).status).toBe(200);
  const ticket = await f.ticket(owner, "img9.png", png(40, 30));
  await f.call(owner, "POST", `data-set/data-set-upload/simple/${s.datasetId}/${v2}`, { tickets: [ticket] });
  expect((await saveBoxes(v2, byName("img0.png"), [box(0, 12, 8), box(1, 20, 10)])).status).toBe(200);
  expect((await saveBoxes(v2, byName("img1.png"), [box(0, 5, 5), box(1, 1, 1)])).status).toBe(200);
  return v2;
}

describe("data-set-compare", () => {
  it("shows images added and removed, boxes added, removed and moved, and counts per label", async () => {
    const v2 = await twoVersions();
    const answer = await f.call(
      owner,
      "GET",
      `data-set/data-set-compare?dataSetId=${s.datasetId}&baseVersionId=${s.versionId}&targetVersionId=${v2}`,
    );
    expect(answer.status, answer.message).toBe(200);
    const c = answer.data;
    expect(c.base).toMatchObject({ version: "V1", itemCount: 3, boxCount: 3 });
    expect(c.target).toMatchObject({ version: "V2", itemCount: 3, boxCount: 4 });
    expect(c.images.added.map((image: { fileName: string }) => image.fileName)).toEqual(["img9.png"]);
    expect(c.images.removed.map((image: { fileName: string }) => image.fileName)).toEqual(["img2.png"]);
    expect(c.images.kept).toBe(2);
    expect(c.boxes).toMatchObject({ addedTotal: 1, removedTotal: 0, movedTotal: 1, unchanged: 2 });
    expect(c.boxes.moved[0]).toMatchObject({
      fileName: "img0.png",
      labelName: "猫",
      from: { x: 0, y: 0 },
      to: { x: 12, y: 8 },
    });
    expect(c.boxes.added[0]).toMatchObject({ fileName: "img1.png", labelName: "狗", x: 1, y: 1 });
    expect(c.labels).toEqual([
      expect.objectContaining({ labelName: "猫", base: 2, target: 2, delta: 0 }),
      expect.objectContaining({ labelName: "狗", base: 1, target: 2, delta: 1 }),
    ]);
    expect(c.changedImages.map((image: { fileName: string }) => image.fileName)).toEqual([
      "img0.png",
      "img1.png",
    ]);

    const same = await f.call(
      owner,
      "GET",
      `data-set/data-set-compare?dataSetId=${s.datasetId}&baseVersionId=${v2}&targetVersionId=${v2}`,
    );
    expect([same.status, same.message]).toEqual([400, "请选择两个不同的版本进行对比"]);
    const stranger = await f.call(
      f.tokens.dev,
      "GET",
      `data-set/data-set-compare?dataSetId=${s.datasetId}&baseVersionId=${s.versionId}&targetVersionId=${v2}`,
    );
    expect([stranger.status, stranger.message]).toEqual([403, "无权查看该数据集"]);
  });
});

describe("publish, recover, copy and the next version", () => {
  it("freezes a published version, recovers the newest from an older one, copies into a new dataset", async () => {
    const v2 = await twoVersions();
    const next = await f.call(owner, "GET", `data-set/data-set-new-version?dataSetId=${s.datasetId}`);
    expect(next.data).toEqual({ newest: { id: v2, version: "V2" }, nextVersion: "V3" });

    const recovered = await f.call(owner, "POST", "data-set/data-set-recover", {
      dataSetId: s.datasetId,
      versionId: s.versionId,
    });
    expect(recovered.status, recovered.message).toBe(200);
    expect((await itemsOf(v2)).map((item) => item.fileName)).toEqual(["img0.png", "img1.png", "img2.png"]);
    const compared = await f.call(
      owner,
      "GET",
      `data-set/data-set-compare?dataSetId=${s.datasetId}&baseVersionId=${s.versionId}&targetVersionId=${v2}`,
    );
    expect(compared.data.boxes).toMatchObject({
      addedTotal: 0,
      removedTotal: 0,
      movedTotal: 0,
      unchanged: 3,
    });
    const newest = await f.call(owner, "POST", "data-set/data-set-recover", {
      dataSetId: s.datasetId,
      versionId: v2,
    });
    expect([newest.status, newest.message]).toEqual([409, "所选版本已是最新版本，无需恢复"]);

    const published = await f.call(owner, "POST", "data-set/data-set-publish", {
      dataSetId: s.datasetId,
      versionId: v2,
    });
    expect(published.data).toMatchObject({ versionId: v2, published: 1, publishTime: "2025-01-06 09:00:00" });
    const again = await f.call(owner, "POST", "data-set/data-set-publish", {
      dataSetId: s.datasetId,
      versionId: v2,
    });
    expect([again.status, again.message]).toEqual([409, "该版本已发布"]);
    const [first] = await itemsOf(v2);
    const frozen = await saveBoxes(v2, first!.id, []);
    expect([frozen.status, frozen.message]).toEqual([409, "该版本已发布，不能修改"]);
    const removal = await f.call(owner, "DELETE", `data-set-item/${first!.id}`);
    expect([removal.status, removal.message]).toEqual([409, "该版本已发布，不能修改"]);
    const recoverFrozen = await f.call(owner, "POST", "data-set/data-set-recover", {
      dataSetId: s.datasetId,
      versionId: s.versionId,
    });
    expect([recoverFrozen.status, recoverFrozen.message]).toEqual([409, "该版本已发布，不能修改"]);
    const states = await f.call(owner, "GET", `data-set-history/states?dataSetId=${s.datasetId}`);
    expect(states.data.map((state: { published: number }) => state.published)).toEqual([0, 1]);

    // dev copies the public dataset's V2 into a dataset of their own: images, not the owner's boxes
    await f.call(owner, "PUT", "data-set/updatePublic", { id: s.datasetId, isPublic: 1 });
    const copy = await f.call(f.tokens.dev, "POST", "data-set/data-set-copy", {
      dataSetId: s.datasetId,
      versionId: v2,
      dataSetName: "复制的数据",
    });
    expect(copy.status, copy.message).toBe(200);
    expect(copy.data).toMatchObject({ dataSetName: "复制的数据", itemCount: 3, versionCount: 1 });
    const twice = await f.call(f.tokens.dev, "POST", "data-set/data-set-copy", {
      dataSetId: s.datasetId,
      versionId: v2,
      dataSetName: "复制的数据",
    });
    expect([twice.status, twice.message]).toEqual([400, "数据集名称已存在"]);
    const info = await f.call(
      f.tokens.dev,
      "GET",
      `data-set-history/data-set-file-info/${copy.data.id}/${copy.data.newestVersionId}`,
    );
    expect(info.data).toMatchObject({
      itemCount: 3,
      boxCount: 0,
      byType: [{ ext: "png", count: 3 }],
      maxWidth: 40,
    });
    const ownInfo = await f.call(owner, "GET", `data-set-history/data-set-file-info/${s.datasetId}/${v2}`);
    expect(ownInfo.data).toMatchObject({ itemCount: 3, boxCount: 3, annotatedCount: 2 });
  });

  it("counts datasets, lists them with versions, and pages the public versions", async () => {
    await f.call(owner, "POST", "data-set-history/copy", { dataSetId: s.datasetId, versionId: s.versionId });
    const counts = await f.call(owner, "GET", "data-set/count-data-set");
    expect(counts.data).toMatchObject({ mine: 1, versions: 2, items: 6, publishedVersions: 0 });
    const drop = await f.call(owner, "GET", "data-set/droplist/page?pageSize=5");
    expect(drop.data).toMatchObject({
      total: 1,
      list: [{ id: s.datasetId, versions: [{ version: "V1" }, { version: "V2" }] }],
    });
    expect((await f.call(owner, "GET", "data-set/count-data-set-algorithm-type")).status).toBe(200);
    const made = await f.call(owner, "PUT", "data-set-history/updatePublic", {
      dataSetId: s.datasetId,
      versionId: s.versionId,
      isPublic: 1,
    });
    expect(made.data).toMatchObject({ isPublic: 1 });
    const page = await f.call(f.tokens.dev, "GET", "data-set-history/public-page");
    expect(page.data).toMatchObject({
      total: 1,
      list: [{ version: "V1", itemCount: 3, userName: "管理员" }],
    });
    const notOwner = await f.call(f.tokens.dev, "PUT", "data-set-history/updatePublic", {
      dataSetId: s.datasetId,
      versionId: s.versionId,
      isPublic: 0,
    });
    expect(notOwner.status).toBe(403);
  });
});

describe("data-set-share", () => {
  const visit = async (path: string) => {
    const response = await f.app.inject({ method: "GET", url: `${BASE}/${path}` });
    return { status: response.statusCode, body: response.json() as { message?: string; data?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it("opens a link signed out until it is revoked or expires", async () => {
    const [a] = s.itemIds;
    await saveBoxes(s.versionId, a!, [box(0, 1, 2, 3, 4)]);
    const shareUrl = `data-set-history/data-set-share/${s.datasetId}/${s.versionId}`;
    const past = await f.call(owner, "POST", shareUrl, { expireAt: f.clock.now() - 1 });
    expect([past.status, past.message]).toEqual([400, "有效期须晚于当前时间，且不超过一年"]);
    const forever = await f.call(owner, "POST", shareUrl, { expireAt: null });
    expect(forever.data).toMatchObject({ version: "V1", expireTime: null, revoked: false });
    const hour = await f.call(owner, "POST", shareUrl, { expireAt: f.clock.now() + 3_600_000 });
    expect(hour.data.expireTime).toBe("2025-01-06 10:00:00");
    expect((await f.call(f.tokens.dev, "POST", shareUrl, { expireAt: null })).status).toBe(403);

    const opened = await visit(`data-set-history/shared/${forever.data.token}`);
    expect(opened.body.data).toMatchObject({
      version: "V1",
      itemCount: 3,
      userName: "管理员",
      expireTime: null,
    });
    const items = await visit(`data-set-history/shared/${forever.data.token}/items?pageSize=2`);
    expect(items.body.data.total).toBe(3);
    expect(items.body.data.list[0]).toMatchObject({
      fileName: "img0.png",
      boxes: [{ labelName: "猫", x: 1, y: 2 }],
    });
    const image = await f.app.inject({
      method: "GET",
      url: `${BASE}/data-set-history/shared/${forever.data.token}/file/${a}`,
    });
    expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/png"]);
    const other = await visit(`data-set-history/shared/${forever.data.token}/file/99999`);
    expect(other.status).toBe(404);

    const revoked = await f.call(owner, "DELETE", `data-set-history/data-set-share/${forever.data.id}`);
    expect(revoked.data.revoked).toBe(true);
    expect((await visit(`data-set-history/shared/${forever.data.token}`)).body.message).toBe(
      "分享链接已被撤销",
    );
    expect((await visit(`data-set-history/shared/${forever.data.token}/items`)).status).toBe(410);

    expect((await visit(`data-set-history/shared/${hour.data.token}`)).status).toBe(200);
    f.clock.advance(3_600_000);
    const expired = await visit(`data-set-history/shared/${hour.data.token}`);
    expect([expired.status, expired.body.message]).toEqual([410, "分享链接已过期"]);
    expect((await visit("data-set-history/shared/nope")).body.message).toBe("分享链接不存在");
    const list = await f.call(owner, "GET", shareUrl);
    expect(
      list.data.map((link: { revoked: boolean; expired: boolean }) => [link.revoked, link.expired]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
  });
});
