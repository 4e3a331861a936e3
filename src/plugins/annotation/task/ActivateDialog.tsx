import { tt } from "../taskMessages";
import { OneFieldDialog } from "./OneFieldDialog";

export interface ActivateDialogProps {
  isOpen: boolean;
  onSubmit(deadlineTime: number): Promise<unknown>;
  onClose(): void;
}

/** 激活: asks for the deadline (date and time, in the future). */
export function ActivateDialog({ isOpen, onSubmit, onClose }: ActivateDialogProps) {
  return (
    <OneFieldDialog<number>
      isOpen={isOpen}
      title={tt("op.ACTIVATE")}
      label={tt("deadline")}
      id="ws-annot-deadline"
      input={{ type: "datetime-local" }}
      read={(text) => {
        const deadline = text ? new Date(text).getTime() : NaN;
        if (!text) return { error: tt("deadlineRequired") };
        return deadline > Date.now() ? { value: deadline } : { error: tt("deadlineFuture") };
      }}
      onSubmit={onSubmit}
      onClose={onClose}
      clearAfterSubmit
    />
  );
}
