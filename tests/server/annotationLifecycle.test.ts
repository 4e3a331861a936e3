// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACTIVE_STATUSES,
  LIFECYCLE_TABLE,
  OPERATION_ROLE,
  TASK_STATUSES,
  type TaskOperation,
  type TaskStatus,
} from "../../src/machines/annotationTask.machine";
import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import {
  annotationFixture,
  MINUTE,
  taskSetup,
  type AnnotationFixture,
  type Answer,
  type TaskSetup,
} from "./annotationFixture";
import { closeAll } from "./helpers";

/**
 * The lifecycle through the HTTP calls: every row of LIFECYCLE_TABLE, the deadline (UNFINISH), re-activation,
 * cancel from every non-final status, illegal operations (409, status unchanged) and wrong roles (403).
 */
let f: AnnotationFixture;
let s: TaskSetup;
let leader: string;
let member: string;

beforeAll(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 4);
  leader = f.tokens.admin;
  member = f.tokens.annot1;
});
afterAll(closeAll);

const T = "data-set-annotation-task";

async function newTask(): Promise<number> {
  const answer = await f.call(leader, "POST", T, {
    taskName: "生命周期",
    dataSetId: s.datasetId,
    versionId: s.versionId,
    labelGroupId: s.groupId,
    teamId: s.teamId,
  });
  expect(answer.status).toBe(200);
  return answer.data.id as number;
}

async function status(id: number): Promise<TaskStatus> {
  return (await f.call(leader, "GET", `${T}/${id}`)).data.status as TaskStatus;
}

const reviewList = (fail: boolean) =>
  s.itemIds.map((itemId, index) => ({
    itemId,
    annotationIds: [],
    result: fail && index === 0 ? 0 : 1,
    remark: "",
  }));

async function accept(id: number, fail: boolean): Promise<Answer> {
  const drawn = await f.call(leader, "POST", "data-set-item/sample", { taskId: id, size: 2 });
  if (drawn.status !== 200) return drawn;
  const list = (drawn.data as { sampleId: number; itemId: number }[]).map((row, index) => ({
    itemId: row.itemId,
    sampleId: row.sampleId,
    result: fail && index === 0 ? 0 : 1,
    remark: fail && index === 0 ? "框偏了" : "",
  }));
  return f.call(leader, "POST", "data-set-item-annotation-review/sample", {
    taskId: id,
    type: "accept",
    reviewList: list,
  });
}

/**
 * The HTTP call of each operation (the member's calls as annot1). ASSIGN gives every item to annot1: a task
 * with one share follows that share through every row of the table (two shares: see annotationShares.test.ts).
 */
const CALL: Record<TaskOperation, (id: number) => Promise<Answer>> = {
  ACTIVATE: (id) => f.call(leader, "POST", `${T}/active`, { id, deadlineTime: f.clock.now() + MINUTE }),
  ASSIGN: (id) =>
    f.call(leader, "POST", `${T}/assign`, {
      annotationTaskId: id,
      teamId: s.teamId,
      assignments: [{ memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 4 }],
    }),
  START: (id) => f.call(member, "POST", `${T}/start/${id}`),
  SUBMIT: (id) => f.call(member, "POST", `${T}/submit/${id}`),
  COMMIT_REVIEW: (id) => f.call(member, "POST", `${T}/commit-review`, { id }),
  REVIEW_PASS: (id) =>
    f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: id,
      type: "review",
      reviewList: reviewList(false),
    }),
  REVIEW_FAIL: (id) =>
    f.call(leader, "POST", "data-set-item-annotation-review/batch", {
      taskId: id,
      type: "review",
      reviewList: reviewList(true),
    }),
  SEND_BACK: (id) => f.call(leader, "POST", `${T}/send-back/${id}`),
  SUBMIT_CORRECTION: (id) => f.call(member, "POST", `${T}/submit/${id}`),
  HAND_OVER: (id) => f.call(leader, "POST", `${T}/hand-over/${id}`),
  ACCEPT_PASS: (id) => accept(id, false),
  ACCEPT_FAIL: (id) => accept(id, true),
  SCORE: (id) => f.call(leader, "POST", `${T}/score`, { id, score: 90 }),
  FINISH: (id) => f.call(leader, "POST", `${T}/finish/${id}`),
  CANCEL: (id) => f.call(leader, "POST", `${T}/cancel/${id}`),
};

