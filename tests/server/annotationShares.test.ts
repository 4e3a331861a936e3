// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  annotationFixture,
  MINUTE,
  taskSetup,
  type AnnotationFixture,
  type TaskSetup,
} from "./annotationFixture";
import { closeAll } from "./helpers";
import { HOMEPAGE_API } from "../../src/contracts/userHomepage";

/**
 * A task split 3/1 between annot1 and annot2 (ai-domain §4): each share runs its own lifecycle, one member's step
 * never changes the other's share, and the task follows its shares by the rule in annotationTaskShares.ts.
 */
let f: AnnotationFixture;
const T = "data-set-annotation-task";
const S = "data-set-annotation-sub-task";

beforeAll(async () => {
  f = await annotationFixture();
});
afterAll(closeAll);

interface Share {
  id: number;
  taskName: string;
  status: string;
  itemCount: number;
  annotatedCount: number;
  allowedOperations: string[];
}

async function splitTask(): Promise<{ s: TaskSetup; id: number; shares: () => Promise<Share[]> }> {
  const s = await taskSetup(f, 4);
  const leader = f.tokens.admin;
  await f.call(leader, "POST", `${T}/active`, { id: s.taskId, deadlineTime: f.clock.now() + 60 * MINUTE });
  const assigned = await f.call(leader, "POST", `${T}/assign`, {
    annotationTaskId: s.taskId,
    teamId: s.teamId,
    assignments: [
      { memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 3 },
      { memberId: s.members[1]!.memberId, userId: s.members[1]!.userId, assignNum: 1 },
    ],
  });
  expect(assigned.status, assigned.message).toBe(200);
  const shares = async () => (await f.call(leader, "GET", `${S}/list?taskId=${s.taskId}`)).data as Share[];
  return { s, id: s.taskId, shares };
}

const box = (s: TaskSetup) => ({ labelId: s.labelIds[0], x: 1, y: 1, width: 5, height: 5 });
const status = async (id: number) =>
  (await f.call(f.tokens.admin, "GET", `${T}/${id}`)).data.status as string;
const allItems = (s: TaskSetup, failed: number[] = []) =>
  s.itemIds.map((itemId) => ({ itemId, result: failed.includes(itemId) ? 0 : 1, remark: "" }));

describe("the home page's 临近截止的标注任务", () => {
  it("lists the task once for its leader and each member's own share once, named for them", async () => {
    const { id } = await splitTask();
    const near = async (token: string) => {
      const answer = await f.app.inject({
        method: "GET",
        url: HOMEPAGE_API.generalMessage,
        headers: { authorization: `Bearer ${token}` },
      });
      const rows = answer.json().data.tasks.nearDeadline as { id: number; name: string }[];
      return rows.filter((row) => row.name.startsWith("标注任务"));
    };
    const leader = await near(f.tokens.admin);
    // The task, not the task and its two shares as three identical rows.
    expect(leader.filter((row) => row.id === id).map((row) => row.name)).toEqual(["标注任务"]);
    expect(new Set(leader.map((row) => row.id)).size).toBe(leader.length);
    const annot1 = await near(f.tokens.annot1);
    expect(annot1.map((row) => row.name)).toContain("标注任务（标注员一）");
    expect(annot1.map((row) => row.name)).not.toContain("标注任务（标注员二）");
  });
});

