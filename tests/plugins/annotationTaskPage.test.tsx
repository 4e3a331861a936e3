import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taskPageHref } from "../../src/plugins/annotation/paths";
import { renderInTestShell } from "../../src/testing";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { annotationCore, annotationServer } from "./annotationServer";
import { cleanShellAfterEach } from "../support/testShell";

/**
 * The task page against the reference server: the buttons are exactly the operations the machine allows
 * the signed-in user; each operation goes through and the page shows the task's next status.
 */
cleanShellAfterEach();
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(4));
}, 60_000);
afterAll(() => close());

async function openTaskPage(account: "admin" | "annot1" | "annot2", taskId: number) {
  const core = await annotationCore(f, account);
  const view = await renderInTestShell(null, { core, route: taskPageHref(taskId) });
  await screen.findByRole("toolbar", { name: "操作" }, { timeout: 8000 });
  return view;
}

const toolbar = () => screen.getByRole("toolbar", { name: "操作" });
const buttonNames = () =>
  within(toolbar())
    .queryAllByRole("button")
    .map((button) => button.textContent);
const statusShown = (text: string) =>
  waitFor(() =>
    expect(within(screen.getByRole("table", { name: "任务详情" })).getByText(text)).toBeInTheDocument(),
  );

async function newTask(name: string): Promise<number> {
  const answer = await f.call(f.tokens.admin, "POST", "data-set-annotation-task", {
    taskName: name,
    description: "",
    dataSetId: s.datasetId,
    versionId: s.versionId,
    labelGroupId: s.groupId,
    teamId: s.teamId,
  });
  return answer.data.id as number;
}

describe("the task page", () => {
  it("shows a task in UNISSUE with exactly 激活 and 撤销, and its details", async () => {
    await openTaskPage("admin", s.taskId);
    expect(buttonNames()).toEqual(["激活", "撤销"]);
    expect(screen.getByRole("heading", { name: "标注任务" })).toBeInTheDocument();
    await statusShown("待下发");
  });

  it("activates with a future deadline and assigns the team's members evenly; then a member may start", async () => {
    await openTaskPage("admin", s.taskId);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "激活" }));
    const activate = await screen.findByRole("dialog");
    const deadline = within(activate).getByLabelText(/截止时间/);
    fireEvent.change(deadline, { target: { value: "2001-01-01T08:00" } });
    fireEvent.click(within(activate).getByRole("button", { name: "确定" }));
    expect(await within(activate).findByText("截止时间须晚于当前时间")).toBeInTheDocument();
    fireEvent.change(deadline, { target: { value: "2099-01-01T08:00" } });
    fireEvent.click(within(activate).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(buttonNames()).toEqual(["分配", "撤销"]));
    await statusShown("待分配");

    fireEvent.click(within(toolbar()).getByRole("button", { name: "分配" }));
    const assign = await screen.findByRole("dialog");
    const first = await within(assign).findByLabelText("标注员一 分配数量");
    expect(first).toHaveValue(2);
    expect(within(assign).getByLabelText("标注员二 分配数量")).toHaveValue(2);
    expect(within(assign).getByText("已分配 4 / 4")).toBeInTheDocument();
    fireEvent.change(first, { target: { value: "3" } });
    fireEvent.click(within(assign).getByRole("button", { name: "确定" }));
    expect(await within(assign).findByRole("alert")).toHaveTextContent("分配数量之和须等于数据总数（4）");
    fireEvent.change(first, { target: { value: "1" } });
    fireEvent.change(within(assign).getByLabelText("标注员二 分配数量"), { target: { value: "3" } });
    fireEvent.click(within(assign).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(buttonNames()).toEqual(["撤销"]));
    await statusShown("待标注");
    expect(await screen.findByRole("table", { name: "子任务" })).toHaveTextContent("标注员二");
  });

  it("shows an assigned member exactly 开始标注, then 提交 once started", async () => {
    await openTaskPage("annot1", s.taskId);
    expect(buttonNames()).toEqual(["开始标注"]);
    await act(async () => fireEvent.click(within(toolbar()).getByRole("button", { name: "开始标注" })));
    await waitFor(() => expect(buttonNames()).toEqual(["提交"]));
    await statusShown("标注中");
  });

  it("cancels after confirmation and then offers nothing", async () => {
    const id = await newTask("撤销任务");
    await openTaskPage("admin", id);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "撤销" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认撤销任务“撤销任务”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await statusShown("已撤销");
    expect(buttonNames()).toEqual([]);
  });
});
