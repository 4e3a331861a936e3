import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedOperations, type TaskStatus } from "../../src/machines/annotationTask.machine";
import { taskPageHref } from "../../src/plugins/annotation/paths";
import { buttonLabel, operationButtons } from "../../src/plugins/annotation/taskOperations";
import { cleanupTestShell, renderInTestShell } from "../../src/testing";
import { formatDateTime } from "../../src/ui/kit/dates";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { annotationCore, annotationServer, operate } from "./annotationServer";
import { cleanShellAfterEach } from "../support/testShell";
// Loaded with the file: the task page's 激活 dialog brings Blueprint's date picker, which takes
// seconds to import on a busy machine, so the route's lazy chunk is ready when it opens.
import "../../src/plugins/annotation/task/TaskPage";

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
});
afterAll(() => close());

async function openTaskPage(account: "admin" | "annot1" | "annot2", taskId: number) {
  const core = await annotationCore(f, account);
  const view = await renderInTestShell(null, { core, route: taskPageHref(taskId) });
  await screen.findByRole("toolbar", { name: "操作" });
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

/** A deadline a month from now, as the picker takes it. */
const inAMonth = () => formatDateTime(Date.now() + 30 * 86_400_000);

/** Types a deadline into the 激活 dialog's date picker as YYYY-MM-DD HH:mm:ss and leaves the field. */
function typeDeadline(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
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
    typeDeadline(deadline, "2020-01-01 08:00:00");
    fireEvent.click(within(activate).getByRole("button", { name: "确定" }));
    expect(await within(activate).findByText("截止时间须晚于当前时间")).toBeInTheDocument();
    typeDeadline(deadline, inAMonth());
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

  it("cancels after confirmation, then offers nothing; the operation goes to the operation log", async () => {
    const id = await newTask("撤销任务");
    const { core } = await openTaskPage("admin", id);
    const logged: string[] = [];
    core.bus.on("oplog.action").subscribe((event) => logged.push(event.payload.content));
    fireEvent.click(within(toolbar()).getByRole("button", { name: "撤销" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认撤销任务“撤销任务”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await statusShown("已撤销");
    expect(buttonNames()).toEqual([]);
    expect(logged).toEqual(["撤销任务 撤销任务"]);
  });
});

describe("a sub-task's page (one member's share)", () => {
  it("opens from the task's 子任务 table ready to start, titled with its member, with its own operations", async () => {
    // The main task was assigned in the first describe: one share per member, each 待标注 (annot1 started).
    await openTaskPage("admin", s.taskId);
    const shares = await screen.findByRole("table", { name: "子任务" });
    await act(async () => fireEvent.click(within(shares).getByRole("button", { name: "查看 标注员二" })));
    await waitFor(() => expect(buttonNames()).toEqual(["撤销"]));
    expect(screen.getByRole("heading", { name: "标注任务（标注员二）" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "子任务" })).toBeNull();
    await statusShown("待标注");
  });

  it("shows the member of a share only the member's operations; their step leaves the other share alone", async () => {
    const list = async () =>
      (await f.call(f.tokens.admin, "GET", `data-set-annotation-sub-task/list?taskId=${s.taskId}`)).data as {
        id: number;
        status: string;
        members: { userName: string }[];
      }[];
    const share = (await list()).find((sub) => sub.members[0]?.userName === "annot2");
    const core = await annotationCore(f, "annot2");
    await renderInTestShell(null, { core, route: taskPageHref(share!.id, true) });
    await screen.findByRole("toolbar", { name: "操作" });
    await statusShown("待标注");
    expect(buttonNames()).toEqual(["开始标注"]);
    await act(async () => fireEvent.click(within(toolbar()).getByRole("button", { name: "开始标注" })));
    await waitFor(() => expect(buttonNames()).toEqual(["提交"]));
    expect((await list()).map((sub) => sub.status)).toEqual(["INPROGRESS", "INPROGRESS"]);
  });

  it("提交 warns when items of the share have no box; 取消 keeps the share in progress", async () => {
    await openTaskPage("annot2", s.taskId);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "提交" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("还有 3 张数据没有标注框，确认提交吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    expect(buttonNames()).toEqual(["提交"]);
  });

  it("a stale page gets the 409 message and reloads the task so its buttons match", async () => {
    const id = await newTask("过期页面");
    const T = "data-set-annotation-task";
    await operate(f, f.tokens.admin, `${T}/active`, { id, deadlineTime: Date.now() + 3600_000 });
    const { core } = await openTaskPage("admin", id);
    expect(buttonNames()).toEqual(["分配", "撤销"]);
    const tips: string[] = [];
    core.bus.on("ui.tip").subscribe((event) => tips.push(event.payload.message));
    // another tab cancels the task
    await operate(f, f.tokens.admin, `${T}/cancel/${id}`);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "撤销" }));
    const confirm = await screen.findByRole("alertdialog");
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "确认" })));
    await waitFor(() => expect(tips).toContain("当前状态（已撤销）不允许该操作"));
    await statusShown("已撤销");
    await waitFor(() => expect(buttonNames()).toEqual([]));
  });
});

