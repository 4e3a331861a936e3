import { annotationTaskText } from "../taskMessages";
import { OneFieldDialog } from "./OneFieldDialog";

export interface ScoreDialogProps {
  isOpen: boolean;
  initial: number | null;
  onSubmit(score: number): Promise<unknown>;
  onClose(): void;
  onConflict(): void;
}

/** 评分: a score from 0 to 100. */
export function ScoreDialog({ isOpen, initial, onSubmit, onClose, onConflict }: ScoreDialogProps) {
  return (
    <OneFieldDialog<number>
      isOpen={isOpen}
      title={annotationTaskText("op.SCORE")}
      label={annotationTaskText("score")}
      id="ws-annot-score"
      input={{ type: "number", min: 0, max: 100 }}
      initial={initial === null ? "" : String(initial)}
      read={(text) => {
        const score = Number(text);
        const valid = text.trim() !== "" && Number.isFinite(score) && score >= 0 && score <= 100;
        return valid ? { value: score } : { error: annotationTaskText("scoreRange") };
      }}
      onSubmit={onSubmit}
      onClose={onClose}
      onConflict={onConflict}
    />
  );
}
