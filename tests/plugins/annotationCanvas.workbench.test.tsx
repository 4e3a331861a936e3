import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AnnotationWorkbench,
  type AnnotationWorkbenchProps,
} from "../../src/plugins/annotation/canvas/AnnotationWorkbench";

afterEach(cleanup);

const LABELS = [
  { id: 11, labelName: "猫", color: "#e03131" },
  { id: 12, labelName: "狗", color: "#2f9e44" },
];

function renderWorkbench(overrides: Partial<AnnotationWorkbenchProps> = {}) {
  const props: AnnotationWorkbenchProps = {
    item: { id: 7, width: 400, height: 300 },
    imageUrl: null,
    labels: LABELS,
    boxes: [],
    source: { save: vi.fn(async () => []), clear: vi.fn(async () => null) },
    onNavigate: vi.fn(),
    ...overrides,
  };
  const view = render(<AnnotationWorkbench {...props} />);
  const surface = screen.getByRole("application", { name: "标注画布" });
  const boxes = () => Array.from(view.container.querySelectorAll("[data-box-key]"));
  return { props, surface, boxes, view };
}

/** A drag on the surface in screen pixels (the surface sits at 0,0 in jsdom). */
function dragOn(target: Element, from: [number, number], to: [number, number]) {
  fireEvent.mouseDown(target, { clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.mouseMove(window, { clientX: to[0], clientY: to[1] });
  fireEvent.mouseUp(window, { clientX: to[0], clientY: to[1] });
}

describe("the annotation workbench", () => {
  it("draws a box with the current label and flags it unsaved", () => {
    const { surface, boxes } = renderWorkbench();
    expect(screen.getByRole("status")).toHaveTextContent("已保存");
    dragOn(surface, [20, 30], [120, 90]);
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0]).toHaveAttribute("aria-label", "猫");
    expect(screen.getByRole("status")).toHaveTextContent("未保存");
    expect(screen.getByText("1 个框")).toBeInTheDocument();
  });

  it("changes the selected box's label with the list and with a number key", () => {
    const { surface, boxes } = renderWorkbench();
    dragOn(surface, [20, 30], [120, 90]);
    fireEvent.click(screen.getByRole("option", { name: /狗/ }));
    expect(boxes()[0]).toHaveAttribute("aria-label", "狗");
    fireEvent.keyDown(document.body, { key: "1" });
    expect(boxes()[0]).toHaveAttribute("aria-label", "猫");
    expect(screen.getByRole("option", { name: /猫/ })).toHaveAttribute("aria-selected", "true");
  });

  it("deletes the selected box with the Delete key and with the button", () => {
    const { surface, boxes } = renderWorkbench();
    dragOn(surface, [20, 30], [120, 90]);
    fireEvent.keyDown(document.body, { key: "Delete" });
    expect(boxes()).toHaveLength(0);
    dragOn(surface, [20, 30], [120, 90]);
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect(boxes()).toHaveLength(0);
  });

  it("saves the item's boxes in image pixels under a zoom factor (button and Ctrl+S)", async () => {
    const { surface, props } = renderWorkbench();
    fireEvent.click(screen.getByRole("button", { name: "放大" }));
    fireEvent.click(screen.getByRole("button", { name: "放大" }));
    expect(screen.getByRole("button", { name: "200%" })).toBeInTheDocument();
    dragOn(surface, [20, 20], [120, 80]);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(props.source.save).toHaveBeenCalledWith(7, [{ labelId: 11, x: 10, y: 10, width: 50, height: 30 }]);
    expect(screen.getByRole("status")).toHaveTextContent("已保存");
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.keyDown(document.body, { key: "2" });
    dragOn(surface, [200, 200], [300, 260]);
    await act(async () => fireEvent.keyDown(document.body, { key: "s", ctrlKey: true }));
    expect(props.source.save).toHaveBeenLastCalledWith(7, [
      { labelId: 11, x: 10, y: 10, width: 50, height: 30 },
      { labelId: 12, x: 100, y: 100, width: 50, height: 30 },
    ]);
  });

  it("moves a stored box by dragging it and drops boxes under 4 px", () => {
    const { surface, boxes } = renderWorkbench({
      boxes: [{ labelId: 12, x: 10, y: 10, width: 50, height: 40 }],
    });
    const rect = boxes()[0].querySelector("rect")!;
    dragOn(rect, [20, 20], [50, 40]);
    expect(rect).toHaveAttribute("x", "40");
    expect(rect).toHaveAttribute("y", "30");
    dragOn(surface, [200, 200], [202, 260]);
    expect(boxes()).toHaveLength(1);
  });

  it("is read-only: no drawing, no save or delete buttons", () => {
    const { surface, boxes } = renderWorkbench({
      readOnly: true,
      boxes: [{ labelId: 12, x: 10, y: 10, width: 50, height: 40 }],
    });
    dragOn(surface, [200, 200], [300, 260]);
    expect(boxes()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "保存" })).toBeNull();
    expect(screen.getByText("只读")).toBeInTheDocument();
  });

  it("clears after confirmation and navigates with D, A and the arrows", async () => {
    const { props, boxes } = renderWorkbench({
      boxes: [{ labelId: 12, x: 10, y: 10, width: 50, height: 40 }],
    });
    fireEvent.click(screen.getByRole("button", { name: "清空" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("确认清空当前图片的全部标注吗？")).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确认" })));
    expect(props.source.clear).toHaveBeenCalledWith(7);
    expect(boxes()).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: "d" });
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(props.onNavigate).toHaveBeenNthCalledWith(1, 1);
    expect(props.onNavigate).toHaveBeenNthCalledWith(2, -1);
  });

  it("shows the shortcut legend", () => {
    renderWorkbench();
    const legend = screen.getByRole("table", { name: "快捷键" });
    expect(within(legend).getByText("Ctrl+S")).toBeInTheDocument();
    expect(within(legend).getByText("D / →")).toBeInTheDocument();
  });

  it("saves unsaved boxes when it goes away and asks the browser before the page unloads", () => {
    const { surface, props, view } = renderWorkbench();
    dragOn(surface, [20, 30], [120, 90]);
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    view.unmount();
    expect(props.source.save).toHaveBeenCalledWith(7, [
      { labelId: 11, x: 20, y: 30, width: 100, height: 60 },
    ]);
  });
});
