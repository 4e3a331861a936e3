import { Button } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { loadFailureText } from "./failureText";

export interface LoadFailureProps {
  /** The failed load's error: its text is the server's message, the status's or the network's. */
  error: unknown;
  /** What 重试 does. */
  onRetry: () => void;
  /** Words before the reason (权限树加载失败); the reason alone without it. */
  prefix?: string;
}

/**
 * What a tree or a panel shows when its data could not be loaded: the reason and 重试, as a failed
 * list does (PagedTable), so a failure never looks like an empty result.
 *
 *   {tree.failed ? <LoadFailure error={tree.error} onRetry={tree.reload} /> : <Tree … />}
 */
export function LoadFailure({ error, onRetry, prefix }: LoadFailureProps) {
  const reason = loadFailureText(error);
  return (
    <div className="ws-list-failed" role="alert">
      <span>{prefix ? `${prefix}：${reason}` : reason}</span>
      <Button size="small" icon="refresh" text={t("page.retry")} onClick={onRetry} />
    </div>
  );
}