describe("shares of a task", () => {
  it("after 分配 each share is ready to start, carries its member's name and counts its own boxes", async () => {
    const { s, id, shares } = await splitTask();
    const list = await shares();
    expect(list.map((share) => [share.taskName, share.status, share.itemCount])).toEqual([
      ["标注任务（标注员一）", "UNANNOTATION", 3],
      ["标注任务（标注员二）", "UNANNOTATION", 1],
    ]);
    expect(list[0]!.allowedOperations).not.toContain("ACTIVATE");
    // annot2 saves a box through the task: it lands on annot2's own share
    const saved = await f.call(f.tokens.annot2, "POST", `${T}/start/${id}`);
    expect(saved.data.status).toBe("INPROGRESS");
    const put = await f.call(f.tokens.annot2, "POST", "data-set-item-annotation/batch/save", {
      taskId: id,
      itemId: s.itemIds[3],
      annotations: [box(s)],
    });
    expect(put.status, put.message).toBe(200);
    const after = await shares();
    expect(after.map((share) => [share.status, share.annotatedCount])).toEqual([
      ["UNANNOTATION", 0],
      ["INPROGRESS", 1],
    ]);
    // annot1 may not save into annot2's item
    const foreign = await f.call(f.tokens.annot1, "POST", "data-set-item-annotation/batch/save", {
      taskId: id,
      itemId: s.itemIds[3],
      annotations: [box(s)],
    });
    expect(foreign.status).toBe(403);
    expect((await f.call(f.tokens.admin, "GET", `${T}/${id}`)).data.annotatedCount).toBe(1);
  });

  it("one share is sent back while the other is accepted; the task finishes only when both are accepted", async () => {
    const { s, id, shares } = await splitTask();
    const [a1, a2] = [f.tokens.annot1, f.tokens.annot2];
    const leader = f.tokens.admin;
    for (const token of [a1, a2]) await f.call(token, "POST", `${T}/start/${id}`);
    // annot2 is faster: submits and commits while annot1 still annotates
    await f.call(a2, "POST", `${T}/submit/${id}`);
    await f.call(a2, "POST", `${T}/commit-review`, { id });
    expect((await shares()).map((share) => share.status)).toEqual(["INPROGRESS", "UNREVIEW"]);
    expect(await status(id)).toBe("INPROGRESS");
    // a task-level review while annot1's share is still in progress: 409 naming the share
    const early = await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: id,
      reviewList: allItems(s),
    });
    expect([early.status, early.message]).toEqual([
      409,
      "子任务「标注任务（标注员一）」当前状态（标注中）不允许该操作",
    ]);
    await f.call(a1, "POST", `${T}/submit/${id}`);
    await f.call(a1, "POST", `${T}/commit-review`, { id });
    expect(await status(id)).toBe("UNREVIEW");
    // review all at once: annot1's first item fails, annot2's share passes
    const reviewed = await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: id,
      reviewList: allItems(s, [s.itemIds[0]!]),
    });
    expect(reviewed.status, reviewed.message).toBe(200);
    expect((await shares()).map((share) => share.status)).toEqual(["REVIEW_REJECT", "REVIEW_ACCEPTED"]);
    expect(reviewed.data.status).toBe("INPROGRESS");
    const [one, two] = (await shares()).map((share) => share.id);
    // share by share: annot2's share goes on to acceptance; annot1's is sent back
    expect((await f.call(leader, "POST", `${S}/hand-over/${two}`)).data.status).toBe("UNACCEPTED");
    expect((await f.call(leader, "POST", `${S}/send-back/${one}`)).data.status).toBe("UNCORRECT");
    // 抽样 outside 1..share size answers 400 with its message
    for (const size of [0, 99, -1]) {
      const bad = await f.call(leader, "POST", "data-set-item/sample", { taskId: two, size });
      expect([bad.status, bad.message]).toEqual([400, "抽样数量须在 1 到 1 之间"]);
    }
    const drawn = await f.call(leader, "POST", "data-set-item/sample", { taskId: two, size: 1 });
    const accepted = await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: two,
      reviewList: drawn.data.map((row: { itemId: number }) => ({ itemId: row.itemId, result: 1 })),
    });
    expect(accepted.data.status).toBe("ACCEPTED");
    expect((await shares()).map((share) => share.status)).toEqual(["UNCORRECT", "ACCEPTED"]);
    const finish = await f.call(leader, "POST", `${T}/finish/${id}`);
    expect([finish.status, finish.message]).toEqual([
      409,
      "子任务「标注任务（标注员一）」当前状态（待修正）不允许该操作",
    ]);
    // annot1 corrects; the leader reviews and accepts that share
    await f.call(a1, "POST", `${T}/submit/${id}`);
    await f.call(a1, "POST", `${T}/commit-review`, { id });
    const items = s.itemIds.slice(0, 3).map((itemId) => ({ itemId, result: 1 }));
    await f.call(leader, "POST", "data-set-item-annotation-review/batch", { taskId: one, reviewList: items });
    await f.call(leader, "POST", `${S}/hand-over/${one}`);
    const sample = await f.call(leader, "POST", "data-set-item/sample", { taskId: one, size: 2 });
    await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: one,
      reviewList: sample.data.map((row: { itemId: number }) => ({ itemId: row.itemId, result: 1 })),
    });
    expect(await status(id)).toBe("ACCEPTED");
    const done = await f.call(leader, "POST", `${T}/finish/${id}`);
    expect(done.data.status).toBe("FINISHED");
    expect((await shares()).map((share) => share.status)).toEqual(["FINISHED", "FINISHED"]);
  });

  it("an overdue task re-activates its unfinished share only and then follows its shares, not its old deadline", async () => {
    const { s, id, shares } = await splitTask();
    const [a1, a2] = [f.tokens.annot1, f.tokens.annot2];
    const leader = f.tokens.admin;
    for (const token of [a1, a2]) await f.call(token, "POST", `${T}/start/${id}`);
    await f.call(a2, "POST", `${T}/submit/${id}`);
    await f.call(a2, "POST", `${T}/commit-review`, { id });
    const two = (await shares())[1]!.id;
    const one = (await shares())[0]!.id;
    await f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: two,
      reviewList: [{ itemId: s.itemIds[3], result: 1 }],
    });
    await f.call(leader, "POST", `${S}/hand-over/${two}`);
    const drawn = await f.call(leader, "POST", "data-set-item/sample", { taskId: two, size: 1 });
    await f.call(leader, "POST", "data-set-item-annotation-review/sample", {
      taskId: two,
      reviewList: drawn.data.map((row: { itemId: number }) => ({ itemId: row.itemId, result: 1 })),
    });
    f.clock.advance(61 * MINUTE);
    expect((await shares()).map((share) => share.status)).toEqual(["UNFINISH", "ACCEPTED"]);
    const overdue = (await f.call(leader, "GET", `${T}/${id}`)).data;
    expect(overdue).toMatchObject({ status: "UNFINISH", resumeStatus: "INPROGRESS" });
    expect(overdue.allowedOperations).toEqual(["ACTIVATE", "FINISH", "CANCEL"]);

    // 激活 on the task: only the unfinished share resumes; the accepted share keeps its status
    const deadline = f.clock.now() + 60 * MINUTE;
    const again = await f.call(leader, "POST", `${T}/active`, { id, deadlineTime: deadline });
    expect([again.status, again.message]).toEqual([200, "success"]);
    expect(again.data).toMatchObject({ status: "INPROGRESS", deadlineTime: deadline });
    expect((await shares()).map((share) => share.status)).toEqual(["INPROGRESS", "ACCEPTED"]);
    f.clock.advance(MINUTE);
    expect(await status(id)).toBe("INPROGRESS");

    // overdue again; this time the share is re-activated on its own page: the task follows it
    f.clock.advance(61 * MINUTE);
    expect(await status(id)).toBe("UNFINISH");
    const later = f.clock.now() + 30 * MINUTE;
    const own = await f.call(leader, "POST", `${S}/active`, { id: one, deadlineTime: later });
    expect([own.status, own.data.status]).toEqual([200, "INPROGRESS"]);
    f.clock.advance(MINUTE);
    const task = (await f.call(leader, "GET", `${T}/${id}`)).data;
    expect(task).toMatchObject({ status: "INPROGRESS", deadlineTime: later, resumeStatus: null });
    expect(task.allowedOperations).not.toContain("ACTIVATE");
    expect((await shares()).map((share) => share.status)).toEqual(["INPROGRESS", "ACCEPTED"]);
  });
});
