// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  annotationFixture,
  MINUTE,
  taskSetup,
  type AnnotationFixture,
  type TaskSetup,
} from "./annotationFixture";
import { closeAll } from "./helpers";

const T = "data-set-annotation-task";
let f: AnnotationFixture;
let s: TaskSetup;
let leader: string;
let member: string;

/** A task of 3 images (40x30), activated, assigned to annot1 (2) and annot2 (1), started by annot1. */
beforeEach(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 3);
  leader = f.tokens.admin;
  member = f.tokens.annot1;
  await f.call(leader, "POST", `${T}/active`, { id: s.taskId, deadlineTime: f.clock.now() + 60 * MINUTE });
  const assigned = await f.call(leader, "POST", `${T}/assign`, {
    annotationTaskId: s.taskId,
    teamId: s.teamId,
    assignments: [
      { memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 2 },
      { memberId: s.members[1]!.memberId, userId: s.members[1]!.userId, assignNum: 1 },
    ],
  });
  expect(assigned.status, assigned.message).toBe(200);
  expect((await f.call(member, "POST", `${T}/start/${s.taskId}`)).data.status).toBe("INPROGRESS");
});
afterEach(closeAll);

const save = (itemId: number, annotations: object[], token = member) =>
  f.call(token, "POST", "data-set-item-annotation/batch/save", { taskId: s.taskId, itemId, annotations });
const box = (labelIndex: number, x: number, y: number, width: number, height: number) => ({
  labelId: s.labelIds[labelIndex],
  x,
  y,
  width,
  height,
});

