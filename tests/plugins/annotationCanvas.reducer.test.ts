import { describe, expect, it } from "vitest";
import {
  boxesForSave,
  canvasReducer,
  initialCanvas,
  type CanvasAction,
  type CanvasState,
} from "../../src/plugins/annotation/canvas/canvasState";
import { fitView, steppedZoom } from "../../src/plugins/annotation/canvas/view";

const IMAGE = { width: 400, height: 300 };
const run = (state: CanvasState, ...actions: CanvasAction[]) => actions.reduce(canvasReducer, state);
const drag = (
  from: [number, number],
  to: [number, number],
  target: CanvasAction = downAt(from),
): CanvasAction[] => [target, { type: "pointerMove", screen: { x: to[0], y: to[1] } }, { type: "pointerUp" }];
function downAt([x, y]: [number, number]): CanvasAction {
  return { type: "pointerDown", screen: { x, y }, target: { kind: "empty" } };
}
const fresh = () => initialCanvas(IMAGE, [], { labelId: 1 });

describe("the canvas reducer", () => {
  it("draws a box with the current label, in image pixels under the view", () => {
    const zoomed = run(fresh(), { type: "zoomTo", zoom: 2, around: { x: 0, y: 0 } });
    const state = run(zoomed, ...drag([120, 80], [20, 20]));
    expect(boxesForSave(state)).toEqual([{ labelId: 1, x: 10, y: 10, width: 50, height: 30 }]);
    expect(state.selected).toBe(state.boxes[0].key);
    expect(state.dirty).toBe(true);
  });

  it("drops boxes under 4 px and keeps drawn boxes inside the image", () => {
    let state = run(fresh(), ...drag([10, 10], [13, 60]));
    expect(state.boxes).toEqual([]);
    expect(state.dirty).toBe(false);
    state = run(state, ...drag([380, 280], [500, 400]));
    expect(boxesForSave(state)).toEqual([{ labelId: 1, x: 380, y: 280, width: 20, height: 20 }]);
  });

  it("does not draw without a label or when read-only", () => {
    expect(run(initialCanvas(IMAGE, []), ...drag([0, 0], [50, 50])).boxes).toEqual([]);
    expect(
      run(initialCanvas(IMAGE, [], { labelId: 1, readOnly: true }), ...drag([0, 0], [50, 50])).boxes,
    ).toEqual([]);
  });

  it("moves a box by dragging it, clamped to the image", () => {
    const start = initialCanvas(IMAGE, [{ labelId: 1, x: 10, y: 10, width: 50, height: 40 }], { labelId: 1 });
    const key = start.boxes[0].key;
    const box: CanvasAction = { type: "pointerDown", screen: { x: 20, y: 20 }, target: { kind: "box", key } };
    expect(boxesForSave(run(start, ...drag([20, 20], [35, 45], box)))[0]).toMatchObject({ x: 25, y: 35 });
    expect(boxesForSave(run(start, ...drag([20, 20], [1000, -50], box)))[0]).toMatchObject({ x: 350, y: 0 });
  });

  it("resizes a box by a corner, keeping the facing corner and the minimum size", () => {
    const start = initialCanvas(IMAGE, [{ labelId: 1, x: 10, y: 10, width: 50, height: 40 }], { labelId: 1 });
    const key = start.boxes[0].key;
    const handle: CanvasAction = {
      type: "pointerDown",
      screen: { x: 60, y: 50 },
      target: { kind: "handle", key, corner: "se" },
    };
    expect(boxesForSave(run(start, ...drag([60, 50], [100, 90], handle)))[0]).toMatchObject({
      x: 10,
      y: 10,
      width: 90,
      height: 80,
    });
    expect(boxesForSave(run(start, ...drag([60, 50], [11, 11], handle)))[0]).toMatchObject({
      x: 10,
      y: 10,
      width: 4,
      height: 4,
    });
    const nw: CanvasAction = {
      type: "pointerDown",
      screen: { x: 10, y: 10 },
      target: { kind: "handle", key, corner: "nw" },
    };
    expect(boxesForSave(run(start, ...drag([10, 10], [-20, -20], nw)))[0]).toMatchObject({
      x: 0,
      y: 0,
      width: 60,
      height: 50,
    });
  });

  it("changes the selected box's label and deletes the selected box", () => {
    const start = initialCanvas(IMAGE, [{ labelId: 1, x: 10, y: 10, width: 50, height: 40 }], { labelId: 1 });
    const key = start.boxes[0].key;
    const state = run(start, { type: "select", key }, { type: "chooseLabel", labelId: 2 });
    expect(state.boxes[0].labelId).toBe(2);
    expect(state.labelId).toBe(2);
    const gone = run(state, { type: "deleteSelected" });
    expect(gone.boxes).toEqual([]);
    expect(gone.dirty).toBe(true);
  });

  it("pans with a pan drag and zooms around a point", () => {
    const panned = run(
      fresh(),
      { type: "pointerDown", screen: { x: 5, y: 5 }, target: { kind: "empty" }, pan: true },
      { type: "pointerMove", screen: { x: 25, y: 15 } },
      { type: "pointerUp" },
    );
    expect(panned.view).toEqual({ zoom: 1, x: 20, y: 10 });
    expect(panned.boxes).toEqual([]);
    const zoomed = run(panned, { type: "zoom", factor: 2, around: { x: 20, y: 10 } });
    expect(zoomed.view).toEqual({ zoom: 2, x: 20, y: 10 });
  });

  it("fits the image in the viewport and steps the zoom", () => {
    expect(fitView(IMAGE, { width: 800, height: 300 })).toEqual({ zoom: 1, x: 200, y: 0 });
    expect(fitView(IMAGE, { width: 0, height: 0 })).toBeNull();
    expect(steppedZoom(1, 1)).toBe(1.5);
    expect(steppedZoom(1, -1)).toBe(0.75);
    expect(steppedZoom(1.2, -1)).toBe(1);
  });
});
