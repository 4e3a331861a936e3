import { parseDateTime } from "../../../ui/kit/dates";
import { DateTimeField } from "../../../ui/kit/DateTimeField";
import { annotationTaskText } from "../taskMessages";
import { OneFieldDialog } from "./OneFieldDialog";

export interface ActivateDialogProps {
  isOpen: boolean;
  onSubmit(deadlineTime: number): Promise<unknown>;
  onClose(): void;
  onConflict(): void;
}

/** 激活: asks for the deadline (date and time, in the future) in Blueprint's picker. */
export function ActivateDialog({ isOpen, onSubmit, onClose, onConflict }: ActivateDialogProps) {
  return (
    <OneFieldDialog<number>
      isOpen={isOpen}
      title={annotationTaskText("op.ACTIVATE")}
      label={annotationTaskText("deadline")}
      id="ws-annot-deadline"
      field={(props) => <DateTimeField {...props} />}
      read={(text) => {
        if (!text) return { error: annotationTaskText("deadlineRequired") };
        const deadline = parseDateTime(text)?.getTime() ?? Number.NaN;
        return deadline > Date.now() ? { value: deadline } : { error: annotationTaskText("deadlineFuture") };
      }}
      onSubmit={onSubmit}
      onClose={onClose}
      onConflict={onConflict}
      clearAfterSubmit
    />
  );
}
