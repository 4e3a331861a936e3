import { Button, Classes } from "@blueprintjs/core";
import { annotationText } from "../messages";
import type { CanvasLabel } from "./AnnotationCanvas";

export interface LabelListProps {
  labels: CanvasLabel[];
  /** The current label: new boxes get it; the selected box shows it. */
  current: number | null;
  disabled?: boolean;
  onChoose(labelId: number): void;
}

/** The label group's labels with their colour swatches; the first nine answer to the number keys. */
export function LabelList({ labels, current, disabled, onChoose }: LabelListProps) {
  if (labels.length === 0) return <div className={Classes.TEXT_MUTED}>{annotationText("noLabels")}</div>;
  return (
    <div className="ws-annot-labels" role="listbox" aria-label={annotationText("labels")}>
      {labels.map((label, index) => (
        <Button
          key={label.id}
          role="option"
          aria-selected={label.id === current}
          className="ws-annot-label"
          variant="minimal"
          size="small"
          alignText="start"
          fill
          active={label.id === current}
          disabled={disabled}
          onClick={() => onChoose(label.id)}
          icon={<span className="ws-annot-swatch" style={{ background: label.color }} />}
          endIcon={index < 9 ? <kbd className="ws-annot-key">{index + 1}</kbd> : undefined}
          text={label.labelName}
        />
      ))}
    </div>
  );
}
