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

/**
 * GET tb-team/with-tasks (团队列表 inside team tasks): the teams a user leads or belongs to, with members and
 * the team's tasks that user may open, with status and progress.
 */
let f: AnnotationFixture;
let s: TaskSetup;
let assignedId: number;
const T = "data-set-annotation-task";
const URL = "tb-team/with-tasks";

interface TeamAnswer {
  teamId: number;
  teamName: string;
  leaderName: string;
  lead: boolean;
  members: { userName: string }[];
  tasks: {
    id: number;
    taskName: string;
    status: string;
    statusText: string;
    itemCount: number;
    annotatedCount: number;
    share: { id: number; itemCount: number; annotatedCount: number; statusText: string } | null;
  }[];
}

beforeAll(async () => {
  f = await annotationFixture();
  s = await taskSetup(f, 4);
  const leader = f.tokens.admin;
  // A second task of the same team, assigned 3/1 and started by annot1 with one box.
  const created = await f.call(leader, "POST", T, {
    taskName: "已分配任务",
    dataSetId: s.datasetId,
    versionId: s.versionId,
    labelGroupId: s.groupId,
    teamId: s.teamId,
  });
  assignedId = created.data.id;
  await f.call(leader, "POST", `${T}/active`, { id: assignedId, deadlineTime: f.clock.now() + 60 * MINUTE });
  await f.call(leader, "POST", `${T}/assign`, {
    annotationTaskId: assignedId,
    teamId: s.teamId,
    assignments: [
      { memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 3 },
      { memberId: s.members[1]!.memberId, userId: s.members[1]!.userId, assignNum: 1 },
    ],
  });
  await f.call(f.tokens.annot1, "POST", `${T}/start/${assignedId}`);
  const saved = await f.call(f.tokens.annot1, "POST", "data-set-item-annotation/batch/save", {
    taskId: assignedId,
    itemId: s.itemIds[0],
    annotations: [{ labelId: s.labelIds[0], x: 1, y: 1, width: 5, height: 5 }],
  });
  expect(saved.status, saved.message).toBe(200);
});
afterAll(closeAll);

const teams = async (token: string) => {
  const answer = await f.call(token, "GET", URL);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as TeamAnswer[];
};

describe("GET tb-team/with-tasks", () => {
  it("the leader sees the team they lead, its members and every task of the team with its progress", async () => {
    const team = (await teams(f.tokens.admin)).find((entry) => entry.teamId === s.teamId)!;
    expect(team).toMatchObject({ lead: true });
    expect(team.members.map((member) => member.userName)).toEqual(["annot1", "annot2"]);
    expect(
      team.tasks.map((task) => [task.taskName, task.statusText, task.annotatedCount, task.itemCount]),
    ).toEqual([
      ["已分配任务", "标注中", 1, 4],
      ["标注任务", "待下发", 0, 4],
    ]);
    expect(team.tasks[0]!.share).toBeNull();
  });

  it("a member sees the team they belong to, and only the tasks assigned to them, with their own share", async () => {
    const list = await teams(f.tokens.annot1);
    expect(list.map((team) => team.teamId)).toEqual([s.teamId]);
    const [team] = list;
    expect(team).toMatchObject({ lead: false, leaderName: "管理员" });
    expect(team!.tasks.map((task) => task.id)).toEqual([assignedId]);
    expect(team!.tasks[0]!.share).toMatchObject({ itemCount: 3, annotatedCount: 1, statusText: "标注中" });
    const other = await teams(f.tokens.annot2);
    expect(other[0]!.tasks[0]!.share).toMatchObject({
      itemCount: 1,
      annotatedCount: 0,
      statusText: "待标注",
    });
  });

  it("a user in no team gets an empty list; without a session 401", async () => {
    expect(await teams(f.tokens.dev)).toEqual([]);
    const anonymous = await f.app.inject({ url: `/api/aimanager/v1/${URL}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