/** The shortest list of table operations from UNISSUE to `target` (found in the table itself). */
function pathTo(target: TaskStatus): TaskOperation[] {
  const queue: [TaskStatus, TaskOperation[]][] = [["UNISSUE", []]];
  const seen = new Set<TaskStatus>(["UNISSUE"]);
  while (queue.length) {
    const [at, ops] = queue.shift()!;
    if (at === target) return ops;
    for (const [from, op, to] of LIFECYCLE_TABLE)
      if (from === at && !seen.has(to)) {
        seen.add(to);
        queue.push([to, [...ops, op]]);
      }
  }
  throw new Error(`no path to ${target}`);
}

/** A fresh task driven to `target`, asserting every step; UNFINISH: an in-progress task whose deadline passed. */
async function driveTo(target: TaskStatus): Promise<number> {
  const id = await newTask();
  if (target === "UNFINISH") {
    await driveSteps(id, pathTo("INPROGRESS"));
    f.clock.advance(2 * MINUTE);
    expect(await status(id)).toBe("UNFINISH");
    return id;
  }
  if (target === "CANCEL") {
    expect((await CALL.CANCEL(id)).status).toBe(200);
    return id;
  }
  await driveSteps(id, pathTo(target));
  return id;
}

async function driveSteps(id: number, ops: TaskOperation[]) {
  for (const op of ops) {
    const answer = await CALL[op](id);
    if (answer.status !== 200) throw new Error(`${op}: ${answer.status} ${answer.message}`);
  }
}

describe("every row of LIFECYCLE_TABLE through the HTTP calls", () => {
  it.each(LIFECYCLE_TABLE.map(([from, op, to]) => [from, op, to] as const))(
    "%s --%s--> %s",
    async (from, op, to) => {
      const id = await driveTo(from);
      expect(await status(id)).toBe(from);
      const answer = await CALL[op](id);
      expect(answer.status, answer.message).toBe(200);
      expect(await status(id)).toBe(to);
      if (op === "SCORE") expect((await f.call(leader, "GET", `${T}/${id}`)).data.score).toBe(90);
    },
  );
});

describe("the generic rows", () => {
  it.each(ACTIVE_STATUSES.map((status) => [status]))(
    "%s: the deadline passing makes it UNFINISH, activation returns it there",
    async (active) => {
      const id = await driveTo(active);
      f.clock.advance(MINUTE + 1);
      const overdue = await f.call(leader, "GET", `${T}/${id}`);
      expect(overdue.data).toMatchObject({ status: "UNFINISH", statusText: "未完成", resumeStatus: active });
      expect(overdue.data.allowedOperations).toEqual(["ACTIVATE", "FINISH", "CANCEL"]);

      const past = await f.call(leader, "POST", `${T}/active`, { id, deadlineTime: f.clock.now() - 1 });
      expect([past.status, past.message]).toEqual([400, "截止时间须晚于当前时间"]);
      const again = await CALL.ACTIVATE(id);
      expect(again.status).toBe(200);
      expect(again.data).toMatchObject({
        status: active,
        resumeStatus: null,
        deadlineTime: f.clock.now() + MINUTE,
      });
    },
  );

  it("an operation on an overdue task answers 409 with 未完成 and the task stays UNFINISH", async () => {
    const id = await driveTo("UNANNOTATION");
    f.clock.advance(2 * MINUTE);
    const start = await CALL.START(id);
    expect([start.status, start.message]).toEqual([409, "当前状态（未完成）不允许该操作"]);
    expect(await status(id)).toBe("UNFINISH");
    // the settled status is stored: the listing shows it without another read of the task
    const page = await f.call(leader, "POST", `${T}/page`, { pageNum: 1, pageSize: 100, status: "UNFINISH" });
    expect(page.data.list.map((task: { id: number }) => task.id)).toContain(id);
  });

  it("UNFINISH --FINISH--> FINISHED", async () => {
    const id = await driveTo("UNFINISH");
    expect((await CALL.FINISH(id)).status).toBe(200);
    expect(await status(id)).toBe("FINISHED");
  });

  const cancellable = TASK_STATUSES.filter((status) => status !== "FINISHED" && status !== "CANCEL");
  it.each(cancellable.map((status) => [status]))("%s --CANCEL--> CANCEL", async (from) => {
    const id = await driveTo(from);
    expect(await status(id)).toBe(from);
    const answer = await CALL.CANCEL(id);
    expect(answer.data).toMatchObject({ status: "CANCEL", statusText: "已撤销", allowedOperations: [] });
    expect(await status(id)).toBe("CANCEL");
  });
});

