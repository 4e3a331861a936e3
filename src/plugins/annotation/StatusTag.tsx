import { Tag, type Intent } from "@blueprintjs/core";
import type { TaskStatus } from "../../machines/annotationTask.machine";
import { statusText } from "./taskOperations";

const INTENT: Partial<Record<TaskStatus, Intent>> = {
  INPROGRESS: "primary",
  UNANNOTATION: "primary",
  UNREVIEW: "warning",
  UNACCEPTED: "warning",
  UNCORRECT: "warning",
  REVIEW_ACCEPTED: "success",
  ACCEPTED: "success",
  FINISHED: "success",
  REVIEW_REJECT: "danger",
  ACCEPTED_REJECT: "danger",
  UNFINISH: "danger",
};

/** A task status as a compact tag with the machine's status text. */
export function StatusTag({ status }: { status: TaskStatus }) {
  return (
    <Tag minimal intent={INTENT[status] ?? "none"} className="ws-annot-status">
      {statusText(status)}
    </Tag>
  );
}
