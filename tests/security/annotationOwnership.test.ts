// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  annotationFixture,
  MINUTE,
  taskSetup,
  type AnnotationFixture,
  type TaskSetup,
} from "../server/annotationFixture";
import { closeAll } from "../server/helpers";

const T = "data-set-annotation-task";
let f: AnnotationFixture;
let s: TaskSetup;

/** A task of 3 images assigned to annot1 and annot2, started; annot1 has boxed the first image. */
beforeAll(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 3);
  const leader = f.tokens.admin;
  await f.call(leader, "POST", `${T}/active`, { id: s.taskId, deadlineTime: f.clock.now() + 60 * MINUTE });
  await f.call(leader, "POST", `${T}/assign`, {
    annotationTaskId: s.taskId,
    teamId: s.teamId,
    assignments: [
      { memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 2 },
      { memberId: s.members[1]!.memberId, userId: s.members[1]!.userId, assignNum: 1 },
    ],
  });
  await f.call(f.tokens.annot1, "POST", `${T}/start/${s.taskId}`);
  const saved = await save(f.tokens.annot1, s.itemIds[0]!, [box(0, 0, 0, 10, 10)]);
  expect(saved.status, saved.message).toBe(200);
});
afterAll(closeAll);

const box = (labelIndex: number, x: number, y: number, width: number, height: number) => ({
  labelId: s.labelIds[labelIndex],
  x,
  y,
  width,
  height,
});
const save = (token: string, itemId: number, annotations: object[]) =>
  f.call(token, "POST", "data-set-item-annotation/batch/save", { taskId: s.taskId, itemId, annotations });
const listed = async () =>
  (
    await f.call(
      f.tokens.admin,
      "GET",
      `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${s.itemIds[0]}`,
    )
  ).data as { id: number; x: number }[];

describe("one annotation member cannot touch another member's boxes", () => {
  it("annot2 may not overwrite, clear or delete annot1's boxes: 403 不能修改其他成员的标注, the boxes stay", async () => {
    const annot2 = f.tokens.annot2;
    const [mine] = await listed();
    const overwrite = await save(annot2, s.itemIds[0]!, [box(1, 5, 5, 5, 5)]);
    const clear = await f.call(annot2, "POST", "data-set-item-annotation/annotation-clear", {
      taskId: s.taskId,
      itemId: s.itemIds[0],
    });
    const remove = await f.call(annot2, "DELETE", `data-set-item-annotation/${mine!.id}`);
    for (const answer of [overwrite, clear, remove])
      expect([answer.status, answer.message]).toEqual([403, "不能修改其他成员的标注"]);
    expect((await listed()).map((row) => row.x)).toEqual([0]);
  });

  it("the owner still changes them, and annot2 boxes an image of their own share", async () => {
    expect((await save(f.tokens.annot1, s.itemIds[0]!, [box(1, 2, 2, 5, 5)])).status).toBe(200);
    expect((await listed()).map((row) => row.x)).toEqual([2]);
    // annot1's share holds the first two images, annot2's the third; annot2 starts their own share.
    expect((await f.call(f.tokens.annot2, "POST", `${T}/start/${s.taskId}`)).status).toBe(200);
    expect((await save(f.tokens.annot2, s.itemIds[2]!, [box(0, 1, 1, 5, 5)])).status).toBe(200);
    expect((await save(f.tokens.annot2, s.itemIds[1]!, [box(0, 1, 1, 5, 5)])).message).toBe(
      "不能修改其他成员的标注",
    );
  });
});
