// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { annotationFixture, taskSetup, type AnnotationFixture, type TaskSetup } from "./annotationFixture";
import { closeAll } from "./helpers";

const V = "data-set-version-annotation";
let f: AnnotationFixture;
let s: TaskSetup;
let owner: string;

/** admin owns a dataset of 3 images (40x30) and a label group 猫 / 狗 (the task is left untouched). */
beforeEach(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 3);
  owner = f.tokens.admin;
});
afterEach(closeAll);

const key = (itemId: number) => ({ versionId: s.versionId, itemId, labelGroupId: s.groupId });
const box = (labelIndex: number, x: number, y: number, width: number, height: number) => ({
  labelId: s.labelIds[labelIndex],
  x,
  y,
  width,
  height,
});
const save = (itemId: number, annotations: object[], token = owner) =>
  f.call(token, "POST", `${V}/batch/save`, { ...key(itemId), annotations });
const list = (itemId: number, token = owner) =>
  f.call(token, "GET", `${V}/list?versionId=${s.versionId}&itemId=${itemId}&labelGroupId=${s.groupId}`);
const stat = (token = owner) =>
  f.call(token, "GET", `${V}/annotation-stat?versionId=${s.versionId}&labelGroupId=${s.groupId}`);

describe("数据标注: a dataset owner's own boxes on a version", () => {
  it("saves, replaces, lists, counts, deletes one box and clears an item", async () => {
    const [a, b] = s.itemIds;
    const saved = await save(a!, [box(0, 0, 0, 10, 10), box(1, 30, 20, 10, 10)]);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject([
      { itemId: a, versionId: s.versionId, labelGroupId: s.groupId, labelName: "猫", color: "#FF0000", x: 0 },
      { itemId: a, labelName: "狗", color: "#00FF00", x: 30, y: 20, width: 10, height: 10 },
    ]);
    expect((await save(b!, [box(0, 1, 1, 5, 5)])).status).toBe(200);
    // a second save replaces the item's boxes
    expect((await save(b!, [box(1, 2, 2, 6, 6), box(1, 8, 8, 6, 6)])).data).toHaveLength(2);
    expect((await list(b!)).data.map((row: { labelName: string }) => row.labelName)).toEqual(["狗", "狗"]);
    expect((await stat()).data).toEqual([
      { itemId: a, count: 2 },
      { itemId: b, count: 2 },
      { itemId: s.itemIds[2], count: 0 },
    ]);

    const first = (await list(a!)).data[0].id as number;
    expect((await f.call(owner, "DELETE", `${V}/${first}`)).status).toBe(200);
    expect((await list(a!)).data).toHaveLength(1);
    const gone = await f.call(owner, "DELETE", `${V}/${first}`);
    expect([gone.status, gone.message]).toEqual([404, "标注不存在"]);

    expect((await f.call(owner, "POST", `${V}/annotation-clear`, key(b!))).status).toBe(200);
    expect((await list(b!)).data).toEqual([]);
    expect((await stat()).data.map((row: { count: number }) => row.count)).toEqual([1, 0, 0]);
  });

  it("keeps tasks apart: the task's items still count no boxes", async () => {
    await save(s.itemIds[0]!, [box(0, 0, 0, 10, 10)]);
    const page = await f.call(owner, "GET", `data-set-item/page?taskId=${s.taskId}`);
    expect(page.data.list.map((item: { annotationCount: number }) => item.annotationCount)).toEqual([
      0, 0, 0,
    ]);
  });

  it("refuses a label of another group and a box outside the image, keeping the stored boxes", async () => {
    const a = s.itemIds[0]!;
    await save(a, [box(0, 0, 0, 10, 10)]);
    const other = await f.call(owner, "POST", "label-group", { groupName: "别的组" });
    const stranger = await f.call(owner, "POST", "data-set-label/add", {
      groupId: other.data.id,
      labelName: "鸟",
      color: "#0000FF",
    });
    const wrong = await save(a, [{ ...box(0, 0, 0, 5, 5), labelId: stranger.data.id }]);
    expect([wrong.status, wrong.message]).toEqual([400, "标签不属于所选的标签组"]);
    for (const outside of [
      box(0, 35, 0, 10, 10),
      box(0, 0, 25, 10, 10),
      box(0, -1, 0, 5, 5),
      box(0, 0, 0, 0, 5),
    ]) {
      const answer = await save(a, [outside]);
      expect([answer.status, answer.message]).toEqual([400, "标注框超出图片范围"]);
    }
    const text = await save(a, [{ ...box(0, 0, 0, 5, 5), x: "1" }]);
    expect([text.status, text.message]).toEqual([400, "标注数据格式错误"]);
    expect((await list(a)).data).toHaveLength(1);
  });

  it("refuses an item of another version, an unknown version and an unknown label group", async () => {
    const a = s.itemIds[0]!;
    const copy = await f.call(owner, "POST", "data-set-history/copy", {
      dataSetId: s.datasetId,
      versionId: s.versionId,
    });
    const moved = await f.call(owner, "POST", `${V}/batch/save`, {
      ...key(a),
      versionId: copy.data.id,
      annotations: [],
    });
    expect([moved.status, moved.message]).toEqual([404, "数据不存在"]);
    const noVersion = await f.call(owner, "POST", `${V}/batch/save`, {
      ...key(a),
      versionId: 99999,
      annotations: [],
    });
    expect([noVersion.status, noVersion.message]).toEqual([404, "版本不存在"]);
    const noGroup = await f.call(owner, "POST", `${V}/batch/save`, {
      ...key(a),
      labelGroupId: 99999,
      annotations: [],
    });
    expect([noGroup.status, noGroup.message]).toEqual([404, "标签组不存在"]);
    const missing = await f.call(owner, "POST", `${V}/batch/save`, {
      itemId: a,
      labelGroupId: s.groupId,
      annotations: [],
    });
    expect([missing.status, missing.message]).toEqual([400, "版本不能为空"]);
  });

  it("lets only the dataset's owner annotate; another user reads a public dataset only", async () => {
    const a = s.itemIds[0]!;
    await save(a, [box(0, 0, 0, 10, 10)]);
    const dev = f.tokens.dev;
    const refused = await save(a, [box(0, 0, 0, 5, 5)], dev);
    expect([refused.status, refused.message]).toEqual([403, "只有数据集的创建者可以标注该数据集"]);
    const cleared = await f.call(dev, "POST", `${V}/annotation-clear`, key(a));
    expect([cleared.status, cleared.message]).toEqual([403, "只有数据集的创建者可以标注该数据集"]);
    const boxId = (await list(a)).data[0].id as number;
    expect((await f.call(dev, "DELETE", `${V}/${boxId}`)).message).toBe("只有数据集的创建者可以标注该数据集");
    const privateRead = await list(a, dev);
    expect([privateRead.status, privateRead.message]).toEqual([403, "无权查看该数据集"]);

    expect(
      (await f.call(owner, "PUT", "data-set/updatePublic", { id: s.datasetId, isPublic: 1 })).status,
    ).toBe(200);
    expect((await list(a, dev)).data).toHaveLength(1);
    expect((await stat(dev)).data[0]).toEqual({ itemId: a, count: 1 });
    expect((await save(a, [], dev)).status).toBe(403);
    expect((await list(a)).data).toHaveLength(1);
  });

  it("counts its boxes in the label stat and keeps a label they use: 409 until the boxes are cleared", async () => {
    const a = s.itemIds[0]!;
    await save(a, [box(1, 0, 0, 10, 10)]);
    const stat = await f.call(owner, "GET", `label-group/label-stat?groupId=${s.groupId}`);
    expect(stat.data.map((row: { labelName: string; count: number }) => [row.labelName, row.count])).toEqual([
      ["猫", 0],
      ["狗", 1],
    ]);
    const refused = await f.call(owner, "DELETE", `data-set-label/${s.labelIds[1]}`);
    expect([refused.status, refused.message]).toEqual([409, "标签已被标注使用，无法删除"]);
    await f.call(owner, "POST", `${V}/annotation-clear`, key(a));
    expect((await f.call(owner, "DELETE", `data-set-label/${s.labelIds[1]}`)).status).toBe(200);
  });

  it("annotates only with one of the user's own label groups", async () => {
    const devGroup = await f.call(f.tokens.dev, "POST", "label-group", { groupName: "开发者的组" });
    const answer = await f.call(owner, "POST", `${V}/batch/save`, {
      ...key(s.itemIds[0]!),
      labelGroupId: devGroup.data.id,
      annotations: [],
    });
    expect([answer.status, answer.message]).toEqual([403, "无权使用该标签组"]);
  });

  it("answers 401 without a session and 403 without the code data-label", async () => {
    const response = await f.app.inject({
      method: "GET",
      url: `/api/aimanager/v1/${V}/annotation-stat?versionId=1&labelGroupId=1`,
    });
    expect(response.statusCode).toBe(401);
    // annot1 holds the task codes only
    expect((await stat(f.tokens.annot1)).status).toBe(403);
    expect((await save(s.itemIds[0]!, [], f.tokens.annot1)).status).toBe(403);
  });

  it("logs the owner's save in the operation log", async () => {
    await save(s.itemIds[0]!, [box(0, 0, 0, 10, 10)]);
    const answer = await f.app.inject({
      method: "GET",
      url: `${OP_LOG_API.opLogRead}?pageSize=1000&pageName=${encodeURIComponent("数据标注")}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    const entries = answer.json().data.list as { pageName: string; content: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.content).toContain("保存数据标注");
  });
});
