import { HTMLTable } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { annotationText, type AnnotationMessageKey } from "../messages";
import { annotationTaskText } from "../taskMessages";

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

/** Editing keys: none on a read-only canvas (review, acceptance, a committed share). */
const EDITING = new Set<AnnotationMessageKey>(["keyDraw", "keyLabel", "keyDelete", "keySave"]);

/** The verdict keys of review and sample acceptance (VerdictPanel). */
const VERDICT: [string, () => string][] = [
  ["P", () => annotationTaskText("pass")],
  ["F", () => annotationTaskText("fail")],
];

export interface ShortcutLegendProps {
  /** A read-only canvas lists only the keys that work on it (pan, zoom, next, previous). */
  readOnly?: boolean;
  /** Review or acceptance: the verdict keys too. */
  verdictKeys?: boolean;
}

/** The canvas's keys and gestures, as a compact table: the keys that work here, no others. */
export function ShortcutLegend({ readOnly = false, verdictKeys = false }: ShortcutLegendProps) {
  const shown = readOnly ? SHORTCUTS.filter(([keys]) => !EDITING.has(keys)) : SHORTCUTS;
  return (
    <HTMLTable compact className="ws-annot-legend" aria-label={annotationText("shortcuts")}>
      <tbody>
        {verdictKeys &&
          VERDICT.map(([keys, what]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what()}</td>
            </tr>
          ))}
        {shown.map(([keys, what]) => (
          <tr key={keys}>
            <td>
              <kbd>{annotationText(keys)}</kbd>
            </td>
            <td>{typeof what === "function" ? what() : annotationText(what)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
