import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNOTATION_PAGES } from "../../src/plugins/annotation/paths";
import { renderInTestShell } from "../../src/testing";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { cleanShellAfterEach } from "../support/testShell";
import { annotationCore, annotationServer, operate } from "./annotationServer";
import "../../src/plugins/annotation/teams/TeamListPage";
import "../../src/plugins/annotation/overview/TaskOverviewPage";

/**
 * 团队列表 (/home/dataset-management/team-task-management/team-task/teams) against the reference server: the
 * teams the user leads or belongs to, their members and tasks with progress; a task opens its page.
 */
cleanShellAfterEach();
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;
const T = "data-set-annotation-task";

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(4));
  await operate(f, f.tokens.admin, `${T}/active`, { id: s.taskId, deadlineTime: Date.now() + 3600_000 });
  await operate(f, f.tokens.admin, `${T}/assign`, {
    annotationTaskId: s.taskId,
    teamId: s.teamId,
    assignments: [
      { memberId: s.members[0]!.memberId, userId: s.members[0]!.userId, assignNum: 3 },
      { memberId: s.members[1]!.memberId, userId: s.members[1]!.userId, assignNum: 1 },
    ],
  });
});
afterAll(() => close());

async function openTeams(account: "admin" | "annot1" | "dev") {
  const core = await annotationCore(f, account);
  await renderInTestShell(null, { core, route: ANNOTATION_PAGES.teams.path });
  await screen.findByRole("heading", { name: "团队列表" });
}

const teamCard = async () => {
  const name = (await f.call(f.tokens.admin, "GET", "tb-team/list")).data[0].teamName as string;
  return screen.findByRole("region", { name });
};

describe("团队列表", () => {
  it("shows the leader's team with its members and tasks, and opens a task's page", async () => {
    await openTeams("admin");
    const card = await teamCard();
    expect(within(card).getByText("我负责的")).toBeInTheDocument();
    expect(
      within(within(card).getByRole("list", { name: "成员" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["标注员一", "标注员二"]);
    const rows = within(within(card).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("标注任务");
    expect(rows[0]).toHaveTextContent("待标注");
    expect(rows[0]).toHaveTextContent("0 / 4");
    await act(async () => fireEvent.click(within(rows[0]!).getByRole("button", { name: "标注任务" })));
    await waitFor(() => expect(window.location.hash).toContain(`task-page?id=${s.taskId}`));
  });

  it("shows a member the team they belong to with their own share's progress", async () => {
    await openTeams("annot1");
    const card = await teamCard();
    expect(within(card).getByText("我参与的")).toBeInTheDocument();
    expect(within(card).getByText("负责人：管理员")).toBeInTheDocument();
    expect(within(card).getByText("我的 0 / 3")).toBeInTheDocument();
  });

  it("任务概览 links to it", async () => {
    const core = await annotationCore(f, "admin");
    await renderInTestShell(null, { core, route: ANNOTATION_PAGES.overview.path });
    const link = await screen.findByRole("button", { name: "团队列表" });
    await act(async () => fireEvent.click(link));
    await waitFor(() => expect(window.location.hash).toBe(`#${ANNOTATION_PAGES.teams.path}`));
    expect(await teamCard()).toBeInTheDocument();
  });

  it("says so when the user is in no team", async () => {
    await openTeams("dev");
    expect(await screen.findByText("你还没有负责或参与的团队")).toBeInTheDocument();
  });
});
