import {
  clampPoint,
  isTooSmall,
  moveInside,
  resizeTo,
  roundRect,
  spanOf,
  type Corner,
  type Point,
  type Rect,
  type Size,
} from "./geometry";
import { fitView, zoomAround, type View } from "./view";

/**
 * The annotation canvas as a pure reducer: boxes in image pixels, the selection, the current label,
 * the view (zoom and pan) and the drag in progress. The component only turns mouse and key events
 * into these actions (points relative to the drawing surface, in screen pixels).
 */

export interface CanvasBox extends Rect {
  /** Stable within the canvas (server ids change on every batch save). */
  key: string;
  labelId: number;
}

export interface BoxInput extends Rect {
  labelId: number;
}

export type Drag =
  | { kind: "draw"; from: Point; to: Point }
  | { kind: "move"; key: string; from: Point; origin: Rect }
  | { kind: "resize"; key: string; corner: Corner; origin: Rect }
  | { kind: "pan"; from: Point; origin: View };

export interface CanvasState {
  image: Size;
  boxes: CanvasBox[];
  selected: string | null;
  labelId: number | null;
  view: View;
  drag: Drag | null;
  /** Changed since loaded or saved. */
  dirty: boolean;
  readOnly: boolean;
  nextKey: number;
}

/** What the pointer went down on. */
export type Target =
  { kind: "empty" } | { kind: "box"; key: string } | { kind: "handle"; key: string; corner: Corner };

export type CanvasAction =
  | { type: "pointerDown"; screen: Point; target: Target; pan?: boolean }
  | { type: "pointerMove"; screen: Point }
  | { type: "pointerUp" }
  | { type: "select"; key: string | null }
  | { type: "deleteSelected" }
  | { type: "chooseLabel"; labelId: number }
  | { type: "zoom"; factor: number; around: Point }
  | { type: "zoomTo"; zoom: number; around: Point }
  | { type: "fit"; viewport: Size }
  | { type: "panBy"; dx: number; dy: number }
  | { type: "saved" }
  | { type: "load"; boxes: BoxInput[] }
  | { type: "removeAll" };

export function initialCanvas(
  image: Size,
  boxes: BoxInput[],
  options: { readOnly?: boolean; labelId?: number | null } = {},
): CanvasState {
  return {
    image,
    boxes: boxes.map((box, index) => ({ ...pick(box), key: `b${index + 1}` })),
    selected: null,
    labelId: options.labelId ?? null,
    view: { zoom: 1, x: 0, y: 0 },
    drag: null,
    dirty: false,
    readOnly: options.readOnly ?? false,
    nextKey: boxes.length + 1,
  };
}

const pick = ({ labelId, x, y, width, height }: BoxInput): BoxInput => ({ labelId, x, y, width, height });

/** A screen point (relative to the surface) in image pixels. */
export const toImage = (view: View, screen: Point): Point => ({
  x: (screen.x - view.x) / view.zoom,
  y: (screen.y - view.y) / view.zoom,
});

const replaceBox = (state: CanvasState, key: string, rect: Rect): CanvasBox[] =>
  state.boxes.map((box) => (box.key === key ? { ...box, ...rect } : box));

export function canvasReducer(state: CanvasState, action: CanvasAction): CanvasState {
  switch (action.type) {
    case "pointerDown":
      return pointerDown(state, action);
    case "pointerMove":
      return pointerMove(state, action.screen);
    case "pointerUp":
      return pointerUp(state);
    case "select":
      return { ...state, selected: action.key };
    case "deleteSelected":
      if (state.readOnly || !state.selected) return state;
      return {
        ...state,
        boxes: state.boxes.filter((box) => box.key !== state.selected),
        selected: null,
        dirty: true,
      };
    case "chooseLabel": {
      const box = state.boxes.find((candidate) => candidate.key === state.selected);
      if (!box || state.readOnly || box.labelId === action.labelId)
        return { ...state, labelId: action.labelId };
      const boxes = state.boxes.map((candidate) =>
        candidate === box ? { ...box, labelId: action.labelId } : candidate,
      );
      return { ...state, labelId: action.labelId, boxes, dirty: true };
    }
    case "zoom":
      return { ...state, view: zoomAround(state.view, state.view.zoom * action.factor, action.around) };
    case "zoomTo":
      return { ...state, view: zoomAround(state.view, action.zoom, action.around) };
    case "fit":
      return { ...state, view: fitView(state.image, action.viewport) ?? state.view };
    case "panBy":
      return { ...state, view: { ...state.view, x: state.view.x + action.dx, y: state.view.y + action.dy } };
    case "saved":
      return { ...state, dirty: false };
    case "load":
      return { ...initialCanvas(state.image, action.boxes, state), view: state.view, labelId: state.labelId };
    case "removeAll":
      return { ...state, boxes: [], selected: null, drag: null, dirty: false };
  }
}

