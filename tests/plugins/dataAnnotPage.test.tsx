import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dataAnnotHref } from "../../src/plugins/annotation/paths";
import { renderInTestShell } from "../../src/testing";
import type { AnnotationFixture, TaskSetup } from "../server/annotationFixture";
import { cleanShellAfterEach } from "../support/testShell";
import { annotationCore, annotationServer } from "./annotationServer";

/** 数据标注 against the reference server: admin owns a dataset of 3 images and the label group 猫 / 狗. */
cleanShellAfterEach();
let close: () => Promise<void>;
let f: AnnotationFixture;
let s: TaskSetup;

beforeAll(async () => {
  ({ f, s, close } = await annotationServer(3));
  URL.createObjectURL = vi.fn(() => `blob:item-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => close());

async function open(account: "admin" | "dev", route: string) {
  const core = await annotationCore(f, account);
  return renderInTestShell(null, { core, route });
}

function drawBox(from: [number, number], to: [number, number]) {
  const surface = screen.getByRole("application", { name: "标注画布" });
  fireEvent.mouseDown(surface, { clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.mouseMove(window, { clientX: to[0], clientY: to[1] });
  fireEvent.mouseUp(window, { clientX: to[0], clientY: to[1] });
}

const progress = () => screen.getByRole("status", { name: "数据标注" });
const stripCounts = () =>
  within(screen.getByRole("menu", { name: "标注框" }))
    .getAllByRole("menuitem")
    .map((item) => item.textContent);

describe("数据标注", () => {
  it("annotates the owner's version without a task: draw, save, count, move on, clear", async () => {
    await open("admin", dataAnnotHref({ dataset: s.datasetId, group: s.groupId }));
    await screen.findByRole("application", { name: "标注画布" });
    expect(screen.getByRole("combobox", { name: "版本" })).toHaveDisplayValue("V1（3）");
    expect(screen.getByRole("combobox", { name: "标签组" })).toHaveValue(String(s.groupId));
    expect(progress()).toHaveTextContent("已标注 0 / 共 3");
    expect(screen.getByText("第 1 / 3 张")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "快捷键" })).toBeInTheDocument();

    drawBox([5, 5], [25, 20]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    await waitFor(() => expect(progress()).toHaveTextContent("已标注 1 / 共 3"));
    expect(stripCounts()[0]).toMatch(/1$/);
    const stored = await f.call(
      f.tokens.admin,
      "GET",
      `data-set-version-annotation/list?versionId=${s.versionId}&itemId=${s.itemIds[0]}&labelGroupId=${s.groupId}`,
    );
    expect(stored.data).toHaveLength(1);
    expect(stored.data[0]).toMatchObject({ labelName: "猫" });
    // the task on the same version counts none of these boxes
    const taskItems = await f.call(f.tokens.admin, "GET", `data-set-item/page?taskId=${s.taskId}`);
    expect(taskItems.data.list[0].annotationCount).toBe(0);

    // D saves nothing new and opens the next image; a box drawn there is saved on the way back
    await act(async () => fireEvent.keyDown(document.body, { key: "d" }));
    await screen.findByText("第 2 / 3 张");
    drawBox([5, 5], [25, 20]);
    await act(async () => fireEvent.keyDown(document.body, { key: "a" }));
    await screen.findByText("第 1 / 3 张");
    await waitFor(() => expect(progress()).toHaveTextContent("已标注 2 / 共 3"));

    fireEvent.click(screen.getByRole("button", { name: "清空" }));
    const dialog = await screen.findByRole("alertdialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确认" })));
    await waitFor(() => expect(progress()).toHaveTextContent("已标注 1 / 共 3"));
  });

  it("shows a refused save and keeps the boxes unsaved", async () => {
    const group = await f.call(f.tokens.admin, "POST", "label-group", { groupName: "临时组" });
    const label = await f.call(f.tokens.admin, "POST", "data-set-label/add", {
      groupId: group.data.id,
      labelName: "鸟",
      color: "#0000FF",
    });
    const core = await annotationCore(f, "admin");
    const tips: string[] = [];
    core.bus.on("ui.tip").subscribe((event) => tips.push(event.payload.message));
    await renderInTestShell(null, {
      core,
      route: dataAnnotHref({ dataset: s.datasetId, group: group.data.id }),
    });
    await screen.findByRole("application", { name: "标注画布" });
    drawBox([5, 5], [25, 20]);
    // the label goes away behind the page's back: the save is refused with the server's message
    expect((await f.call(f.tokens.admin, "DELETE", `data-set-label/${label.data.id}`)).status).toBe(200);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    await waitFor(() => expect(tips).toContain("标签不属于所选的标签组"));
    expect(screen.getByText("未保存")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "数据标注" })).toHaveTextContent("已标注 0 / 共 3");
  });

  it("says a version has no images", async () => {
    const empty = await f.call(f.tokens.admin, "POST", "data-set/data", {
      dataSetName: "空数据集",
      description: "",
    });
    await open("admin", dataAnnotHref({ dataset: empty.data.id }));
    expect(await screen.findByText("该版本暂无图片")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "数据集" })).toHaveDisplayValue("空数据集");
  });

  it("tells a user without datasets so, with a link to create one", async () => {
    await open("dev", dataAnnotHref({}));
    expect(await screen.findByText("暂无数据集")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "去创建数据集" })).toHaveAttribute(
      "href",
      "#/home/dataset-management/dataset/management",
    );
  });
});
