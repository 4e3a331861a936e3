import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Switch } from "@blueprintjs/core";
import { trainingTasksText } from "../messages";
import type { LogBuffer } from "./logBuffer";
import "./logView.css";

/** The height of one line in pixels (the CSS gives each row this height). */
export const LOG_ROW_HEIGHT = 18;
/** Lines rendered above and below the visible ones. */
const OVERSCAN = 20;

/**
 * A run's log, however long: only the lines in view (and a few around) are in the page, positioned
 * in a spacer as tall as all lines, so a 100,000-line log scrolls like a short one. With 跟随最新 on,
 * new lines keep the view at the end; scrolling up turns it off, scrolling back to the end turns it on.
 */
export function LogView({
  buffer,
  height = 420,
  label,
}: {
  buffer: LogBuffer;
  height?: number;
  label: string;
}) {
  const version = useSyncExternalStore(
    (listener) => buffer.subscribe(listener),
    () => buffer.version,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [follow, setFollow] = useState(true);
  const count = buffer.length;
  const total = count * LOG_ROW_HEIGHT;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !follow) return;
    const end = Math.max(0, total - height);
    element.scrollTop = end;
    setScrollTop(end);
  }, [version, follow, total, height]);

  useEffect(() => {
    const element = scroller.current;
    if (element) setScrollTop(element.scrollTop);
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / LOG_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / LOG_ROW_HEIGHT) + OVERSCAN);
  const rows = [];
  for (let index = first; index < last; index += 1)
    rows.push(
      <div key={index} className="ws-log-row" role="listitem" style={{ top: index * LOG_ROW_HEIGHT }}>
        <span className="ws-log-number">{index + 1}</span>
        <span className="ws-log-text">{buffer.line(index + 1)}</span>
      </div>,
    );

  return (
    <div className="ws-log">
      <div className="ws-log-bar">
        <span>{trainingTasksText("lineCount", { count })}</span>
        <Switch
          checked={follow}
          label={trainingTasksText("follow")}
          inline
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setFollow(on);
          }}
        />
      </div>
      <div
        ref={scroller}
        className="ws-log-scroller"
        style={{ height }}
        data-testid="run-log"
        onScroll={(event) => {
          const element = event.currentTarget;
          setScrollTop(element.scrollTop);
          const atEnd = element.scrollTop + height >= total - LOG_ROW_HEIGHT;
          if (atEnd !== follow) setFollow(atEnd);
        }}
      >
        {count === 0 ? (
          <div className="ws-log-empty">{trainingTasksText("emptyLog")}</div>
        ) : (
          <div className="ws-log-spacer" role="list" aria-label={label} style={{ height: total }}>
            {rows}
          </div>
        )}
      </div>
    </div>
  );
}
