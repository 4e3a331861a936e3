import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATHS, sampleAcceptHref } from "../../src/plugins/annotation/paths";
import { renderInTestShell } from "../../src/testing";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { cleanShellAfterEach } from "../support/testShell";
import { annotationCore, annotationServer, operate } from "./annotationServer";

/** The overview board with 新建任务, my tasks and sample acceptance, against the reference server. */
cleanShellAfterEach();
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;
const T = "data-set-annotation-task";

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(4));
  URL.createObjectURL = vi.fn(() => "blob:item");
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => close());

async function open(account: "admin" | "annot1", route: string) {
  const core = await annotationCore(f, account);
  return renderInTestShell(null, { core, route });
}

const column = (statusText: string) =>
  screen
    .getByRole("region", { name: "任务看板" })
    .querySelector(`section[aria-label="${statusText}"]`) as HTMLElement;

describe("the task overview", () => {
  it("shows every status with its count, the board, a task's people, and creates a task", async () => {
    await open("admin", PATHS.overview);
    const stats = await screen.findByRole("list", { name: "状态统计" });
    expect(within(stats).getAllByRole("listitem")).toHaveLength(15);
    expect(within(stats).getByText("待下发 1")).toBeInTheDocument();
    await waitFor(() => expect(within(column("待下发")).getAllByRole("button")).toHaveLength(1));
    fireEvent.click(within(column("待下发")).getByRole("button"));
    expect(await screen.findByText("人员进度：标注任务")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "新建任务" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入任务名称")).toBeInTheDocument();
    expect(
      within(dialog).getByText("请选择数据集", { selector: ".bp6-form-helper-text" }),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/任务名称/), { target: { value: "第二个任务" } });
    await waitFor(() => expect(within(dialog).getAllByRole("option").length).toBeGreaterThan(3));
    fireEvent.change(within(dialog).getByLabelText(/数据集/), { target: { value: String(s.datasetId) } });
    await within(dialog).findByRole("option", { name: "V1（4）" });
    fireEvent.change(within(dialog).getByLabelText(/版本/), { target: { value: String(s.versionId) } });
    fireEvent.change(within(dialog).getByLabelText(/标签组/), { target: { value: String(s.groupId) } });
    fireEvent.change(within(dialog).getByLabelText(/团队/), { target: { value: String(s.teamId) } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "保存" })));
    await waitFor(() => expect(within(column("待下发")).getAllByRole("button")).toHaveLength(2));
    expect(within(column("待下发")).getByText("第二个任务")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("待下发 2")).toBeInTheDocument());
  });
});

describe("my tasks", () => {
  it("lists the tasks a member is assigned to in both tabs and opens one", async () => {
    await operate(f, f.tokens.admin, `${T}/active`, {
      id: s.taskId,
      deadlineTime: Date.now() + 24 * 3600_000,
    });
    await operate(f, f.tokens.admin, `${T}/assign`, {
      annotationTaskId: s.taskId,
      teamId: s.teamId,
      assignments: s.members.map((member) => ({
        memberId: member.memberId,
        userId: member.userId,
        assignNum: 2,
      })),
    });
    await open("annot1", PATHS.myTask);
    const table = await screen.findByRole("table", { name: "我的任务" });
    await within(table).findByText("标注任务");
    expect(within(table).getByText("待标注")).toBeInTheDocument();
    // The member's own share (2 of the task's 4 items), not the task's progress.
    expect(within(table).getByText("0/2")).toBeInTheDocument();
    expect(within(table).queryByText("0/4")).toBeNull();
    expect(within(table).queryByText("第二个任务")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "未完成任务" }));
    // The tab is the spec's sub-page: the address follows it.
    await waitFor(() => expect(location.hash).toMatch(/my-task\/unfinished-task$/));
    expect(await screen.findByRole("tab", { name: "未完成任务" })).toHaveAttribute("aria-selected", "true");
    const unfinished = await screen.findByRole("table", { name: "我的任务" });
    await waitFor(() => expect(within(unfinished).getAllByRole("row")).toHaveLength(2));
    fireEvent.click(within(unfinished).getByText("标注任务"));
    // A member lands on their own share; the route's query lives in the hash, with its route.
    const shares = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-annotation-sub-task/list?taskId=${s.taskId}`,
    );
    const own = shares.data.find(
      (share: { members: { userName: string }[] }) => share.members[0]?.userName === "annot1",
    );
    await waitFor(() => expect(location.hash).toMatch(new RegExp(`my-task/task-page\\?id=${own.id}&sub=1$`)));
    expect(location.search).toBe("");
  });
});

describe("sample acceptance", () => {
  it("draws a sample, takes a verdict per item and accepts the task", async () => {
    for (const token of [f.tokens.annot1, f.tokens.annot2]) {
      await operate(f, token, `${T}/start/${s.taskId}`);
      await operate(f, token, `${T}/submit/${s.taskId}`);
      await operate(f, token, `${T}/commit-review`, { id: s.taskId });
    }
    await operate(f, f.tokens.admin, "data-set-item-annotation-review/batch", {
      taskId: s.taskId,
      type: "review",
      reviewList: s.itemIds.map((itemId) => ({ itemId, annotationIds: [], result: 1, remark: "" })),
    });
    await operate(f, f.tokens.admin, `${T}/hand-over/${s.taskId}`);
    const { core } = await open("admin", sampleAcceptHref(s.taskId));
    const tips: string[] = [];
    core.bus.on("ui.tip").subscribe((event) => tips.push(event.payload.message));
    expect(await screen.findByText("尚未抽样")).toBeInTheDocument();
    // a size outside 1..item count shows the server's message (a 400 is not left silent)
    for (const size of ["0", "99", "-1"]) {
      fireEvent.change(screen.getByRole("spinbutton", { name: "抽样数量" }), { target: { value: size } });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "抽样" })));
      await waitFor(() => expect(tips).toHaveLength(["0", "99", "-1"].indexOf(size) + 1));
    }
    expect(tips).toEqual(Array(3).fill("抽样数量须在 1 到 4 之间"));
    fireEvent.change(screen.getByRole("spinbutton", { name: "抽样数量" }), { target: { value: "2" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "抽样" })));
    const strip = await screen.findByRole("menu", { name: "标注框" });
    expect(within(strip).getAllByRole("menuitem")).toHaveLength(2);
    const submit = screen.getByRole("button", { name: "提交验收结果" });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: "通过" }));
    await act(async () => fireEvent.keyDown(document.body, { key: "ArrowRight" }));
    await screen.findByRole("application", { name: "标注画布" });
    fireEvent.click(screen.getByRole("radio", { name: "通过" }));
    await waitFor(() => expect(submit).toBeEnabled());
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(location.hash).toContain("task-page"));
    expect((await f.call(f.tokens.admin, "GET", `${T}/${s.taskId}`)).data.status).toBe("ACCEPTED");
  });
});