describe("annotations", () => {
  it("saves, replaces, lists, counts, deletes and clears an item's boxes", async () => {
    const [a, b] = s.itemIds;
    const saved = await save(a!, [box(0, 0, 0, 10, 10), box(1, 30, 20, 10, 10)]);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject([
      // saved on annot1's own share of the task
      {
        taskId: s.taskId + 1,
        itemId: a,
        labelName: "猫",
        color: "#FF0000",
        x: 0,
        y: 0,
        width: 10,
        height: 10,
      },
      { itemId: a, labelName: "狗", x: 30, y: 20 },
    ]);
    const replaced = await save(a!, [box(1, 1.5, 2.5, 3, 4)]);
    expect(replaced.data).toHaveLength(1);
    expect(
      (await f.call(leader, "GET", `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${a}`)).data,
    ).toEqual(replaced.data);
    await save(b!, [box(0, 5, 5, 5, 5), box(0, 6, 6, 5, 5)]);
    expect(
      (await f.call(leader, "GET", `data-set-item-annotation/annotation-stat?taskId=${s.taskId}`)).data,
    ).toEqual([
      { itemId: a, count: 1 },
      { itemId: b, count: 2 },
      { itemId: s.itemIds[2], count: 0 },
    ]);
    const task = await f.call(leader, "GET", `${T}/${s.taskId}`);
    expect(task.data).toMatchObject({ itemCount: 3, annotatedCount: 2 });
    expect(
      (await f.call(leader, "GET", `label-group/label-stat?groupId=${s.groupId}`)).data.map(
        (r: { count: number }) => r.count,
      ),
    ).toEqual([2, 1]);
    const items = await f.call(member, "GET", `data-set-item/page?taskId=${s.taskId}`);
    expect(items.data.list.map((item: { annotationCount: number }) => item.annotationCount)).toEqual([
      1, 2, 0,
    ]);

    const boxId = (
      await f.call(member, "GET", `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${b}`)
    ).data[0].id;
    expect((await f.call(leader, "DELETE", `data-set-item-annotation/${boxId}`)).status).toBe(403);
    expect((await f.call(member, "DELETE", `data-set-item-annotation/${boxId}`)).status).toBe(200);
    expect((await f.call(member, "DELETE", `data-set-item-annotation/${boxId}`)).status).toBe(404);
    expect(
      (
        await f.call(member, "POST", "data-set-item-annotation/annotation-clear", {
          taskId: s.taskId,
          itemId: a,
        })
      ).status,
    ).toBe(200);
    expect(
      (await f.call(member, "GET", `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${a}`)).data,
    ).toEqual([]);
    // saving an empty list clears too
    expect((await save(b!, [])).data).toEqual([]);
  });

  it("the task's people read its images and labels; others do not", async () => {
    const file = (token: string) =>
      f.app.inject({
        url: `/api/aimanager/v1/data-set-item/file/${s.itemIds[0]}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await file(member)).statusCode).toBe(200);
    expect((await file(f.tokens.annot2)).statusCode).toBe(200);
    expect((await file(f.tokens.dev)).statusCode).toBe(403);
    expect((await f.call(member, "GET", `data-set-label/list?groupId=${s.groupId}`)).data).toHaveLength(2);
    expect((await f.call(f.tokens.dev, "GET", `data-set-label/list?groupId=${s.groupId}`)).status).toBe(403);
    expect(
      (
        await f.call(
          f.tokens.dev,
          "GET",
          `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${s.itemIds[0]}`,
        )
      ).status,
    ).toBe(403);
  });

  it("refuses boxes outside the image, empty boxes, foreign labels, foreign items and the wrong status", async () => {
    const [a] = s.itemIds;
    const outside = await save(a!, [box(0, 35, 0, 10, 10)]);
    expect([outside.status, outside.message]).toEqual([400, "标注框超出图片范围"]);
    expect((await save(a!, [box(0, -1, 0, 5, 5)])).message).toBe("标注框超出图片范围");
    expect((await save(a!, [box(0, 0, 25, 5, 6)])).message).toBe("标注框超出图片范围");
    expect((await save(a!, [box(0, 0, 0, 0, 5)])).message).toBe("标注框超出图片范围");
    expect((await save(a!, [{ ...box(0, 0, 0, 5, 5), labelId: 9999 }])).message).toBe(
      "标签不属于该任务的标签组",
    );
    expect((await save(a!, [box(0, 0, 0, 40, 30)])).status).toBe(200);
    expect((await save(9999, [])).status).toBe(404);
    expect((await save(a!, [], leader)).status).toBe(403);

    await f.call(member, "POST", `${T}/submit/${s.taskId}`);
    await f.call(member, "POST", `${T}/commit-review`, { id: s.taskId });
    const late = await save(a!, [box(0, 0, 0, 5, 5)]);
    expect([late.status, late.message]).toEqual([409, "当前状态（待审核）不允许该操作"]);
    const clear = await f.call(member, "POST", "data-set-item-annotation/annotation-clear", {
      taskId: s.taskId,
      itemId: a,
    });
    expect(clear.status).toBe(409);
    expect(
      (await f.call(member, "GET", `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${a}`)).data,
    ).toHaveLength(1);
  });
});

describe("sub-task work", () => {
  it("a member annotates their share through the sub-task id; items outside the share answer 404", async () => {
    const S = "data-set-annotation-sub-task";
    const subs = (await f.call(leader, "GET", `${S}/list?taskId=${s.taskId}`)).data as {
      id: number;
      members: { userName: string }[];
    }[];
    const mine = subs.find((sub) => sub.members[0]!.userName === "annot2")!.id;
    await f.call(leader, "POST", `${S}/active`, { id: mine, deadlineTime: f.clock.now() + MINUTE });
    await f.call(leader, "POST", `${S}/assign`, { annotationTaskId: mine });
    const annot2 = f.tokens.annot2;
    const early = await f.call(annot2, "POST", "data-set-item-annotation/batch/save", {
      taskId: mine,
      itemId: s.itemIds[2],
      annotations: [],
    });
    expect([early.status, early.message]).toEqual([409, "当前状态（待标注）不允许该操作"]);
    await f.call(annot2, "POST", `${S}/start/${mine}`);
    const share = await f.call(annot2, "GET", `data-set-item/page?taskId=${mine}`);
    expect(share.data.list.map((item: { id: number }) => item.id)).toEqual([s.itemIds[2]]);
    const saved = await f.call(annot2, "POST", "data-set-item-annotation/batch/save", {
      taskId: mine,
      itemId: s.itemIds[2],
      annotations: [box(0, 0, 0, 4, 4)],
    });
    expect(saved.status, saved.message).toBe(200);
    const outside = await f.call(annot2, "POST", "data-set-item-annotation/batch/save", {
      taskId: mine,
      itemId: s.itemIds[0],
      annotations: [],
    });
    expect(outside.status).toBe(404);
    expect(
      (
        await f.call(member, "POST", "data-set-item-annotation/batch/save", {
          taskId: mine,
          itemId: s.itemIds[2],
          annotations: [],
        })
      ).status,
    ).toBe(403);
    expect((await f.call(leader, "GET", `${S}/status-progress?id=${mine}`)).data).toMatchObject({
      itemCount: 1,
      annotatedCount: 1,
    });
    const people = (await f.call(leader, "GET", `data-set-annotation-task/person-progress?id=${s.taskId}`))
      .data as { userName: string; annotatedCount: number }[];
    expect(people.find((row) => row.userName === "标注员二")?.annotatedCount).toBe(1);
  });
});

describe("review and sample acceptance", () => {
  async function toReview() {
    // each member works their own share (annot1: the first two items, annot2: the third)
    const annot2 = f.tokens.annot2;
    await f.call(annot2, "POST", `${T}/start/${s.taskId}`);
    for (const itemId of s.itemIds.slice(0, 2)) await save(itemId, [box(0, 1, 1, 5, 5)]);
    await save(s.itemIds[2]!, [box(0, 1, 1, 5, 5)], annot2);
    for (const token of [member, annot2]) {
      await f.call(token, "POST", `${T}/submit/${s.taskId}`);
      await f.call(token, "POST", `${T}/commit-review`, { id: s.taskId });
    }
    expect((await f.call(leader, "GET", `${T}/${s.taskId}`)).data.status).toBe("UNREVIEW");
  }
  const reviewList = (failed: number[]) =>
    s.itemIds.map((itemId) => ({
      itemId,
      annotationIds: [],
      result: failed.includes(itemId) ? 0 : 1,
      remark: failed.includes(itemId) ? "漏标" : "",
    }));

  it("a failed item rejects the review, flags the item, send-back keeps it, the correction clears it", async () => {
    await toReview();
    const [a, b] = s.itemIds;
    const partial = await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: s.taskId,
      type: "review",
      reviewList: reviewList([]).slice(1),
    });
    expect([partial.status, partial.message]).toEqual([400, "须审核任务的全部数据（3 条）"]);
    expect(
      (
        await f.call(member, "POST", "data-set-item-annotation-review/batch", {
          taskId: s.taskId,
          type: "review",
          reviewList: reviewList([]),
        })
      ).status,
    ).toBe(403);

    const rejected = await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: s.taskId,
      type: "review",
      reviewList: reviewList([b!]),
    });
    // annot1's share is rejected, annot2's passes: the task is in progress again (annotationTaskShares)
    expect(rejected.data).toMatchObject({ status: "INPROGRESS", statusText: "标注中" });
    const share1 = s.taskId + 1;
    const shares = await f.call(leader, "GET", `data-set-annotation-sub-task/list?taskId=${s.taskId}`);
    expect(shares.data.map((share: { status: string }) => share.status)).toEqual([
      "REVIEW_REJECT",
      "REVIEW_ACCEPTED",
    ]);
    const flags = async () =>
      (await f.call(member, "GET", `data-set-item/page?taskId=${s.taskId}`)).data.list.map(
        (item: { needsCorrection: boolean }) => item.needsCorrection,
      );
    expect(await flags()).toEqual([false, true, false]);
    expect((await f.call(leader, "GET", `${T}/status-progress?id=${s.taskId}`)).data).toEqual({
      itemCount: 3,
      annotatedCount: 3,
      reviewedCount: 3,
      rejectedCount: 1,
    });
    const history = await f.call(member, "GET", `data-set-item-annotation-review/${s.taskId}/${b}`);
    expect(history.data).toMatchObject([{ type: "review", result: 0, remark: "漏标", reviewer: "管理员" }]);

    // sending back is the rejected share's step, not the task's (annot2's share passed)
    const wide = await f.call(leader, "POST", `${T}/send-back/${s.taskId}`);
    expect([wide.status, wide.message]).toEqual([
      409,
      "子任务「标注任务（标注员二）」当前状态（审核通过）不允许该操作",
    ]);
    const back = await f.call(leader, "POST", `data-set-annotation-sub-task/send-back/${share1}`);
    expect(back.data.status).toBe("UNCORRECT");
    expect(await flags()).toEqual([false, true, false]);
    // the leader may flag more items by hand
    expect(
      (await f.call(leader, "POST", "data-set-item/uncorrect", { taskId: s.taskId, itemIds: [a] })).status,
    ).toBe(200);
    expect(await flags()).toEqual([true, true, false]);
    expect((await save(b!, [box(1, 2, 2, 8, 8)])).status).toBe(200);
    const corrected = await f.call(member, "POST", `${T}/submit/${s.taskId}`);
    expect(corrected.data.allowedOperations).toEqual(["COMMIT_REVIEW"]);
    expect(shares.data[0].id).toBe(share1);
    expect(await flags()).toEqual([false, false, false]);
  });

  it("all passing accepts the review; a drawn sample decides the acceptance", async () => {
    await toReview();
    const accepted = await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: s.taskId,
      type: "review",
      reviewList: reviewList([]),
    });
    expect(accepted.data.status).toBe("REVIEW_ACCEPTED");
    const early = await f.call(leader, "POST", "data-set-item/sample", { taskId: s.taskId, size: 2 });
    expect([early.status, early.message]).toEqual([
      409,
      "子任务「标注任务（标注员一）」当前状态（审核通过）不允许该操作",
    ]);
    expect((await f.call(leader, "POST", `${T}/hand-over/${s.taskId}`)).data.status).toBe("UNACCEPTED");

    expect(
      (await f.call(leader, "POST", "data-set-item/sample", { taskId: s.taskId, size: 0 })).message,
    ).toBe("抽样数量须在 1 到 3 之间");
    expect((await f.call(leader, "POST", "data-set-item/sample", { taskId: s.taskId, size: 4 })).status).toBe(
      400,
    );
    expect((await f.call(member, "POST", "data-set-item/sample", { taskId: s.taskId, size: 1 })).status).toBe(
      403,
    );
    const drawn = await f.call(leader, "POST", "data-set-item/sample", { taskId: s.taskId, size: 2 });
    expect(drawn.data).toHaveLength(2);
    const sample = drawn.data as { sampleId: number; itemId: number; status: number }[];
    expect(new Set(sample.map((row) => row.itemId)).size).toBe(2);
    expect(sample.every((row) => s.itemIds.includes(row.itemId) && row.status === 0)).toBe(true);
    expect((await f.call(member, "GET", `data-set-item/sample?taskId=${s.taskId}`)).data).toEqual(drawn.data);

    const missing = await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: s.taskId,
      type: "accept",
      reviewList: [{ itemId: sample[0]!.itemId, sampleId: sample[0]!.sampleId, result: 1 }],
    });
    expect([missing.status, missing.message]).toEqual([400, "须验收全部样本（2 条）"]);
    // every item drawn; annot1's first item fails: annot1's share is rejected, annot2's accepted
    const whole = (await f.call(leader, "POST", "data-set-item/sample", { taskId: s.taskId, size: 3 }))
      .data as { sampleId: number; itemId: number }[];
    const failed = await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: s.taskId,
      type: "accept",
      reviewList: whole.map((row) => ({
        itemId: row.itemId,
        sampleId: row.sampleId,
        result: row.itemId === s.itemIds[0] ? 0 : 1,
        remark: "",
      })),
    });
    expect(failed.data.status).toBe("INPROGRESS");
    const share1 = s.taskId + 1;
    const shares = async () =>
      (await f.call(leader, "GET", `data-set-annotation-sub-task/list?taskId=${s.taskId}`)).data.map(
        (share: { status: string }) => share.status,
      );
    expect(await shares()).toEqual(["ACCEPTED_REJECT", "ACCEPTED"]);
    expect(
      (await f.call(leader, "GET", `data-set-item/sample?taskId=${s.taskId}`)).data.map(
        (row: { status: number }) => row.status,
      ),
    ).toEqual([2, 1, 1]);
    const items = (await f.call(leader, "GET", `data-set-item/page?taskId=${s.taskId}`)).data.list as {
      id: number;
      needsCorrection: boolean;
    }[];
    expect(items.filter((item) => item.needsCorrection).map((item) => item.id)).toEqual([s.itemIds[0]]);

    // annot1 corrects; the leader reviews and accepts that share: every share accepted → ACCEPTED
    const S = "data-set-annotation-sub-task";
    await f.call(leader, "POST", `${S}/send-back/${share1}`);
    await f.call(member, "POST", `${T}/submit/${s.taskId}`);
    await f.call(member, "POST", `${T}/commit-review`, { id: s.taskId });
    await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: share1,
      type: "review",
      reviewList: reviewList([]).slice(0, 2),
    });
    await f.call(leader, "POST", `${S}/hand-over/${share1}`);
    const again = (await f.call(leader, "POST", "data-set-item/sample", { taskId: share1, size: 2 }))
      .data as { sampleId: number; itemId: number }[];
    const passed = await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: share1,
      type: "accept",
      reviewList: again.map((row) => ({ itemId: row.itemId, sampleId: row.sampleId, result: 1 })),
    });
    expect(passed.data.status).toBe("ACCEPTED");
    expect(await shares()).toEqual(["ACCEPTED", "ACCEPTED"]);
    expect((await f.call(leader, "GET", `${T}/${s.taskId}`)).data).toMatchObject({
      status: "ACCEPTED",
      allowedOperations: ["SCORE", "FINISH", "CANCEL"],
    });
    const bad = await f.call(leader, "POST", `${T}/score`, { id: s.taskId, score: 101 });
    expect([bad.status, bad.message]).toEqual([400, "评分须为 0 到 100 之间的数字"]);
    expect((await f.call(leader, "POST", `${T}/score`, { id: s.taskId, score: 88 })).data).toMatchObject({
      status: "ACCEPTED",
      score: 88,
    });
    expect((await f.call(leader, "POST", `${T}/finish/${s.taskId}`)).data.status).toBe("FINISHED");
    const history = await f.call(
      leader,
      "GET",
      `data-set-item-annotation-review/${s.taskId}/${s.itemIds[0]}`,
    );
    expect(history.data.map((row: { type: string }) => row.type)).toEqual(
      expect.arrayContaining(["accept", "review"]),
    );
  });
});

describe("task lists and validation", () => {
  it("pages by scope and status, the board, status counts and person progress", async () => {
    const lead = await f.call(leader, "POST", `${T}/page`, { pageNum: 1, pageSize: 10, scope: "lead" });
    expect(lead.data).toMatchObject({
      total: 1,
      list: [{ id: s.taskId, status: "INPROGRESS", statusText: "标注中" }],
    });
    const mine = await f.call(member, "POST", `${T}/list-page`, {
      pageNum: 1,
      pageSize: 10,
      status: ["INPROGRESS", "UNCORRECT"],
    });
    expect(mine.data.total).toBe(1);
    expect((await f.call(member, "POST", `${T}/list-page`, { status: ["UNCORRECT"] })).data.total).toBe(0);
    expect((await f.call(f.tokens.dev, "POST", `${T}/list-page`, {})).data.total).toBe(0);
    const board = await f.call(leader, "GET", `${T}/board`);
    expect(Object.keys(board.data)).toHaveLength(15);
    expect(board.data.INPROGRESS.map((task: { id: number }) => task.id)).toEqual([s.taskId]);
    const stat = await f.call(leader, "GET", `${T}/status-stat`);
    expect(stat.data).toHaveLength(15);
    expect(stat.data.find((row: { status: string }) => row.status === "INPROGRESS")).toEqual({
      status: "INPROGRESS",
      statusText: "标注中",
      count: 1,
    });
    await save(s.itemIds[0]!, [box(0, 1, 1, 2, 2)]);
    const people = await f.call(leader, "GET", `${T}/person-progress?id=${s.taskId}`);
    expect(
      people.data.map((row: { userName: string; assignNum: number; annotatedCount: number }) => [
        row.userName,
        row.assignNum,
        row.annotatedCount,
      ]),
    ).toEqual([
      ["标注员一", 2, 1],
      ["标注员二", 1, 0],
    ]);
  });

  it("checks names, ids, ownership, assignment sums and deadlines", async () => {
    const create = (body: object) =>
      f.call(leader, "POST", T, {
        dataSetId: s.datasetId,
        versionId: s.versionId,
        labelGroupId: s.groupId,
        ...body,
      });
    expect((await create({ taskName: "" })).message).toBe("任务名称不能为空");
    expect((await create({ taskName: "x".repeat(51) })).message).toBe("任务名称最多输入50个字符");
    expect((await create({ taskName: "t", dataSetId: 9999 })).status).toBe(404);
    expect((await create({ taskName: "t", versionId: 9999 })).status).toBe(404);
    expect((await create({ taskName: "t", labelGroupId: undefined })).message).toBe("标签组不能为空");
    expect((await create({ taskName: "t", teamId: 9999 })).status).toBe(404);
    // dev's own dataset is not admin's
    const devSet = await f.call(f.tokens.dev, "POST", "data-set/data", { dataSetName: "dev 的" });
    expect(
      (await create({ taskName: "t", dataSetId: devSet.data.id, versionId: devSet.data.newestVersionId }))
        .status,
    ).toBe(403);

    const id = (await create({ taskName: "二号", teamId: s.teamId })).data.id;
    const past = await f.call(leader, "POST", `${T}/active`, { id, deadlineTime: f.clock.now() });
    expect([past.status, past.message]).toEqual([400, "截止时间须晚于当前时间"]);
    await f.call(leader, "POST", `${T}/active`, { id, deadlineTime: f.clock.now() + MINUTE });
    const assign = (assignments: object[]) =>
      f.call(leader, "POST", `${T}/assign`, { annotationTaskId: id, teamId: s.teamId, assignments });
    const [m1, m2] = s.members;
    expect((await assign([{ memberId: m1!.memberId, userId: m1!.userId, assignNum: 2 }])).message).toBe(
      "分配数量之和须等于数据总数（3）",
    );
    expect((await assign([])).message).toBe("分配成员不能为空");
    expect((await assign([{ memberId: 9999, userId: m1!.userId, assignNum: 3 }])).message).toBe(
      "成员不属于该团队",
    );
    expect(
      (
        await assign([
          { memberId: m1!.memberId, userId: m1!.userId, assignNum: 0 },
          { memberId: m2!.memberId, userId: m2!.userId, assignNum: 3 },
        ])
      ).message,
    ).toBe("分配数量须为正整数");
    expect(
      (
        await assign([
          { memberId: m1!.memberId, userId: m1!.userId, assignNum: 1 },
          { memberId: m1!.memberId, userId: m1!.userId, assignNum: 2 },
        ])
      ).message,
    ).toBe("同一成员只能分配一次");
    const done = await assign([{ memberId: m2!.memberId, userId: m2!.userId, assignNum: 3 }]);
    expect(done.data).toMatchObject({
      status: "UNANNOTATION",
      members: [{ userName: "annot2", assignNum: 3 }],
    });
    // the team is held by unfinished tasks
    const teamGone = await f.call(leader, "DELETE", `tb-team/${s.teamId}`);
    expect([teamGone.status, teamGone.message]).toEqual([409, "团队已被标注任务使用，无法删除"]);
    const groupGone = await f.call(leader, "DELETE", `label-group/${s.groupId}`);
    expect([groupGone.status, groupGone.message]).toEqual([409, "标签组已被标注任务使用，无法删除"]);
  });
});
