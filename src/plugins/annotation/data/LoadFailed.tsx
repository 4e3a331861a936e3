import { Button, NonIdealState } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { loadFailureText } from "../../../ui/kit/list/failureText";
import { annotationDataText } from "../dataAnnotMessages";

/** A read of 数据标注 that failed: the server's message (or the status's text) and 重试. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <NonIdealState
      icon="error"
      title={annotationDataText("loadFailed")}
      description={loadFailureText(error)}
      action={<Button icon="refresh" text={t("page.retry")} onClick={onRetry} />}
    />
  );
}
