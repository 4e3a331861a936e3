import { HTMLTable } from "@blueprintjs/core";
import { at, type AnnotationMessageKey } from "../messages";

const SHORTCUTS: [AnnotationMessageKey, AnnotationMessageKey][] = [
  ["keyDraw", "keyDrawWhat"],
  ["keyPan", "keyPanWhat"],
  ["keyZoom", "keyZoomWhat"],
  ["keyZoomKeys", "keyZoomKeysWhat"],
  ["keyLabel", "keyLabelWhat"],
  ["keyDelete", "keyDeleteWhat"],
  ["keySave", "keySaveWhat"],
  ["keyNext", "keyNextWhat"],
  ["keyPrev", "keyPrevWhat"],
];

/** The canvas's keys and gestures, as a compact table. */
export function ShortcutLegend() {
  return (
    <HTMLTable compact className="ws-annot-legend" aria-label={at("shortcuts")}>
      <tbody>
        {SHORTCUTS.map(([keys, what]) => (
          <tr key={keys}>
            <td>
              <kbd>{at(keys)}</kbd>
            </td>
            <td>{at(what)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