function pointerDown(
  state: CanvasState,
  action: Extract<CanvasAction, { type: "pointerDown" }>,
): CanvasState {
  const at = toImage(state.view, action.screen);
  if (action.pan) return { ...state, drag: { kind: "pan", from: action.screen, origin: state.view } };
  const { target } = action;
  if (target.kind !== "empty") {
    const box = state.boxes.find((candidate) => candidate.key === target.key);
    if (!box) return state;
    const selected = { ...state, selected: box.key, labelId: state.readOnly ? state.labelId : box.labelId };
    if (state.readOnly) return selected;
    if (target.kind === "handle")
      return {
        ...selected,
        drag: { kind: "resize", key: box.key, corner: target.corner, origin: rectOf(box) },
      };
    return { ...selected, drag: { kind: "move", key: box.key, from: at, origin: rectOf(box) } };
  }
  if (state.readOnly || state.labelId === null) return { ...state, selected: null };
  const from = clampPoint(at, state.image);
  return { ...state, selected: null, drag: { kind: "draw", from, to: from } };
}

const rectOf = ({ x, y, width, height }: Rect): Rect => ({ x, y, width, height });

function pointerMove(state: CanvasState, screen: Point): CanvasState {
  const { drag } = state;
  if (!drag) return state;
  const at = toImage(state.view, screen);
  switch (drag.kind) {
    case "pan":
      return {
        ...state,
        view: {
          ...drag.origin,
          x: drag.origin.x + screen.x - drag.from.x,
          y: drag.origin.y + screen.y - drag.from.y,
        },
      };
    case "draw":
      return { ...state, drag: { ...drag, to: clampPoint(at, state.image) } };
    case "move": {
      const rect = moveInside(drag.origin, at.x - drag.from.x, at.y - drag.from.y, state.image);
      return {
        ...state,
        boxes: replaceBox(state, drag.key, rect),
        dirty: state.dirty || moved(drag.origin, rect),
      };
    }
    case "resize": {
      const rect = resizeTo(drag.origin, drag.corner, at, state.image);
      return {
        ...state,
        boxes: replaceBox(state, drag.key, rect),
        dirty: state.dirty || moved(drag.origin, rect),
      };
    }
  }
}

const moved = (a: Rect, b: Rect) =>
  a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height;

function pointerUp(state: CanvasState): CanvasState {
  const { drag } = state;
  if (!drag) return state;
  if (drag.kind === "pan") return { ...state, drag: null };
  if (drag.kind === "draw") {
    const rect = roundRect(spanOf(drag.from, drag.to), state.image);
    if (isTooSmall(rect) || state.labelId === null) return { ...state, drag: null };
    const key = `b${state.nextKey}`;
    const box: CanvasBox = { ...rect, key, labelId: state.labelId };
    return {
      ...state,
      drag: null,
      boxes: [...state.boxes, box],
      selected: key,
      nextKey: state.nextKey + 1,
      dirty: true,
    };
  }
  const box = state.boxes.find((candidate) => candidate.key === drag.key);
  const boxes = box ? replaceBox(state, drag.key, roundRect(box, state.image)) : state.boxes;
  return { ...state, drag: null, boxes };
}

/** The rectangle being drawn, for the component to show. */
export function drawingRect(state: CanvasState): Rect | null {
  return state.drag?.kind === "draw" ? spanOf(state.drag.from, state.drag.to) : null;
}

/** The boxes as the batch save sends them. */
export function boxesForSave(state: CanvasState): BoxInput[] {
  return state.boxes.map(pick);
}
