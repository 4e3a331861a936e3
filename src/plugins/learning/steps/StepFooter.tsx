import { Button } from "@blueprintjs/core";
import { learningText } from "../messages";

/** 上一步 / 下一步 under a step; `next` is disabled until the step's choice is made. */
export function StepFooter({
  onPrevious,
  onNext,
  nextDisabled,
  nextText,
  busy,
}: {
  onPrevious?: () => void;
  onNext?: () => void;
  nextDisabled?: boolean;
  nextText?: string;
  busy?: boolean;
}) {
  return (
    <div className="learning-step-footer">
      {onPrevious && <Button text={learningText("previous")} icon="arrow-left" onClick={onPrevious} />}
      {onNext && (
        <Button
          intent="primary"
          text={nextText ?? learningText("next")}
          endIcon="arrow-right"
          disabled={nextDisabled}
          loading={busy}
          onClick={onNext}
        />
      )}
    </div>
  );
}