describe("the task page through the leader's later statuses", () => {
  const T = "data-set-annotation-task";
  const leaderButtons = (state: { status: TaskStatus; deadline?: number | null }) =>
    operationButtons(allowedOperations({ deadline: Date.now() + 3600_000, ...state }, "leader")).map(
      buttonLabel,
    );

  it("offers exactly the machine's operations in each status, with 评分 checked and 完成 confirmed", async () => {
    const id = await newTask("后续状态");
    const op = (token: string, path: string, body?: unknown) => operate(f, token, path, body);
    await op(f.tokens.admin, `${T}/active`, { id, deadlineTime: Date.now() + 3600_000 });
    await op(f.tokens.admin, `${T}/assign`, {
      annotationTaskId: id,
      teamId: s.teamId,
      assignments: s.members.map((member) => ({
        memberId: member.memberId,
        userId: member.userId,
        assignNum: 2,
      })),
    });
    // every share committed: the task is under review
    for (const token of [f.tokens.annot1, f.tokens.annot2]) {
      await op(token, `${T}/start/${id}`);
      await op(token, `${T}/submit/${id}`);
      await op(token, `${T}/commit-review`, { id });
    }
    await openTaskPage("admin", id);
    expect(buttonNames()).toEqual(["审核", "撤销"]);
    expect(buttonNames()).toEqual(leaderButtons({ status: "UNREVIEW" }));

    await op(f.tokens.admin, "data-set-item-annotation-review/batch", {
      taskId: id,
      type: "review",
      reviewList: s.itemIds.map((itemId) => ({ itemId, annotationIds: [], result: 1, remark: "" })),
    });
    await op(f.tokens.admin, `${T}/hand-over/${id}`);
    const drawn = await op(f.tokens.admin, "data-set-item/sample", { taskId: id, size: 1 });
    await op(f.tokens.admin, "data-set-item-annotation-review/sample", {
      taskId: id,
      type: "accept",
      reviewList: drawn.map((row: { itemId: number; sampleId: number }) => ({
        ...row,
        result: 1,
        remark: "",
      })),
    });
    cleanupTestShell();
    await openTaskPage("admin", id);
    expect(buttonNames()).toEqual(["评分", "完成", "撤销"]);
    expect(buttonNames()).toEqual(leaderButtons({ status: "ACCEPTED" }));

    fireEvent.click(within(toolbar()).getByRole("button", { name: "评分" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/评分/), { target: { value: "101" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await within(dialog).findByText("评分须为 0 到 100 之间的数字")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/评分/), { target: { value: "88" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确定" })));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "任务详情" })).getByText("88")).toBeInTheDocument(),
    );

    fireEvent.click(within(toolbar()).getByRole("button", { name: "完成" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("确认完成任务“后续状态”吗？");
    fireEvent.click(within(confirm).getByRole("button", { name: "确认" }));
    await statusShown("已完成");
    expect(buttonNames()).toEqual([]);
  });
});
