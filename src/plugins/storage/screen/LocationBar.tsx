import { useState } from "react";
import { HTMLSelect, InputGroup } from "@blueprintjs/core";
import { storageText } from "../messages";
import "./locationBar.css";

export interface LocationBarProps {
  volumes: string[];
  volume: string;
  path: string;
  onVolume: (volume: string) => void;
  /** A path typed into the box (Enter or leaving the box). */
  onPath: (path: string) => void;
}

/** The storage-volume selector and the remote path box. */
export function LocationBar({ volumes, volume, path, onVolume, onPath }: LocationBarProps) {
  const [typed, setTyped] = useState(path);
  const [shownPath, setShownPath] = useState(path);
  if (shownPath !== path) {
    // the path changed outside the box (volume, up, root, a folder opened): show it
    setShownPath(path);
    setTyped(path);
  }
  return (
    <div className="ws-storage-location">
      <HTMLSelect
        aria-label={storageText("volume")}
        value={volume}
        options={volumes}
        onChange={(event) => onVolume(event.currentTarget.value)}
      />
      <InputGroup
        aria-label={storageText("remotePath")}
        className="ws-storage-path"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onPath(typed);
        }}
        onBlur={() => {
          if (typed !== path) onPath(typed);
        }}
      />
    </div>
  );
}
