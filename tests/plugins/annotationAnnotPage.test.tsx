import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { annotateHref } from "../../src/plugins/annotation/paths";
import annotationPlugin from "../../src/plugins/annotation";
import { renderInTestShell } from "../../src/testing";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { cleanShellAfterEach, loadPageCode } from "../support/testShell";
import { annotationCore, annotationServer, operate } from "./annotationServer";

/** The annotation page against the reference server: a member's share, saving on the way, the leader's review. */
cleanShellAfterEach();
await loadPageCode(annotationPlugin);
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;
const T = "data-set-annotation-task";

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(4));
  await operate(f, f.tokens.admin, `${T}/active`, { id: s.taskId, deadlineTime: Date.now() + 24 * 3600_000 });
  await operate(f, f.tokens.admin, `${T}/assign`, {
    annotationTaskId: s.taskId,
    teamId: s.teamId,
    assignments: s.members.map((member) => ({
      memberId: member.memberId,
      userId: member.userId,
      assignNum: 2,
    })),
  });
  await operate(f, f.tokens.annot1, `${T}/start/${s.taskId}`);
  URL.createObjectURL = vi.fn(() => `blob:item-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => close());

async function open(account: "admin" | "annot1", route: string) {
  const core = await annotationCore(f, account);
  const view = await renderInTestShell(null, { core, route });
  await screen.findByRole("application", { name: "标注画布" });
  return view;
}

function drawBox(from: [number, number], to: [number, number]) {
  const surface = screen.getByRole("application", { name: "标注画布" });
  fireEvent.mouseDown(surface, { clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.mouseMove(window, { clientX: to[0], clientY: to[1] });
  fireEvent.mouseUp(window, { clientX: to[0], clientY: to[1] });
}

const stripItems = () => within(screen.getByRole("menu", { name: "标注框" })).getAllByRole("menuitem");

describe("the annotation page", () => {
  it("shows a member their share, saves the boxes before moving on and revokes the old image", async () => {
    await open("annot1", annotateHref(s.taskId));
    expect(stripItems()).toHaveLength(2);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(screen.getByText("第 1 / 2 张")).toBeInTheDocument();
    expect(
      within(screen.getByRole("listbox", { name: "标签" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining("猫"), expect.stringContaining("狗")]);
    drawBox([5, 5], [25, 20]);
    expect(screen.getByRole("status")).toHaveTextContent("未保存");
    await act(async () => fireEvent.keyDown(document.body, { key: "d" }));
    await screen.findByText("第 2 / 2 张");
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
    const firstUrl = vi.mocked(URL.createObjectURL).mock.results[0].value;
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstUrl);
    expect(document.querySelector("image")).toHaveAttribute(
      "href",
      vi.mocked(URL.createObjectURL).mock.results[1].value,
    );
    const first = s.itemIds[0];
    const saved = await f.call(
      f.tokens.annot1,
      "GET",
      `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${first}`,
    );
    expect(
      saved.data.map((box: { labelId: number; x: number; y: number; width: number; height: number }) => [
        box.labelId,
        box.x,
        box.y,
        box.width,
        box.height,
      ]),
    ).toEqual([[s.labelIds[0], 5, 5, 20, 15]]);
    await waitFor(() => expect(within(stripItems()[0]).getByText("1")).toBeInTheDocument());

    // 提交 from the page's own toolbar saves the open item first; the canvas is then read-only.
    drawBox([2, 2], [12, 12]);
    const operations = screen.getByRole("toolbar", { name: "操作" });
    await act(async () => fireEvent.click(within(operations).getByRole("button", { name: "提交" })));
    await waitFor(() => expect(screen.getByText("只读")).toBeInTheDocument());
    expect(screen.getByText("1 个框")).toBeInTheDocument();
    const second = await f.call(
      f.tokens.annot1,
      "GET",
      `data-set-item-annotation/list?taskId=${s.taskId}&itemId=${s.itemIds[1]}`,
    );
    expect(second.data).toHaveLength(1);
    // annot1's share is submitted; annot2's is not started, so the task is in progress
    const shares = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-annotation-sub-task/list?taskId=${s.taskId}`,
    );
    expect(shares.data.map((share: { status: string }) => share.status)).toEqual([
      "UNCOMMIT",
      "UNANNOTATION",
    ]);
  });

  it("is read-only for the leader outside review, and reviews every item in review mode", async () => {
    await operate(f, f.tokens.annot1, `${T}/commit-review`, { id: s.taskId });
    // annot2 commits a share without a single box
    for (const step of ["start", "submit"]) await operate(f, f.tokens.annot2, `${T}/${step}/${s.taskId}`);
    await operate(f, f.tokens.annot2, `${T}/commit-review`, { id: s.taskId });
    await open("admin", annotateHref(s.taskId, undefined, "review"));
    expect(stripItems()).toHaveLength(4);
    // items never annotated are flagged in review
    expect(within(stripItems()[0]).queryByText("未标注")).toBeNull();
    expect(within(stripItems()[2]).getByText("未标注")).toBeInTheDocument();
    expect(within(stripItems()[3]).getByText("未标注")).toBeInTheDocument();
    expect(screen.getByText("只读")).toBeInTheDocument();
    // The legend lists the keys of review (P, F, next, previous), not the editing ones (画框, Delete, Ctrl+S).
    const legend = await screen.findByRole("table", { name: "快捷键" });
    expect(within(legend).getByText("P")).toBeInTheDocument();
    expect(within(legend).getByText("F")).toBeInTheDocument();
    expect(within(legend).getByText("D / →")).toBeInTheDocument();
    expect(within(legend).queryByText("Ctrl+S")).toBeNull();
    expect(within(legend).queryByText("Delete")).toBeNull();
    expect(within(legend).queryByText("画框")).toBeNull();
    const submit = screen.getByRole("button", { name: "提交审核结果" });
    expect(submit).toBeDisabled();
    for (let index = 0; index < 4; index += 1) {
      await screen.findByText(`第 ${index + 1} / 4 张`);
      await screen.findByRole("application", { name: "标注画布" });
      if (index === 0) fireEvent.keyDown(document.body, { key: "f" });
      else fireEvent.click(screen.getByRole("radio", { name: "通过" }));
      if (index === 0) {
        expect(screen.getByRole("radio", { name: "不通过" })).toBeChecked();
        fireEvent.change(screen.getByLabelText("备注"), { target: { value: "框偏了" } });
        // Typing into the remark is text, not the P/F keys.
        fireEvent.keyDown(screen.getByLabelText("备注"), { key: "p" });
        expect(screen.getByRole("radio", { name: "不通过" })).toBeChecked();
      }
      if (index < 3) await act(async () => fireEvent.click(screen.getByRole("button", { name: "下一张" })));
    }
    await waitFor(() => expect(submit).toBeEnabled());
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(location.hash).toContain("task-page"));
    // annot1's share is rejected, annot2's passed: the task is in progress again
    const shares = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-annotation-sub-task/list?taskId=${s.taskId}`,
    );
    expect(shares.data.map((share: { status: string }) => share.status)).toEqual([
      "REVIEW_REJECT",
      "REVIEW_ACCEPTED",
    ]);
    expect((await f.call(f.tokens.admin, "GET", `${T}/${s.taskId}`)).data.status).toBe("INPROGRESS");
    const history = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-item-annotation-review/${s.taskId}/${s.itemIds[0]}`,
    );
    expect(history.data[0]).toMatchObject({ type: "review", result: 0, remark: "框偏了" });
  });

  it("shows the member the items sent back with the review's remark, editable until 提交修正", async () => {
    const shares = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-annotation-sub-task/list?taskId=${s.taskId}`,
    );
    await operate(f, f.tokens.admin, `data-set-annotation-sub-task/send-back/${shares.data[0].id}`);
    await open("annot1", annotateHref(s.taskId));
    expect(within(stripItems()[0]).getByText("需修正")).toBeInTheDocument();
    expect(within(stripItems()[1]).queryByText("需修正")).toBeNull();
    expect(await screen.findByRole("note")).toHaveTextContent("审核未通过：框偏了");
    expect(screen.getByRole("button", { name: "保存" })).toBeInTheDocument();
    const operations = screen.getByRole("toolbar", { name: "操作" });
    await act(async () => fireEvent.click(within(operations).getByRole("button", { name: "提交修正" })));
    await waitFor(() => expect(screen.getByText("只读")).toBeInTheDocument());
    // The strip follows: the corrected item no longer says 需修正.
    await waitFor(() => expect(within(stripItems()[0]).queryByText("需修正")).toBeNull());
    const after = await f.call(f.tokens.admin, "GET", `data-set-annotation-sub-task/list?taskId=${s.taskId}`);
    expect(after.data.map((share: { status: string }) => share.status)).toEqual([
      "UNCOMMIT",
      "REVIEW_ACCEPTED",
    ]);
  });
});
