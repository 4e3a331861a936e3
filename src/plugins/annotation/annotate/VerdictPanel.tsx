import { useEffect, useRef } from "react";
import { Button, Classes, FormGroup, Radio, RadioGroup, TextArea } from "@blueprintjs/core";
import { belongsElsewhere } from "../canvas/useCanvasKeys";
import { annotationTaskText } from "../taskMessages";
import type { Verdict, Verdicts } from "./useVerdicts";

export type { Verdict };

export interface VerdictPanelProps {
  /** Every item's verdict (useVerdicts); the panel edits the one of `itemId`. */
  verdicts: Pick<Verdicts, "of" | "set" | "decided">;
  itemId: number;
  total: number;
  submitText: string;
  submitting: boolean;
  onSubmit(): void;
}

/**
 * 通过/不通过 (keys P and F) and a remark for the item shown, and the submit button for every item's
 * result.
 */
export function VerdictPanel({
  verdicts,
  itemId,
  total,
  submitText,
  submitting,
  onSubmit,
}: VerdictPanelProps) {
  const verdict = verdicts.of(itemId);
  const onChange = (next: Verdict) => verdicts.set(itemId, next);
  const decided = verdicts.decided;
  const missing = total - decided;
  const latest = useRef({ verdict, onChange });
  useEffect(() => {
    latest.current = { verdict, onChange };
  });
  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event.target)) return;
      const letter = event.key.toLowerCase();
      const result = letter === "p" ? 1 : letter === "f" ? 0 : null;
      if (result === null) return;
      event.preventDefault();
      latest.current.onChange({ ...latest.current.verdict, result });
    };
    window.addEventListener("keydown", key);
    return () => window.removeEventListener("keydown", key);
  }, []);
  return (
    <aside className="ws-annot-review" aria-label={submitText}>
      <RadioGroup
        inline
        selectedValue={verdict.result === undefined ? "" : String(verdict.result)}
        onChange={(event) => onChange({ ...verdict, result: event.currentTarget.value === "1" ? 1 : 0 })}
      >
        <Radio value="1" label={annotationTaskText("pass")} aria-keyshortcuts="P" />
        <Radio value="0" label={annotationTaskText("fail")} aria-keyshortcuts="F" />
      </RadioGroup>
      <span className={Classes.TEXT_MUTED}>{annotationTaskText("verdictKeys")}</span>
      <FormGroup label={annotationTaskText("remark")} labelFor="ws-annot-remark">
        <TextArea
          id="ws-annot-remark"
          fill
          rows={3}
          maxLength={500}
          value={verdict.remark}
          onChange={(event) => onChange({ ...verdict, remark: event.currentTarget.value })}
        />
      </FormGroup>
      <span className={Classes.TEXT_MUTED}>
        {missing > 0 ? annotationTaskText("undecided", { count: missing }) : `${decided} / ${total}`}
      </span>
      <Button
        intent="primary"
        text={submitText}
        disabled={missing > 0 || total === 0}
        loading={submitting}
        onClick={onSubmit}
      />
    </aside>
  );
}
