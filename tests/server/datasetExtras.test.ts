// @vitest-environment node
import * as XLSX from "@e965/xlsx";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  annotationFixture,
  BASE,
  taskSetup,
  type AnnotationFixture,
  type TaskSetup,
} from "./annotationFixture";
import { closeAll } from "./helpers";
import { multipart } from "./storageHelpers";

let f: AnnotationFixture;
let s: TaskSetup;
let owner: string;
beforeEach(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 2);
  owner = f.tokens.admin;
});
afterEach(closeAll);

const sheet = (rows: unknown[][], type: "xlsx" | "xls" = "xlsx") => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "标签");
  return XLSX.write(book, { type: "buffer", bookType: type === "xls" ? "biff8" : "xlsx" }) as Buffer;
};
async function upload(groupId: number, name: string, bytes: Buffer, token = owner) {
  const form = await multipart({}, [{ field: "file", name, bytes }]);
  const response = await f.app.inject({
    method: "POST",
    url: `${BASE}/label-manage/upload-excel/${groupId}`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  const body = response.json() as { message?: string; data?: { added: number; skipped: string[] } };
  return { status: response.statusCode, message: body.message, data: body.data };
}

describe("label-manage", () => {
  it("adds labels from a spreadsheet with ai-domain §5's format and size messages", async () => {
    const added = await upload(
      s.groupId,
      "标签.xlsx",
      sheet([["标签名称", "颜色"], ["鸟", "#123abc"], ["猫"], ["鱼"]]),
    );
    expect(added.data).toEqual({ added: 2, skipped: ["猫"] });
    const labels = await f.call(owner, "GET", `label-manage/labels?groupId=${s.groupId}`);
    expect(labels.data.map((label: { labelName: string }) => label.labelName)).toEqual([
      "猫",
      "狗",
      "鸟",
      "鱼",
    ]);
    expect(labels.data[2]).toMatchObject({ color: "#123ABC", groupId: s.groupId });
    const xls = await upload(s.groupId, "old.xls", sheet([["羊"]], "xls"));
    expect(xls.data).toEqual({ added: 1, skipped: [] });
    const found = await f.call(owner, "GET", "label-manage/labels?labelName=羊");
    expect(found.data).toEqual([expect.objectContaining({ labelName: "羊" })]);

    const csv = await upload(s.groupId, "标签.csv", Buffer.from("猪\n"));
    expect([csv.status, csv.message]).toEqual([400, "文件格式错误！"]);
    const big = await upload(s.groupId, "大表.xlsx", Buffer.alloc(2048 * 1024 + 1));
    expect([big.status, big.message]).toEqual([400, "文件 大表.xlsx 太大, 不能超过 2M!"]);
    const broken = await upload(s.groupId, "坏.xlsx", Buffer.from("not a workbook"));
    expect([broken.status, broken.message]).toEqual([400, "文件格式错误！"]);
    const notMine = await upload(s.groupId, "标签.xlsx", sheet([["猪"]]), f.tokens.dev);
    expect(notMine.status).toBe(403);
  });
});

describe("introduce", () => {
  it("keeps a dataset's introduction pages in order, sanitised, readable by whoever reads the dataset", async () => {
    const created = await f.call(owner, "POST", "introduce", {
      type: 1,
      resourceId: s.datasetId,
      title: "概述",
      content: '<p onclick="x()">猫狗<script>alert(1)</script><img src="javascript:alert(1)"></p>',
    });
    expect(created.status, created.message).toBe(200);
    expect(created.data.content).toBe("<p>猫狗<img></p>");
    await f.call(owner, "POST", "introduce", {
      type: 1,
      resourceId: s.datasetId,
      title: "标注规范",
      content: "<h2>框</h2>",
    });
    const edited = await f.call(owner, "PUT", "introduce", {
      id: created.data.id,
      title: "简介",
      content: "<p>新</p>",
    });
    expect(edited.data).toMatchObject({ title: "简介", content: "<p>新</p>", sort: 1 });
    const titles = await f.call(owner, "GET", `introduce/1/${s.datasetId}`);
    expect(titles.data.map((page: { title: string }) => page.title)).toEqual(["简介", "标注规范"]);
    const all = await f.call(owner, "GET", `introduce/1/${s.datasetId}/all`);
    expect(all.data.map((page: { content: string }) => page.content)).toEqual(["<p>新</p>", "<h2>框</h2>"]);
    const page = await f.call(owner, "GET", `introduce/1/${s.datasetId}/page?pageSize=1&pageNum=2`);
    expect(page.data).toMatchObject({ total: 2, list: [{ title: "标注规范" }] });

    const empty = await f.call(owner, "POST", "introduce", {
      type: 1,
      resourceId: s.datasetId,
      title: " ",
      content: "",
    });
    expect([empty.status, empty.message]).toEqual([400, "标题不能为空"]);
    const kind = await f.call(owner, "GET", `introduce/2/${s.datasetId}`);
    expect([kind.status, kind.message]).toEqual([400, "只支持数据集的介绍（type 为 1）"]);
    expect((await f.call(f.tokens.dev, "GET", `introduce/1/${s.datasetId}`)).status).toBe(403);
    await f.call(owner, "PUT", "data-set/updatePublic", { id: s.datasetId, isPublic: 1 });
    expect((await f.call(f.tokens.dev, "GET", `introduce/1/${s.datasetId}`)).status).toBe(200);
    expect((await f.call(f.tokens.dev, "DELETE", `introduce/${created.data.id}`)).status).toBe(403);
    expect((await f.call(owner, "DELETE", `introduce/${created.data.id}`)).status).toBe(200);
    expect((await f.call(owner, "GET", `introduce/1/${s.datasetId}`)).data).toHaveLength(1);
  });
});

describe("tb-score and the sub-task pages", () => {
  it("lists the leader's and the members' scores and pages the sub-tasks", async () => {
    const [one, two] = s.members;
    await f.call(owner, "POST", "data-set-annotation-task/active", {
      id: s.taskId,
      deadlineTime: f.clock.now() + 3_600_000,
    });
    const assigned = await f.call(owner, "POST", "data-set-annotation-task/assign", {
      annotationTaskId: s.taskId,
      teamId: s.teamId,
      assignments: [
        { memberId: one!.memberId, userId: one!.userId, assignNum: 1 },
        { memberId: two!.memberId, userId: two!.userId, assignNum: 1 },
      ],
    });
    expect(assigned.status, assigned.message).toBe(200);
    const lead = await f.call(owner, "POST", "data-set-annotation-sub-task/page", {});
    expect(lead.data.total).toBe(2);
    const mine = await f.call(f.tokens.annot1, "POST", "data-set-annotation-sub-task/list-page", {});
    expect(mine.data.total).toBe(1);
    const scores = await f.call(owner, "GET", `tb-score/list-score?taskId=${s.taskId}`);
    expect(scores.data).toHaveLength(3);
    expect(scores.data[1]).toMatchObject({ parentId: s.taskId, memberName: expect.any(String), score: null });
    const own = await f.call(f.tokens.annot1, "GET", `tb-score/list-score?taskId=${s.taskId}`);
    expect(own.data).toHaveLength(2);
    expect((await f.call(f.tokens.dev, "GET", `tb-score/list-score?taskId=${s.taskId}`)).status).toBe(403);
  });
});
