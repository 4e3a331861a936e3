import { Callout, Classes } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { readReviewHistory } from "../api";
import { annotationTaskText } from "../taskMessages";
import { useLoaded } from "../../../ui/kit/useLoaded";

/** For an item that needs correction: the latest failed review or acceptance and its remark. */
export function ReviewNote({ taskId, itemId }: { taskId: number; itemId: number }) {
  const { http } = useCore();
  const history = useLoaded(() => readReviewHistory(http, taskId, itemId), `history:${taskId}:${itemId}`);
  const failed = history.loading ? undefined : history.data?.find((record) => record.result === 0);
  if (!failed) return null;
  return (
    <Callout compact intent="warning" className="ws-annot-note" role="note">
      {annotationTaskText("reviewNote", {
        kind: annotationTaskText(failed.type === "accept" ? "kindAccept" : "kindReview"),
        remark: failed.remark || annotationTaskText("noRemark"),
      })}{" "}
      <span className={Classes.TEXT_MUTED}>
        {annotationTaskText("reviewNoteBy", { reviewer: failed.reviewer, time: failed.createTime })}
      </span>
    </Callout>
  );
}
