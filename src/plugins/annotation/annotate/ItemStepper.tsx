import { Button, ButtonGroup, Classes } from "@blueprintjs/core";
import { annotationText } from "../messages";

export interface ItemStepperProps {
  /** The current item's place in the list (-1: none). */
  index: number;
  count: number;
  onStep(direction: 1 | -1): void;
}

/** 第 n / m 张 with 上一张 / 下一张: the toolbar of the annotation pages. */
export function ItemStepper({ index, count, onStep }: ItemStepperProps) {
  return (
    <>
      {index >= 0 && (
        <span className={Classes.TEXT_MUTED}>{annotationText("itemOf", { index: index + 1, count })}</span>
      )}
      <ButtonGroup>
        <Button
          size="small"
          icon="chevron-left"
          text={annotationText("prevItem")}
          disabled={index <= 0}
          onClick={() => onStep(-1)}
        />
        <Button
          size="small"
          endIcon="chevron-right"
          text={annotationText("nextItem")}
          disabled={index < 0 || index >= count - 1}
          onClick={() => onStep(1)}
        />
      </ButtonGroup>
    </>
  );
}
