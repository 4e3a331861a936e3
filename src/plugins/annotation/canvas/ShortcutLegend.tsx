import { HTMLTable } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { at, type AnnotationMessageKey } from "../messages";

/** The keys, then what they do (a plugin key, or a shared word of the core). */
const SHORTCUTS: [AnnotationMessageKey, AnnotationMessageKey | (() => string)][] = [
  ["keyDraw", "keyDrawWhat"],
  ["keyPan", "keyPanWhat"],
  ["keyZoom", "keyZoomWhat"],
  ["keyZoomKeys", "keyZoomKeysWhat"],
  ["keyLabel", "keyLabelWhat"],
  ["keyDelete", "keyDeleteWhat"],
  ["keySave", () => t("action.save")],
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
            <td>{typeof what === "function" ? what() : at(what)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
