import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AxiosError, AxiosHeaders, type AxiosResponse } from "axios";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { annotateHref, taskPageHref } from "../../src/plugins/annotation/paths";
import { OneFieldDialog } from "../../src/plugins/annotation/task/OneFieldDialog";
import { renderInTestShell } from "../../src/testing";
import { formatDateTime } from "../../src/ui/kit/dates";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { cleanShellAfterEach } from "../support/testShell";
import { annotationCore, annotationServer, operate } from "./annotationServer";
// The task page's chunk (its 激活 dialog brings the date picker) is ready when a test opens it.
import "../../src/plugins/annotation/task/TaskPage";

/**
 * Every refusal (ai-domain §8) shows its message and a 409 reloads the task. The dialogs (激活, 分配, 评分) show a
 * 400's reason in the dialog (the shell is silent on 400) and close on a 409; the annotation page's box saves
 * show the refusal and reload the task on a 409, once.
 */
cleanShellAfterEach();
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;
const T = "data-set-annotation-task";

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(4));
  URL.createObjectURL = vi.fn(() => `blob:item-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => close());

function refusal(status: number, message: string): AxiosError {
  const response = { status, data: { code: status, message }, headers: {}, statusText: "" };
  return new AxiosError(
    message,
    "ERR_BAD_REQUEST",
    { headers: new AxiosHeaders() },
    null,
    response as AxiosResponse,
  );
}

async function newTask(name: string, activated = true): Promise<number> {
  const answer = await f.call(f.tokens.admin, "POST", T, {
    taskName: name,
    description: "",
    dataSetId: s.datasetId,
    versionId: s.versionId,
    labelGroupId: s.groupId,
    teamId: s.teamId,
  });
  const id = answer.data.id as number;
  if (activated) await operate(f, f.tokens.admin, `${T}/active`, { id, deadlineTime: Date.now() + 3600_000 });
  return id;
}

async function openTaskPage(taskId: number) {
  const core = await annotationCore(f, "admin");
  const view = await renderInTestShell(null, { core, route: taskPageHref(taskId) });
  await screen.findByRole("toolbar", { name: "操作" });
  const tips: string[] = [];
  core.bus.on("ui.tip").subscribe((event) => tips.push(event.payload.message));
  return { ...view, tips };
}

const toolbar = () => screen.getByRole("toolbar", { name: "操作" });
const buttonNames = () =>
  within(toolbar())
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("a task operation's dialog", () => {
  const dialog = (onSubmit: () => Promise<unknown>) => {
    const onClose = vi.fn();
    const onConflict = vi.fn();
    render(
      <OneFieldDialog<number>
        isOpen
        title="评分"
        label="评分"
        id="score"
        read={(text) => ({ value: Number(text) })}
        initial="50"
        onSubmit={onSubmit}
        onClose={onClose}
        onConflict={onConflict}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    return { onClose, onConflict };
  };

  it("shows a 400's reason under its field and stays open", async () => {
    const { onClose, onConflict } = dialog(() =>
      Promise.reject(refusal(400, "评分须为 0 到 100 之间的数字")),
    );
    expect(await screen.findByText("评分须为 0 到 100 之间的数字")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onConflict).not.toHaveBeenCalled();
  });

  it("closes on a 409 and asks the page to reload the task", async () => {
    const { onClose, onConflict } = dialog(() =>
      Promise.reject(refusal(409, "当前状态（已撤销）不允许该操作")),
    );
    await waitFor(() => expect(onConflict).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("the task page's dialogs against the server", () => {
  it("分配 shows 成员不属于该团队 when a member left the team while the dialog was open", async () => {
    const id = await newTask("成员离队");
    await openTaskPage(id);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "分配" }));
    const assign = await screen.findByRole("dialog");
    await within(assign).findByLabelText("标注员二 分配数量");
    // Another tab takes annot2 out of the team.
    await operate(f, f.tokens.admin, "tb-member/batch", {
      teamId: s.teamId,
      userIds: [s.members[0]!.userId],
    });
    try {
      await act(async () => fireEvent.click(within(assign).getByRole("button", { name: "确定" })));
      expect(await within(assign).findByRole("alert")).toHaveTextContent("成员不属于该团队");
      expect(buttonNames()).toEqual(["分配", "撤销"]);
    } finally {
      await operate(f, f.tokens.admin, "tb-member/batch", {
        teamId: s.teamId,
        userIds: s.members.map((member) => member.userId),
      });
    }
  });

  it("激活 on a stale page: the 409's message, the dialog closes and the buttons match the task again", async () => {
    const id = await newTask("过期激活", false);
    const { tips } = await openTaskPage(id);
    expect(buttonNames()).toEqual(["激活", "撤销"]);
    fireEvent.click(within(toolbar()).getByRole("button", { name: "激活" }));
    const activate = await screen.findByRole("dialog");
    // Another tab activates the task first.
    await operate(f, f.tokens.admin, `${T}/active`, { id, deadlineTime: Date.now() + 3600_000 });
    const deadline = within(activate).getByLabelText(/截止时间/);
    fireEvent.focus(deadline);
    fireEvent.change(deadline, { target: { value: formatDateTime(Date.now() + 30 * 86_400_000) } });
    fireEvent.blur(deadline);
    await act(async () => fireEvent.click(within(activate).getByRole("button", { name: "确定" })));
    await waitFor(() => expect(tips).toContain("当前状态（待分配）不允许该操作"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(buttonNames()).toEqual(["分配", "撤销"]));
  });
});

describe("the annotation page's box saves", () => {
  it("a save refused with 409 shows the message once and reloads the task (read-only now)", async () => {
    const id = await newTask("保存被拒");
    await operate(f, f.tokens.admin, `${T}/assign`, {
      annotationTaskId: id,
      teamId: s.teamId,
      assignments: s.members.map((member) => ({
        memberId: member.memberId,
        userId: member.userId,
        assignNum: 2,
      })),
    });
    await operate(f, f.tokens.annot1, `${T}/start/${id}`);
    const core = await annotationCore(f, "annot1");
    await renderInTestShell(null, { core, route: annotateHref(id) });
    const surface = await screen.findByRole("application", { name: "标注画布" });
    const tips: string[] = [];
    core.bus.on("ui.tip").subscribe((event) => tips.push(event.payload.message));
    // The leader cancels the task in another tab; annot1 draws a box and saves.
    await operate(f, f.tokens.admin, `${T}/cancel/${id}`);
    fireEvent.mouseDown(surface, { clientX: 5, clientY: 5, button: 0 });
    fireEvent.mouseMove(window, { clientX: 25, clientY: 20 });
    fireEvent.mouseUp(window, { clientX: 25, clientY: 20 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    await waitFor(() => expect(screen.getByText("只读")).toBeInTheDocument());
    expect(tips.filter((tip) => tip.includes("不允许该操作"))).toEqual(["当前状态（已撤销）不允许该操作"]);
  });
});
