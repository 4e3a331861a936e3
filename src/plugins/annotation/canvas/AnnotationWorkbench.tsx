import { useCallback, useEffect, useImperativeHandle, useReducer, useRef, useState, type Ref } from "react";
import { Classes } from "@blueprintjs/core";
import { ConfirmAlert } from "../../../ui/kit/ConfirmAlert";
import { t } from "../../../core/messages";
import { annotationText } from "../messages";
import { AnnotationCanvas, type CanvasLabel } from "./AnnotationCanvas";
import { boxesForSave, canvasReducer, initialCanvas, type BoxInput } from "./canvasState";
import type { Size } from "./geometry";
import { LabelList } from "./LabelList";
import { ShortcutLegend } from "./ShortcutLegend";
import { WorkbenchToolbar } from "./WorkbenchToolbar";
import { useCanvasKeys } from "./useCanvasKeys";
import { steppedZoom } from "./view";
import "./annotationCanvas.css";

/**
 * Where the workbench's boxes go, injected by the page: a task's calls (task-annot) or a dataset owner's
 * own annotation of a version (数据标注). The workbench knows items, never tasks or versions.
 */
export interface BoxSource {
  /** Replaces the item's stored boxes with these. */
  save(itemId: number, annotations: BoxInput[]): Promise<unknown>;
  /** Removes every box of the item (absent: no 清空 button). */
  clear?(itemId: number): Promise<unknown>;
}

/** A source that stores nothing, for a read-only workbench. */
export const READ_ONLY_SOURCE: BoxSource = { save: () => Promise.resolve() };

/** What the page may ask of the workbench: save pending changes before it moves to another item. */
export interface WorkbenchHandle {
  /** Saves unsaved changes; resolves false when the save failed (stay on the item). */
  flush(): Promise<boolean>;
  dirty(): boolean;
}

export interface AnnotationWorkbenchProps {
  item: { id: number } & Size;
  imageUrl: string | null;
  labels: CanvasLabel[];
  /** The item's stored boxes, in image pixels. */
  boxes: BoxInput[];
  readOnly?: boolean;
  /** Review or sample acceptance beside the canvas: the legend lists the verdict keys (P, F). */
  verdictKeys?: boolean;
  source: BoxSource;
  /** Next (1) or previous (-1) item: the D/A and arrow keys. */
  onNavigate?(direction: 1 | -1): void;
  onDirtyChange?(dirty: boolean): void;
  ref?: Ref<WorkbenchHandle>;
}

/**
 * One item's annotation: toolbar (zoom, fit, delete, save, clear), the canvas, the label list and the
 * shortcut legend. Render it with `key={item.id}`: its state belongs to one item.
 */
export function AnnotationWorkbench({
  item,
  imageUrl,
  labels,
  boxes,
  readOnly = false,
  verdictKeys = false,
  source,
  onNavigate,
  onDirtyChange,
  ref,
}: AnnotationWorkbenchProps) {
  const [state, dispatch] = useReducer(canvasReducer, undefined, () =>
    initialCanvas({ width: item.width, height: item.height }, boxes, {
      readOnly,
      labelId: labels[0]?.id ?? null,
    }),
  );
  const [saving, setSaving] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const viewportSize = () => ({
    width: viewport.current?.clientWidth ?? 0,
    height: viewport.current?.clientHeight ?? 0,
  });
  const centre = () => ({ x: viewportSize().width / 2, y: viewportSize().height / 2 });
  const fit = useCallback(() => dispatch({ type: "fit", viewport: viewportSize() }), []);
  const zoom = (direction: 1 | -1) =>
    dispatch({ type: "zoomTo", zoom: steppedZoom(latest.current.view.zoom, direction), around: centre() });

  useEffect(fit, [fit]);
  useEffect(() => onDirtyChange?.(state.dirty), [state.dirty, onDirtyChange]);

  // Unsaved boxes: the browser asks before the page goes; leaving the item in the app saves them.
  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.dirty]);

  const save = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (current.readOnly) return true;
    setSaving(true);
    try {
      await source.save(item.id, boxesForSave(current));
      if (latest.current.boxes === current.boxes) dispatch({ type: "saved" });
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  }, [source, item.id]);

  const saveNow = useRef(save);
  useEffect(() => {
    saveNow.current = save;
  });
  useEffect(() => {
    const stored = latest;
    const saveLatest = saveNow;
    return () => {
      if (stored.current.dirty && !stored.current.readOnly) void saveLatest.current();
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      flush: () => (latest.current.dirty ? save() : Promise.resolve(true)),
      dirty: () => latest.current.dirty,
    }),
    [save],
  );

  const clear = async () => {
    setConfirmClear(false);
    try {
      await source.clear?.(item.id);
      dispatch({ type: "removeAll" });
    } catch {
      // the shell shows the server's message
    }
  };

  const panning = useCanvasKeys({
    deleteSelected: () => dispatch({ type: "deleteSelected" }),
    save: () => void save(),
    navigate: (direction) => onNavigate?.(direction),
    chooseLabel: (index) => labels[index] && dispatch({ type: "chooseLabel", labelId: labels[index].id }),
    zoom,
    fit,
    deselect: () => dispatch({ type: "select", key: null }),
  });

  return (
    <div className="ws-annot-workbench">
      <WorkbenchToolbar
        zoom={state.view.zoom}
        readOnly={readOnly}
        dirty={state.dirty}
        saving={saving}
        hasSelection={state.selected !== null}
        boxCount={state.boxes.length}
        onZoom={zoom}
        onFit={fit}
        onDelete={() => dispatch({ type: "deleteSelected" })}
        onSave={() => void save()}
        onClear={source.clear ? () => setConfirmClear(true) : undefined}
      />
      <div className="ws-annot-main">
        <div className="ws-annot-viewport" ref={viewport}>
          <AnnotationCanvas
            state={state}
            dispatch={dispatch}
            imageUrl={imageUrl}
            labels={labels}
            panning={panning}
          />
        </div>
        <aside className="ws-annot-side">
          <h6 className={Classes.HEADING}>{annotationText("labels")}</h6>
          <LabelList
            labels={labels}
            current={state.labelId}
            onChoose={(labelId) => dispatch({ type: "chooseLabel", labelId })}
          />
          <h6 className={Classes.HEADING}>{annotationText("shortcuts")}</h6>
          <ShortcutLegend readOnly={readOnly} verdictKeys={verdictKeys} />
        </aside>
      </div>
      <ConfirmAlert
        isOpen={confirmClear}
        intent="danger"
        confirmButtonText={t("confirm.ok")}
        cancelButtonText={t("confirm.cancel")}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      >
        {annotationText("clearConfirm")}
      </ConfirmAlert>
    </div>
  );
}
