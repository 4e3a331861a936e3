import { useEffect, useRef, type Dispatch, type MouseEvent as ReactMouseEvent } from "react";
import { annotationText } from "../messages";
import { drawingRect, type CanvasAction, type CanvasState, type Target } from "./canvasState";
import { CORNERS, cornerPoint, type Corner, type Point, type Rect } from "./geometry";

export interface CanvasLabel {
  id: number;
  labelName: string;
  color: string;
}

export interface AnnotationCanvasProps {
  state: CanvasState;
  dispatch: Dispatch<CanvasAction>;
  imageUrl: string | null;
  labels: CanvasLabel[];
  /** Space is held: a drag pans instead of drawing. */
  panning: boolean;
}

const HANDLE = 8;
const FALLBACK_COLOR = "#2d72d2";

/** The drawing surface: the image and its boxes in SVG; mouse and wheel events become reducer actions. */
export function AnnotationCanvas({ state, dispatch, imageUrl, labels, panning }: AnnotationCanvasProps) {
  const surface = useRef<SVGSVGElement>(null);
  const { view, image } = state;
  const dragging = state.drag !== null;
  const colorOf = (labelId: number) => labels.find((label) => label.id === labelId)?.color ?? FALLBACK_COLOR;
  const nameOf = (labelId: number) => labels.find((label) => label.id === labelId)?.labelName ?? "";

  const screenOf = (event: { clientX: number; clientY: number }): Point => {
    const rect = surface.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  // While a drag runs, the window follows the mouse so leaving the surface does not drop it.
  useEffect(() => {
    if (!dragging) return;
    const move = (event: MouseEvent) => dispatch({ type: "pointerMove", screen: screenOf(event) });
    const up = () => dispatch({ type: "pointerUp" });
    window.addEventListener("mousemove", move);
    window.addEventListener("mouseup", up);
    return () => {
      window.removeEventListener("mousemove", move);
      window.removeEventListener("mouseup", up);
    };
  }, [dragging, dispatch]);

  // Ctrl+wheel zooms around the mouse, a plain wheel pans; React's wheel listener is passive.
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const around = screenOf(event);
      if (event.ctrlKey || event.metaKey)
        dispatch({ type: "zoom", factor: Math.exp(-event.deltaY * 0.0015), around });
      else dispatch({ type: "panBy", dx: -event.deltaX, dy: -event.deltaY });
    };
    element.addEventListener("wheel", wheel, { passive: false });
    return () => element.removeEventListener("wheel", wheel);
  }, [dispatch]);

  const mouseDown = (event: ReactMouseEvent<SVGSVGElement>) => {
    if (event.button !== 0 && event.button !== 1) return;
    // No text selection or autoscroll; a field that had focus (a remark) lets go, so the keys are the canvas's.
    event.preventDefault();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const element = event.target as Element;
    const key = element.closest("[data-box-key]")?.getAttribute("data-box-key");
    const corner = element.getAttribute("data-corner") as Corner | null;
    const target: Target = !key
      ? { kind: "empty" }
      : corner
        ? { kind: "handle", key, corner }
        : { kind: "box", key };
    dispatch({ type: "pointerDown", screen: screenOf(event), target, pan: panning || event.button === 1 });
  };

  const drawing = drawingRect(state);
  const stroke = 2 / view.zoom;
  const handle = HANDLE / view.zoom;
  const cursor = panning ? "grab" : state.readOnly ? "default" : "crosshair";

  return (
    <svg
      ref={surface}
      className="ws-annot-surface"
      role="application"
      aria-label={annotationText("canvasLabel")}
      style={{ cursor }}
      onMouseDown={mouseDown}
    >
      <g transform={`translate(${view.x} ${view.y}) scale(${view.zoom})`}>
        <rect className="ws-annot-backdrop" width={image.width} height={image.height} />
        {imageUrl && (
          <image href={imageUrl} width={image.width} height={image.height} preserveAspectRatio="none" />
        )}
        {state.boxes.map((box) => {
          const color = colorOf(box.labelId);
          const selected = box.key === state.selected;
          return (
            <g key={box.key} data-box-key={box.key} aria-label={nameOf(box.labelId)} aria-selected={selected}>
              <rect
                className="ws-annot-box"
                x={box.x}
                y={box.y}
                width={box.width}
                height={box.height}
                stroke={color}
                fill={color}
                fillOpacity={selected ? 0.25 : 0.1}
                strokeWidth={selected ? stroke * 1.5 : stroke}
              />
              <LabelChip box={box} name={nameOf(box.labelId)} color={color} zoom={view.zoom} />
              {selected &&
                !state.readOnly &&
                CORNERS.map((corner) => {
                  const point = cornerPoint(box, corner);
                  return (
                    <rect
                      key={corner}
                      data-corner={corner}
                      className={`ws-annot-handle ws-annot-handle-${corner}`}
                      x={point.x - handle / 2}
                      y={point.y - handle / 2}
                      width={handle}
                      height={handle}
                      strokeWidth={stroke / 2}
                    />
                  );
                })}
            </g>
          );
        })}
        {drawing && (
          <rect
            className="ws-annot-drawing"
            x={drawing.x}
            y={drawing.y}
            width={drawing.width}
            height={drawing.height}
            stroke={colorOf(state.labelId ?? -1)}
            strokeWidth={stroke}
            strokeDasharray={`${4 / view.zoom} ${3 / view.zoom}`}
            fill="none"
          />
        )}
      </g>
    </svg>
  );
}

/** The box's label name on a chip of its colour, above the box (inside it annotationText the image's top edge). */
function LabelChip({ box, name, color, zoom }: { box: Rect; name: string; color: string; zoom: number }) {
  if (!name) return null;
  const height = 16 / zoom;
  const width = (name.length * 12 + 8) / zoom;
  const y = box.y >= height ? box.y - height : box.y;
  return (
    <g className="ws-annot-chip" pointerEvents="none">
      <rect x={box.x} y={y} width={width} height={height} fill={color} />
      <text x={box.x + 4 / zoom} y={y + 12 / zoom} fontSize={12 / zoom} fill="#fff">
        {name}
      </text>
    </g>
  );
}