describe("refusals", () => {
  const illegal: [TaskStatus, TaskOperation][] = [
    ["UNISSUE", "FINISH"],
    ["UNISSUE", "ASSIGN"],
    ["UNASSIGNED", "FINISH"],
    ["UNANNOTATION", "SUBMIT"],
    ["INPROGRESS", "COMMIT_REVIEW"],
    ["INPROGRESS", "ACTIVATE"],
    ["UNCOMMIT", "REVIEW_PASS"],
    ["UNREVIEW", "SEND_BACK"],
    ["REVIEW_REJECT", "HAND_OVER"],
    ["REVIEW_ACCEPTED", "ACCEPT_PASS"],
    ["REVIEW_ACCEPTED", "FINISH"],
    ["UNACCEPTED", "SCORE"],
    ["ACCEPTED_REJECT", "FINISH"],
    ["UNCORRECT", "COMMIT_REVIEW"],
    ["UNREVIEW", "SUBMIT"],
    ["FINISHED", "CANCEL"],
    ["CANCEL", "CANCEL"],
    ["CANCEL", "ACTIVATE"],
  ];
  it.each(illegal)("%s refuses %s: 409 with the status text, status unchanged", async (from, op) => {
    const id = await driveTo(from);
    const answer = await CALL[op](id);
    // After 分配 a leader's share-wide step is refused by the share, named with its member (annotationTaskShares);
    // re-activation reaches unfinished shares only, so without one the task's own status refuses it.
    const assigned = !["UNISSUE", "UNASSIGNED", "CANCEL", "FINISHED"].includes(from);
    const shareWide = OPERATION_ROLE[op] === "leader" && !["ASSIGN", "SCORE", "ACTIVATE"].includes(op);
    const where = assigned && shareWide ? "子任务「生命周期（标注员一）」" : "";
    expect([answer.status, answer.code, answer.message]).toEqual([
      409,
      409,
      `${where}当前状态（${TASK_STATUS_TEXT[from]}）不允许该操作`,
    ]);
    expect(await status(id)).toBe(from);
  });

  it("the wrong role answers 403 and changes nothing", async () => {
    const id = await driveTo("UNANNOTATION");
    // the member may not finish, cancel or activate; the leader (not assigned) may not start
    expect((await f.call(member, "POST", `${T}/cancel/${id}`)).status).toBe(403);
    expect(
      (await f.call(member, "POST", `${T}/active`, { id, deadlineTime: f.clock.now() + MINUTE })).status,
    ).toBe(403);
    expect((await f.call(leader, "POST", `${T}/start/${id}`)).status).toBe(403);
    // someone neither leader nor member: 403 on reading and on operating
    expect((await f.call(f.tokens.dev, "GET", `${T}/${id}`)).status).toBe(403);
    expect((await f.call(f.tokens.dev, "POST", `${T}/start/${id}`)).status).toBe(403);
    expect(await status(id)).toBe("UNANNOTATION");
    // the member's own view offers the member's operations only
    const mine = await f.call(member, "GET", `${T}/${id}`);
    expect(mine.data.allowedOperations).toEqual(["START"]);
    const lead = await f.call(leader, "GET", `${T}/${id}`);
    expect(lead.data.allowedOperations).toEqual(["CANCEL"]);
  });

  it("an unknown task answers 404", async () => {
    expect((await f.call(leader, "POST", `${T}/finish/99999`)).status).toBe(404);
    expect((await f.call(leader, "GET", `${T}/99999`)).status).toBe(404);
  });
});
