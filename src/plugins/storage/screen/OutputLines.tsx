import { useEffect, useRef, useState } from "react";

const LINE_HEIGHT = 18;
const VIEW_HEIGHT = 360;
const OVERSCAN = 10;

/**
 * An operation's output as a windowed list: only the lines in view (and a few around) are rendered,
 * so a pack of many thousand entries stays light. Follows the end while scrolled to the bottom.
 */
export function OutputLines({ lines }: { lines: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [follow, setFollow] = useState(true);
  useEffect(() => {
    if (follow && box.current) box.current.scrollTop = lines.length * LINE_HEIGHT;
  }, [lines.length, follow]);
  const first = Math.max(0, Math.floor(top / LINE_HEIGHT) - OVERSCAN);
  const last = Math.min(lines.length, Math.ceil((top + VIEW_HEIGHT) / LINE_HEIGHT) + OVERSCAN);
  return (
    <div
      ref={box}
      className="ws-storage-output"
      data-testid="storage-output"
      style={{ height: VIEW_HEIGHT, overflowY: "auto", position: "relative" }}
      onScroll={(event) => {
        const element = event.currentTarget;
        setTop(element.scrollTop);
        setFollow(element.scrollTop + element.clientHeight >= element.scrollHeight - LINE_HEIGHT);
      }}
    >
      <div style={{ height: lines.length * LINE_HEIGHT, position: "relative" }}>
        {lines.slice(first, last).map((line, index) => (
          <div
            key={first + index}
            className="ws-storage-line"
            style={{ position: "absolute", top: (first + index) * LINE_HEIGHT, height: LINE_HEIGHT, whiteSpace: "pre" }}
          >
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}
